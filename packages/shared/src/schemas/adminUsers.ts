/**
 * The console's Users screen, its dashboard and recorded ledger verifications (issue 15):
 * `/api/admin/users/*`, `/api/admin/dashboard`, `POST /api/admin/ledger/verify`. Nothing
 * here edits a balance, a price or a result: the console reads them, and its only changes
 * are who may sign in (disable, enable, revoke sessions), each audited.
 */
import { z } from 'zod';
import type { AccountTypeName, BalanceBucket, JournalReason, SystemAccountName } from '../enums.ts';
import type { LeverCloseReason } from '../lever.ts';
import { langField, pageFields } from './common.ts';
import type { OrderStatus } from './trade.ts';

/** Where a `ledger:verify` run came from. */
export const LedgerVerifySource = { cli: 'cli', console: 'console', job: 'job' } as const;
export type LedgerVerifySource = (typeof LedgerVerifySource)[keyof typeof LedgerVerifySource];
export const LEDGER_VERIFY_SOURCES = Object.values(LedgerVerifySource) as [
  LedgerVerifySource,
  ...LedgerVerifySource[],
];

/** A recorded run keeps at most this much of its report (a broken ledger lists 100 problems of each kind). */
export const LEDGER_VERIFY_SUMMARY_MAX = 16_000;

/**
 * `GET /api/admin/users?q=`: an email, a mobile number, a user id or an invite code; empty
 * lists the newest users. Up to 100 characters (no address or code is longer).
 */
export const adminUserListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  ...pageFields,
  lang: langField,
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

/** `POST /api/admin/users/:id/{disable,enable,revoke-sessions}`: the operator says why. */
export const adminUserReasonBody = z.object({
  reason: z.string().trim().min(1).max(500),
  lang: langField,
});
export type AdminUserReasonBody = z.infer<typeof adminUserReasonBody>;

/** `POST /api/admin/ledger/verify`. */
export const ledgerVerifyBody = z.object({ lang: langField });

/** One row of `GET /api/admin/users`. Times are unix seconds. */
export interface AdminUserRow {
  id: number;
  account: string;
  email: string | null;
  mobile: string | null;
  nickname: string;
  invite_code: string;
  /** The highest verified identity level: 0 none, 1 basic, 2 advanced. */
  kyc_level: number;
  disabled: boolean;
  created_at: number;
}

/** A non-zero balance of the user, amounts as decimal strings. */
export interface AdminUserBalance {
  account: AccountTypeName;
  /** The coin's ticker, e.g. USDT. */
  currency: string;
  available: string;
  frozen: string;
}

/** A session that can still be used (not revoked, not idle, not past its maximum age). */
export interface AdminUserSession {
  id: number;
  created_at: number;
  last_seen_at: number;
  ip: string;
  user_agent: string;
}

/** `GET /api/admin/users/:id`. */
export interface AdminUserDetail extends AdminUserRow {
  area_code: string | null;
  referrer_id: number | null;
  credit_score: number;
  /** Locked by wrong passwords until then; null when not locked. */
  locked_until: number | null;
  disabled_at: number | null;
  disabled_reason: string | null;
  balances: AdminUserBalance[];
  sessions: AdminUserSession[];
}

/** One entry of `GET /api/admin/users/:id/ledger`, newest first. Ids are strings (bigint). */
export interface AdminLedgerEntry {
  entry_id: string;
  journal_id: string;
  reason: JournalReason;
  account: AccountTypeName;
  currency: string;
  bucket: BalanceBucket;
  /** Signed: positive in, negative out. */
  amount: string;
  created_at: number;
}

/** One spot or stock order of `GET /api/admin/users/:id/orders`, newest first. */
export interface AdminUserOrder {
  id: string;
  symbol: string;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  /** Null for a market order. */
  price: string | null;
  quantity: string;
  filled: string;
  status: OrderStatus;
  created_at: number;
}

/** One contract position of `GET /api/admin/users/:id/positions`: open first, then the latest. */
export interface AdminUserPosition {
  id: string;
  symbol: string;
  side: 'long' | 'short';
  /** The leverage multiple. */
  multiple: number;
  lots: string;
  quantity: string;
  margin: string;
  open_price: string | null;
  close_price: string | null;
  status: 'pending' | 'open' | 'closed' | 'cancelled';
  close_reason: LeverCloseReason | null;
  /** Realised P/L before fees; null until closed. */
  profit: string | null;
  created_at: number;
  opened_at: number | null;
  closed_at: number | null;
}

/** The reply of disable, enable and revoke-sessions: the user's access now. */
export interface AdminUserAccess {
  user_id: number;
  disabled: boolean;
  disabled_at: number | null;
  disabled_reason: string | null;
  /** Sessions this action ended. */
  sessions_revoked: number;
}

/** A recorded `ledger:verify` run. */
export interface LedgerVerifyRun {
  id: number;
  ok: boolean;
  source: LedgerVerifySource;
  operator_id: number | null;
  summary: string;
  started_at: number;
  checked_at: number;
}

/** Deposits confirmed or withdrawals approved in one coin today. */
export interface AdminDayTotal {
  currency: string;
  count: number;
  amount: string;
}

/** A system account's balance; `balance` = available + frozen. */
export interface AdminSystemBalance {
  owner: SystemAccountName;
  account: AccountTypeName;
  currency: string;
  available: string;
  frozen: string;
  balance: string;
}

/** `GET /api/admin/dashboard`. "Today" is the UTC day of the server's clock. */
export interface AdminDashboard {
  users: { total: number; today: number };
  deposits_today: AdminDayTotal[];
  withdrawals_today: AdminDayTotal[];
  /** Items waiting in each operator queue. */
  pending: {
    deposits: number;
    withdrawals: number;
    purchases: number;
    verifications: number;
    traders: number;
    loans: number;
    chats: number;
  };
  /** Finance (and admin) only; null for other roles. */
  system_balances: AdminSystemBalance[] | null;
  /** The last recorded run; null when none was recorded. */
  ledger_verify: Pick<LedgerVerifyRun, 'ok' | 'checked_at' | 'source' | 'summary'> | null;
}
