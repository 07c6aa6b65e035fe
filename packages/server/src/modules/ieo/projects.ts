/**
 * Reading projects (client contract 7.11): the list and the detail in the client's shapes,
 * with the real subscription figures (`total_sell`, `percentage`) summed from the rows.
 * A project is shown from its warm-up on; its phase follows the clock alone.
 */
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  IEO_PRICE_TOLERANCE_PERCENT,
  IeoPhase,
  dec,
  ieoPercentage,
  ieoPhase,
  ieoReleaseAt,
  ieoUnitPrice,
  toPlain,
  type IeoPayCurrency,
  type IeoProjectDetail,
  type IeoProjectItem,
  type Lang,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { findCurrency, localized, toDateTime, toSeconds } from '../system/index.ts';
import { ieoProjects, ieoSubscriptions } from './tables.ts';

export type ProjectRow = typeof ieoProjects.$inferSelect;

interface Stats {
  subscribed: string;
  participants: number;
}

/** Tokens asked and distinct subscribers per project, from the rows. */
export async function statsOf(db: DbOrTx, ids: number[]): Promise<Map<number, Stats>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: ieoSubscriptions.projectId,
      subscribed: sql<string>`sum(${ieoSubscriptions.amount})::text`,
      participants: sql<number>`count(distinct ${ieoSubscriptions.userId})::int`,
    })
    .from(ieoSubscriptions)
    .where(inArray(ieoSubscriptions.projectId, ids))
    .groupBy(ieoSubscriptions.projectId);
  return new Map(
    rows.map((r) => [r.id, { subscribed: toPlain(r.subscribed), participants: r.participants }]),
  );
}

/** Tokens `userId` asked in `projectId` so far. */
export async function subscribedBy(db: DbOrTx, projectId: number, userId: number): Promise<string> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ieoSubscriptions.amount})::text` })
    .from(ieoSubscriptions)
    .where(and(eq(ieoSubscriptions.projectId, projectId), eq(ieoSubscriptions.userId, userId)));
  return toPlain(row?.sum ?? '0');
}

/** The project, or the translated refusal (an upcoming one is not shown yet). */
export async function visibleProject(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  id: number,
): Promise<ProjectRow> {
  const [row] = await ctx.db.select().from(ieoProjects).where(eq(ieoProjects.id, id));
  if (!row || ieoPhase(row, ctx.clock.now()) === IeoPhase.upcoming) {
    return fail('errors.ieoProjectUnknown');
  }
  return row;
}

export function projectTitle(row: ProjectRow, lang: Lang): string {
  return localized(row.title, lang);
}

async function itemOf(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  row: ProjectRow,
  stats: Stats | undefined,
  lang: Lang,
): Promise<IeoProjectItem> {
  const now = ctx.clock.now();
  const token = await findCurrency(ctx.db, row.currencyId);
  const pay = await Promise.all(row.payCurrencyIds.map((id) => findCurrency(ctx.db, id)));
  const subscribed = stats?.subscribed ?? '0';
  return {
    id: row.id,
    title: projectTitle(row, lang),
    summary: localized(row.summary, lang),
    logo: row.logo,
    currency_id: row.currencyId,
    currency_name: token?.name ?? '',
    token_decimals: token?.decimals ?? 0,
    amount: toPlain(row.total),
    total_sell: subscribed,
    percentage: ieoPercentage(subscribed, row.total),
    price: toPlain(row.price),
    day: row.lockDays,
    time_status: ieoPhase(row, now),
    paused: row.paused,
    warmup_at: toDateTime(row.warmupAt),
    start_at: toDateTime(row.startAt),
    end_at: toDateTime(row.endAt),
    warmup_ts: toSeconds(row.warmupAt),
    start_ts: toSeconds(row.startAt),
    end_ts: toSeconds(row.endAt),
    release_ts: toSeconds(ieoReleaseAt(row.endAt, row.lockDays)),
    market_ts: toSeconds(row.marketAt),
    now_ts: toSeconds(now),
    min_amount: toPlain(row.minAmount),
    max_amount: toPlain(row.maxAmount),
    pay_currencies: pay.flatMap((c) => (c ? [{ id: c.id, name: c.name }] : [])),
    participants: stats?.participants ?? 0,
    sold: row.sold === null ? null : toPlain(row.sold),
    remainder: row.remainder === null ? null : toPlain(row.remainder),
    allocated_ts: row.allocatedAt ? toSeconds(row.allocatedAt) : null,
    whitepaper: row.whitepaperUrl,
    website: row.websiteUrl,
  };
}

/** `GET /project`: shown projects (warm-up on), newest start first, in `message.list`. */
export async function listProjects(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  query: { page: number; limit: number },
  lang: Lang,
): Promise<{ list: IeoProjectItem[]; total: number; page: number; limit: number }> {
  const shown = lte(ieoProjects.warmupAt, ctx.clock.now());
  const rows = await ctx.db
    .select()
    .from(ieoProjects)
    .where(shown)
    .orderBy(desc(ieoProjects.startAt), desc(ieoProjects.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = await ctx.db.$count(ieoProjects, shown);
  const stats = await statsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const list = await Promise.all(rows.map((r) => itemOf(ctx, r, stats.get(r.id), lang)));
  return { list, total, page: query.page, limit: query.limit };
}

/** One token's price in each pay coin now (display only: a subscription records its own). */
async function payCurrencies(
  ctx: Pick<AppContext, 'db' | 'prices'>,
  row: ProjectRow,
): Promise<IeoPayCurrency[]> {
  const out: IeoPayCurrency[] = [];
  for (const id of row.payCurrencyIds) {
    const coin = await findCurrency(ctx.db, id);
    if (!coin) continue;
    const quote = await ctx.prices.indexPrice(coin.name).catch(() => undefined);
    out.push({
      id: coin.id,
      name: coin.name,
      decimals: coin.decimals,
      unit_price: quote ? ieoUnitPrice(row.price, quote.price) : '',
      index_price: quote?.price ?? '',
      index_source: quote?.source ?? '',
      index_at: quote ? toSeconds(quote.at) : 0,
    });
  }
  return out;
}

/** `GET /project/detail`: `message.info`, with the caller's own figures when signed in. */
export async function projectDetail(
  ctx: Pick<AppContext, 'db' | 'clock' | 'prices'>,
  id: number,
  lang: Lang,
  userId: number | undefined,
): Promise<{ info: IeoProjectDetail }> {
  const row = await visibleProject(ctx, id);
  const stats = await statsOf(ctx.db, [row.id]);
  const item = await itemOf(ctx, row, stats.get(row.id), lang);
  const pay = await payCurrencies(ctx, row);
  const priceIn = (name: string) => pay.find((p) => p.name === name)?.unit_price || null;
  let mine: IeoProjectDetail['mine'] = null;
  if (userId !== undefined) {
    const subscribed = await subscribedBy(ctx.db, row.id, userId);
    const left = dec(row.maxAmount).minus(subscribed);
    mine = { subscribed, remaining: toPlain(left.isNegative() ? 0 : left) };
  }
  return {
    info: {
      ...item,
      content: localized(row.content, lang),
      link: row.websiteUrl,
      btc_price: priceIn('BTC'),
      eth_price: priceIn('ETH'),
      pay,
      tolerance_percent: IEO_PRICE_TOLERANCE_PERCENT,
      mine,
    },
  };
}
