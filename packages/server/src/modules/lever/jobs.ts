/**
 * The contract jobs (every second, once per deployment): limit fills, take-profit and
 * stop-loss, liquidations, overnight fees. Each row is settled in its own transaction under
 * its user's lock, claimed FOR UPDATE SKIP LOCKED and re-checked there, and each journal
 * has its key, so two runners (or a run after a crash) settle a row once. Every price is
 * the recorded index of the second the job runs in (`ctx.prices.record`).
 */
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { Exact, LeverCloseReason, LeverSide, LeverStatus, fillPrice } from '@bourse/shared';
import type { AppContext, IndexQuote } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { availableOf, userOwner } from '../ledger/index.ts';
import { sessionRefusal } from '../market/index.ts';
import {
  LEVER_CURRENCY,
  accountState,
  isAtMaintenance,
  lockLeverUser,
  type AccountState,
  type PositionRow,
} from './account.ts';
import { announceAccount, announceClosedIds } from './announce.ts';
import { insuranceAvailable, settleClose } from './close.ts';
import { leverPairById, type LeverPair } from './config.ts';
import { chargeOvernight, claim } from './overnight.ts';
import { fillPending, limitReached } from './open.ts';
import { leverLiquidations, leverPositions } from './tables.ts';

type Ctx = AppContext;

export interface LeverJobsReport {
  filled: number;
  cancelled: number;
  triggered: number;
  liquidated: number;
  overnight: number;
}

/** One run of every contract job. */
export async function runLeverJobs(ctx: Ctx): Promise<LeverJobsReport> {
  const quotes = await recordLiveQuotes(ctx);
  const report: LeverJobsReport = {
    filled: 0,
    cancelled: 0,
    triggered: 0,
    liquidated: 0,
    overnight: 0,
  };
  const touched = new Set<number>();
  await fillLimitOrders(ctx, quotes, report, touched);
  await triggerStops(ctx, quotes, report, touched);
  report.overnight = await chargeOvernight(ctx, touched);
  await liquidateAccounts(ctx, report, touched);
  return report;
}

/** The recorded index now of every pair with a pending order or an open position. */
async function recordLiveQuotes(
  ctx: Ctx,
): Promise<Map<number, { pair: LeverPair; quote: IndexQuote }>> {
  const live = await ctx.db
    .selectDistinct({ instrumentId: leverPositions.instrumentId })
    .from(leverPositions)
    .where(inArray(leverPositions.status, [LeverStatus.pending, LeverStatus.open]));
  const quotes = new Map<number, { pair: LeverPair; quote: IndexQuote }>();
  for (const { instrumentId } of live) {
    const pair = await leverPairById(ctx.db, instrumentId);
    quotes.set(instrumentId, { pair, quote: await ctx.prices.record(pair.instrument.base.name) });
  }
  return quotes;
}

async function fillLimitOrders(
  ctx: Ctx,
  quotes: Map<number, { pair: LeverPair; quote: IndexQuote }>,
  report: LeverJobsReport,
  touched: Set<number>,
): Promise<void> {
  const pending = await ctx.db
    .select()
    .from(leverPositions)
    .where(eq(leverPositions.status, LeverStatus.pending))
    .orderBy(asc(leverPositions.id));
  for (const candidate of pending) {
    const live = quotes.get(candidate.instrumentId);
    if (!live || !limitReached(candidate, live.pair, live.quote.price)) continue;
    // A stock order fills only in its session, as an order placed then would.
    if (sessionRefusal(live.pair.instrument, ctx.clock.now())) continue;
    const outcome = await ctx.db.transaction(async (tx) => {
      const row = await claim(tx, candidate, LeverStatus.pending);
      if (!row) return undefined;
      const quote = await ctx.prices.record(live.pair.instrument.base.name, tx);
      if (!limitReached(row, live.pair, quote.price)) return undefined;
      return fillPending(ctx, tx, row, live.pair, quote, ctx.clock.now());
    });
    if (outcome === undefined) continue;
    if (outcome) report.filled++;
    else report.cancelled++;
    touched.add(candidate.userId);
  }
}

/** Which stop a position's close-side price has reached, if any. */
function stopReached(
  row: PositionRow,
  pair: LeverPair,
  index: string,
): LeverCloseReason | undefined {
  const exit = fillPrice(index, row.spreadPercent, row.side, 'close', pair.instrument.tickSize);
  const long = row.side === LeverSide.long;
  if (row.sl && (long ? exit.lte(row.sl) : exit.gte(row.sl))) return LeverCloseReason.sl;
  if (row.tp && (long ? exit.gte(row.tp) : exit.lte(row.tp))) return LeverCloseReason.tp;
  return undefined;
}

