/**
 * Deposits (spec 7): the platform's receive addresses, the user's request with a receipt,
 * the history, and the finance desk's decision. Confirmation credits through the ledger
 * exactly once: the row is claimed by an update that only changes a pending row, a decided
 * row is refused, and the journal's key is the deposit's id.
 */
import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  AccountType,
  DepositStatus,
  DeskQueue,
  JournalReason,
  scaleOf,
  type AdminDepositView,
  type DepositRequest,
  type DepositAddress,
  type DepositView,
  type Page,
  Exact,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { auditRow, settleDeskClaim, withDeskClaims } from '../admin/index.ts';
import { noticeRow } from '../content/index.ts';
import { journals, postTogether, userOwner } from '../ledger/index.ts';
import { currencies, findCurrency, type Currency } from '../system/index.ts';
import { ownUploadPath } from '../uploads/index.ts';
import { deskSearch, users } from '../users/index.ts';
import { depositAddressesOf } from './settings.ts';
import { depositorAddresses, userDepositAddresses } from './depositAddresses.ts';
import { deposits } from './tables.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { accountNameOf, depositView } from './views.ts';

export const DEPOSITS_TABLE = 'deposits';
/** Requests waiting for review per user: enough for honest use, a brake on flooding the desk. */
export const MAX_PENDING_DEPOSITS = 10;

async function activeCurrency(db: DbOrTx, id: number): Promise<Currency> {
  const currency = await findCurrency(db, id);
  return currency && currency.isActive ? currency : fail('errors.currencyUnavailable');
}

/**
 * `POST /wallet/get_in_address`: where to send a coin, per network, with a QR code of the
 * address: the caller's own derived address (depositAddresses.ts), or the configured one
 * for a network without an xpub. The user comes from the token; a `user_id` in the
 * request is ignored.
 */
export async function depositAddresses(
  ctx: AppContext,
  userId: number,
  currencyId: number,
): Promise<DepositAddress[]> {
  const currency = await activeCurrency(ctx.db, currencyId);
  const offered = await depositAddressesOf(ctx.db, currency.name);
  if (offered.length === 0) fail('errors.depositUnavailable', { currency: currency.name });
  const list = await userDepositAddresses(ctx.db, userId, offered);
  return Promise.all(
    list.map(async ({ network, address }) => ({
      network,
      address,
      qrcode: await QRCode.toDataURL(address, { errorCorrectionLevel: 'M', margin: 1, width: 256 }),
    })),
  );
}

/** `POST /wallet/charge_req`: a pending deposit; nothing is credited until the desk confirms. */
export async function requestDeposit(
  ctx: AppContext,
  userId: number,
  body: DepositRequest,
): Promise<DepositView> {
  const currency = await activeCurrency(ctx.db, body.currency);
  const networks = (await depositAddressesOf(ctx.db, currency.name)).map((a) => a.network);
  if (networks.length === 0) fail('errors.depositUnavailable', { currency: currency.name });
  // The original client sends no network: the coin's only one, or '' (the desk sees the
  // receipt and matches it against what arrived on chain).
  const network = body.network ?? (networks.length === 1 ? networks[0]! : '');
  if (network !== '' && !networks.includes(network)) {
    fail('errors.networkUnavailable', { currency: currency.name, network });
  }
  if (scaleOf(body.amount) > currency.decimals) {
    fail('validation.decimals', { field: '@fields.amount', max: currency.decimals });
  }
  // Stored as the path, whichever form (path or the upload reply's URL) it came in.
  const voucher = await ownUploadPath(ctx.db, userId, body.voucher);
  if (!voucher) return fail('errors.voucherInvalid');
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [used] = await tx
        .select({ id: deposits.id })
        .from(deposits)
        .where(eq(deposits.voucher, voucher));
      if (used) fail('errors.voucherUsed');
      const [pending] = await tx
        .select({ n: count() })
        .from(deposits)
        .where(and(eq(deposits.userId, userId), eq(deposits.status, DepositStatus.pending)));
      if ((pending?.n ?? 0) >= MAX_PENDING_DEPOSITS) {
        fail('errors.tooManyPendingDeposits', { max: MAX_PENDING_DEPOSITS });
      }
      const [inserted] = await tx
        .insert(deposits)
        .values({
          userId,
          currencyId: currency.id,
          accountType: AccountType[body.account],
          network,
          amount: new Exact(body.amount).toFixed(),
          voucher,
          status: DepositStatus.pending,
          createdAt: ctx.clock.now(),
        })
        .returning();
      return inserted!;
    });
    return depositView(row, currency.name);
  } catch (error) {
    // The same receipt sent twice at once: the unique index lets one through.
    if (isUniqueViolation(error)) fail('errors.voucherUsed');
    throw error;
  }
}

const whereCurrency = (currency: number | '' | undefined): SQL | undefined =>
  currency ? eq(deposits.currencyId, currency) : undefined;

