/**
 * Bills (spec 7: `POST /wallet/legal_log`): every ledger entry of the caller, newest first,
 * with the reason in the caller's language and the row that caused it. Read straight from
 * the ledger's entries, so the statement can never disagree with the balances.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  AccountType,
  catalogues,
  toPlain,
  translate,
  type BillItem,
  type BillsBody,
  type Lang,
  type MessageKey,
  type Page,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { journals, ledgerEntries } from '../ledger/index.ts';
import { currencies, toSeconds } from '../system/index.ts';
import { accountOf } from './holdings.ts';

/** The translated label of a journal reason; the code itself for a reason without one yet. */
export function reasonLabel(lang: Lang, reason: string): string {
  const key = `bill.${reason}`;
  return key in catalogues.en ? translate(lang, key as MessageKey) : reason;
}

export async function listBills(
  ctx: AppContext,
  userId: number,
  filter: BillsBody,
  lang: Lang,
): Promise<Page<BillItem>> {
  const where: SQL[] = [eq(ledgerEntries.ownerKind, 'user'), eq(ledgerEntries.ownerId, userId)];
  if (filter.account) where.push(eq(ledgerEntries.accountType, AccountType[filter.account]));
  if (filter.currency) where.push(eq(ledgerEntries.currencyId, filter.currency));
  if (filter.reason)
    where.push(eq(journals.reason, filter.reason as typeof journals.$inferSelect.reason));
  const condition = and(...where);
  // One after the other: a page read needs no second connection.
  const rows = await ctx.db
    .select({
      entry: ledgerEntries,
      reason: journals.reason,
      refTable: journals.refTable,
      refId: journals.refId,
      createdAt: journals.createdAt,
      currencyName: currencies.name,
    })
    .from(ledgerEntries)
    .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
    .innerJoin(currencies, eq(currencies.id, ledgerEntries.currencyId))
    .where(condition)
    .orderBy(desc(ledgerEntries.journalId), desc(ledgerEntries.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
    .where(condition);
  return {
    data: rows.map((r) => ({
      id: r.entry.id,
      journal_id: r.entry.journalId,
      account: accountOf(r.entry.accountType),
      account_type: r.entry.accountType,
      currency_id: r.entry.currencyId,
      currency_name: r.currencyName,
      amount: toPlain(r.entry.amount),
      bucket: r.entry.bucket,
      reason: r.reason,
      reason_label: reasonLabel(lang, r.reason),
      ref_table: r.refTable,
      ref_id: r.refId,
      created_at: toSeconds(r.createdAt),
    })),
    total: total?.n ?? 0,
    page: filter.page,
    limit: filter.limit,
  };
}
