/**
 * `GET /dual/index` and `GET /dual/detail` (client contract 7.13): the products of one coin
 * and type, each in the client's shape plus Bourse's share size, days and decimals.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import {
  DUAL_DAY_MS,
  DualProductState,
  dualHoldingDays,
  dualProgressPercent,
  toPlain,
  type DualIndex,
  type DualIndexQuery,
  type DualProductItem,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { toSeconds } from '../system/index.ts';
import { dualPair, investSides, type DualPair, type DualProductRow } from './config.ts';
import { dualProducts } from './tables.ts';

/** ISO 8601 in UTC without milliseconds: parseable by every browser. */
export const isoTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Whether a purchase is possible at `now`: open, started, a day before maturity, shares left. */
export function buyable(p: DualProductRow, now: Date): boolean {
  return (
    p.state === DualProductState.open &&
    p.startAt <= now &&
    p.endAt.getTime() - now.getTime() >= DUAL_DAY_MS &&
    p.soldShares < p.totalShares
  );
}

export function productName(p: Pick<DualProductRow, 'type'>, pair: DualPair): string {
  return `${pair.coin.name}-${pair.quote.name} ${p.type === 'call' ? 'Call' : 'Put'}`;
}

export function productItem(p: DualProductRow, pair: DualPair, now: Date): DualProductItem {
  const { invest, alt } = investSides(p.type, pair);
  return {
    id: p.id,
    name: productName(p, pair),
    rate: toPlain(p.aprPercent),
    exercise_price: toPlain(p.linkedPrice),
    remaining_number: p.totalShares - p.soldShares,
    purchased_number: p.soldShares,
    total_number: p.totalShares,
    start_time: isoTime(p.startAt),
    end_time: isoTime(p.endAt),
    status: buyable(p, now) ? 1 : 0,
    currency_name: pair.coin.name,
    currency_id: pair.coin.id,
    type: p.type,
    state: p.state,
    per_price: toPlain(p.perShare),
    invest_currency: invest.name,
    alt_currency: alt.name,
    day: Math.max(0, dualHoldingDays(now, p.endAt)),
    progress: dualProgressPercent(p.soldShares, p.totalShares),
    coin_decimals: pair.decimals.coin,
    usdt_decimals: pair.decimals.usdt,
    end_at: toSeconds(p.endAt),
  };
}

/** Products not yet matured and not closed, nearest maturity first. */
export async function listProducts(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  query: Omit<DualIndexQuery, 'lang'>,
): Promise<DualIndex> {
  const now = ctx.clock.now();
  const pair = await dualPair(ctx.db, query.currency_id);
  const rows = await ctx.db
    .select()
    .from(dualProducts)
    .where(
      and(
        eq(dualProducts.currencyId, pair.coin.id),
        eq(dualProducts.type, query.type),
        gt(dualProducts.endAt, now),
      ),
    )
    .orderBy(asc(dualProducts.endAt), asc(dualProducts.linkedPrice), asc(dualProducts.id));
  return {
    dual_currencys: rows
      .filter((p) => p.state !== DualProductState.closed)
      .map((p) => productItem(p, pair, now)),
  };
}

export async function findProduct(db: DbOrTx, id: number): Promise<DualProductRow> {
  const [row] = await db.select().from(dualProducts).where(eq(dualProducts.id, id));
  if (!row) return fail('errors.dualProductUnknown');
  return row;
}

export async function productDetail(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  id: number,
): Promise<DualProductItem> {
  const p = await findProduct(ctx.db, id);
  return productItem(p, await dualPair(ctx.db, p.currencyId, p.quoteCurrencyId), ctx.clock.now());
}
