import { describe, expect, it } from 'vitest';
import { dec } from '@bourse/shared';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../../clock.ts';
import { SIM_INSTRUMENTS, type SimInstrument } from './instruments.ts';
import { isInSession, sessionStep, US_EQUITY_SESSION, weekdaysBefore } from './sessions.ts';
import { SimulatorFeed, simulatedPrice } from './simulator.ts';

const ALL = [...SIM_INSTRUMENTS.values()];
const CRYPTO = ALL.filter((i) => !i.session);
const STOCKS = ALL.filter((i) => i.session);
const instrument = (symbol: string): SimInstrument => SIM_INSTRUMENTS.get(symbol)!;
const at = (iso: string) => new Date(iso);
const price = (symbol: string, iso: string, seed = 42) =>
  simulatedPrice(seed, instrument(symbol), at(iso));

/** Log returns of `symbol` sampled every `stepMs` from `startMs`, `count` of them. */
function logReturns(i: SimInstrument, startMs: number, stepMs: number, count: number): number[] {
  const out: number[] = [];
  let prev = Number(simulatedPrice(42, i, new Date(startMs)));
  for (let k = 1; k <= count; k++) {
    const p = Number(simulatedPrice(42, i, new Date(startMs + k * stepMs)));
    out.push(Math.log(p / prev));
    prev = p;
  }
  return out;
}

describe('the seeded simulator is deterministic', () => {
  it('gives the same price for the same seed and instant', () => {
    for (const i of ALL) {
      const t = at('2026-11-20T15:47:13Z');
      expect(simulatedPrice(42, i, t)).toBe(simulatedPrice(42, i, new Date(t.getTime())));
    }
  });

  it('keeps recorded prices reproducible: these values must never change', () => {
    // A settlement records `sim:42` and the instant; anyone must get the same price back.
    // If this fails, the walk changed and every recorded simulator price with it.
    expect(price('BTC', '2026-11-20T00:00:00Z')).toBe('55198.86');
    expect(price('DOGE', '2026-11-20T00:00:00Z')).toBe('0.07715');
    expect(price('AAPL', '2026-11-20T18:00:00Z')).toBe('256.29');
  });

  it('gives different prices for different seeds', () => {
    for (const i of ALL) {
      const t = at('2026-11-20T15:47:13Z');
      expect(simulatedPrice(42, i, t), i.symbol).not.toBe(simulatedPrice(43, i, t));
    }
  });

  it('holds one price for the whole second', () => {
    expect(price('ETH', '2026-11-20T08:00:00.000Z')).toBe(price('ETH', '2026-11-20T08:00:00.999Z'));
  });

  it('names the seed in the source and answers only its own symbols', async () => {
    const feed = new SimulatorFeed(7);
    expect(feed.name).toBe('sim:7');
    expect(await feed.quote('BTC', at('2026-11-20T08:00:00.750Z'))).toEqual({
      symbol: 'BTC',
      price: price('BTC', '2026-11-20T08:00:00Z', 7),
      source: 'sim:7',
      at: at('2026-11-20T08:00:00Z'),
    });
    expect(await feed.quote('NOPE', at('2026-11-20T08:00:00Z'))).toBeUndefined();
    expect(feed.symbols()).toEqual([
      'BTC',
      'ETH',
      'LTC',
      'XRP',
      'SOL',
      'DOGE',
      'BNB',
      'AAPL',
      'TSLA',
      'NVDA',
      'MSFT',
      'AMZN',
    ]);
  });
});

describe('simulated prices look like a market', () => {
  it('moves a little each second, relative to the volatility', () => {
    const start = at('2026-11-18T12:00:00Z').getTime();
    for (const i of CRYPTO) {
      const stepVol = i.annualVol / Math.sqrt(365.25 * 24 * 3600);
      const returns = logReturns(i, start, SECOND_MS, 1800);
      const largest = Math.max(...returns.map(Math.abs));
      // Of 1800 Gaussian steps the largest is about 3.5 sd; allow for the tick too.
      const tickMove = Number(i.tick) / Number(simulatedPrice(42, i, new Date(start)));
      expect(largest, i.symbol).toBeLessThan(6 * stepVol + tickMove);
      expect(
        returns.some((r) => r !== 0),
        i.symbol,
      ).toBe(true);
    }
  });

  it('has a realized volatility over a day near the instrument volatility', () => {
    const start = at('2026-11-18T00:00:00Z').getTime();
    for (const i of CRYPTO) {
      const returns = logReturns(i, start, MINUTE_MS, 1440);
      const annualized = Math.sqrt(returns.reduce((s, r) => s + r * r, 0) * 365.25);
      expect(annualized, i.symbol).toBeGreaterThan(0.5 * i.annualVol);
      expect(annualized, i.symbol).toBeLessThan(1.6 * i.annualVol);
    }
    // A stock's session day: 390 one-minute returns (09:30-16:00 New York, EST = UTC-5).
    for (const i of STOCKS) {
      const returns = logReturns(i, at('2026-11-18T14:30:00Z').getTime(), MINUTE_MS, 390);
      const sessionShare = 23400 / (23400 + US_EQUITY_SESSION.overnightSteps);
      const annualized = Math.sqrt((returns.reduce((s, r) => s + r * r, 0) * 252) / sessionShare);
      expect(annualized, i.symbol).toBeGreaterThan(0.5 * i.annualVol);
      expect(annualized, i.symbol).toBeLessThan(1.6 * i.annualVol);
    }
  });

  it('moves coins together, as one market', () => {
    const start = at('2026-11-18T00:00:00Z').getTime();
    const btc = logReturns(instrument('BTC'), start, MINUTE_MS, 1440);
    const eth = logReturns(instrument('ETH'), start, MINUTE_MS, 1440);
    const dot = (a: number[], b: number[]) => a.reduce((s, x, k) => s + x * b[k]!, 0);
    expect(dot(btc, eth) / Math.sqrt(dot(btc, btc) * dot(eth, eth))).toBeGreaterThan(0.4);
  });

  it('stays positive and within a plausible band of its centre for decades', () => {
    for (const i of ALL) {
      for (let year = 2000; year <= 2060; year += 1) {
        const p = dec(simulatedPrice(42, i, new Date(Date.UTC(year, (year * 7) % 12, 9, 15))));
        expect(p.gt(0), i.symbol).toBe(true);
        const ratio = p.div(i.centre).toNumber();
        expect(ratio, `${i.symbol} ${year}`).toBeGreaterThan(0.1);
        expect(ratio, `${i.symbol} ${year}`).toBeLessThan(10);
      }
    }
  });
});

