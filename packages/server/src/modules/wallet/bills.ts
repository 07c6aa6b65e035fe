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
import { currencies, toDateTime, toSeconds } from '../system/index.ts';

/** A page of bills; `list` is the same rows under the original client's name. */
export type BillPage = Page<BillItem> & { list: BillItem[] };

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
): Promise<BillPage> {
  // One line per movement of the caller's money: a journal's entries in one account and
  // currency, summed over both buckets. A hold or its release (available <-> frozen) moves
  // nothing and is not listed; the fill or payout that spends the hold is.
  const account = filter.account ?? filter.type;
  const where = { account, currency: filter.currency, reason: filter.reason };
  const { lines, total } = await statementOf(
    ctx.db,
    userOwner(userId),
    { ...where, net: true },
    {
      offset: (filter.page - 1) * filter.limit,
      limit: filter.limit,
    },
  );
  const names = await currencyNames(ctx, [...new Set(lines.map((l) => l.currency))]);
  const data = lines.map((l): BillItem => {
    const label = reasonLabel(lang, l.reason);
    return {
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
      reason_label: label,
      ref_table: l.ref.table,
      ref_id: l.ref.id,
      created_at: toSeconds(l.at),
      // The original client's names (client contract 7.5).
      value: l.amount,
      info: label,
      created_time: toDateTime(l.at),
    };
  });
  return {
    data,
    list: data,
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
