/**
 * The console's Users screen (issue 15), read side: search, a user's detail (balances from
 * the ledger's read API, live sessions), ledger entries, spot orders and contract
 * positions. Read-only: nothing here can change a balance, an order or a position.
 */
import { unixSeconds } from '../../clock.ts';
import { and, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  KycStatus,
  LeverSide,
  LeverStatus,
  MAX_ID,
  OrderSide,
  dec,
  toPlain,
  type AdminLedgerEntry,
  type AdminUserDetail,
  type AdminUserListQuery,
  type AdminUserOrder,
  type AdminUserPosition,
  type AdminUserRow,
  type Page,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { kycApplications } from '../kyc/index.ts';
import { getBalances, statementOf, userOwner } from '../ledger/index.ts';
import { leverPositions } from '../lever/index.ts';
import { instruments } from '../market/index.ts';
import { spotOrders } from '../spot/index.ts';
import { currencies } from '../system/index.ts';
import { SESSION_IDLE_MS, sessions, users } from '../users/index.ts';

/** How many positions the detail lists: every open one first, then the latest others. */
export const POSITIONS_SHOWN = 100;

const secondsOrNull = (d: Date | null) => (d ? unixSeconds(d) : null);
const plain = (v: string) => toPlain(v);
const plainOrNull = (v: string | null) => (v === null ? null : toPlain(v));

type PageQuery = { page: number; limit: number };
const pageOf = <T>(data: T[], total: number | undefined, q: PageQuery): Page<T> => ({
  data,
  total: total ?? 0,
  page: q.page,
  limit: q.limit,
});

/**
 * The highest verified identity level, as `verifiedLevel` reads it, for every row at once.
 * Drizzle writes a column in a select without its table, so inside the subquery `id` would
 * be the application's: the outer user's id is named in full.
 */
const kycLevel = sql<number>`coalesce((select max(k.level) from ${kycApplications} k
  where k.user_id = "users"."id" and k.status = ${KycStatus.verified}), 0)`;

const rowColumns = {
  id: users.id,
  account: users.account,
  email: users.email,
  mobile: users.mobile,
  nickname: users.nickname,
  inviteCode: users.inviteCode,
  kycLevel,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};

type RowRead = {
  id: number;
  account: string;
  email: string | null;
  mobile: string | null;
  nickname: string;
  inviteCode: string;
  kycLevel: number;
  disabledAt: Date | null;
  createdAt: Date;
};

const rowView = (r: RowRead): AdminUserRow => ({
  id: r.id,
  account: r.account,
  email: r.email,
  mobile: r.mobile,
  nickname: r.nickname,
  invite_code: r.inviteCode,
  kyc_level: Number(r.kycLevel),
  disabled: r.disabledAt !== null,
  created_at: unixSeconds(r.createdAt),
});

/** `%q%` with LIKE's own characters taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What `q` matches: the user id and the invite code exactly, the login name, email and
 * mobile containing it (case-insensitive). Exact matches come first.
 */
function searchOf(q: string): { where: SQL | undefined; exact: SQL } {
  const id = /^\d{1,10}$/.test(q) && Number(q) <= MAX_ID ? Number(q) : null;
  const exactOnes: SQL[] = [eq(users.inviteCode, q.toUpperCase())];
  if (id !== null) exactOnes.push(eq(users.id, id));
  const like = containing(q);
  const where = or(
    ...exactOnes,
    ilike(users.account, like),
    ilike(users.email, like),
    ilike(users.mobile, like),
  );
  return { where, exact: sql`(${or(...exactOnes)})` };
}

/** `GET /api/admin/users`: matches of `q`, or the newest users when it is empty. */
export async function listUsers(
  db: DbOrTx,
  query: AdminUserListQuery,
): Promise<Page<AdminUserRow>> {
  const q = query.q ?? '';
  const search = q ? searchOf(q) : undefined;
  const rows = await db
    .select(rowColumns)
    .from(users)
    .where(search?.where)
    .orderBy(...(search ? [desc(search.exact)] : []), desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(users).where(search?.where);
  return pageOf(rows.map(rowView), total?.n, query);
}

/** The user row, or the refusal every per-user route gives for an id no user has. */
export async function userOrRefuse(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...rowColumns, user: users })
    .from(users)
    .where(eq(users.id, id));
  return row ?? fail('errors.userUnknown');
}

