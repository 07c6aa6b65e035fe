/**
 * The copy job (issue 12, every second, once per deployment). A trader's position that
 * filled or closed becomes a signal carrying the recorded index price of that fill or
 * close; every follower's copy opens or closes at that same price, in this job, each in its
 * own transaction under the follower's lever lock. A (signal, follower) pair is handled
 * once (unique row in `copy_trades`, written with the position and its journal), so two
 * runners or a run after a crash never copy twice. Signals are found from the positions'
 * own rows, so every way a position fills or closes (market, limit fill, stops, batch,
 * liquidation) is copied without the contract code knowing about followers.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  COPY_MAX_DELAY_SECONDS,
  CopyOutcome,
  CopySignalKind,
  Exact,
  FollowStatus,
  LeverOrderType,
  LeverStatus,
  copyLots,
  netProfit,
  profitShareOf,
} from '@bourse/shared';
import type { AppContext, IndexQuote } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import {
  announceAccount,
  announceClosedIds,
  closeCopy,
  leverPairById,
  leverPositions,
  lockLeverUser,
  openCopiesOf,
  openCopy,
  payProfitShare,
} from '../lever/index.ts';
import { expireFollows, type FollowRow } from './follows.ts';
import { copySignals, copyTrades, follows } from './tables.ts';

type SignalRow = typeof copySignals.$inferSelect;
type Ctx = AppContext;

export interface CopyJobsReport {
  expired: number;
  signals: number;
  opened: number;
  skipped: number;
  closed: number;
}

/** Open signals are looked for among positions filled this recently (older ones are too late to copy). */
const OPEN_SCAN_MS = 10 * 60_000;

/** One run: deadlines, then opens, then closes (a position opened and closed since the last run is copied both ways). */
export async function runCopyJobs(ctx: Ctx): Promise<CopyJobsReport> {
  const report: CopyJobsReport = { expired: 0, signals: 0, opened: 0, skipped: 0, closed: 0 };
  report.expired = await expireFollows(ctx);
  await recordOpenSignals(ctx);
  await processSignals(ctx, report);
  await recordCloseSignals(ctx);
  await processSignals(ctx, report);
  return report;
}

/** Approved traders' own positions that filled after the approval and have no open signal yet. */
async function recordOpenSignals(ctx: Ctx): Promise<void> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - OPEN_SCAN_MS);
  await ctx.db.execute(sql`
    insert into copy_signals (trader_id, position_id, kind, index_price, index_source, index_at, created_at)
    select p.user_id, p.id, ${CopySignalKind.open}, p.open_index, p.open_index_source, p.open_index_at, ${now}
    from lever_positions p
    join traders t on t.user_id = p.user_id and t.status = 'approved'
    where p.order_type = ${LeverOrderType.own} and p.copy_of is null
      and p.status in (${LeverStatus.open}, ${LeverStatus.closed})
      and p.opened_at >= t.approved_at and p.opened_at >= ${since}
      and not exists (select 1 from copy_signals s where s.position_id = p.id and s.kind = ${CopySignalKind.open})
    order by p.id
    on conflict do nothing`);
}

/** Traders' positions that closed while a follower's copy still follows them. */
async function recordCloseSignals(ctx: Ctx): Promise<void> {
  await ctx.db.execute(sql`
    insert into copy_signals (trader_id, position_id, kind, index_price, index_source, index_at, created_at)
    select distinct t.user_id, t.id, ${CopySignalKind.close}, t.close_index, t.close_index_source, t.close_index_at, ${ctx.clock.now()}::timestamptz
    from lever_positions c
    join lever_positions t on t.id = c.copy_of
    where c.status = ${LeverStatus.open} and c.order_type = ${LeverOrderType.copied}
      and t.status = ${LeverStatus.closed}
    on conflict do nothing`);
}

