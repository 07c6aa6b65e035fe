/**
 * What copy-trading pages read (client contract 7.14 shapes, then Bourse's): the trader
 * list and page, a trader's closed trades, the caller's follows, copy history and
 * followers, and the operator's desk. Follower counts are live; the other figures are the
 * hourly `trader_stats` row, with the instant it was computed.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CopyOutcome,
  DeskQueue,
  FOLLOW_MAX_TRADERS,
  FollowStatus,
  LeverOrderType,
  LeverStatus,
  PROFIT_SHARE_MAX_PERCENT,
  PROFIT_SHARE_MIN_PERCENT,
  TraderStatus,
  netProfit,
  toPlain,
  type CopyItem,
  type FollowItem,
  type FollowMineView,
  type FollowerItem,
  type Page,
  type TraderApplicationView,
  type TraderDeskItem,
  type TraderDetailView,
  type TraderListItem,
  type TraderStatsView,
  type TraderTradeItem,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { withDeskClaims } from '../admin/index.ts';
import { instrumentById } from '../market/index.ts';
import { leverPositions } from '../lever/index.ts';
import { toDateTime, toSeconds } from '../system/index.ts';
import { maskAccount, users } from '../users/index.ts';
import { copySignals, copyTrades, follows, traderStats, traders } from './tables.ts';
import { approvedTrader, type TraderRow } from './traders.ts';
import type { FollowRow } from './follows.ts';

type StatsRow = typeof traderStats.$inferSelect;
const plain = (v: string | null | undefined) => (v == null ? '0' : toPlain(v));
const orNull = (d: Date | null) => (d ? toSeconds(d) : null);

/** Active followers per trader, now. */
async function followerCounts(db: DbOrTx, traderIds: number[]): Promise<Map<number, number>> {
  if (traderIds.length === 0) return new Map();
  const rows = await db
    .select({ traderId: follows.traderId, n: count() })
    .from(follows)
    .where(and(inArray(follows.traderId, traderIds), eq(follows.status, FollowStatus.active)))
    .groupBy(follows.traderId);
  return new Map(rows.map((r) => [r.traderId, r.n]));
}

/** The trader ids the viewer follows now. */
async function followedBy(db: DbOrTx, viewerId: number | undefined): Promise<Set<number>> {
  if (viewerId === undefined) return new Set();
  const rows = await db
    .select({ traderId: follows.traderId })
    .from(follows)
    .where(and(eq(follows.followerId, viewerId), eq(follows.status, FollowStatus.active)));
  return new Set(rows.map((r) => r.traderId));
}

function statsView(s: StatsRow | undefined, followNum: number): TraderStatsView {
  return {
    follow_num: followNum,
    total_profits: plain(s?.totalProfits),
    total_income_rate: plain(s?.totalReturnPercent),
    correct_rate: plain(s?.accuracyPercent),
    profitCount: s?.profitableCount ?? 0,
    fallCount: s?.shortWins ?? 0,
    riseCount: s?.longWins ?? 0,
    yesterday_profits: plain(s?.yesterdayProfits),
    position_count: s?.openCount ?? 0,
    total_count: s?.totalCount ?? 0,
    closed_count: s?.closedCount ?? 0,
    computed_at: s ? toSeconds(s.computedAt) : null,
  };
}

