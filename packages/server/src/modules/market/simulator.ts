/**
 * The seeded simulator feed (DESIGN.md section 6): realistic prices that nobody chooses.
 * The price of an instrument at an instant is a pure function of (seed, symbol, instant),
 * so any past price can be recomputed by anyone who knows the seed, which the quote's
 * source names (`sim:42`).
 *
 *   log(price / centre) = stepVol * (sqrt(m) * market walk + sqrt(1 - m) * own walk)
 *
 * Both walks are walk.ts's random-access walks with unit variance per step; a step is a
 * second for crypto and a session second for stocks (sessions.ts), so stocks hold their
 * close outside the session. stepVol turns the annual volatility into a per-step one
 * (365.25 days of seconds for crypto, 252 session days for stocks). m is the market share.
 */
import { Decimal, PriceSource, dec } from '@bourse/shared';
import { toSecond, type Feed, type IndexQuote } from './feed.ts';
import { SIM_INSTRUMENTS, marketOf, type SimInstrument } from './instruments.ts';
import { continuousStep, sessionStep, stepsPerSessionDay } from './sessions.ts';
import { SECOND_SCALES, SESSION_SCALES, hashName, walkAt } from './walk.ts';

const SECONDS_PER_YEAR = 365.25 * 24 * 3600;
const TRADING_DAYS_PER_YEAR = 252;

/** The walk step of `instrument` at `at`. */
export function stepOf(instrument: SimInstrument, at: Date): number {
  return instrument.session ? sessionStep(instrument.session, at) : continuousStep(at);
}

/** The log-return from the centre at `at`: a simulation input, never money. */
export function logReturnAt(seed: number, instrument: SimInstrument, at: Date): number {
  const { session } = instrument;
  const stepsPerYear = session
    ? TRADING_DAYS_PER_YEAR * stepsPerSessionDay(session)
    : SECONDS_PER_YEAR;
  const scales = session ? SESSION_SCALES : SECOND_SCALES;
  const stepVol = instrument.annualVol / Math.sqrt(stepsPerYear);
  const step = stepOf(instrument, at);
  const m = instrument.marketShare;
  const market = walkAt(seed, hashName(marketOf(instrument)), step, scales);
  const own = walkAt(seed, hashName(instrument.symbol), step, scales);
  return stepVol * (Math.sqrt(m) * market + Math.sqrt(1 - m) * own);
}

/**
 * The simulated price at `at` as a decimal string on the instrument's tick. This is the
 * one place the float becomes money: the growth factor enters decimal.js as the
 * shortest string that round-trips the float, the product is rounded half-up to the
 * tick, and never below one tick.
 */
export function simulatedPrice(seed: number, instrument: SimInstrument, at: Date): string {
  const growth = dec(Math.exp(logReturnAt(seed, instrument, at)));
  const tick = dec(instrument.tick);
  const onTick = Decimal.max(
    dec(instrument.centre).times(growth).toNearest(tick, Decimal.ROUND_HALF_UP),
    tick,
  );
  return onTick.toFixed(tick.decimalPlaces());
}

export class SimulatorFeed implements Feed {
  readonly name: string;

  constructor(
    readonly seed: number,
    private readonly instruments: ReadonlyMap<string, SimInstrument> = SIM_INSTRUMENTS,
  ) {
    this.name = `${PriceSource.simulator}:${seed}`;
  }

  /** The symbols this feed prices. */
  symbols(): string[] {
    return [...this.instruments.keys()];
  }

  async quote(symbol: string, at: Date): Promise<IndexQuote | undefined> {
    const instrument = this.instruments.get(symbol);
    if (!instrument) return undefined;
    const second = toSecond(at);
    return {
      symbol,
      price: simulatedPrice(this.seed, instrument, second),
      source: this.name,
      at: second,
    };
  }
}
