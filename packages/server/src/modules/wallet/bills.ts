/**
 * Bills (spec 7: `POST /wallet/legal_log`): every ledger entry of the caller, newest first,
 * with the reason in the caller's language and the row that caused it: the ledger's
 * `statementOf` the user, with each currency's name.
 */
import { inArray } from 'drizzle-orm';
import {
  AccountType,
  catalogues,
  translate,
  type BillItem,
  type BillsBody,
  type Lang,
  type MessageKey,
  type Page,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { statementOf, userOwner } from '../ledger/index.ts';
import { currencies, toSeconds } from '../system/index.ts';

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
  const { lines, total } = await statementOf(ctx.db, userOwner(userId), filter, {
    offset: (filter.page - 1) * filter.limit,
    limit: filter.limit,
  });
  const names = await currencyNames(ctx, [...new Set(lines.map((l) => l.currency))]);
  return {
    data: lines.map((l) => ({
      id: l.entryId,
      journal_id: l.journalId,
      account: l.account,
      account_type: AccountType[l.account],
      currency_id: l.currency,
      // Every entry's currency exists: the balance row it moved references it.
      currency_name: names.get(l.currency) ?? '',
      amount: l.amount,
      bucket: l.bucket,
      reason: l.reason,
      reason_label: reasonLabel(lang, l.reason),
      ref_table: l.ref.table,
      ref_id: l.ref.id,
      created_at: toSeconds(l.at),
    })),
    total,
    page: filter.page,
    limit: filter.limit,
  };
}

async function currencyNames(ctx: AppContext, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: currencies.id, name: currencies.name })
    .from(currencies)
    .where(inArray(currencies.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
