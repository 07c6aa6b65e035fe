/**
 * Each user's favorite pairs and recently viewed pairs, the hot list built from views,
 * and search by ticker or by name in any language. Every query is scoped to the caller.
 */
import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import {
  dec,
  type FavoriteItem,
  type Lang,
  type MarketHotItem,
  type TickerItem,
} from '@bourse/shared';
import { DAY_MS } from '../../clock.ts';
import type { AppContext } from '../../context.ts';
import { activePair, listInstruments, type Instrument } from './pairs.ts';
import { marketFavorites, marketViews } from './tables.ts';
import { tickers, withFavorites } from './tickers.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'prices'>;
export interface PairIds {
  currencyId: number;
  legalId: number;
}

/** How many pairs the hot list and the recently viewed list show. */
export const HOT_SIZE = 8;
export const RECENT_SIZE = 10;
const HOT_WINDOW_MS = 7 * DAY_MS;

/**
 * Adds a favorite; adding one twice changes nothing. Returns the favourite's record id,
 * which is its pair's id (a user has at most one favourite per pair).
 */
export async function addFavorite(ctx: Ctx, userId: number, pair: PairIds): Promise<number> {
  const instrument = await activePair(ctx.db, pair);
  await ctx.db
    .insert(marketFavorites)
    .values({ userId, instrumentId: instrument.id, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
  return instrument.id;
}

/**
 * Removes a favorite, by its record id (the original client) or by its pair; removing one
 * that is not there changes nothing. Only ever the caller's own.
 */
export async function removeFavorite(
  ctx: Ctx,
  userId: number,
  which: number | PairIds,
): Promise<void> {
  const instrumentId = typeof which === 'number' ? which : (await activePair(ctx.db, which)).id;
  await ctx.db
    .delete(marketFavorites)
    .where(and(eq(marketFavorites.userId, userId), eq(marketFavorites.instrumentId, instrumentId)));
}

/** The ids of the caller's favorite pairs. */
export async function favoriteIds(ctx: Pick<Ctx, 'db'>, userId: number): Promise<Set<number>> {
  const rows = await ctx.db
    .select({ id: marketFavorites.instrumentId })
    .from(marketFavorites)
    .where(eq(marketFavorites.userId, userId));
  return new Set(rows.map((r) => r.id));
}

/** Tickers of the given pair ids, in that order (inactive or unpriced pairs left out). */
async function tickersOf(ctx: Ctx, ids: number[], lang: Lang): Promise<TickerItem[]> {
  const pairs = await listInstruments(ctx.db);
  const chosen = ids
    .map((id) => pairs.find((p) => p.id === id))
    .filter((p): p is Instrument => p !== undefined);
  return tickers(ctx, lang, chosen);
}

/**
 * `GET /optional/list`: the caller's favorites as tickers, oldest favorite first; `id` is
 * the favourite's record id (its pair's id), `currency_id` its base.
 */
export async function favoriteTickers(
  ctx: Ctx,
  userId: number,
  lang: Lang,
): Promise<FavoriteItem[]> {
  const rows = await ctx.db
    .select({ id: marketFavorites.instrumentId })
    .from(marketFavorites)
    .where(eq(marketFavorites.userId, userId))
    .orderBy(asc(marketFavorites.createdAt), asc(marketFavorites.instrumentId));
  const items = await tickersOf(
    ctx,
    rows.map((r) => r.id),
    lang,
  );
  return items.map((t) => ({ ...t, is_favorite: true as const }));
}

/** `POST /market/viewed`: the caller opened a pair (keeps the latest time per pair). */
export async function recordView(ctx: Ctx, userId: number, pair: PairIds): Promise<void> {
  const instrument = await activePair(ctx.db, pair);
  const now = ctx.clock.now();
  await ctx.db
    .insert(marketViews)
    .values({ userId, instrumentId: instrument.id, viewedAt: now })
    .onConflictDoUpdate({
      target: [marketViews.userId, marketViews.instrumentId],
      set: { viewedAt: now },
    });
}

/**
 * `GET /market/hot`: the pairs most users opened in the last 7 days, filled up with the
 * largest 24-hour quote volume and then the market's own order, 8 in all; and the
 * caller's 10 most recently viewed pairs (none without a caller).
 */
export async function hotAndRecent(
  ctx: Ctx,
  lang: Lang,
  userId: number | undefined,
): Promise<MarketHotItem> {
  const since = new Date(ctx.clock.now().getTime() - HOT_WINDOW_MS);
  // One row per user and pair, so a count is a count of distinct users.
  const viewers = await ctx.db
    .select({ id: marketViews.instrumentId, users: count() })
    .from(marketViews)
    .where(gte(marketViews.viewedAt, since))
    .groupBy(marketViews.instrumentId)
    .orderBy(desc(count()), asc(marketViews.instrumentId));
  const all = await tickers(ctx, lang);
  // Largest first; ties keep the market's order (Array.sort is stable).
  const byVolume = [...all].sort((a, b) => dec(b.quote_volume).cmp(a.quote_volume));
  const ids: number[] = [];
  for (const id of [...viewers.map((v) => v.id), ...byVolume.map((t) => t.instrument_id)]) {
    if (ids.length === HOT_SIZE) break;
    if (!ids.includes(id) && all.some((t) => t.instrument_id === id)) ids.push(id);
  }
  const hot = ids.map((id) => all.find((t) => t.instrument_id === id)!);
  if (userId === undefined) return { hot, recent: [] };
  const recentRows = await ctx.db
    .select({ id: marketViews.instrumentId })
    .from(marketViews)
    .where(eq(marketViews.userId, userId))
    .orderBy(desc(marketViews.viewedAt), asc(marketViews.instrumentId))
    .limit(RECENT_SIZE);
  const favorites = await favoriteIds(ctx, userId);
  return {
    hot: withFavorites(hot, favorites),
    recent: withFavorites(
      await tickersOf(
        ctx,
        recentRows.map((r) => r.id),
        lang,
      ),
      favorites,
    ),
  };
}

/** Whether a pair matches a search keyword: its ticker, its symbol or a name, any case. */
function matches(i: Instrument, keyword: string): boolean {
  const k = keyword.toLowerCase();
  const compact = k.replace(/[/_-]/g, '');
  const spellings = [
    i.base.name,
    i.symbol,
    i.symbol.replace('/', ''),
    ...Object.values(i.base.names),
  ];
  return spellings.some(
    (s) => s !== undefined && (s.toLowerCase().includes(k) || s.toLowerCase().includes(compact)),
  );
}

/** `GET /market/search`: pairs whose ticker or name (in any language) holds the keyword. */
export async function searchPairs(
  ctx: Ctx,
  lang: Lang,
  q: { keyword: string; page: number; limit: number },
): Promise<TickerItem[]> {
  const found = (await listInstruments(ctx.db)).filter((i) => matches(i, q.keyword));
  const page = found.slice((q.page - 1) * q.limit, q.page * q.limit);
  return tickers(ctx, lang, page);
}
