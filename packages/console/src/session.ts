/**
 * Who is signed in to this tab: the operator's token (sessionStorage: it ends with the tab)
 * and the console's language (localStorage). Components read it with `useOperatorSession`.
 * The server ends a session after 2 idle hours; the console signs out sooner, after
 * IDLE_MS without a key press or a click (`watchIdle`), so an unattended desk is closed.
 */
import { useSyncExternalStore } from 'react';
import { LANGS, type Lang } from '@bourse/shared';

export const IDLE_MS = 15 * 60 * 1000;
const TOKEN_KEY = 'bourse-console-token';
const LANG_KEY = 'bourse-console-lang';

export interface SessionState {
  token: string | null;
  lang: Lang;
  /** Why the last session ended, shown on the login screen ('idle' | 'expired'). */
  ended: 'idle' | 'expired' | null;
}

function readLang(): Lang {
  const saved = globalThis.localStorage?.getItem(LANG_KEY);
  return (LANGS as readonly string[]).includes(saved ?? '') ? (saved as Lang) : 'en';
}

let state: SessionState = {
  token: globalThis.sessionStorage?.getItem(TOKEN_KEY) ?? null,
  lang: readLang(),
  ended: null,
};
const listeners = new Set<() => void>();

function set(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  if (state.token) sessionStorage.setItem(TOKEN_KEY, state.token);
  else sessionStorage.removeItem(TOKEN_KEY);
  localStorage.setItem(LANG_KEY, state.lang);
  for (const l of listeners) l();
}

export const operatorSession = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signedIn: (token: string) => set({ token, ended: null }),
  signedOut: (ended: SessionState['ended'] = 'expired') =>
    set({ token: null, ended: state.token ? ended : state.ended }),
  setLang: (lang: Lang) => set({ lang }),
};

export function useOperatorSession(): SessionState {
  return useSyncExternalStore(operatorSession.subscribe, operatorSession.get);
}

/**
 * Calls `onIdle` after `ms` without input; every key press, click or scroll restarts the
 * wait. Returns the stop function.
 */
export function watchIdle(onIdle: () => void, ms = IDLE_MS): () => void {
  let timer = setTimeout(onIdle, ms);
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(onIdle, ms);
  };
  const events = ['keydown', 'mousedown', 'wheel', 'touchstart'] as const;
  for (const e of events) window.addEventListener(e, restart, { passive: true });
  return () => {
    clearTimeout(timer);
    for (const e of events) window.removeEventListener(e, restart);
  };
}