/** `GET /follow/index`: approved traders, the most followed first. */
export async function listTraders(
  ctx: Pick<AppContext, 'db'>,
  viewerId: number | undefined,
  q: { page: number; limit: number },
): Promise<Page<TraderListItem>> {
  const approved = eq(traders.status, TraderStatus.approved);
  const [total] = await ctx.db.select({ n: count() }).from(traders).where(approved);
  const rows = await ctx.db
    .select({ t: traders, s: traderStats, avatar: users.headPortrait })
    .from(traders)
    .innerJoin(users, eq(users.id, traders.userId))
    .leftJoin(traderStats, eq(traderStats.traderId, traders.userId))
    .where(approved)
    .orderBy(
      desc(
        sql`(select count(*) from follows f where f.trader_id = ${traders.userId} and f.status = 'active')`,
      ),
      desc(sql`coalesce(${traderStats.totalReturnPercent}, 0)`),
      asc(traders.userId),
    )
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const ids = rows.map((r) => r.t.userId);
  const counts = await followerCounts(ctx.db, ids);
  const mine = await followedBy(ctx.db, viewerId);
  return {
    data: rows.map(({ t, s, avatar }) => ({
      id: t.userId,
      head_portrait: avatar,
      nickname: t.nickname,
      follow_num: counts.get(t.userId) ?? 0,
      is_followed: mine.has(t.userId) ? 1 : 0,
      total_profits: plain(s?.totalReturnPercent),
      correct_rate: plain(s?.accuracyPercent),
      total_pnl: plain(s?.totalProfits),
      profit_share_percent: toPlain(t.profitSharePercent),
      closed_count: s?.closedCount ?? 0,
      computed_at: s ? toSeconds(s.computedAt) : null,
    })),
    total: total?.n ?? 0,
    page: q.page,
    limit: q.limit,
  };
}

/** `GET /follow/traderDetail {trader_user_id}`. */
export async function traderDetail(
  ctx: Pick<AppContext, 'db'>,
  viewerId: number | undefined,
  traderId: number,
): Promise<TraderDetailView> {
  const trader = await approvedTrader(ctx.db, traderId);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, traderId));
  const [stats] = await ctx.db.select().from(traderStats).where(eq(traderStats.traderId, traderId));
  const counts = await followerCounts(ctx.db, [traderId]);
  let follow: FollowItem | null = null;
  if (viewerId !== undefined) {
    const [row] = await ctx.db
      .select()
      .from(follows)
      .where(
        and(
          eq(follows.followerId, viewerId),
          eq(follows.traderId, traderId),
          eq(follows.status, FollowStatus.active),
        ),
      );
    if (row) follow = (await followItems(ctx.db, [row]))[0]!;
  }
  return {
    trader_info: {
      head_portrait: user!.headPortrait,
      nickname: trader.nickname,
      signature: user!.signature,
      introduction: trader.introduction,
      profit_share_percent: toPlain(trader.profitSharePercent),
    },
    data: statsView(stats, counts.get(traderId) ?? 0),
    is_followed: follow ? 1 : 0,
    follow,
    is_self: viewerId === traderId,
  };
}

/** `GET /follow/historyTrade {trader_user_id}`: the trader's 50 latest closed own positions. */
export async function traderTrades(
  ctx: Pick<AppContext, 'db'>,
  traderId: number,
): Promise<{ data: TraderTradeItem[] }> {
  await approvedTrader(ctx.db, traderId);
  const rows = await ctx.db
    .select()
    .from(leverPositions)
    .where(
      and(
        eq(leverPositions.userId, traderId),
        eq(leverPositions.status, LeverStatus.closed),
        isNull(leverPositions.copyOf),
      ),
    )
    .orderBy(desc(leverPositions.closedAt), desc(leverPositions.id))
    .limit(50);
  const data: TraderTradeItem[] = [];
  for (const r of rows) {
    const instrument = await instrumentById(ctx.db, r.instrumentId);
    data.push({
      id: r.id,
      symbol: instrument?.symbol ?? '',
      type: r.side,
      price: plain(r.openPrice),
      share: toPlain(r.lots),
      transaction_time: toDateTime(r.openedAt ?? r.createdAt),
      close_price: plain(r.closePrice),
      profit: netProfit({
        profit: r.profit ?? '0',
        openFee: r.openFee,
        closeFee: r.closeFee,
        overnightPaid: r.overnightPaid,
      }).toFixed(),
      closed_at: toSeconds(r.closedAt!),
    });
  }
  return { data };
}

