/**
 * Dual investment demo products (issue 11), outside production only: for BTC and ETH, call
 * and put, linked prices 3%, 6% and 10% away from the demo index centre (above for a call,
 * below for a put), maturing at 08:00 UTC 2, 7, 14 and 30 days after the seed clock, with
 * rates like a large venue's (further from the price and longer is lower), and the dual
 * pool's opening capital (faucet money) so it can pay either outcome of every share. A
 * coin and type that still has a product on sale gets nothing; once they have all matured,
 * the next start (or the hourly `dualDemoGrid` job, around the index of that moment) lays
 * out a fresh grid. Production products come only from an operator
 * (`POST /api/admin/dual/products`), which checks the pool's capacity.
 */
import { and, eq, gte } from 'drizzle-orm';
import {
  DUAL_DAY_MS,
  DualProductState,
  DualType,
  JournalReason,
  dec,
  type DualType as DualTypeT,
} from '@bourse/shared';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { dualProducts } from '../modules/dual/index.ts';
import { creditFromSystem, systemOwner } from '../modules/ledger/index.ts';
import { SIM_INSTRUMENTS } from '../modules/market/index.ts';

const USDT = 3;
const COINS = [
  { id: 1, ticker: 'BTC', step: 500, callShare: '0.001', callShares: 500, putShares: 1000 },
  { id: 2, ticker: 'ETH', step: 25, callShare: '0.01', callShares: 1000, putShares: 500 },
];
/** Distance from the index in percent -> APR in percent per term (2, 7, 14, 30 days). */
const TERMS = [2, 7, 14, 30];
// prettier-ignore
const GRID: [distancePercent: number, aprs: [string, string, string, string]][] = [
  [3, ['58.5', '42.3', '31.8', '24.6']],
  [6, ['26.4', '19.7', '15.2', '12.1']],
  [10, ['11.9', '9.4', '7.8', '6.2']],
];
const PUT_SHARE_USDT = '100';

/** The demo pool, enough for every share of the grid converted. */
export const DEMO_DUAL_POOL: Record<number, string> = { 1: '50', 2: '500', 3: '5000000' };

function maturity(now: Date, days: number): Date {
  const at = new Date(now.getTime() + days * DUAL_DAY_MS);
  at.setUTCHours(8, 0, 0, 0);
  // At least `days` whole days away: 08:00 of the day after if that hour has passed.
  return at.getTime() - now.getTime() < days * DUAL_DAY_MS
    ? new Date(at.getTime() + DUAL_DAY_MS)
    : at;
}

function linkedPrice(centre: string, step: number, type: DualTypeT, distance: number): string {
  const factor = dec(100 + (type === DualType.call ? distance : -distance)).div(100);
  return dec(centre).mul(factor).div(step).toDecimalPlaces(0).mul(step).toFixed();
}

export async function seedDual(
  db: Db,
  clock: Clock,
  opts: {
    production: boolean;
    /** The index now (the hourly demo job passes it), else the simulator's centre. */
    index?: (ticker: string) => Promise<string | undefined>;
  },
): Promise<void> {
  if (opts.production) return;
  const now = clock.now();
  for (const [currency, amount] of Object.entries(DEMO_DUAL_POOL)) {
    // The key makes it once-only: a second start replays the journal and changes nothing.
    await db.transaction((tx) =>
      creditFromSystem(tx, {
        system: 'faucet',
        to: { owner: systemOwner('dualPool'), account: 'change' },
        currency: Number(currency),
        amount: dec(amount),
        idempotencyKey: `seed:dual:pool:${currency}`,
        reason: JournalReason.faucet,
        ref: { table: 'currencies', id: Number(currency) },
        at: now,
      }),
    );
  }
  const onSale = new Date(now.getTime() + DUAL_DAY_MS);
  for (const coin of COINS) {
    const centre =
      (await opts.index?.(coin.ticker).catch(() => undefined)) ??
      SIM_INSTRUMENTS.get(coin.ticker)?.centre;
    if (!centre) continue;
    for (const type of [DualType.call, DualType.put]) {
      const open = await db.$count(
        dualProducts,
        and(
          eq(dualProducts.currencyId, coin.id),
          eq(dualProducts.type, type),
          gte(dualProducts.endAt, onSale),
        ),
      );
      if (open > 0) continue;
      const rows = GRID.flatMap(([distance, aprs]) =>
        TERMS.map((days, i) => ({
          currencyId: coin.id,
          quoteCurrencyId: USDT,
          type,
          linkedPrice: linkedPrice(centre, coin.step, type, distance),
          aprPercent: aprs[i]!,
          perShare: type === DualType.call ? coin.callShare : PUT_SHARE_USDT,
          totalShares: type === DualType.call ? coin.callShares : coin.putShares,
          state: DualProductState.open,
          startAt: now,
          endAt: maturity(now, days),
          createdAt: now,
          updatedAt: now,
        })),
      );
      await db.insert(dualProducts).values(rows);
    }
  }
}
