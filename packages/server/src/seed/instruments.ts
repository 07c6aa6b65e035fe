/**
 * The tradable pairs: configuration every install needs, so seeded in production too.
 * Every coin but USDT trades against USDT in the spot account; the five US stocks trade
 * against USDT in the stock account during the US equity session. Steps are powers of ten
 * (the matching engine counts in ticks and lots). Inserts only missing pairs (by symbol):
 * an operator's later edits to a pair are kept.
 */
import { AccountType } from '@bourse/shared';
import type { Db } from '../db/client.ts';
import { forgetInstruments, instruments } from '../modules/market/index.ts';

const USDT = 3;

// prettier-ignore
const TABLE: [currencyId: number, base: string, tick: string, lot: string][] = [
  [1, 'BTC', '0.01', '0.00001'],
  [2, 'ETH', '0.01', '0.0001'],
  [4, 'LTC', '0.01', '0.001'],
  [5, 'XRP', '0.0001', '0.1'],
  [6, 'SOL', '0.01', '0.001'],
  [7, 'DOGE', '0.00001', '1'],
  [8, 'BNB', '0.01', '0.001'],
  [101, 'AAPL', '0.01', '0.01'],
  [102, 'TSLA', '0.01', '0.01'],
  [103, 'NVDA', '0.01', '0.01'],
  [104, 'MSFT', '0.01', '0.01'],
  [105, 'AMZN', '0.01', '0.01'],
];

export const INSTRUMENTS = TABLE.map(([currencyId, base, tick, lot], i) => {
  const stock = currencyId > 100;
  return {
    symbol: `${base}/USDT`,
    baseCurrencyId: currencyId,
    quoteCurrencyId: USDT,
    kind: stock ? ('stock' as const) : ('crypto' as const),
    accountType: stock ? AccountType.stock : AccountType.change,
    tickSize: tick,
    lotSize: lot,
    // Order value floors in USDT: 5 as on the large crypto venues, 1 for fractional shares.
    minAmount: stock ? '1' : '5',
    makerFee: stock ? '0.0005' : '0.001',
    takerFee: '0.001',
    session: stock ? 'us-equity' : null,
    sort: i + 1,
  };
});

/** Inserts missing pairs (needs the coin catalogue: seedCurrencies first). */
export async function seedInstruments(db: Db): Promise<void> {
  await db.insert(instruments).values(INSTRUMENTS).onConflictDoNothing({
    target: instruments.symbol,
  });
  forgetInstruments(db);
}
