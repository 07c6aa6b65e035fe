/** `GET /user/project/order` (client contract 7.11): the caller's subscriptions, newest first. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  ieoReleaseAt,
  toPlain,
  type IeoMyOrdersQuery,
  type IeoOrderItem,
  type Lang,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { findCurrency, localized, toDateTime, toSeconds } from '../system/index.ts';
import { ieoProjects, ieoSubscriptions } from './tables.ts';

const plainOrNull = (v: string | null) => (v === null ? null : toPlain(v));

export async function myOrders(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  query: Omit<IeoMyOrdersQuery, 'lang'>,
  lang: Lang,
): Promise<{ data: IeoOrderItem[]; total: number; page: number; limit: number }> {
  const where: SQL[] = [eq(ieoSubscriptions.userId, userId)];
  if (query.project_id !== undefined) where.push(eq(ieoSubscriptions.projectId, query.project_id));
  const rows = await ctx.db
    .select({ s: ieoSubscriptions, p: ieoProjects })
    .from(ieoSubscriptions)
    .innerJoin(ieoProjects, eq(ieoProjects.id, ieoSubscriptions.projectId))
    .where(and(...where))
    .orderBy(desc(ieoSubscriptions.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = await ctx.db.$count(ieoSubscriptions, and(...where));
  const data = await Promise.all(
    rows.map(async ({ s, p }): Promise<IeoOrderItem> => {
      const token = await findCurrency(ctx.db, p.currencyId);
      const pay = await findCurrency(ctx.db, s.payCurrencyId);
      // Before the allocation the release date follows the project's end (a close moves it).
      const releaseAt = s.releaseAt ?? ieoReleaseAt(p.endAt, p.lockDays);
      return {
        id: s.id,
        project_id: p.id,
        name: localized(p.title, lang),
        currency_name: token?.name ?? '',
        logo: p.logo,
        coin_amount: toPlain(s.amount),
        give_amount: toPlain(s.allotted ?? '0'),
        pay_currency: s.payCurrencyId,
        pay_currency_name: pay?.name ?? '',
        pay_amount: toPlain(s.payAmount),
        cost: plainOrNull(s.cost),
        refunded: plainOrNull(s.refund),
        pay_index_price: toPlain(s.payPrice),
        pay_index_source: s.paySource,
        status: s.status,
        created_at: toDateTime(s.createdAt),
        sell_begin: toDateTime(releaseAt),
        release_ts: toSeconds(releaseAt),
        released_ts: s.releasedAt ? toSeconds(s.releasedAt) : null,
      };
    }),
  );
  return { data, total, page: query.page, limit: query.limit };
}