/** Follows with their copies' figures: open copies, margin held, realised P/L, shares paid. */
async function followItems(db: DbOrTx, rows: FollowRow[]): Promise<FollowItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const figures = rowsOf<{
    follow_id: string;
    open_copies: string;
    margin: string | null;
    realised: string | null;
    shared: string | null;
  }>(
    await db.execute(sql`
      select c.follow_id,
        count(*) filter (where p.status = ${LeverStatus.open} and p.order_type = ${LeverOrderType.copied}) as open_copies,
        sum(p.margin) filter (where p.status = ${LeverStatus.open} and p.order_type = ${LeverOrderType.copied}) as margin,
        sum(p.profit - p.open_fee - p.close_fee - p.overnight_paid) filter (where p.status = ${LeverStatus.closed}) as realised,
        (select sum(s.profit_share) from copy_trades s where s.follow_id = c.follow_id and s.outcome = ${CopyOutcome.closed}) as shared
      from copy_trades c join lever_positions p on p.id = c.position_id
      where c.outcome = ${CopyOutcome.opened} and c.follow_id in (${sql.join(ids, sql`, `)})
      group by c.follow_id`),
  );
  const byFollow = new Map(figures.map((f) => [Number(f.follow_id), f]));
  const people = await db
    .select({ t: traders, avatar: users.headPortrait })
    .from(traders)
    .innerJoin(users, eq(users.id, traders.userId))
    .where(inArray(traders.userId, [...new Set(rows.map((r) => r.traderId))]));
  const who = new Map(people.map((p) => [p.t.userId, p]));
  return rows.map((r) => {
    const f = byFollow.get(r.id);
    const trader = who.get(r.traderId);
    return {
      id: r.id,
      trader_user_id: r.traderId,
      nickname: trader?.t.nickname ?? '',
      head_portrait: trader?.avatar ?? '',
      type: r.type,
      number: toPlain(r.number),
      amount: r.capAmount ? toPlain(r.capAmount) : '',
      deadline: orNull(r.deadline),
      status: r.status,
      profit_share_percent: toPlain(r.profitSharePercent),
      created_at: toSeconds(r.createdAt),
      ended_at: orNull(r.endedAt),
      open_copies: Number(f?.open_copies ?? 0),
      margin_in_use: plain(f?.margin),
      realised: plain(f?.realised),
      shared: plain(f?.shared),
    };
  });
}

async function applicationView(db: DbOrTx, t: TraderRow): Promise<TraderApplicationView> {
  const [user] = await db.select().from(users).where(eq(users.id, t.userId));
  const counts = await followerCounts(db, [t.userId]);
  const [received] = await db
    .select({ sum: sql<string | null>`sum(${copyTrades.profitShare})` })
    .from(copyTrades)
    .where(and(eq(copyTrades.traderId, t.userId), eq(copyTrades.outcome, CopyOutcome.closed)));
  return {
    status: t.status,
    nickname: t.nickname,
    head_portrait: user?.headPortrait ?? '',
    introduction: t.introduction,
    profit_share_percent: toPlain(t.profitSharePercent),
    reason: t.reason,
    applied_at: toSeconds(t.appliedAt),
    decided_at: orNull(t.decidedAt),
    followers: counts.get(t.userId) ?? 0,
    shared_received: plain(received?.sum),
  };
}

/** `GET /api/follow/mine`: the caller as a trader, and every follow they made (active first). */
export async function mine(ctx: Pick<AppContext, 'db'>, userId: number): Promise<FollowMineView> {
  const [trader] = await ctx.db.select().from(traders).where(eq(traders.userId, userId));
  const rows = await ctx.db
    .select()
    .from(follows)
    .where(eq(follows.followerId, userId))
    .orderBy(sql`${follows.status} = 'active' desc`, desc(follows.id))
    .limit(50);
  return {
    trader: trader ? await applicationView(ctx.db, trader) : null,
    follows: await followItems(ctx.db, rows),
    max_traders: FOLLOW_MAX_TRADERS,
    profit_share_range: { min: PROFIT_SHARE_MIN_PERCENT, max: PROFIT_SHARE_MAX_PERCENT },
  };
}

