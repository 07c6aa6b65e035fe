/**
 * Transfers between a user's own accounts (spec 7: `POST /wallet/change`, `GET
 * /wallet/hzhistory`). One row per transfer and one journal paying it, in one transaction
 * shared with other callers' postings (the ledger's group commit).
 */
import { count, desc, eq } from 'drizzle-orm';
import {
  AccountType,
  JournalReason,
  dec,
  scaleOf,
  toPlain,
  translate,
  type AccountTypeName,
  type Lang,
  type Page,
  type TransferItem,
  type WalletChangeBody,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { idBlockOf } from '../../db/ids.ts';
import { DomainError, fail } from '../../http/errors.ts';
import { journals, postTogether, userOwner } from '../ledger/index.ts';
import { leverTransferCheck } from '../lever/index.ts';
import { currencies, toDateTime, toSeconds, type Currency } from '../system/index.ts';
import { accountOf, activeCurrency, canHold } from './holdings.ts';
import { walletTransfers } from './tables.ts';

type TransferRow = typeof walletTransfers.$inferSelect;

function transferItem(row: TransferRow, currencyName: string, lang: Lang = 'en'): TransferItem {
  const from = accountOf(row.fromAccount);
  const to = accountOf(row.toAccount);
  return {
    id: row.id,
    currency_id: row.currencyId,
    currency_name: currencyName,
    number: toPlain(row.amount),
    from_field: accountOf(row.fromAccount),
    to_field: accountOf(row.toAccount),
    journal_id: row.journalId ?? 0,
    created_at: toSeconds(row.createdAt),
    transaction_info: `${translate(lang, `wallet.account.${from}`)} → ${translate(lang, `wallet.account.${to}`)}`,
    value: toPlain(row.amount),
    created_time: toDateTime(row.createdAt),
    info: translate(lang, 'bill.account_transfer'),
  };
}

/** The amount in the currency's own unit: no more decimals than the coin has (USDT 6, BTC 8). */
export function checkScale(currency: Currency, amount: string, field: string): void {
  if (scaleOf(amount) > currency.decimals) {
    fail('validation.decimals', { field: `@fields.${field}`, max: currency.decimals });
  }
}

/** The ledger refuses an overdraft generically; the wallet names the currency. */
export async function namingCurrency<T>(currency: Currency, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError && error.key === 'errors.insufficientBalance') {
      return fail('errors.insufficientBalanceOf', { currency: currency.name });
    }
    throw error;
  }
}

/** `POST /wallet/change {currency_id, number, from_field, to_field}`. */
export async function changeAccount(
  ctx: AppContext,
  userId: number,
  input: WalletChangeBody,
): Promise<TransferItem> {
  const currency = await activeCurrency(ctx.db, input.currency_id);
  const from: AccountTypeName = input.from_field;
  const to: AccountTypeName = input.to_field;
  if (from === to) fail('errors.sameAccount');
  // Money already in an account may always leave it; it may only arrive where it belongs.
  if (!canHold(currency, to)) {
    fail('errors.currencyNotInAccount', {
      currency: currency.name,
      account: `@wallet.account.${to}`,
    });
  }
  checkScale(currency, input.number, 'number');
  const at = ctx.clock.now();
  // Its id is drawn ahead, so the ledger's statement inserts the row with its journal: the
  // transfer spends no statement of its own in the group commit it shares with others.
  const [id] = await idBlockOf(ctx.db, 'wallet_transfers_id_seq').take(ctx.db, 1);
  const created: TransferRow = {
    id: id!,
    userId,
    currencyId: currency.id,
    amount: input.number,
    fromAccount: AccountType[from],
    toAccount: AccountType[to],
    journalId: null,
    createdAt: at,
  };
  const { journalId: _, ...values } = created;
  const row = await namingCurrency(currency, () =>
    postTogether(ctx, async (tx, ledger) => {
      // Money leaving the contract account must not bring it to its maintenance level.
      if (from === 'lever') await leverTransferCheck(tx, ctx, userId, currency.id, input.number);
      const posted = ledger.post(
        journals.transfer({
          from: { owner: userOwner(userId), account: from },
          to: { owner: userOwner(userId), account: to },
          currency: currency.id,
          amount: dec(input.number),
          idempotencyKey: `wallet_transfer:${created.id}`,
          reason: JournalReason.accountTransfer,
          ref: { table: 'wallet_transfers', id: created.id },
          creates: { table: walletTransfers, values, journalColumn: 'journalId' },
          at,
        }),
      );
      return () => ({ ...created, journalId: posted().journalId });
    }),
  );
  return transferItem(row, currency.name);
}

/** `GET /wallet/hzhistory {page, limit}`: the caller's transfers, newest first. */
export async function transferHistory(
  ctx: AppContext,
  userId: number,
  page: number,
  limit: number,
  lang: Lang = 'en',
): Promise<Page<TransferItem>> {
  const mine = eq(walletTransfers.userId, userId);
  // One after the other: a page read needs no second connection.
  const rows = await ctx.db
    .select({ row: walletTransfers, name: currencies.name })
    .from(walletTransfers)
    .innerJoin(currencies, eq(currencies.id, walletTransfers.currencyId))
    .where(mine)
    .orderBy(desc(walletTransfers.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await ctx.db.select({ n: count() }).from(walletTransfers).where(mine);
  return {
    data: rows.map((r) => transferItem(r.row, r.name, lang)),
    total: total?.n ?? 0,
    page,
    limit,
  };
}