describe('prices sit on the tick', () => {
  it('prints every price with the tick decimals, as a multiple of the tick', () => {
    for (const i of ALL) {
      const places = dec(i.tick).decimalPlaces();
      for (let k = 0; k < 50; k++) {
        const p = simulatedPrice(
          42,
          i,
          new Date(Date.UTC(2026, 10, 18, 15) + k * 7919 * SECOND_MS),
        );
        expect(p, i.symbol).toMatch(new RegExp(`^\\d+\\.\\d{${places}}$`));
        expect(dec(p).mod(i.tick).isZero(), `${i.symbol} ${p}`).toBe(true);
      }
    }
  });

  it('never quotes below one tick, however far the walk falls', () => {
    const penny: SimInstrument = {
      symbol: 'PENNY',
      centre: '0.001',
      annualVol: 40,
      marketShare: 0,
      tick: '0.001',
    };
    const prices = new Set<string>();
    for (let h = 0; h < 200; h++) {
      prices.add(simulatedPrice(42, penny, new Date(Date.UTC(2026, 0, 1) + h * 37 * HOUR_MS)));
    }
    expect(prices.has('0.001')).toBe(true);
    for (const p of prices) expect(dec(p).gte('0.001'), p).toBe(true);
  });
});

describe('stocks move only in their session', () => {
  it('knows the NYSE session in winter and summer time', () => {
    const open = (iso: string) => isInSession(US_EQUITY_SESSION, at(iso));
    expect(open('2026-11-20T14:29:59Z')).toBe(false); // Friday 09:29:59 EST
    expect(open('2026-11-20T14:30:00Z')).toBe(true);
    expect(open('2026-11-20T20:59:59Z')).toBe(true);
    expect(open('2026-11-20T21:00:00Z')).toBe(false); // 16:00 EST
    expect(open('2026-11-21T15:00:00Z')).toBe(false); // Saturday
    expect(open('2026-07-15T13:30:00Z')).toBe(true); // 09:30 EDT
    expect(open('2026-07-15T20:00:00Z')).toBe(false); // 16:00 EDT
  });

  it('holds the Friday close all weekend, until Monday opens', () => {
    for (const { symbol } of STOCKS) {
      const close = price(symbol, '2026-11-20T21:00:00Z');
      expect(price(symbol, '2026-11-20T23:30:00Z'), symbol).toBe(close);
      expect(price(symbol, '2026-11-21T12:00:00Z'), symbol).toBe(close); // Saturday
      expect(price(symbol, '2026-11-22T20:00:00Z'), symbol).toBe(close); // Sunday
      expect(price(symbol, '2026-11-23T14:29:59Z'), symbol).toBe(close); // Monday 09:29:59
    }
  });

  it('at 03:00 New York shows the previous close, and moves once the session opens', () => {
    for (const { symbol } of STOCKS) {
      const close = price(symbol, '2026-11-18T21:00:00Z'); // Wednesday 16:00 EST
      expect(price(symbol, '2026-11-19T08:00:00Z'), symbol).toBe(close); // Thursday 03:00 EST
      expect(price(symbol, '2026-07-16T07:00:00Z'), symbol).toBe(
        price(symbol, '2026-07-15T20:00:00Z'),
      ); // 03:00 EDT
      const session = new Set<string>();
      for (let m = 0; m < 390; m += 30) {
        session.add(
          simulatedPrice(
            42,
            instrument(symbol),
            new Date(Date.UTC(2026, 10, 19, 14, 30) + m * MINUTE_MS),
          ),
        );
      }
      expect(session.size, symbol).toBeGreaterThan(5);
    }
  });

  it('steps one per session second and jumps the overnight steps at the open', () => {
    const step = (iso: string) => sessionStep(US_EQUITY_SESSION, at(iso));
    expect(step('2026-11-20T14:30:01Z') - step('2026-11-20T14:30:00Z')).toBe(1);
    expect(step('2026-11-20T14:30:00Z') - step('2026-11-20T14:29:59Z')).toBe(5850);
    expect(step('2026-11-23T14:30:00Z') - step('2026-11-20T14:30:00Z')).toBe(23400 + 5850);
  });

  it('counts weekdays since 1970 like a calendar does', () => {
    let count = 0;
    for (let day = 0; day < 800; day++) {
      expect(weekdaysBefore(day), `day ${day}`).toBe(count);
      const weekday = new Date(day * 86_400_000).getUTCDay();
      if (weekday !== 0 && weekday !== 6) count++;
    }
  });
});