async function processSignals(ctx: Ctx, report: CopyJobsReport): Promise<void> {
  const todo = await ctx.db
    .select()
    .from(copySignals)
    .where(isNull(copySignals.processedAt))
    .orderBy(asc(copySignals.id));
  for (const signal of todo) {
    if (signal.kind === CopySignalKind.open) await copyOpen(ctx, signal, report);
    else await copyClose(ctx, signal, report);
    await ctx.db
      .update(copySignals)
      .set({ processedAt: ctx.clock.now() })
      .where(and(eq(copySignals.id, signal.id), isNull(copySignals.processedAt)));
    report.signals++;
  }
}

const quoteOf = (s: SignalRow, symbol: string): IndexQuote => ({
  symbol,
  price: s.indexPrice,
  source: s.indexSource,
  at: s.indexAt,
});

/** Whether this follower was already handled for this signal (by this or another runner). */
async function handled(tx: Tx, signalId: number, followerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: copyTrades.id })
    .from(copyTrades)
    .where(and(eq(copyTrades.signalId, signalId), eq(copyTrades.followerId, followerId)));
  return row !== undefined;
}

/** Margin the follow's open copies hold now. */
async function marginInUse(tx: Tx, followId: number): Promise<Exact> {
  const result = await tx.execute<{ used: string | null }>(sql`
    select sum(p.margin) as used from copy_trades c
    join lever_positions p on p.id = c.position_id
    where c.follow_id = ${followId} and c.outcome = ${CopyOutcome.opened}
      and p.status = ${LeverStatus.open} and p.order_type = ${LeverOrderType.copied}`);
  return new Exact(rowsOf<{ used: string | null }>(result)[0]?.used ?? 0);
}

async function copyOpen(ctx: Ctx, signal: SignalRow, report: CopyJobsReport): Promise<void> {
  const [position] = await ctx.db
    .select()
    .from(leverPositions)
    .where(eq(leverPositions.id, signal.positionId));
  const source = position!;
  const pair = await leverPairById(ctx.db, source.instrumentId);
  const quote = quoteOf(signal, pair.instrument.base.name);
  const candidates = await ctx.db
    .select()
    .from(follows)
    .where(and(eq(follows.traderId, signal.traderId), eq(follows.status, FollowStatus.active)))
    .orderBy(asc(follows.id));
  // Whether the signal is still worth copying is decided once, when the job takes it up,
  // so the last of many followers is judged like the first.
  const lateSeconds = Math.floor((ctx.clock.now().getTime() - signal.indexAt.getTime()) / 1000);
  await eachAtOnce(candidates, async (candidate) => {
    // Only follows made before the trader's fill copy it: a later follower never gets a
    // position at a price from before they followed.
    if (candidate.createdAt > source.openedAt!) return;
    const outcome = await ctx.db.transaction(async (tx) => {
      await lockLeverUser(tx, candidate.followerId);
      if (await handled(tx, signal.id, candidate.followerId)) return undefined;
      const [follow] = await tx.select().from(follows).where(eq(follows.id, candidate.id));
      if (follow?.status !== FollowStatus.active) return undefined;
      return openOne(ctx, tx, { signal, source, pair, quote, follow, lateSeconds });
    });
    if (!outcome) return;
    if (outcome === CopyOutcome.opened) {
      report.opened++;
      await announceAccount(ctx, candidate.followerId);
    } else report.skipped++;
  });
}

/**
 * Followers are independent (each their own transaction and lock), so several are handled
 * at once: with a thousand followers the last copy opens seconds, not a minute, after the
 * first. The system rows they share (fees) are spread over slots by the ledger.
 */
