/**
 * The figures a level is decided from, for a group of users at once (a few statements per
 * group, whatever its size):
 *
 * - spot volume: the quote value of every fill of the user's spot and stock orders in the
 *   window, maker or taker, in USDT (a pair not quoted in USDT is valued at its quote coin's
 *   recorded index of the run);
 * - contract volume: the notional (price x quantity) of every contract position the user
 *   opened in the window plus that of every one closed in it (liquidations included);
 * - holdings: every balance of the user (every account, available + frozen) at the run's
 *   recorded index, USDT 1. Money handed to a product pool (a dual investment) is the
 *   pool's until it returns, so it is not the user's balance.
 *
 * Each figure is rounded DOWN to USDT's 6 decimals: a level is decided from the stored
 * figures, which therefore reproduce it, and never from more than the user had.
 *
 * The spot and contract tables belong to their modules, which import this one (fees); they
 * are read here with plain SQL rather than through their doors, so no import cycle forms.
 */
import { sql } from 'drizzle-orm';
import { Exact, Rounding, roundAmount } from '@bourse/shared';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { DomainError } from '../../http/errors.ts';
import type { AppContext } from '../../context.ts';
import { balancesOf, pgArray, userOwner } from '../ledger/index.ts';
import { findCurrency } from '../system/index.ts';
import type { VipPriceUsed } from './tables.ts';

/** USDT's decimals: figures are stored and compared at this precision. */
export const FIGURE_DECIMALS = 6;
const QUOTE = 'USDT';

export interface UserFigures {
  spotVolume: Exact;
  contractVolume: Exact;
  holdings: Exact;
}

/**
 * One index price per coin for the whole run, recorded (kept in `index_ticks`) the first time
 * a coin is needed and stored on the run, so every user of the run is valued alike.
 */
export class RunPrices {
  changed = false;
  constructor(
    readonly prices: Record<string, VipPriceUsed>,
    readonly unpriced: string[],
  ) {}

  /** `amount` of coin `currencyId` in USDT; 0 for a coin without an index (listed as unpriced). */
  async usdt(
    ctx: Pick<AppContext, 'prices'>,
    tx: Tx,
    currencyId: number,
    amount: Exact,
  ): Promise<Exact> {
    if (amount.isZero()) return amount;
    // In the run's transaction: PGlite runs one transaction at a time.
    const coin = await findCurrency(tx, currencyId);
    const ticker = coin?.name.toUpperCase() ?? `#${currencyId}`;
    if (ticker === QUOTE) return amount;
    let used = this.prices[ticker];
    if (!used && !this.unpriced.includes(ticker)) {
      try {
        const quote = await ctx.prices.record(ticker, tx);
        used = { price: quote.price, source: quote.source, at: quote.at.toISOString() };
        this.prices[ticker] = used;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        this.unpriced.push(ticker);
      }
      this.changed = true;
    }
    return used ? amount.times(used.price) : new Exact(0);
  }
}

export async function figuresOf(
  ctx: Pick<AppContext, 'prices'>,
  tx: Tx,
  userIds: number[],
  window: { from: Date; to: Date },
  prices: RunPrices,
): Promise<Map<number, UserFigures>> {
  const figures = new Map<number, UserFigures>();
  const zero = new Exact(0);
  for (const id of userIds)
    figures.set(id, { spotVolume: zero, contractVolume: zero, holdings: zero });
  if (userIds.length === 0) return figures;
  const ids = pgArray(userIds);
  const from = window.from.toISOString();
  const to = window.to.toISOString();

  const spot = rowsOf<{ user_id: number; currency_id: number; quote: string }>(
    await tx.execute(sql`
      select f.user_id, f.currency_id, sum(f.quote)::text as quote from (
        select o.owner_id as user_id, i.quote_currency_id as currency_id, t.quote_amount as quote
        from spot_orders o
        join spot_trades t on t.maker_order_id = o.id
        join instruments i on i.id = t.instrument_id
        where o.owner_kind = 'user' and o.owner_id = any(${ids}::int[])
          and t.created_at >= ${from}::timestamptz and t.created_at < ${to}::timestamptz
        union all
        select o.owner_id, i.quote_currency_id, t.quote_amount
        from spot_orders o
        join spot_trades t on t.taker_order_id = o.id
        join instruments i on i.id = t.instrument_id
        where o.owner_kind = 'user' and o.owner_id = any(${ids}::int[])
          and t.created_at >= ${from}::timestamptz and t.created_at < ${to}::timestamptz
      ) f
      group by f.user_id, f.currency_id
      order by f.user_id, f.currency_id`),
  );
  for (const r of spot) {
    const f = figures.get(Number(r.user_id))!;
    const value = await prices.usdt(ctx, tx, Number(r.currency_id), new Exact(r.quote));
    f.spotVolume = f.spotVolume.plus(value);
  }

  // Contracts are margined and quoted in USDT: notional = price x quantity (shared lever.ts).
  const contracts = rowsOf<{ user_id: number; notional: string }>(
    await tx.execute(sql`
      select user_id, (
        coalesce(sum(open_price * quantity) filter (
          where opened_at >= ${from}::timestamptz and opened_at < ${to}::timestamptz), 0)
        + coalesce(sum(close_price * quantity) filter (
          where close_price is not null
            and closed_at >= ${from}::timestamptz and closed_at < ${to}::timestamptz), 0)
      )::text as notional
      from lever_positions
      where user_id = any(${ids}::int[])
        and ((opened_at >= ${from}::timestamptz and opened_at < ${to}::timestamptz)
          or (closed_at >= ${from}::timestamptz and closed_at < ${to}::timestamptz))
      group by user_id`),
  );
  for (const r of contracts) {
    figures.get(Number(r.user_id))!.contractVolume = new Exact(r.notional);
  }

  const held = await balancesOf(
    tx,
    userIds.map((id) => userOwner(id)),
  );
  for (const b of held) {
    const amount = new Exact(b.available).plus(b.frozen);
    const f = figures.get(b.owner.id)!;
    f.holdings = f.holdings.plus(await prices.usdt(ctx, tx, b.currency, amount));
  }

  for (const f of figures.values()) {
    f.spotVolume = roundAmount(f.spotVolume, FIGURE_DECIMALS, Rounding.down);
    f.contractVolume = roundAmount(f.contractVolume, FIGURE_DECIMALS, Rounding.down);
    f.holdings = roundAmount(f.holdings, FIGURE_DECIMALS, Rounding.down);
  }
  return figures;
}
