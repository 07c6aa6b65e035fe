/**
 * Trader figures (issue 12; spec 9: refreshed hourly): computed by the shared
 * `traderFigures` from the trader's own filled positions (copies they took of others are
 * not theirs), stored with the time they were computed, so every figure a page shows has
 * one definition and one instant.
 */
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { FollowStatus, LeverStatus, TraderStatus, netProfit, traderFigures } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { leverPositions } from '../lever/index.ts';
import { follows, traderStats, traders } from './tables.ts';

/** Recomputes one trader's figures now. */
export async function refreshTrader(ctx: Pick<AppContext, 'db' | 'clock'>, traderId: number) {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select()
    .from(leverPositions)
    .where(
      and(
        eq(leverPositions.userId, traderId),
        isNull(leverPositions.copyOf),
        inArray(leverPositions.status, [LeverStatus.open, LeverStatus.closed]),
      ),
    );
  const figures = traderFigures(
    rows.map((r) => ({
      side: r.side,
      closed: r.status === LeverStatus.closed,
      openMargin: r.openMargin,
      net:
        r.status === LeverStatus.closed
          ? netProfit({
              profit: r.profit!,
              openFee: r.openFee,
              closeFee: r.closeFee,
              overnightPaid: r.overnightPaid,
            })
          : '0',
      closedAt: r.closedAt,
    })),
    now,
  );
  const [followers] = await ctx.db
    .select({ n: count() })
    .from(follows)
    .where(and(eq(follows.traderId, traderId), eq(follows.status, FollowStatus.active)));
  const values = {
    totalProfits: figures.totalProfits.toFixed(),
    totalReturnPercent: figures.totalReturnPercent.toFixed(),
    accuracyPercent: figures.accuracyPercent.toFixed(),
    closedCount: figures.closedCount,
    profitableCount: figures.profitableCount,
    longWins: figures.longWins,
    shortWins: figures.shortWins,
    yesterdayProfits: figures.yesterdayProfits.toFixed(),
    openCount: figures.openCount,
    totalCount: figures.totalCount,
    followers: followers?.n ?? 0,
    computedAt: now,
  };
  await ctx.db
    .insert(traderStats)
    .values({ traderId, ...values })
    .onConflictDoUpdate({ target: traderStats.traderId, set: values });
}

/** The hourly job: every approved trader. */
export async function refreshTraderStats(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const approved = await ctx.db
    .select({ userId: traders.userId })
    .from(traders)
    .where(eq(traders.status, TraderStatus.approved));
  for (const { userId } of approved) await refreshTrader(ctx, userId);
  return approved.length;
}
