/**
 * Tickers: each pair's last price and its last 24 hours. The last price is the close of
 * the pair's latest minute, the very price its K-line shows last: its latest trade (anyone's,
 * the market maker's counterparties included), or, where no trade came since, the index
 * the minute closed at; the index (rounded to the tick) until the pair has any candle. (It
 * used to be the latest minute WITH a trade, so a pair traded an hour ago showed that
 * trade while its book and chart had moved on.) The
 * 24-hour open, range and volume come from the 1m candles, so volume is real trades only;
 * the 24 hours end at the pair's latest candle, so a closed stock shows its last session.
 * Computed at most once a second per database (new candles drop the copy at once).
 */
import { sql } from 'drizzle-orm';
import {
  Decimal,
  RealtimeTopic,
  dec,
  toPlain,
  type Lang,
  type LegacyDaymarketEvent,
  type QuotationGroup,
  type TickerItem,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { rowsOf } from '../../db/migrate.ts';
import { DomainError, fail } from '../../http/errors.ts';
import { listInstruments, priceDecimals, toInstrumentItem, type Instrument } from './pairs.ts';
import { klines } from './tables.ts';

type TickerContext = Pick<AppContext, 'db' | 'clock' | 'prices'>;

/** What a ticker says beyond the pair's rules, already on the wire. */
type Stats = Pick<
  TickerItem,
  | 'last'
  | 'index_price'
  | 'open_24h'
  | 'high_24h'
  | 'low_24h'
  | 'change'
  | 'volume'
  | 'quote_volume'
  | 'spread'
  | 'lever_share_num'
  | 'lever_trade_fee'
>;

/**
 * The contract terms the original contract page reads from a pair row. Read by name, not
 * through the lever module, which depends on this one (a pair's terms live there).
 */
async function contractTerms(
  ctx: TickerContext,
): Promise<Map<number, Pick<Stats, 'spread' | 'lever_share_num' | 'lever_trade_fee'>>> {
  const rows = rowsOf<{ id: number; spread: string; size: string; fee: string }>(
    await ctx.db.execute(sql`
      select instrument_id as id, spread_percent::text as spread, contract_size::text as size,
        open_fee_percent::text as fee
      from lever_instruments where is_active`),
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        spread: toPlain(r.spread),
        lever_share_num: toPlain(r.size),
        lever_trade_fee: toPlain(r.fee),
      },
    ]),
  );
}

/** How long a computed board serves, in the app clock's milliseconds. */
export const TICKER_TTL_MS = 1000;

const boards = new WeakMap<object, { at: number; stats: Promise<Map<number, Stats>> }>();

/** Drops the cached tickers of `ctx.db` (new trades or candles). */
export function forgetTickers(ctx: Pick<AppContext, 'db'>): void {
  boards.delete(ctx.db);
}

async function indexOf(ctx: TickerContext, i: Instrument): Promise<string | undefined> {
  try {
    const { price } = await ctx.prices.indexPrice(i.base.name);
    return dec(price).toNearest(dec(i.tickSize), Decimal.ROUND_HALF_UP).toFixed(priceDecimals(i));
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}

/**
 * The last price of each pair with candles: the close of its latest 1m candle, a trade's
 * or the index's (index minutes never replace a minute a trade made, and a trade updates
 * its minute at once). One index lookup per pair, on the candles this module writes, not
 * on another module's trades.
 */
async function lastPrices(
  ctx: TickerContext,
  ids: number[],
  now: Date,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: number; price: string }>(
    await ctx.db.execute(
      sql`select p.id, t.price from unnest(array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]) as p(id) cross join lateral (select ${klines.close} as price from ${klines} where ${klines.instrumentId} = p.id and ${klines.period} = '1m' and ${klines.openTime} <= ${now} order by ${klines.openTime} desc limit 1) t`,
    ),
  );
  return new Map(rows.map((r) => [Number(r.id), String(r.price)]));
}