/** `GET /recharge/log`: the signed-in user's deposit requests, newest first. */
export async function listDeposits(
  db: DbOrTx,
  userId: number,
  query: { page: number; limit: number; currency?: number | '' | undefined },
): Promise<Page<DepositView>> {
  const where = and(eq(deposits.userId, userId), whereCurrency(query.currency));
  const rows = await db
    .select({ row: deposits, currencyName: currencies.name })
    .from(deposits)
    .innerJoin(currencies, eq(currencies.id, deposits.currencyId))
    .where(where)
    .orderBy(desc(deposits.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(deposits).where(where);
  return {
    data: rows.map((r) => depositView(r.row, r.currencyName)),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** `GET /api/admin/deposits`: the pending queue oldest first unless another status is asked. */
export async function listDepositsForDesk(
  db: DbOrTx,
  query: { page: number; limit: number; status?: DepositStatus | '' | undefined; q?: string },
): Promise<Page<AdminDepositView>> {
  const status = query.status === undefined ? DepositStatus.pending : query.status;
  const where = and(
    status ? eq(deposits.status, status) : undefined,
    deskSearch(query.q, { itemId: deposits.id, userId: deposits.userId }),
  );
  const order = status === DepositStatus.pending ? asc(deposits.id) : desc(deposits.id);
  const rows = await db
    .select({ row: deposits, currencyName: currencies.name, account: users.account })
    .from(deposits)
    .innerJoin(currencies, eq(currencies.id, deposits.currencyId))
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(where)
    .orderBy(order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(deposits).where(where);
  const items = await Promise.all(
    rows.map(async (r) => ({
      ...depositView(r.row, r.currencyName),
      user_id: r.row.userId,
      user_account: r.account,
      decided_by: r.row.decidedBy,
      deposit_addresses: await depositorAddresses(db, r.row.userId, r.currencyName, r.row.network),
    })),
  );
  return {
    data: await withDeskClaims(db, DeskQueue.deposits, items, (d) => d.id),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

export interface DepositDecision {
  operatorId: number;
  depositId: number;
  confirm: boolean;
  /** Required to refuse (the user reads it); optional on a confirmation. */
  reason?: string | null | undefined;
}

/**
 * Confirms (credits the amount from `external` to the chosen account) or rejects a pending
 * deposit, with its audit row, in one transaction (shared with other callers' postings: the
 * ledger's group commit). A second decision is refused.
 *
 * The row is claimed by a conditional update (only a pending row changes, and a second
 * decision waits for the first's row lock, then finds it decided), which also returns what
 * the reply shows. The ledger posts last, once for the group, so the `external` row it
 * updates is held only from its statement to COMMIT.
 */
export async function decideDeposit(
  ctx: AppContext,
  decision: DepositDecision,
): Promise<AdminDepositView> {
  const { operatorId, depositId, confirm } = decision;
  const reason = decision.reason || null;
  const at = ctx.clock.now();
  const { userAccount, currencyName, ...row } = await postTogether(ctx, async (tx, ledger) => {
    // Refused while another operator holds the deposit's desk claim; a decision ends it.
    await settleDeskClaim(tx, DeskQueue.deposits, deposits.id, depositId, operatorId);
    const [deposit] = await tx
      .update(deposits)
      .set({
        status: confirm ? DepositStatus.confirmed : DepositStatus.rejected,
        reason,
        decidedBy: operatorId,
        decidedAt: at,
      })
      .where(and(eq(deposits.id, depositId), eq(deposits.status, DepositStatus.pending)))
      .returning({
        ...getTableColumns(deposits),
        userAccount: sql<string>`(select ${users.account} from ${users} where ${users.id} = ${deposits.userId})`,
        currencyName: sql<string>`(select ${currencies.name} from ${currencies} where ${currencies.id} = ${deposits.currencyId})`,
      });
    if (!deposit) return refuseDecision(tx, depositId);
    // Written by the group's ledger statement, beside the money it records.
    ledger.insert(
      auditRow({
        operatorId,
        action: confirm ? 'deposit.confirm' : 'deposit.reject',
        targetTable: DEPOSITS_TABLE,
        targetId: depositId,
        reason,
        detail: {
          user_id: deposit.userId,
          currency: deposit.currencyId,
          account_type: deposit.accountType,
          amount: new Exact(deposit.amount).toFixed(),
        },
        at,
      }),
    );
    if (confirm) {
      // The user's Messages say so, written by the same statement as the credit.
      ledger.insert(
        noticeRow(at, deposit.userId, 'depositConfirmed', {
          amount: new Exact(deposit.amount).toFixed(),
          currency: deposit.currencyName,
        }),
      );
      ledger.post(
        journals.creditFromSystem({
          system: 'external',
          to: { owner: userOwner(deposit.userId), account: accountNameOf(deposit.accountType) },
          currency: deposit.currencyId,
          amount: new Exact(deposit.amount),
          idempotencyKey: `deposit:${depositId}`,
          reason: JournalReason.deposit,
          ref: { table: DEPOSITS_TABLE, id: depositId },
          at,
        }),
      );
    }
    return () => deposit;
  });
  return {
    ...depositView(row, currencyName),
    user_id: row.userId,
    user_account: userAccount,
    decided_by: row.decidedBy,
    deposit_addresses: await depositorAddresses(ctx.db, row.userId, currencyName, row.network),
    claim: null,
  };
}

/** Why a deposit could not be decided: there is none, or it was decided before. */
async function refuseDecision(tx: DbOrTx, depositId: number): Promise<never> {
  const [row] = await tx
    .select({ id: deposits.id })
    .from(deposits)
    .where(eq(deposits.id, depositId));
  return fail(row ? 'errors.depositDecided' : 'errors.depositNotFound');
}
