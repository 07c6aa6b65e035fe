/**
 * What the soak checks at the end, and the state fingerprint. Drift is anything the ledger
 * verification reports (balances against entries, zero sums, holds against open orders
 * and pending withdrawals), a guarded balance below zero, a crossed book, a live book that
 * differs from the open orders in the database (or from a book rebuilt from them), or an
 * open order whose hold is not what its remaining part needs.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { Exact, OrderSide } from '@bourse/shared';
import { Side } from '@bourse/engine';
import type { AppContext } from '../../packages/server/src/context.ts';
import { rowsOf } from '../../packages/server/src/db/migrate.ts';
import {
  MAY_GO_NEGATIVE,
  formatLedgerReport,
  verifyLedger,
} from '../../packages/server/src/modules/ledger/index.ts';
import { loadMarket, spotMarkets } from '../../packages/server/src/modules/spot/index.ts';

async function query<T>(ctx: AppContext, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await ctx.db.execute(statement));
}

/** Problems found, one readable line each; empty when the state is sound. */
export async function checkState(
  ctx: AppContext,
): Promise<{ lines: string[]; problems: string[] }> {
  const problems: string[] = [];
  const report = await verifyLedger(ctx.db);
  const lines = formatLedgerReport(report);
  for (const p of report.problems) problems.push(`ledger: [${p.kind}] ${p.detail}`);
  if (report.truncated) problems.push('ledger: more problems than listed');

  // A busy system account's balance is spread over several rows: its sum must not be negative.
  const negative = await query<{ row: string }>(
    ctx,
    sql`select concat_ws(' ', owner_kind, owner_id, account_type, currency_id,
                         trim_scale(sum(available))::text, trim_scale(sum(frozen))::text) as row
        from balances
        where owner_kind = 'user' or not (owner_id = any(${`{${MAY_GO_NEGATIVE.join(',')}}`}::int[]))
        group by owner_kind, owner_id, account_type, currency_id
        having sum(available) < 0 or sum(frozen) < 0
        order by owner_kind, owner_id, account_type, currency_id limit 20`,
  );
  for (const r of negative) problems.push(`negative guarded balance: ${r.row}`);

  const books = await query<{ symbol: string; bid: string | null; ask: string | null; n: string }>(
    ctx,
    sql`select i.symbol,
               trim_scale(max(o.price) filter (where o.side = ${OrderSide.buy}))::text as bid,
               trim_scale(min(o.price) filter (where o.side = ${OrderSide.sell}))::text as ask,
               count(*)::text as n
        from spot_orders o join instruments i on i.id = o.instrument_id
        where o.status in ('open', 'partial') group by i.symbol order by i.symbol`,
  );
  for (const b of books) {
    if (b.bid !== null && b.ask !== null && new Exact(b.bid).gte(b.ask)) {
      problems.push(`book ${b.symbol} is crossed: best bid ${b.bid} >= best ask ${b.ask}`);
    }
  }
  lines.push(
    `Open orders: ${books.map((b) => `${b.symbol} ${b.n} (bid ${b.bid ?? '-'}, ask ${b.ask ?? '-'})`).join('; ') || 'none'}.`,
  );

  const holds = await query<{ id: string; frozen: string; need: string }>(
    ctx,
    sql`select id::text, trim_scale(frozen)::text as frozen,
               trim_scale(case when side = ${OrderSide.buy} then (quantity - filled_quantity) * price
                               else quantity - filled_quantity end)::text as need
        from spot_orders
        where status in ('open', 'partial')
          and frozen <> case when side = ${OrderSide.buy} then (quantity - filled_quantity) * price
                             else quantity - filled_quantity end
        order by id limit 20`,
  );
  for (const h of holds) {
    problems.push(`order ${h.id} holds ${h.frozen}, its remaining part needs ${h.need}`);
  }

  problems.push(...(await liveBooksMatch(ctx)));
  return { lines, problems };
}