/** `GET /api/follow/copies`: the caller's copy history, newest first. */
export async function copyHistory(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  q: { page: number; limit: number },
): Promise<Page<CopyItem>> {
  const where = eq(copyTrades.followerId, userId);
  const [total] = await ctx.db.select({ n: count() }).from(copyTrades).where(where);
  const rows = await ctx.db
    .select({ c: copyTrades, s: copySignals, nickname: traders.nickname })
    .from(copyTrades)
    .leftJoin(copySignals, eq(copySignals.id, copyTrades.signalId))
    .innerJoin(traders, eq(traders.userId, copyTrades.traderId))
    .where(where)
    .orderBy(desc(copyTrades.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const closedIds = rows
    .filter(({ c }) => c.outcome === CopyOutcome.closed && c.positionId !== null)
    .map(({ c }) => c.positionId!);
  const closed =
    closedIds.length === 0
      ? []
      : await ctx.db.select().from(leverPositions).where(inArray(leverPositions.id, closedIds));
  const nets = new Map(
    closed.map((p) => [
      p.id,
      netProfit({
        profit: p.profit ?? '0',
        openFee: p.openFee,
        closeFee: p.closeFee,
        overnightPaid: p.overnightPaid,
      }).toFixed(),
    ]),
  );
  const data: CopyItem[] = [];
  for (const { c, s, nickname } of rows) {
    const instrument = await instrumentById(ctx.db, c.instrumentId);
    data.push({
      id: c.id,
      trader_user_id: c.traderId,
      trader_nickname: nickname,
      kind: s ? s.kind : 'detach',
      outcome: c.outcome,
      reason: c.reason ?? null,
      detail: JSON.parse(c.detail) as Record<string, string>,
      symbol: instrument?.symbol ?? '',
      side: c.side,
      lots: toPlain(c.lots),
      position_id: c.positionId,
      index_price: s ? toPlain(s.indexPrice) : '',
      index_source: s?.indexSource ?? '',
      index_at: s ? toSeconds(s.indexAt) : toSeconds(c.createdAt),
      profit_share: c.profitShare ? toPlain(c.profitShare) : '',
      profit:
        c.outcome === CopyOutcome.closed && c.positionId !== null
          ? (nets.get(c.positionId) ?? '')
          : '',
      created_at: toSeconds(c.createdAt),
    });
  }
  return { data, total: total?.n ?? 0, page: q.page, limit: q.limit };
}

/** `GET /api/follow/followers`: the caller's followers as a trader, accounts masked. */
export async function followersOf(
  ctx: Pick<AppContext, 'db'>,
  traderId: number,
  q: { page: number; limit: number },
): Promise<Page<FollowerItem>> {
  const where = eq(follows.traderId, traderId);
  const [total] = await ctx.db.select({ n: count() }).from(follows).where(where);
  const rows = await ctx.db
    .select({
      f: follows,
      account: users.account,
      shared: sql<
        string | null
      >`(select sum(s.profit_share) from copy_trades s where s.follow_id = ${follows.id} and s.outcome = ${CopyOutcome.closed})`,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .where(where)
    .orderBy(sql`${follows.status} = 'active' desc`, desc(follows.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return {
    data: rows.map(({ f, account, shared }) => ({
      account: maskAccount(account),
      type: f.type,
      number: toPlain(f.number),
      status: f.status,
      created_at: toSeconds(f.createdAt),
      shared: plain(shared),
    })),
    total: total?.n ?? 0,
    page: q.page,
    limit: q.limit,
  };
}

/** `GET /api/admin/follow/traders {status}`: applications, pending first, oldest first. */
export async function traderDesk(
  ctx: Pick<AppContext, 'db'>,
  status: TraderRow['status'] | undefined,
): Promise<TraderDeskItem[]> {
  const rows = await ctx.db
    .select({
      t: traders,
      account: users.account,
      closed: sql<number>`(select count(*)::int from lever_positions p where p.user_id = ${traders.userId} and p.status = ${LeverStatus.closed} and p.copy_of is null)`,
    })
    .from(traders)
    .innerJoin(users, eq(users.id, traders.userId))
    .where(status ? eq(traders.status, status) : undefined)
    .orderBy(sql`${traders.status} = 'pending' desc`, asc(traders.appliedAt))
    .limit(200);
  const items = rows.map(({ t, account, closed }) => ({
    user_id: t.userId,
    account: maskAccount(account),
    status: t.status,
    nickname: t.nickname,
    introduction: t.introduction,
    profit_share_percent: toPlain(t.profitSharePercent),
    reason: t.reason,
    applied_at: toSeconds(t.appliedAt),
    decided_at: orNull(t.decidedAt),
    closed_positions: Number(closed),
  }));
  return withDeskClaims(ctx.db, DeskQueue.traders, items, (i) => i.user_id);
}
