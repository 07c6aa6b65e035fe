/**
 * Remembered display choices of the assets screen: amounts hidden (the eye) and small
 * balances hidden. Kept in localStorage, read with useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';

export type WalletPrefKey = 'hideAmounts' | 'hideSmall';
const storageKey = (k: WalletPrefKey) => `bourse.wallet.${k}`;
const listeners = new Set<() => void>();

function read(key: WalletPrefKey): boolean {
  try {
    return localStorage.getItem(storageKey(key)) === '1';
  } catch {
    return false;
  }
}

export function setWalletPref(key: WalletPrefKey, value: boolean): void {
  try {
    localStorage.setItem(storageKey(key), value ? '1' : '0');
  } catch {
    // Private mode: the choice lasts until reload.
  }
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useWalletPref(key: WalletPrefKey): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(subscribe, () => read(key));
  return [value, (v: boolean) => setWalletPref(key, v)];
}