const FOLLOWERS_AT_ONCE = 8;
async function eachAtOnce<T>(items: T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(FOLLOWERS_AT_ONCE, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

async function openOne(
  ctx: Ctx,
  tx: Tx,
  p: {
    signal: SignalRow;
    source: typeof leverPositions.$inferSelect;
    pair: Awaited<ReturnType<typeof leverPairById>>;
    quote: IndexQuote;
    follow: FollowRow;
    lateSeconds: number;
  },
): Promise<CopyOutcome> {
  const { signal, source, follow, lateSeconds } = p;
  const at = ctx.clock.now();
  const lots = copyLots(follow.type, follow.number, source.lots);
  const capLeft = follow.capAmount
    ? Exact.max(0, new Exact(follow.capAmount).minus(await marginInUse(tx, follow.id)))
    : null;
  const result =
    lateSeconds > COPY_MAX_DELAY_SECONDS
      ? ({ skipped: 'late', detail: { seconds: String(lateSeconds) } } as const)
      : await openCopy(ctx, tx, {
          userId: follow.followerId,
          pair: p.pair,
          quote: p.quote,
          side: source.side,
          lots,
          multiple: source.multiple,
          copyOf: source.id,
          capLeft,
          at,
        });
  const opened = 'opened' in result;
  await tx.insert(copyTrades).values({
    signalId: signal.id,
    followId: follow.id,
    followerId: follow.followerId,
    traderId: follow.traderId,
    outcome: opened ? CopyOutcome.opened : CopyOutcome.skipped,
    reason: opened ? null : result.skipped,
    detail: JSON.stringify(opened ? {} : result.detail),
    instrumentId: source.instrumentId,
    side: source.side,
    lots: lots.toFixed(),
    positionId: opened ? result.opened.id : null,
    createdAt: at,
  });
  return opened ? CopyOutcome.opened : CopyOutcome.skipped;
}

async function copyClose(ctx: Ctx, signal: SignalRow, report: CopyJobsReport): Promise<void> {
  const holders = await ctx.db
    .selectDistinct({ userId: leverPositions.userId })
    .from(leverPositions)
    .where(
      and(
        eq(leverPositions.copyOf, signal.positionId),
        eq(leverPositions.status, LeverStatus.open),
        eq(leverPositions.orderType, LeverOrderType.copied),
      ),
    )
    .orderBy(asc(leverPositions.userId));
  await eachAtOnce(holders, async ({ userId }) => {
    const closed = await ctx.db.transaction(async (tx) => {
      await lockLeverUser(tx, userId);
      if (await handled(tx, signal.id, userId)) return [];
      return closeFor(ctx, tx, signal, userId);
    });
    if (closed.length === 0) return;
    report.closed += closed.length;
    announceClosedIds(ctx, userId, closed);
    await announceAccount(ctx, userId);
  });
}

/** Closes the follower's copies of the signal's position; pays the trader's share of a profit. */
async function closeFor(ctx: Ctx, tx: Tx, signal: SignalRow, userId: number): Promise<number[]> {
  const at = ctx.clock.now();
  const rows = await openCopiesOf(tx, userId, signal.positionId);
  const ids: number[] = [];
  for (const row of rows) {
    const pair = await leverPairById(tx, row.instrumentId);
    const closed = await closeCopy(tx, {
      row,
      pair,
      quote: quoteOf(signal, pair.instrument.base.name),
      at,
    });
    const [opened] = await tx
      .select({ followId: copyTrades.followId })
      .from(copyTrades)
      .where(and(eq(copyTrades.positionId, row.id), eq(copyTrades.outcome, CopyOutcome.opened)));
    const [follow] = await tx.select().from(follows).where(eq(follows.id, opened!.followId));
    const share = profitShareOf(
      netProfit({
        profit: closed.profit!,
        openFee: closed.openFee,
        closeFee: closed.closeFee,
        overnightPaid: closed.overnightPaid,
      }),
      follow!.profitSharePercent,
    );
    const journalId = await payProfitShare(tx, {
      positionId: row.id,
      followerId: userId,
      traderId: signal.traderId,
      amount: share,
      at,
    });
    await tx.insert(copyTrades).values({
      signalId: signal.id,
      followId: follow!.id,
      followerId: userId,
      traderId: signal.traderId,
      outcome: CopyOutcome.closed,
      instrumentId: row.instrumentId,
      side: row.side,
      lots: row.lots,
      positionId: row.id,
      profitShare: share.isZero() ? null : share.toFixed(),
      journalId,
      createdAt: at,
    });
    ids.push(row.id);
  }
  return ids;
}