/** Coin tickers by id (the catalogue is a few dozen rows). */
export async function tickers(db: DbOrTx): Promise<Map<number, string>> {
  const rows = await db.select({ id: currencies.id, name: currencies.name }).from(currencies);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** `GET /api/admin/users/:id`: the row, the account's state, non-zero balances, live sessions. */
export async function userDetail(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  id: number,
): Promise<AdminUserDetail> {
  const { user, ...row } = await userOrRefuse(ctx.db, id);
  const now = ctx.clock.now().getTime();
  const names = await tickers(ctx.db);
  const balances = (await getBalances(ctx.db, id))
    .filter((b) => !dec(b.available).isZero() || !dec(b.frozen).isZero())
    .map((b) => ({
      account: b.account,
      currency: names.get(b.currency) ?? `#${b.currency}`,
      available: b.available,
      frozen: b.frozen,
    }));
  const live = await ctx.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, id),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
        gt(sessions.createdAt, new Date(now - ctx.config.sessionMaxAgeMs)),
      ),
    )
    .orderBy(desc(sessions.id));
  return {
    ...rowView(row),
    area_code: user.areaCode,
    referrer_id: user.referrerId,
    credit_score: user.creditScore,
    locked_until:
      user.lockedUntil && user.lockedUntil.getTime() > now ? unixSeconds(user.lockedUntil) : null,
    disabled_at: secondsOrNull(user.disabledAt),
    disabled_reason: user.disabledReason,
    balances,
    sessions: live.map((s) => ({
      id: s.id,
      created_at: unixSeconds(s.createdAt),
      last_seen_at: unixSeconds(s.lastSeenAt),
      ip: s.ip,
      user_agent: s.userAgent,
    })),
  };
}

/** `GET /api/admin/users/:id/ledger`: every entry of the user's balances, newest first. */
export async function userLedger(
  db: DbOrTx,
  id: number,
  query: PageQuery,
): Promise<Page<AdminLedgerEntry>> {
  await userOrRefuse(db, id);
  const names = await tickers(db);
  const statement = await statementOf(
    db,
    userOwner(id),
    {},
    { offset: (query.page - 1) * query.limit, limit: query.limit },
  );
  const data = statement.lines.map((l) => ({
    entry_id: String(l.entryId),
    journal_id: String(l.journalId),
    reason: l.reason,
    account: l.account,
    currency: names.get(l.currency) ?? `#${l.currency}`,
    bucket: l.bucket,
    amount: l.amount,
    created_at: unixSeconds(l.at),
  }));
  return pageOf(data, statement.total, query);
}

/** `GET /api/admin/users/:id/orders`: the user's spot and stock orders, newest first. */
export async function userOrders(
  db: DbOrTx,
  id: number,
  query: PageQuery,
): Promise<Page<AdminUserOrder>> {
  await userOrRefuse(db, id);
  const mine = and(eq(spotOrders.ownerKind, 'user'), eq(spotOrders.ownerId, id));
  const rows = await db
    .select({ order: spotOrders, symbol: instruments.symbol })
    .from(spotOrders)
    .innerJoin(instruments, eq(instruments.id, spotOrders.instrumentId))
    .where(mine)
    .orderBy(desc(spotOrders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(spotOrders).where(mine);
  const data = rows.map(({ order: o, symbol }) => ({
    id: String(o.id),
    symbol,
    side: o.side === OrderSide.buy ? ('buy' as const) : ('sell' as const),
    type: o.orderType,
    price: plainOrNull(o.price),
    quantity: plain(o.quantity),
    filled: plain(o.filledQuantity),
    status: o.status,
    created_at: unixSeconds(o.createdAt),
  }));
  return pageOf(data, total?.n, query);
}

const LEVER_STATUS_NAMES = new Map(
  Object.entries(LeverStatus).map(([name, code]) => [code as number, name]),
) as Map<number, AdminUserPosition['status']>;

/**
 * `GET /api/admin/users/:id/positions`: the user's contract positions, open ones first,
 * then pending orders, then the latest closed or cancelled, POSITIONS_SHOWN at most.
 */
export async function userPositions(db: DbOrTx, id: number): Promise<AdminUserPosition[]> {
  await userOrRefuse(db, id);
  const p = leverPositions;
  const rows = await db
    .select({ position: p, symbol: instruments.symbol })
    .from(p)
    .innerJoin(instruments, eq(instruments.id, p.instrumentId))
    .where(eq(p.userId, id))
    .orderBy(
      sql`case ${p.status} when ${LeverStatus.open} then 0 when ${LeverStatus.pending} then 1 else 2 end`,
      desc(p.id),
    )
    .limit(POSITIONS_SHOWN);
  return rows.map(({ position: r, symbol }) => ({
    id: String(r.id),
    symbol,
    side: r.side === LeverSide.long ? 'long' : 'short',
    multiple: r.multiple,
    lots: plain(r.lots),
    quantity: plain(r.quantity),
    margin: plain(r.margin),
    open_price: plainOrNull(r.openPrice),
    close_price: plainOrNull(r.closePrice),
    status: LEVER_STATUS_NAMES.get(r.status) ?? 'closed',
    close_reason: r.closeReason ?? null,
    profit: plainOrNull(r.profit),
    created_at: unixSeconds(r.createdAt),
    opened_at: secondsOrNull(r.openedAt),
    closed_at: secondsOrNull(r.closedAt),
  }));
}