async function triggerStops(
  ctx: Ctx,
  quotes: Map<number, { pair: LeverPair; quote: IndexQuote }>,
  report: LeverJobsReport,
  touched: Set<number>,
): Promise<void> {
  const armed = await ctx.db
    .select()
    .from(leverPositions)
    .where(
      and(
        eq(leverPositions.status, LeverStatus.open),
        or(isNotNull(leverPositions.tp), isNotNull(leverPositions.sl)),
      ),
    )
    .orderBy(asc(leverPositions.id));
  for (const candidate of armed) {
    const live = quotes.get(candidate.instrumentId);
    if (!live || !stopReached(candidate, live.pair, live.quote.price)) continue;
    const done = await ctx.db.transaction(async (tx) => {
      const row = await claim(tx, candidate, LeverStatus.open);
      if (!row) return false;
      const quote = await ctx.prices.record(live.pair.instrument.base.name, tx);
      const reason = stopReached(row, live.pair, quote.price);
      if (!reason) return false;
      await settleClose(tx, {
        row,
        pair: live.pair,
        quote,
        reason,
        availableBefore: await availableOf(tx, userOwner(row.userId), 'lever', LEVER_CURRENCY),
        insurance: await insuranceAvailable(tx),
        at: ctx.clock.now(),
      });
      return true;
    });
    if (!done) continue;
    report.triggered++;
    touched.add(candidate.userId);
    announceClosedIds(ctx, candidate.userId, [candidate.id]);
  }
}

/**
 * Every user with open positions: at or below the maintenance level, all their positions
 * close at the index (no spread), a loss beyond the account paid by the insurance fund,
 * and a `lever_liquidations` row keeps the account as it was. Users above it get their
 * account on the socket (once per run, so at most once a second).
 */
async function liquidateAccounts(
  ctx: Ctx,
  report: LeverJobsReport,
  touched: Set<number>,
): Promise<void> {
  const holders = await ctx.db
    .selectDistinct({ userId: leverPositions.userId })
    .from(leverPositions)
    .where(eq(leverPositions.status, LeverStatus.open))
    .orderBy(asc(leverPositions.userId));
  for (const { userId } of holders) {
    const outcome = await ctx.db.transaction(async (tx) => {
      await lockLeverUser(tx, userId);
      const state = await accountState(ctx, tx, userId, { lock: true });
      if (!isAtMaintenance(state)) return { state, closed: [] as number[] };
      return { state, closed: await liquidate(ctx, tx, state) };
    });
    if (outcome.closed.length > 0) {
      report.liquidated++;
      announceClosedIds(ctx, userId, outcome.closed);
      touched.add(userId);
    }
    touched.delete(userId);
    await announceAccount(ctx, userId, outcome.closed.length > 0 ? undefined : outcome.state);
  }
  // Users whose last position a fill, trigger or fee run closed or changed.
  for (const userId of touched) await announceAccount(ctx, userId);
}

async function liquidate(ctx: Ctx, tx: Tx, state: AccountState): Promise<number[]> {
  const at = ctx.clock.now();
  let free = state.available;
  let insurance = await insuranceAvailable(tx);
  let insurancePaid = new Exact(0);
  let unrecovered = new Exact(0);
  const ids: number[] = [];
  for (const p of state.positions) {
    const closed = await settleClose(tx, {
      row: p.row,
      pair: p.pair,
      quote: p.quote,
      reason: LeverCloseReason.liquidation,
      availableBefore: free,
      insurance,
      at,
    });
    free = closed.availableAfter;
    insurance = closed.insuranceAfter;
    insurancePaid = insurancePaid.plus(closed.split.insurancePaid);
    unrecovered = unrecovered.plus(closed.split.unrecovered);
    ids.push(p.row.id);
  }
  const prices = [...state.quotes.values()].map((q) => ({
    symbol: q.symbol,
    price: q.price,
    source: q.source,
    at: q.at.toISOString(),
  }));
  await tx.insert(leverLiquidations).values({
    userId: state.userId,
    equity: state.risk.equity.toDecimalPlaces(18).toFixed(),
    usedMargin: state.risk.usedMargin.toFixed(),
    riskRate: (state.risk.riskRate ?? new Exact(0)).toDecimalPlaces(8).toFixed(),
    maintenancePercent: state.settings.maintenancePercent,
    prices: JSON.stringify(prices),
    positionIds: ids.join(','),
    insurancePaid: insurancePaid.toFixed(),
    unrecovered: unrecovered.toFixed(),
    createdAt: at,
  });
  return ids;
}
