/**
 * What the quiz pages read: rounds with their pools and participants (summed from the bets,
 * so a page never shows a pool the ledger does not hold), one round with the caller's bets
 * and balance, and the caller's bets with their outcomes. A settled round shows its price,
 * the price's second and source, and the published split.
 */
import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  QuizOutcome,
  QuizRoundStatus,
  QuizState,
  dec,
  quizState,
  toPlain,
  type QuizBetItem,
  type QuizBetList,
  type QuizMyBetsQuery,
  type QuizRoundDetail,
  type QuizRoundItem,
  type QuizRoundList,
  type QuizRoundsQuery,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { availableOf, userOwner } from '../ledger/index.ts';
import { listInstruments } from '../market/index.ts';
import { findCurrency, toSeconds } from '../system/index.ts';
import { QUIZ_ACCOUNT, type QuizBet, type QuizRound } from './config.ts';
import { quizBets, quizRounds } from './tables.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

const tick = (price: string | null, at: Date | null, source: string | null) =>
  price !== null && at && source !== null
    ? { price: toPlain(price), at: toSeconds(at), source }
    : null;

export function betOutcome(bet: QuizBet): (typeof QuizOutcome)[keyof typeof QuizOutcome] {
  if (!bet.outcome) return QuizOutcome.pending;
  // Right and paid: the bonus reached the balance with the settlement. A right bet whose
  // share rounded down to nothing stays "right".
  if (bet.outcome === QuizOutcome.right) {
    return bet.payout !== null && dec(bet.payout).gt(0) ? QuizOutcome.bonusPaid : QuizOutcome.right;
  }
  return bet.outcome;
}

export function betItem(
  bet: QuizBet,
  round: QuizRound & { symbol: string },
  now: Date,
): QuizBetItem {
  return {
    id: bet.id,
    round_id: bet.roundId,
    symbol: round.symbol,
    kind: round.kind,
    side: bet.side,
    amount: toPlain(bet.stake),
    payout: bet.payout === null ? null : toPlain(bet.payout),
    outcome: betOutcome(bet),
    round_state: quizState(round, now),
    created_at: toSeconds(bet.createdAt),
    settle_at: toSeconds(round.settleAt),
  };
}

interface Pools {
  up: string;
  down: string;
  usersUp: number;
  usersDown: number;
}

async function poolsOf(db: DbOrTx, ids: number[]): Promise<Map<number, Pools>> {
  const pools = new Map<number, Pools>();
  if (ids.length === 0) return pools;
  const rows = await db
    .select({
      roundId: quizBets.roundId,
      side: quizBets.side,
      total: sql<string>`sum(${quizBets.stake})`,
      users: sql<number>`count(distinct ${quizBets.userId})::int`,
    })
    .from(quizBets)
    .where(inArray(quizBets.roundId, ids))
    .groupBy(quizBets.roundId, quizBets.side);
  for (const r of rows) {
    const p = pools.get(r.roundId) ?? { up: '0', down: '0', usersUp: 0, usersDown: 0 };
    if (r.side === 'up') Object.assign(p, { up: toPlain(r.total), usersUp: Number(r.users) });
    else Object.assign(p, { down: toPlain(r.total), usersDown: Number(r.users) });
    pools.set(r.roundId, p);
  }
  return pools;
}

async function symbols(db: DbOrTx): Promise<Map<number, string>> {
  return new Map((await listInstruments(db)).map((p) => [p.id, p.symbol]));
}

export async function roundItems(
  db: DbOrTx,
  rows: QuizRound[],
  now: Date,
): Promise<QuizRoundItem[]> {
  const pools = await poolsOf(
    db,
    rows.map((r) => r.id),
  );
  const names = await symbols(db);
  const coin = await findCurrency(db, rows[0]?.currencyId ?? 3);
  return rows.map((r) => {
    const p = pools.get(r.id) ?? { up: '0', down: '0', usersUp: 0, usersDown: 0 };
    const settled = r.status === QuizRoundStatus.settled;
    const line = r.kind === 'above' ? r.strike : r.referencePrice;
    return {
      id: r.id,
      symbol: names.get(r.instrumentId) ?? '',
      match_id: r.instrumentId,
      kind: r.kind,
      strike: r.strike === null ? null : toPlain(r.strike),
      reference: tick(r.referencePrice, r.referenceAt, r.referenceSource),
      currency: coin?.name ?? 'USDT',
      decimals: coin?.decimals ?? 6,
      opens_at: toSeconds(r.opensAt),
      cutoff_at: toSeconds(r.cutoffAt),
      settle_at: toSeconds(r.settleAt),
      fee_percent: toPlain(r.feePercent),
      min_stake: toPlain(r.minStake),
      max_stake: toPlain(r.maxStake),
      state: quizState(r, now),
      pool_up: p.up,
      pool_down: p.down,
      participants_up: p.usersUp,
      participants_down: p.usersDown,
      result:
        settled && line !== null
          ? {
              price: tick(r.price, r.priceAt, r.priceSource)!,
              line: toPlain(line),
              right_side: r.rightSide,
              refund: Boolean(r.refunded),
              total: toPlain(r.poolTotal!),
              winning: toPlain(r.poolWinning ?? '0'),
              fee: toPlain(r.fee!),
              distributable: toPlain(dec(r.poolTotal!).sub(r.fee!)),
              rounding_remainder: toPlain(r.roundingRemainder!),
              settled_at: toSeconds(r.settledAt!),
            }
          : null,
    };
  });
}