/** Each loaded sequencer's book equals a book rebuilt from the database, order by order. */
async function liveBooksMatch(ctx: AppContext): Promise<string[]> {
  const problems: string[] = [];
  for (const seq of await spotMarkets(ctx).loaded()) {
    await seq.idle();
    const live = seq.peek();
    if (!live) continue;
    let rebuilt: Awaited<ReturnType<typeof loadMarket>>;
    try {
      rebuilt = await loadMarket(ctx.db, live.instrument, live.coins);
    } catch (error) {
      // The engine refuses to rebuild a book from open orders that cross.
      problems.push(`book ${seq.symbol} cannot be rebuilt: ${(error as Error).message}`);
      continue;
    }
    const list = (b: typeof live.book) =>
      JSON.stringify([...b.orders(Side.buy), ...b.orders(Side.sell)]);
    if (list(live.book) !== list(rebuilt.book)) {
      problems.push(
        `book ${seq.symbol}: the live book differs from the open orders in the database`,
      );
    }
    const bid = live.book.bestBid();
    const ask = live.book.bestAsk();
    if (bid !== undefined && ask !== undefined && bid >= ask) {
      problems.push(`live book ${seq.symbol} is crossed (${bid} >= ${ask} ticks)`);
    }
  }
  return problems;
}

const PAGE = 20_000;

/**
 * sha256 over every balance (by owner, account, currency), every open order and every
 * trade (by pair, then id), one text line per row, read page by page. Lanes run side by
 * side and share the id sequences, so ids themselves differ from run to run; an order or
 * a trade is written without its id, and a trade names its maker's and taker's owners.
 */
export async function fingerprint(ctx: AppContext, dumpTo?: string): Promise<string> {
  const sha = createHash('sha256');
  const lines: string[] = [];
  // With a dump file, every hashed line is written there too (to diff two runs).
  const hash = {
    update(line: string) {
      sha.update(line);
      if (dumpTo) lines.push(line);
    },
  };
  // Summed over a balance's rows: which row of a spread system account a posting took
  // depends on timing, the sum does not.
  const balances = await query<{ line: string }>(
    ctx,
    sql`select concat_ws(':', owner_kind, owner_id, account_type, currency_id,
                         trim_scale(sum(available)), trim_scale(sum(frozen))) as line
        from balances group by owner_kind, owner_id, account_type, currency_id
        order by owner_kind, owner_id, account_type, currency_id`,
  );
  hash.update('balances\n');
  for (const r of balances) hash.update(`${r.line}\n`);
  hash.update('open orders\n');
  await pages(
    ctx,
    hash,
    (pair, id) =>
      // Qualified: a bare 'id' in ORDER BY would sort by the text column of that name.
      sql`select o.instrument_id as pair, o.id::text as id,
               concat_ws(':', o.instrument_id, owner_kind, owner_id, side, order_type, time_in_force,
                         trim_scale(price), trim_scale(quantity), trim_scale(filled_quantity),
                         trim_scale(filled_quote), trim_scale(fee), trim_scale(frozen), status,
                         extract(epoch from created_at), extract(epoch from updated_at)) as line
        from spot_orders o
        where status in ('open', 'partial') and (o.instrument_id, o.id) > (${pair}, ${id})
        order by o.instrument_id, o.id limit ${PAGE}`,
  );
  hash.update('trades\n');
  await pages(
    ctx,
    hash,
    (pair, id) =>
      sql`select t.instrument_id as pair, t.id::text as id,
               concat_ws(':', t.instrument_id, m.owner_kind, m.owner_id, k.owner_kind, k.owner_id,
                         t.taker_side, trim_scale(t.price), trim_scale(t.quantity),
                         trim_scale(t.quote_amount), trim_scale(t.maker_fee),
                         trim_scale(t.taker_fee), extract(epoch from t.created_at)) as line
        from spot_trades t
        join spot_orders m on m.id = t.maker_order_id
        join spot_orders k on k.id = t.taker_order_id
        where (t.instrument_id, t.id) > (${pair}, ${id})
        order by t.instrument_id, t.id limit ${PAGE}`,
  );
  if (dumpTo) fs.writeFileSync(dumpTo, lines.join(''));
  return sha.digest('hex');
}

async function pages(
  ctx: AppContext,
  hash: { update(line: string): void },
  page: (pair: number, id: number) => SQL,
): Promise<void> {
  for (let pair = 0, id = 0; ;) {
    const rows = await query<{ pair: number; id: string; line: string }>(ctx, page(pair, id));
    for (const r of rows) hash.update(`${r.line}\n`);
    if (rows.length < PAGE) return;
    pair = Number(rows[rows.length - 1]!.pair);
    id = Number(rows[rows.length - 1]!.id);
  }
}
