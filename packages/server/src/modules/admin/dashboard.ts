/**
 * `GET /api/admin/dashboard` (issue 15): users, deposits confirmed and withdrawals approved
 * today, what waits in each operator queue, the platform's system balances (finance only)
 * and the last recorded ledger verification. "Today" is the UTC day of `ctx.clock`.
 * Read-only; amounts are summed by the database and travel as decimal strings.
 */
import { and, count, eq, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  ChatStatus,
  DepositStatus,
  Exact,
  KycStatus,
  LoanEnquiryStatus,
  OperatorRole,
  PurchaseStatus,
  SystemAccount,
  TraderStatus,
  WithdrawalStatus,
  roleAllows,
  toPlain,
  type AdminDashboard,
  type AdminDayTotal,
  type AdminSystemBalance,
  type SystemAccountName,
} from '@bourse/shared';
import { DAY_MS } from '../../clock.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { chatConversations } from '../chat/index.ts';
import { traders } from '../follow/index.ts';
import { deposits, withdrawals } from '../funding/index.ts';
import { kycApplications } from '../kyc/index.ts';
import { balancesOf, systemOwner } from '../ledger/index.ts';
import { loanEnquiries } from '../loans/index.ts';
import { purchases } from '../purchase/index.ts';
import { currencies } from '../system/index.ts';
import { users } from '../users/index.ts';
import { lastLedgerVerify } from './ledgerRuns.ts';
import { tickers } from './userDesk.ts';

/** The UTC day holding `now`: [start, end). */
export function utcDay(now: Date): { start: Date; end: Date } {
  const start = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** Per coin: how many rows of `table` were decided into `status` within the day, and their sum. */
async function decidedToday(
  db: DbOrTx,
  table: typeof deposits | typeof withdrawals,
  status: string,
  day: { start: Date; end: Date },
): Promise<AdminDayTotal[]> {
  const rows = await db
    .select({
      currency: currencies.name,
      n: count(),
      amount: sql<string>`sum(${table.amount})`,
    })
    .from(table)
    .innerJoin(currencies, eq(currencies.id, table.currencyId))
    .where(
      and(
        sql`${table.status} = ${status}`,
        gte(table.decidedAt, day.start),
        lt(table.decidedAt, day.end),
      ),
    )
    .groupBy(currencies.id, currencies.name)
    .orderBy(currencies.id);
  return rows.map((r) => ({ currency: r.currency, count: r.n, amount: toPlain(r.amount) }));
}

const waiting = (table: SQLWrapper, where: SQL) =>
  sql`(select count(*)::int from ${table} where ${where})`;

/** Items waiting for an operator in each queue, as each desk's list defines its queue. */
async function pendingCounts(db: DbOrTx): Promise<AdminDashboard['pending']> {
  const [row] = rowsOf<Record<keyof AdminDashboard['pending'], number>>(
    await db.execute(sql`select
      ${waiting(deposits, sql`${deposits.status} = ${DepositStatus.pending}`)} as deposits,
      ${waiting(withdrawals, sql`${withdrawals.status} = ${WithdrawalStatus.pending}`)} as withdrawals,
      ${waiting(purchases, sql`${purchases.status} = ${PurchaseStatus.transferCompleted}`)} as purchases,
      ${waiting(kycApplications, sql`${kycApplications.status} = ${KycStatus.verifying}`)} as verifications,
      ${waiting(traders, sql`${traders.status} = ${TraderStatus.pending}`)} as traders,
      ${waiting(loanEnquiries, sql`${loanEnquiries.status} = ${LoanEnquiryStatus.pending}`)} as loans,
      ${waiting(chatConversations, sql`${chatConversations.status} = ${ChatStatus.open} and ${chatConversations.claimedBy} is null`)} as chats`),
  );
  return {
    deposits: Number(row!.deposits),
    withdrawals: Number(row!.withdrawals),
    // Paid by the user, waiting for the desk to see the money arrive.
    purchases: Number(row!.purchases),
    verifications: Number(row!.verifications),
    traders: Number(row!.traders),
    loans: Number(row!.loans),
    // Open conversations no operator has taken yet.
    chats: Number(row!.chats),
  };
}

const SYSTEM_NAMES = Object.keys(SystemAccount) as SystemAccountName[];
const SYSTEM_NAME_OF = new Map(SYSTEM_NAMES.map((name) => [SystemAccount[name] as number, name]));

/** Every balance of every system account, available + frozen summed over its rows. */
async function systemBalances(db: DbOrTx): Promise<AdminSystemBalance[]> {
  const names = await tickers(db);
  const rows = await balancesOf(db, SYSTEM_NAMES.map(systemOwner));
  return rows.map((b) => ({
    owner: SYSTEM_NAME_OF.get(b.owner.id) ?? SYSTEM_NAMES[0]!,
    account: b.account,
    currency: names.get(b.currency) ?? `#${b.currency}`,
    available: b.available,
    frozen: b.frozen,
    balance: new Exact(b.available).plus(b.frozen).toFixed(),
  }));
}

export async function dashboard(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  role: OperatorRole,
): Promise<AdminDashboard> {
  const { db } = ctx;
  const day = utcDay(ctx.clock.now());
  const [userCounts] = await db
    .select({
      total: count(),
      today: sql<number>`count(*) filter (where ${users.createdAt} >= ${day.start} and ${users.createdAt} < ${day.end})::int`,
    })
    .from(users);
  const last = await lastLedgerVerify(db);
  return {
    users: { total: userCounts?.total ?? 0, today: Number(userCounts?.today ?? 0) },
    deposits_today: await decidedToday(db, deposits, DepositStatus.confirmed, day),
    withdrawals_today: await decidedToday(db, withdrawals, WithdrawalStatus.approved, day),
    pending: await pendingCounts(db),
    system_balances: roleAllows(role, [OperatorRole.finance]) ? await systemBalances(db) : null,
    ledger_verify: last
      ? { ok: last.ok, checked_at: last.checked_at, source: last.source, summary: last.summary }
      : null,
  };
}
