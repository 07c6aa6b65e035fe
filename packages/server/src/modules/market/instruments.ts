/**
 * What the simulator knows of each instrument: where its price centres, how much it
 * moves, how closely it follows its market and its tick. Symbols are the tickers of the
 * coin catalogue (seed/data/currencies.ts). Levels and volatilities are in the range the
 * real instruments traded in 2024-2025; quoted in USDT.
 */
import { US_EQUITY_SESSION, type Session } from './sessions.ts';

export interface SimInstrument {
  symbol: string;
  /** The price the walk centres on (the median over long spans), a decimal string. */
  centre: string;
  /** Annualised volatility of log returns, e.g. 0.55 for 55 %. A simulation input. */
  annualVol: number;
  /**
   * Share of its variance that comes from its market's common factor, so coins fall
   * together on a bad day as real ones do. Two instruments of one market correlate by
   * sqrt(a * b).
   */
  marketShare: number;
  /** The price step; every quote is a multiple of it. */
  tick: string;
  /** The exchange session, or undefined for round-the-clock trading. */
  session?: Session;
}

/** Name of the common factor of an instrument's market (keys its walk). */
export function marketOf(i: SimInstrument): string {
  return i.session ? 'market:us-equity' : 'market:crypto';
}

// prettier-ignore
const TABLE: [symbol: string, centre: string, annualVol: number, marketShare: number, tick: string, session?: Session][] = [
  ['BTC', '95000', 0.55, 0.85, '0.01'],
  ['ETH', '3400', 0.7, 0.75, '0.01'],
  ['LTC', '95', 0.8, 0.6, '0.01'],
  ['XRP', '2.3', 0.9, 0.5, '0.0001'],
  ['SOL', '180', 0.95, 0.6, '0.01'],
  ['DOGE', '0.22', 1.1, 0.5, '0.00001'],
  ['BNB', '650', 0.6, 0.6, '0.01'],
  ['AAPL', '230', 0.28, 0.5, '0.01', US_EQUITY_SESSION],
  ['TSLA', '350', 0.6, 0.3, '0.01', US_EQUITY_SESSION],
  ['NVDA', '175', 0.5, 0.45, '0.01', US_EQUITY_SESSION],
  ['MSFT', '500', 0.25, 0.55, '0.01', US_EQUITY_SESSION],
  ['AMZN', '220', 0.32, 0.5, '0.01', US_EQUITY_SESSION],
];

export const SIM_INSTRUMENTS: ReadonlyMap<string, SimInstrument> = new Map(
  TABLE.map(([symbol, centre, annualVol, marketShare, tick, session]) => [
    symbol,
    { symbol, centre, annualVol, marketShare, tick, ...(session ? { session } : {}) },
  ]),
);
