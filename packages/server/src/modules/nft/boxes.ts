/**
 * Blind boxes: `openBlindBox {code}` draws a box's contents from HMAC-SHA256(the series'
 * seed, the box's order id) (shared `nftDrawHmac`/`nftDrawFromHmac`), and `GET
 * /bind_box/series {code}` publishes the series' odds, designs, seed commitment, every
 * draw, and the seed itself once the series has ended, so anyone can recompute them.
 */
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  NFT_RARITIES,
  NftListingStatus,
  nftBuyStatus,
  nftDrawFromHmac,
  nftDrawHmac,
  toPlain,
  type NftBox,
  type NftRarity,
  type NftSeriesView,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { findCurrency, toSeconds } from '../system/index.ts';
import { nftArtists, nftListings, nftSeries, nftTokens, type NftDesign } from './tables.ts';
import { boxesOf, type SeriesRow } from './views.ts';

/** The designs of each rarity, in the order published (the draw's index counts within). */
export function designsByRarity(designs: NftDesign[]): Record<NftRarity, NftDesign[]> {
  const out = { N: [], R: [], SR: [] } as Record<NftRarity, NftDesign[]>;
  for (const d of designs) out[d.rarity].push(d);
  return out;
}

const counts = (by: Record<NftRarity, NftDesign[]>) =>
  Object.fromEntries(NFT_RARITIES.map((r) => [r, by[r].length])) as Record<NftRarity, number>;

export async function openBox(ctx: AppContext, userId: number, code: string): Promise<NftBox> {
  const [found] = await ctx.db.select().from(nftTokens).where(eq(nftTokens.code, code));
  if (!found || found.ownerId !== userId) return fail('errors.nftNotYours');
  if (found.seriesId === null) return fail('errors.nftNotABox');
  const now = ctx.clock.now();
  const opened = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(nftTokens).where(eq(nftTokens.id, found.id)).for('update');
    const token = row!;
    if (token.ownerId !== userId) return fail('errors.nftNotYours');
    if (token.openedAt) return token; // opened already: the same contents, never a second draw
    const [series] = await tx.select().from(nftSeries).where(eq(nftSeries.id, token.seriesId!));
    const by = designsByRarity(series!.designs);
    const draw = nftDrawFromHmac(
      await nftDrawHmac(series!.seed, token.orderId!),
      series!.odds,
      counts(by),
    );
    const design = by[draw.rarity][draw.design]!;
    const number = token.code.slice(series!.code.length + 1).replace(/^0+/, '');
    const [updated] = await tx
      .update(nftTokens)
      .set({
        name: `${design.name} #${number}`,
        rarity: draw.rarity,
        mediaType: design.type,
        media: design.media,
        cover: design.cover ?? null,
        drawHmac: draw.hmac,
        drawBucket: draw.bucket,
        drawDesign: draw.design,
        openedAt: now,
      })
      .where(eq(nftTokens.id, token.id))
      .returning();
    return updated!;
  });
  const [box] = await boxesOf(ctx, [{ token: opened }], userId);
  return box!;
}

export async function seriesView(ctx: AppContext, code: string): Promise<NftSeriesView> {
  const [series] = await ctx.db.select().from(nftSeries).where(eq(nftSeries.code, code));
  if (!series) return fail('errors.nftUnknownCode', { code });
  return viewOf(ctx, series);
}

async function viewOf(ctx: AppContext, s: SeriesRow): Promise<NftSeriesView> {
  const now = ctx.clock.now();
  const [artist] = await ctx.db.select().from(nftArtists).where(eq(nftArtists.userId, s.artistId));
  const coin = await findCurrency(ctx.db, s.currencyId);
  const [listing] = await ctx.db.select().from(nftListings).where(eq(nftListings.seriesId, s.id));
  const draws = await ctx.db
    .select()
    .from(nftTokens)
    .where(and(eq(nftTokens.seriesId, s.id), isNotNull(nftTokens.openedAt)))
    .orderBy(asc(nftTokens.orderId));
  const [unopened] = await ctx.db
    .select({ n: count() })
    .from(nftTokens)
    .where(and(eq(nftTokens.seriesId, s.id), isNull(nftTokens.openedAt)));
  const by = designsByRarity(s.designs);
  return {
    code: s.code,
    name: s.name,
    description: s.description,
    cover: s.cover,
    artist: s.artistId,
    artist_name: artist?.name ?? '',
    currency_name: coin?.name ?? '',
    price: toPlain(s.price),
    supply: s.supply,
    sold: s.sold,
    start_ts: toSeconds(s.startAt),
    end_ts: toSeconds(s.endAt),
    now_ts: toSeconds(now),
    buy_status: nftBuyStatus(
      {
        open: listing?.status === NftListingStatus.open,
        startAt: s.startAt,
        endAt: s.endAt,
      },
      now,
    ),
    seed_hash: s.seedHash,
    // Revealed only once no box can be bought any more.
    seed: now >= s.endAt ? s.seed : null,
    odds: s.odds,
    designs: NFT_RARITIES.flatMap((rarity) =>
      by[rarity].map((d, index) => ({
        rarity,
        index,
        name: d.name,
        image: d.cover ?? d.media,
        type: d.type,
      })),
    ),
    draws: draws.map((t) => ({
      order_id: t.orderId!,
      box_code: t.code,
      hmac: t.drawHmac!,
      bucket: t.drawBucket!,
      rarity: t.rarity!,
      design: t.drawDesign!,
      opened_ts: toSeconds(t.openedAt!),
    })),
    unopened: unopened?.n ?? 0,
  };
}
