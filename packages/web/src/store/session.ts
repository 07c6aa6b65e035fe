/**
 * The session store: token, user, language and display fiat, persisted in localStorage.
 * A tiny external store read with useSyncExternalStore; no library needed for four fields.
 * Never the password: only the opaque token is kept (DESIGN.md section 9).
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANG, parseLang, type FiatCode, type Lang, type UserInfo } from '@bourse/shared';

import { STORAGE_VERSION, STORAGE_VERSION_KEY } from './storageVersion.ts';

export { STORAGE_VERSION };
const KEY = {
  version: STORAGE_VERSION_KEY,
  token: 'bourse.token',
  user: 'bourse.user',
  lang: 'bourse.lang',
  fiat: 'bourse.fiat',
};

export interface FiatChoice {
  currency_code: FiatCode;
  /** Units of this fiat per 1 USD, a decimal string. */
  rate: string;
  /** When the rate was fetched, ms since epoch. */
  saveTime: number;
}

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
  lang: Lang;
  fiat: FiatChoice;
}

export const DEFAULT_FIAT: FiatChoice = { currency_code: 'USD', rate: '1', saveTime: 0 };

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function load(): SessionState {
  if (localStorage.getItem(KEY.version) !== STORAGE_VERSION) {
    localStorage.clear();
    localStorage.setItem(KEY.version, STORAGE_VERSION);
  }
  return {
    token: localStorage.getItem(KEY.token),
    user: readJson<UserInfo>(KEY.user),
    lang: parseLang(localStorage.getItem(KEY.lang) ?? DEFAULT_LANG),
    fiat: readJson<FiatChoice>(KEY.fiat) ?? DEFAULT_FIAT,
  };
}

let state: SessionState = load();
const listeners = new Set<() => void>();

function persist(next: SessionState): void {
  const put = (key: string, value: string | null) =>
    value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value);
  put(KEY.token, next.token);
  put(KEY.user, next.user ? JSON.stringify(next.user) : null);
  put(KEY.lang, next.lang);
  put(KEY.fiat, JSON.stringify(next.fiat));
}

export const session = {
  get: (): SessionState => state,
  set(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    persist(state);
    listeners.forEach((l) => l());
  },
  /** Signs out locally: the server revokes the token separately. */
  clearUser(): void {
    session.set({ token: null, user: null });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession<T>(select: (s: SessionState) => T): T {
  return useSyncExternalStore(
    session.subscribe,
    () => select(state),
    () => select(state),
  );
}