/** Which rows a state filter means, from the clock (the state is never stored). */
function stateWhere(state: QuizRoundsQuery['status'], now: Date): SQL | undefined {
  const open = eq(quizRounds.status, QuizRoundStatus.open);
  switch (state) {
    case QuizState.notStarted:
      return and(open, gt(quizRounds.opensAt, now));
    case QuizState.guessing:
      return and(open, lte(quizRounds.opensAt, now), gt(quizRounds.cutoffAt, now));
    case QuizState.cutOff:
      return and(open, lte(quizRounds.cutoffAt, now), gt(quizRounds.settleAt, now));
    case QuizState.unsettled:
      return and(open, lte(quizRounds.settleAt, now));
    case QuizState.over:
      return eq(quizRounds.status, QuizRoundStatus.settled);
    case QuizState.cancelled:
      return eq(quizRounds.status, QuizRoundStatus.cancelled);
    default:
      return sql`${quizRounds.status} <> ${QuizRoundStatus.cancelled}`;
  }
}

/** `GET /quiz/rounds`: open rounds by settlement time (soonest first), settled ones newest first. */
export async function listRounds(
  ctx: Ctx,
  query: Omit<QuizRoundsQuery, 'lang'>,
): Promise<QuizRoundList> {
  const now = ctx.clock.now();
  const where = stateWhere(query.status, now);
  const over = query.status === QuizState.over || query.status === QuizState.cancelled;
  const openCutoff = sql`case when ${quizRounds.status} = ${QuizRoundStatus.open} then ${quizRounds.cutoffAt} end`;
  const rows = await ctx.db
    .select()
    .from(quizRounds)
    .where(where)
    .orderBy(
      // Open rounds first (soonest cut-off first), then settled ones, newest first.
      asc(sql`case when ${quizRounds.status} = ${QuizRoundStatus.open} then 0 else 1 end`),
      over ? desc(quizRounds.settleAt) : asc(openCutoff),
      desc(quizRounds.settleAt),
      desc(quizRounds.id),
    )
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await ctx.db.select({ n: count() }).from(quizRounds).where(where);
  return {
    list: await roundItems(ctx.db, rows, now),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

/** `GET /quiz/round`: the round; for a signed-in caller, their bets and micro balance too. */
export async function roundDetail(
  ctx: Ctx,
  id: number,
  userId: number | null,
): Promise<QuizRoundDetail> {
  const now = ctx.clock.now();
  const [row] = await ctx.db.select().from(quizRounds).where(eq(quizRounds.id, id));
  if (!row || row.status === QuizRoundStatus.cancelled) return fail('errors.quizRoundNotFound');
  const [item] = await roundItems(ctx.db, [row], now);
  if (userId === null) return { ...item!, my_bets: [], balance: null };
  const bets = await ctx.db
    .select()
    .from(quizBets)
    .where(and(eq(quizBets.roundId, id), eq(quizBets.userId, userId)))
    .orderBy(desc(quizBets.id));
  const balance = await availableOf(ctx.db, userOwner(userId), QUIZ_ACCOUNT, row.currencyId);
  const round = { ...row, symbol: item!.symbol };
  return {
    ...item!,
    my_bets: bets.map((b) => betItem(b, round, now)),
    balance: toPlain(balance),
  };
}

/** `GET /quiz/my_bets`: the caller's bets, newest first, each with its outcome. */
export async function myBets(
  ctx: Ctx,
  userId: number,
  query: Omit<QuizMyBetsQuery, 'lang'>,
): Promise<QuizBetList> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({ bet: quizBets, round: quizRounds })
    .from(quizBets)
    .innerJoin(quizRounds, eq(quizRounds.id, quizBets.roundId))
    .where(eq(quizBets.userId, userId))
    .orderBy(desc(quizBets.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(quizBets)
    .where(eq(quizBets.userId, userId));
  const names = await symbols(ctx.db);
  return {
    list: rows.map((r) =>
      betItem(r.bet, { ...r.round, symbol: names.get(r.round.instrumentId) ?? '' }, now),
    ),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}
