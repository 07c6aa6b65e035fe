import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session, DEFAULT_FIAT } from '../../store/session.ts';
import { FALLBACK_RATES, type FiatRates } from './fallbackRates.ts';
import {
  FIAT_CACHE_MS,
  chooseFiat,
  describeRate,
  isRateFresh,
  loadFiatRates,
  parseRates,
  readCachedTable,
  refreshFiatIfStale,
} from './rates.ts';

const T0 = 1_700_000_000_000;
const SERVER: FiatRates = { ...FALLBACK_RATES, CNY: '7.25', EUR: '0.9' };

beforeEach(() => {
  localStorage.removeItem('bourse.fiatRates');
  session.set({ fiat: DEFAULT_FIAT });
});

describe('the 24-hour rule', () => {
  it('is 86,400,000 ms', () => {
    expect(FIAT_CACHE_MS).toBe(86_400_000);
  });

  it('calls a rate fresh until it is a full day old', () => {
    expect(isRateFresh(T0, T0)).toBe(true);
    expect(isRateFresh(T0, T0 + FIAT_CACHE_MS - 1)).toBe(true);
    expect(isRateFresh(T0, T0 + FIAT_CACHE_MS)).toBe(false);
    expect(isRateFresh(T0, T0 + 3 * FIAT_CACHE_MS)).toBe(false);
  });

  it('calls a never-saved rate (0) and a rate from the future stale', () => {
    expect(isRateFresh(0, T0)).toBe(false);
    expect(isRateFresh(T0 + 1000, T0)).toBe(false);
  });
});

describe('loadFiatRates', () => {
  it('fetches when nothing is cached and stamps the session with the fetch time', async () => {
    session.set({ fiat: { currency_code: 'CNY', rate: '7', saveTime: 0 } });
    const fetchRates = vi.fn(async () => SERVER);
    expect(await loadFiatRates(T0, fetchRates)).toEqual(SERVER);
    expect(fetchRates).toHaveBeenCalledTimes(1);
    expect(session.get().fiat).toEqual({ currency_code: 'CNY', rate: '7.25', saveTime: T0 });
    expect(readCachedTable()).toEqual(SERVER);
  });

  it('asks nothing of the network while the saved rate is fresh', async () => {
    await loadFiatRates(T0, async () => SERVER);
    const fetchRates = vi.fn(async () => ({ ...SERVER, CNY: '9' }));
    expect(await loadFiatRates(T0 + FIAT_CACHE_MS - 1, fetchRates)).toEqual(SERVER);
    expect(fetchRates).not.toHaveBeenCalled();
    expect(session.get().fiat.saveTime).toBe(T0);
  });

  it('refetches once the saved rate is a day old', async () => {
    session.set({ fiat: { currency_code: 'EUR', rate: '1', saveTime: 0 } });
    await loadFiatRates(T0, async () => SERVER);
    const later = T0 + FIAT_CACHE_MS;
    const fetchRates = vi.fn(async () => ({ ...SERVER, EUR: '0.95' }));
    expect((await loadFiatRates(later, fetchRates)).EUR).toBe('0.95');
    expect(fetchRates).toHaveBeenCalledTimes(1);
    expect(session.get().fiat).toEqual({ currency_code: 'EUR', rate: '0.95', saveTime: later });
  });

  it('falls back to the bundled table offline and leaves saveTime alone, so it tries again', async () => {
    expect(await loadFiatRates(T0, async () => null)).toEqual(FALLBACK_RATES);
    expect(session.get().fiat.saveTime).toBe(0);
    const fetchRates = vi.fn(async () => SERVER);
    await loadFiatRates(T0 + 1, fetchRates);
    expect(fetchRates).toHaveBeenCalledTimes(1);
  });

  it('keeps the last fetched table when a later refetch fails', async () => {
    await loadFiatRates(T0, async () => SERVER);
    expect(await loadFiatRates(T0 + FIAT_CACHE_MS, async () => null)).toEqual(SERVER);
    expect(session.get().fiat.saveTime).toBe(T0);
  });
});

describe('refreshFiatIfStale and chooseFiat', () => {
  it('reports whether the network was asked', async () => {
    expect(await refreshFiatIfStale(T0, async () => SERVER)).toBe(true);
    expect(await refreshFiatIfStale(T0 + 60_000, async () => SERVER)).toBe(false);
    expect(await refreshFiatIfStale(T0 + FIAT_CACHE_MS, async () => SERVER)).toBe(true);
  });

  it('chooses a fiat with the table rate and keeps the fetch time, not the tap time', async () => {
    await loadFiatRates(T0, async () => SERVER);
    chooseFiat('JPY', SERVER);
    expect(session.get().fiat).toEqual({ currency_code: 'JPY', rate: SERVER.JPY, saveTime: T0 });
  });
});

describe('parseRates', () => {
  it('reads a flat table, a nested one and rows, keeping fallbacks for what is missing', () => {
    expect(parseRates({ CNY: '7.3' }).CNY).toBe('7.3');
    expect(parseRates({ rates: { gbp: '0.8' } }).GBP).toBe('0.8');
    expect(parseRates([{ code: 'THB', rate: '35' }]).THB).toBe('35');
    expect(parseRates({ CNY: '7.3' }).EUR).toBe(FALLBACK_RATES.EUR);
  });

  it('ignores unknown codes, zero, negative and malformed rates; USD is always 1', () => {
    const parsed = parseRates({ XYZ: '3', CNY: '0', EUR: '-1', JPY: 'abc', USD: '2' });
    expect(parsed).toEqual(FALLBACK_RATES);
    expect('XYZ' in parsed).toBe(false);
  });

  it('gives the bundled table for nonsense', () => {
    expect(parseRates(null)).toEqual(FALLBACK_RATES);
    expect(parseRates('rates')).toEqual(FALLBACK_RATES);
  });
});

describe('describeRate', () => {
  it('prints at most four decimals without trailing zeros', () => {
    expect(describeRate('CNY', '7.1800')).toBe('1 USD ≈ 7.18 CNY');
    expect(describeRate('AED', '3.67251')).toBe('1 USD ≈ 3.6725 AED');
    expect(describeRate('VND', '26310')).toBe('1 USD ≈ 26310 VND');
  });
});