async function computeStats(ctx: TickerContext, now: Date): Promise<Map<number, Stats>> {
  const pairs = await listInstruments(ctx.db);
  const ids = pairs.map((p) => p.id);
  const latest = await lastPrices(ctx, ids, now);
  const terms = await contractTerms(ctx);
  // The 24 hours that end at each pair's latest minute: now for round-the-clock pairs; for
  // a stock whose exchange is closed, its last session (not a flat weekend of nothing).
  // By pair first, so the primary key (pair, period, open time) serves both ranges.
  const list = sql.join(
    (ids.length > 0 ? ids : [0]).map((id) => sql`${id}`),
    sql`, `,
  );
  const day = rowsOf<{
    instrumentId: number;
    open: string;
    high: string;
    low: string;
    volume: string;
    quoteVolume: string;
  }>(
    await ctx.db.execute(sql`
      select k.instrument_id as "instrumentId",
        (array_agg(k.open order by k.open_time))[1] as open, max(k.high) as high,
        min(k.low) as low, sum(k.volume) as volume, sum(k.quote_volume) as "quoteVolume"
      from ${klines} k
      join (
        select instrument_id, max(open_time) as latest from ${klines}
        where period = '1m' and instrument_id in (${list}) and open_time <= ${now}
        group by instrument_id
      ) w on w.instrument_id = k.instrument_id
      where k.period = '1m' and k.open_time > w.latest - interval '1 day'
        and k.open_time <= w.latest
      group by k.instrument_id`),
  ).map((r) => ({ ...r, instrumentId: Number(r.instrumentId) }));
  const stats = new Map<number, Stats>();
  for (const i of pairs) {
    const decimals = priceDecimals(i);
    const traded = latest.get(i.id);
    const index = await indexOf(ctx, i);
    const last = traded !== undefined ? dec(traded) : index === undefined ? undefined : dec(index);
    if (last === undefined) continue; // no trade and no index: nothing honest to show
    const d = day.find((r) => r.instrumentId === i.id);
    const open = d ? dec(String(d.open)) : last;
    const change = open.isZero() ? dec(0) : last.minus(open).div(open).times(100);
    stats.set(i.id, {
      last: last.toFixed(decimals),
      index_price: index ?? '',
      open_24h: open.toFixed(decimals),
      high_24h: (d ? Decimal.max(String(d.high), last) : last).toFixed(decimals),
      low_24h: (d ? Decimal.min(String(d.low), last) : last).toFixed(decimals),
      change: change.toFixed(2, Decimal.ROUND_HALF_UP),
      volume: d ? toPlain(String(d.volume)) : '0',
      quote_volume: d ? toPlain(String(d.quoteVolume)) : '0',
      ...terms.get(i.id),
    });
  }
  return stats;
}

async function statsOf(ctx: TickerContext): Promise<Map<number, Stats>> {
  const now = ctx.clock.now();
  const board = boards.get(ctx.db);
  const age = board ? now.getTime() - board.at : Infinity;
  if (board && age >= 0 && age < TICKER_TTL_MS) return board.stats;
  const stats = computeStats(ctx, now);
  boards.set(ctx.db, { at: now.getTime(), stats });
  stats.catch(() => boards.delete(ctx.db));
  return stats;
}

/** Tickers of the given pairs (default: every active pair), in sort order. */
export async function tickers(
  ctx: TickerContext,
  lang: Lang,
  pairs?: Instrument[],
): Promise<TickerItem[]> {
  const stats = await statsOf(ctx);
  const now = ctx.clock.now();
  const items: TickerItem[] = [];
  for (const i of pairs ?? (await listInstruments(ctx.db))) {
    const s = stats.get(i.id);
    if (s) {
      items.push({
        ...toInstrumentItem(i, lang, now),
        ...s,
        id: i.id,
        currency_name: i.base.name,
        legal_name: i.quote,
        now_price: s.last,
        market_from: i.kind === 'stock' ? 1 : 2,
        sort: i.sort,
      });
    }
  }
  return items;
}

/** One pair's ticker (the trade screen header); errors.noIndexPrice when it has no price. */
export async function tickerOf(
  ctx: TickerContext,
  instrument: Instrument,
  lang: Lang,
): Promise<TickerItem> {
  const [item] = await tickers(ctx, lang, [instrument]);
  return item ?? fail('errors.noIndexPrice', { symbol: instrument.symbol });
}

/**
 * `GET /currency/quotation_new`: one group per quote currency, coins and stocks together in
 * sort order (the original client reads only the first group's `quotation`).
 */
export async function quotationGroups(
  ctx: TickerContext,
  lang: Lang,
  kind?: 'crypto' | 'stock',
): Promise<QuotationGroup[]> {
  const groups = new Map<number, QuotationGroup>();
  for (const t of await tickers(ctx, lang)) {
    if (kind && t.kind !== kind) continue;
    let group = groups.get(t.legal_id);
    if (!group) {
      group = { legal_id: t.legal_id, legal_name: t.quote, quotation: [] };
      groups.set(t.legal_id, group);
    }
    group.quotation.push(t);
  }
  return [...groups.values()];
}

/** Marks the caller's favorites on tickers (only when a caller is known). */
export function withFavorites(items: TickerItem[], favorites: Set<number>): TickerItem[] {
  return items.map((t) => ({ ...t, is_favorite: favorites.has(t.instrument_id) }));
}

/**
 * The original client's `daymarket` (client contract 8): merged over its pair row, so only
 * these keys (never `id`, whose meaning there is the pair id it sends as `match_id`).
 */
export function legacyDaymarket(t: TickerItem): LegacyDaymarketEvent {
  return {
    currency_id: t.currency_id,
    legal_id: t.legal_id,
    currency_name: t.currency_name,
    legal_name: t.legal_name,
    now_price: t.now_price,
    close: t.now_price,
    high: t.high_24h,
    low: t.low_24h,
    change: t.change,
    volume: t.volume,
  };
}

/**
 * The job behind the `tickers` topic: every pair's ticker as `daymarket`, names in English
 * (one payload for every listener), and the same prices on the original client's stream.
 * Costs nothing while no gateway listens.
 */
export async function publishTickers(
  ctx: Pick<AppContext, 'db' | 'clock' | 'prices' | 'realtime'>,
) {
  if (!ctx.realtime.active) return;
  for (const t of await tickers(ctx, 'en')) {
    ctx.realtime.publish(RealtimeTopic.tickers(), 'daymarket', t);
    ctx.realtime.legacy('daymarket', legacyDaymarket(t));
  }
}
