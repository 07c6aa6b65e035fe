/**
 * Display fiat (spec 3, 9): the chosen currency and its rate live in the session as
 * {currency_code, rate, saveTime}; the rate table is fetched at most once per 24 hours
 * (86,400,000 ms) from `GET /getSetting {keyword: 'fiat_rates'}` and falls back to the
 * bundled table when the server cannot be reached. Rates are units per 1 USD (USDT 1:1).
 */
import { queryOptions } from '@tanstack/react-query';
import { FIAT_CODES, dec, isDecimalString, type FiatCode } from '@bourse/shared';
import { api } from '../../api/client.ts';
import { QK } from '../../api/keys.ts';
import { session, type FiatChoice } from '../../store/session.ts';
import { FALLBACK_RATES, type FiatRates } from './fallbackRates.ts';

/** Spec 9: the fiat rate cache lives 24 hours. */
export const FIAT_CACHE_MS = 86_400_000;
export const FIAT_RATES_KEYWORD = 'fiat_rates';

/** A saved rate is fresh while younger than 24 h; a rate never saved (0) is stale. */
export function isRateFresh(saveTime: number, nowMs: number): boolean {
  return saveTime > 0 && nowMs - saveTime < FIAT_CACHE_MS && nowMs >= saveTime;
}

const isFiatCode = (code: string): code is FiatCode =>
  (FIAT_CODES as readonly string[]).includes(code);

/**
 * Reads the setting's value into a full table. Accepts `{CNY: '7.1', ...}`, the same under
 * `rates`, or rows `[{code, rate}]`; a missing or malformed rate keeps its fallback, so
 * one bad entry never blanks the chooser.
 */
export function parseRates(value: unknown): FiatRates {
  const table: FiatRates = { ...FALLBACK_RATES };
  let entries: [string, unknown][] = [];
  if (Array.isArray(value)) {
    entries = value.map((row: { code?: unknown; currency_code?: unknown; rate?: unknown }) => [
      String(row?.code ?? row?.currency_code ?? ''),
      row?.rate,
    ]);
  } else if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const inner =
      obj.rates && typeof obj.rates === 'object' ? (obj.rates as Record<string, unknown>) : obj;
    entries = Object.entries(inner);
  }
  for (const [rawCode, rawRate] of entries) {
    const code = rawCode.toUpperCase();
    const rate = typeof rawRate === 'number' ? String(rawRate) : rawRate;
    if (isFiatCode(code) && typeof rate === 'string' && isDecimalString(rate) && dec(rate).gt(0)) {
      table[code] = rate;
    }
  }
  table.USD = '1';
  return table;
}

/** The server's table, or null when it cannot be had (offline, refused, malformed). */
export async function fetchFiatRates(): Promise<FiatRates | null> {
  try {
    const value = await api.get<unknown>(
      '/getSetting',
      { keyword: FIAT_RATES_KEYWORD },
      { silent: true, quiet: true },
    );
    return parseRates(value);
  } catch {
    return null;
  }
}

/** The last fetched table, kept beside the session so a reload within 24 h asks nothing. */
const TABLE_KEY = 'bourse.fiatRates';

export function readCachedTable(): FiatRates | null {
  try {
    const raw = localStorage.getItem(TABLE_KEY);
    return raw ? parseRates(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function writeCachedTable(rates: FiatRates): void {
  try {
    localStorage.setItem(TABLE_KEY, JSON.stringify(rates));
  } catch {
    // Storage full or disabled: the table is refetched next time, nothing breaks.
  }
}

/** The session's choice of `code` with its rate from `rates`, fetched at `savedAt`. */
export function fiatChoice(code: FiatCode, rates: FiatRates, savedAt: number): FiatChoice {
  return { currency_code: code, rate: rates[code], saveTime: savedAt };
}

/**
 * The rate table under the 24-hour rule (spec 9): while session.fiat.saveTime is younger
 * than 86,400,000 ms the cached table is used and the network is not asked. Otherwise
 * the table is fetched and the session's rate and saveTime are renewed. When the fetch
 * fails the last table (or the bundled fallback) is used and saveTime is left alone, so
 * the next call tries again.
 */
export async function loadFiatRates(
  nowMs: number = Date.now(),
  fetchRates: () => Promise<FiatRates | null> = fetchFiatRates,
): Promise<FiatRates> {
  const cached = readCachedTable();
  if (cached && isRateFresh(session.get().fiat.saveTime, nowMs)) return cached;
  const fetched = await fetchRates();
  if (!fetched) return cached ?? { ...FALLBACK_RATES };
  writeCachedTable(fetched);
  // The user may have chosen another currency while the request ran: keep their choice.
  session.set({ fiat: fiatChoice(session.get().fiat.currency_code, fetched, nowMs) });
  return fetched;
}

/**
 * Renews the session's rate when stale; the shell may call this at launch. Returns whether
 * the network was asked.
 */
export async function refreshFiatIfStale(
  nowMs: number = Date.now(),
  fetchRates: () => Promise<FiatRates | null> = fetchFiatRates,
): Promise<boolean> {
  if (readCachedTable() && isRateFresh(session.get().fiat.saveTime, nowMs)) return false;
  await loadFiatRates(nowMs, fetchRates);
  return true;
}

/** Chooses the display fiat; its rate keeps the table's fetch time, not the tap's. */
export function chooseFiat(code: FiatCode, rates: FiatRates): void {
  const { saveTime } = session.get().fiat;
  session.set({ fiat: fiatChoice(code, rates, saveTime) });
}

/** For the chooser. loadFiatRates never rejects: the fallback table is its failure answer. */
export const fiatRatesQuery = () =>
  queryOptions({
    queryKey: [QK.fiatRates],
    queryFn: () => loadFiatRates(),
    staleTime: FIAT_CACHE_MS,
    retry: false,
  });

/** "1 USD ≈ 7.18 CNY": the rate to at most four decimals, trailing zeros trimmed. */
export function describeRate(code: FiatCode, rate: string): string {
  return `1 USD ≈ ${dec(rate).toDecimalPlaces(4).toFixed()} ${code}`;
}
