/**
 * What the outcomes walk (outcomes-untouchable.test.ts) works with: the API's operations
 * from the OpenAPI document, and the snapshots of everything decided that it compares
 * before and after the walk.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/migrate.ts';
import type { TestApp } from '../test/helper.ts';

export interface Operation {
  method: string;
  path: string;
  fields: string[];
}

export function operationsOf(doc: {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown }>
  >;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [openPath, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'delete'].includes(method)) continue;
      const body = op.requestBody as
        | { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
        | undefined;
      const fields = [
        ...(op.parameters ?? []).map((p) => p.name),
        ...Object.values(body?.content ?? {}).flatMap((c) =>
          Object.keys(c.schema?.properties ?? {}),
        ),
      ];
      ops.push({
        method: method.toUpperCase(),
        path: openPath.replace(/\{(\w+)\}/g, ':$1'),
        fields: [...new Set(fields)],
      });
    }
  }
  return ops;
}

/** Routes that end the caller's own session go last, so the walk keeps its callers. */
export const endsSession = (op: Operation) =>
  /logout|password|revoke|disable|sessions/i.test(op.path);

/** The snapshot of everything decided: compared before and after the walk. */
export async function decided(t: TestApp) {
  const rows = async (query: ReturnType<typeof sql>) =>
    JSON.stringify(rowsOf<unknown>(await t.ctx.db.execute(query)));
  return {
    ticks: await rows(sql`select symbol, at, price::text, source from index_ticks
      where at <= ${t.clock.now()} order by symbol, at`),
    closedPositions: await rows(
      sql`select * from lever_positions where status in (3, 4) order by id`,
    ),
    charges: await rows(sql`select * from lever_charges order by id`),
    settledOptions: await rows(sql`select * from option_orders where status = 3 order by id`),
    openOptions: await rows(sql`select id, open_price, open_source, open_at, expires_at, stake,
      direction, payout_percent from option_orders order by id`),
    fills: await rows(sql`select id, open_price, open_index, open_index_source, open_index_at,
      quantity, open_fee, copy_of from lever_positions where status in (1, 3) order by id`),
    copyTrades: await rows(sql`select * from copy_trades order by id`),
    copySignals: await rows(sql`select id, trader_id, position_id, kind, index_price::text,
      index_source, index_at from copy_signals order by id`),
    // The NFT marketplace (issue 13): sales with their split, bids, draws, seed commitments.
    nftSales: await rows(
      sql`select * from nft_orders where status <> 1 and id <= ${nftUpTo.order} order by id`,
    ),
    nftBids: await rows(sql`select * from nft_bids where id <= ${nftUpTo.bid} order by id`),
    nftDraws: await rows(sql`select id, code, order_id, rarity, media_type, media, draw_hmac,
      draw_bucket, draw_design, opened_at from nft_tokens where opened_at is not null
      and id <= ${nftUpTo.token} order by id`),
    // Issue 14: settled quiz rounds and their bets; loans' accrued days and closed loans.
    quizSettled: await rows(sql`select * from quiz_rounds where status = 'settled' order by id`),
    quizBets: await rows(sql`select * from quiz_bets where settled_at is not null order by id`),
    loanAccruals: await rows(sql`select * from loan_accruals order by loan_id, day, kind`),
    closedLoans: await rows(sql`select * from loans where status <> 'active' order by id`),
    nftSeeds: await rows(
      sql`select id, seed, seed_hash, odds, designs from nft_series order by id`,
    ),
  };
}

/** The last NFT order, bid and artwork made before the walk (the walk may add its own). */
export const nftUpTo = { order: 0, bid: 0, token: 0 };

/**
 * The earn outcomes decided before the walk, re-read by id afterwards (the walk may add
 * orders of its own; none that was decided may move).
 */
export async function decidedEarn(t: TestApp, ids?: Record<string, string[]>) {
  const rows = async (name: string, query: ReturnType<typeof sql>) => {
    const all = rowsOf<{ id: string }>(await t.ctx.db.execute(query));
    return all.filter((r) => !ids || ids[name]!.includes(String(r.id)));
  };
  return {
    ieoAllocated: await rows(
      'ieoAllocated',
      sql`select * from ieo_subscriptions where status <> 1 order by id`,
    ),
    ieoProjects: await rows(
      'ieoProjects',
      sql`select id, price, total, allocated_at, sold, remainder from ieo_projects
        where allocated_at is not null order by id`,
    ),
    ieoTerms: await rows(
      'ieoTerms',
      sql`select id, amount, pay_amount, pay_price, pay_price_at from ieo_subscriptions order by id`,
    ),
    lockupCredits: await rows('lockupCredits', sql`select * from lockup_credits order by id`),
    lockupEnded: await rows(
      'lockupEnded',
      sql`select * from lockup_orders where status = 2 order by id`,
    ),
    lockupTerms: await rows(
      'lockupTerms',
      sql`select id, amount, daily_rate, daily_interest, lock_days, penalty_percent, value_at,
        end_at from lockup_orders order by id`,
    ),
    dualSettled: await rows(
      'dualSettled',
      sql`select * from dual_orders where status = 3 order by id`,
    ),
    dualTerms: await rows(
      'dualTerms',
      sql`select id, amount, linked_price, apr_percent, days, end_at, hold_invest, hold_alt
        from dual_orders order by id`,
    ),
  };
}
