/**
 * Recently viewed pairs. Signed in, the server keeps them (`GET /market/hot` -> recent,
 * `POST /market/viewed`); signed out, this device keeps its own list. The contract has no
 * call to clear the server's list, so "clear" hides the pairs it showed on this device
 * until they are viewed again.
 */
const RECENT_KEY = 'bourse.recentPairs';
const HIDDEN_KEY = 'bourse.recentHidden';
export const RECENT_MAX = 10;

function read(key: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

function write(key: string, symbols: string[]): void {
  try {
    if (symbols.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(symbols));
  } catch {
    // Storage full or disabled: the list is simply not remembered.
  }
}

/** This device's list, most recent first. */
export const readRecent = (): string[] => read(RECENT_KEY);

/** A pair was opened: it goes first, once, and is shown again if it was hidden. */
export function pushRecent(symbol: string): void {
  write(RECENT_KEY, [symbol, ...readRecent().filter((s) => s !== symbol)].slice(0, RECENT_MAX));
  write(
    HIDDEN_KEY,
    readHidden().filter((s) => s !== symbol),
  );
}

/** Empties this device's list and hides the server's pairs now shown. */
export function clearRecent(shownFromServer: string[] = []): void {
  write(RECENT_KEY, []);
  write(HIDDEN_KEY, [...new Set([...readHidden(), ...shownFromServer])]);
}

/** Server pairs cleared on this device and not viewed since. */
export const readHidden = (): string[] => read(HIDDEN_KEY);

/** The server's recent pairs without those cleared on this device. */
export function withoutHidden<T extends { symbol: string }>(rows: T[], hidden: string[]): T[] {
  return rows.filter((r) => !hidden.includes(r.symbol));
}
