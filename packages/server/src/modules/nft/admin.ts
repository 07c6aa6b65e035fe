/**
 * The operator's NFT desk (`/api/admin/nft/*`): media, artists, collections, artworks, first
 * sales (fixed price or auction) and blind-box series. Each is one transaction with its audit
 * row. None can touch a sale, a bid, an order or a draw: an artwork is minted to its artist,
 * a sale is offered on the artist's behalf and paid to them, and a series' seed is drawn here
 * by the server and committed (its hash published) before anything can be sold.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  NFT_MAX_ROYALTY_PERCENT,
  NFT_RARITIES,
  NftListingStatus,
  NftPayType,
  dec,
  nftOddsValid,
  nftSeedHash,
  toPlain,
  type NftArtistCreateBody,
  type NftArtworkCreateBody,
  type NftCollectionCreateBody,
  type NftListingCreateBody,
  type NftRarity,
  type NftSeriesCreateBody,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { fail } from '../../http/errors.ts';
import { recordAudit } from '../admin/index.ts';
import { findCurrency } from '../system/index.ts';
import { users } from '../users/index.ts';
import { requireCoinPrecision } from './config.ts';
import { mediaExists } from './media.ts';
import { nftArtists, nftCollections, nftListings, nftSeries, nftTokens } from './tables.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type Body<T> = Omit<T, 'lang' | 'reason'> & { reason?: string | undefined };

async function requireMedia(ctx: Ctx, ...paths: (string | undefined)[]): Promise<void> {
  for (const p of paths) {
    if (p !== undefined && !(await mediaExists(ctx.db, p))) fail('errors.nftMediaMissing');
  }
}

async function requireArtist(ctx: Ctx | { db: Tx }, id: number) {
  const [artist] = await ctx.db.select().from(nftArtists).where(eq(nftArtists.userId, id));
  return artist ?? fail('errors.nftArtistMissing');
}

function requireRoyalty(percent: string): void {
  if (dec(percent).gt(NFT_MAX_ROYALTY_PERCENT)) {
    fail('errors.nftRoyaltyTooHigh', { max: NFT_MAX_ROYALTY_PERCENT });
  }
}

export async function createArtist(
  ctx: Ctx,
  operatorId: number | null,
  body: Body<NftArtistCreateBody>,
): Promise<{ id: number }> {
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, body.user_id));
  if (!user) return fail('errors.notFound');
  await requireMedia(ctx, body.avatar);
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(nftArtists)
      .values({
        userId: body.user_id,
        name: body.name,
        avatar: body.avatar,
        bio: body.bio,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return fail('errors.nftArtistExists');
    await recordAudit(tx, {
      operatorId,
      action: 'nft.createArtist',
      targetTable: 'nft_artists',
      targetId: row.userId,
      reason: body.reason,
      detail: { after: row },
      at,
    });
    return { id: row.userId };
  });
}

export async function createCollection(
  ctx: Ctx,
  operatorId: number | null,
  body: Body<NftCollectionCreateBody>,
): Promise<{ id: number }> {
  await requireArtist(ctx, body.artist);
  await requireMedia(ctx, body.cover);
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(nftCollections)
      .values({
        artistId: body.artist,
        name: body.name,
        description: body.description,
        cover: body.cover,
        createdAt: at,
      })
      .returning();
    await recordAudit(tx, {
      operatorId,
      action: 'nft.createCollection',
      targetTable: 'nft_collections',
      targetId: row!.id,
      reason: body.reason,
      detail: { after: row },
      at,
    });
    return { id: row!.id };
  });
}

/** Mints an artwork to its artist: code `NFT<id>`. */
export async function createArtwork(
  ctx: Ctx,
  operatorId: number | null,
  body: Body<NftArtworkCreateBody>,
): Promise<{ id: number; code: string }> {
  await requireArtist(ctx, body.artist);
  await requireMedia(ctx, body.media, body.cover);
  requireRoyalty(body.royalty_percent);
  if (body.collection_id) {
    const [c] = await ctx.db
      .select()
      .from(nftCollections)
      .where(eq(nftCollections.id, body.collection_id));
    if (!c || c.artistId !== body.artist) return fail('errors.nftCollectionMissing');
  }
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [{ id }] = rowsOf<{ id: string }>(
      await tx.execute(sql`select nextval('nft_ids')::text as id`),
    ) as [{ id: string }];
    const [row] = await tx
      .insert(nftTokens)
      .values({
        id: Number(id),
        code: `NFT${id}`,
        creatorId: body.artist,
        ownerId: body.artist,
        collectionId: body.collection_id ?? null,
        name: body.name,
        description: body.description,
        rarity: body.rarity,
        mediaType: body.type as 1 | 2 | 3 | 4,
        media: body.media,
        cover: body.cover ?? null,
        royaltyPercent: body.royalty_percent,
        createdAt: at,
      })
      .returning();
    await recordAudit(tx, {
      operatorId,
      action: 'nft.createArtwork',
      targetTable: 'nft_tokens',
      targetId: row!.id,
      reason: body.reason,
      detail: { after: row },
      at,
    });
    return { id: row!.id, code: row!.code };
  });
}

const fromSeconds = (s: number) => new Date(s * 1000);

/** A first sale, on the artist's behalf, of an artwork the artist still owns. */
export async function createListing(
  ctx: Ctx,
  operatorId: number | null,
  body: Body<NftListingCreateBody>,
): Promise<{ id: number }> {
  const [token] = await ctx.db.select().from(nftTokens).where(eq(nftTokens.code, body.code));
  if (!token || token.ownerId !== token.creatorId || token.seriesId !== null) {
    return fail('errors.nftNotPrimary');
  }
  const coin = await findCurrency(ctx.db, body.currency_id);
  if (!coin) return fail('errors.currencyUnavailable');
  const auction = body.pay_type === NftPayType.auction;
  const step = auction ? body.per_increase : undefined;
  const margin = auction ? body.margin : undefined;
  if (auction && (!step || !margin)) return fail('errors.nftStepRequired');
  requireCoinPrecision(coin.decimals, body.price, step, margin);
  if (margin && dec(margin).gt(body.price)) return fail('errors.nftMarginAbovePrice');
  const startAt = fromSeconds(body.start_at);
  const endAt = fromSeconds(body.end_at);
  if (endAt <= startAt) return fail('errors.endBeforeStart');
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: nftListings.id })
      .from(nftListings)
      .where(sql`${nftListings.tokenId} = ${token.id} and ${nftListings.status} in (1, 2)`);
    if (live) return fail('errors.nftAlreadyListed');
    const [row] = await tx
      .insert(nftListings)
      .values({
        tokenId: token.id,
        sellerId: token.ownerId,
        payType: body.pay_type as 1 | 2,
        currencyId: coin.id,
        price: toPlain(body.price),
        step: toPlain(step ?? '0'),
        margin: toPlain(margin ?? '0'),
        startAt,
        endAt,
        scheduledEndAt: endAt,
        status: NftListingStatus.open,
        resale: false,
        createdAt: at,
      })
      .returning();
    await recordAudit(tx, {
      operatorId,
      action: 'nft.createListing',
      targetTable: 'nft_listings',
      targetId: row!.id,
      reason: body.reason,
      detail: { after: row },
      at,
    });
    return { id: row!.id };
  });
}

/** A series and its box sale: the seed drawn here, its SHA-256 published from now on. */
export async function createSeries(
  ctx: Ctx,
  operatorId: number | null,
  body: Body<NftSeriesCreateBody>,
): Promise<{ id: number; listing: number; seed_hash: string }> {
  await requireArtist(ctx, body.artist);
  await requireMedia(ctx, body.cover, ...body.designs.flatMap((d) => [d.media, d.cover]));
  requireRoyalty(body.royalty_percent);
  const coin = await findCurrency(ctx.db, body.currency_id);
  if (!coin) return fail('errors.currencyUnavailable');
  requireCoinPrecision(coin.decimals, body.price);
  const odds = { N: body.odds_n, R: body.odds_r, SR: body.odds_sr };
  const designCounts = Object.fromEntries(
    NFT_RARITIES.map((r) => [r, body.designs.filter((d) => d.rarity === r).length]),
  ) as Record<NftRarity, number>;
  if (!nftOddsValid(odds, designCounts)) return fail('errors.nftOddsInvalid');
  const startAt = fromSeconds(body.start_at);
  const endAt = fromSeconds(body.end_at);
  if (endAt <= startAt) return fail('errors.endBeforeStart');
  const at = ctx.clock.now();
  if (startAt < at) return fail('errors.nftSeriesStartPast');
  const seed = randomBytes(32).toString('hex');
  const seedHash = await nftSeedHash(seed);
  return ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: nftSeries.id })
      .from(nftSeries)
      .where(eq(nftSeries.code, body.code));
    const [token] = await tx
      .select({ id: nftTokens.id })
      .from(nftTokens)
      .where(eq(nftTokens.code, body.code));
    if (taken || token) return fail('errors.nftCodeTaken', { code: body.code });
    const [series] = await tx
      .insert(nftSeries)
      .values({
        code: body.code,
        artistId: body.artist,
        name: body.name,
        description: body.description,
        cover: body.cover,
        currencyId: coin.id,
        price: toPlain(body.price),
        supply: body.supply,
        royaltyPercent: body.royalty_percent,
        odds,
        designs: body.designs.map((d) => ({ ...d, type: d.type as 1 | 2 | 3 | 4 })),
        seed,
        seedHash,
        startAt,
        endAt,
        createdAt: at,
      })
      .returning();
    const [listing] = await tx
      .insert(nftListings)
      .values({
        seriesId: series!.id,
        sellerId: body.artist,
        payType: NftPayType.blindBox,
        currencyId: coin.id,
        price: toPlain(body.price),
        step: '0',
        margin: '0',
        startAt,
        endAt,
        scheduledEndAt: endAt,
        status: NftListingStatus.open,
        resale: false,
        createdAt: at,
      })
      .returning();
    const { seed: _secret, ...published } = series!;
    await recordAudit(tx, {
      operatorId,
      action: 'nft.createSeries',
      targetTable: 'nft_series',
      targetId: series!.id,
      reason: body.reason,
      // The seed stays out of the audit log: only its commitment is published.
      detail: { after: published },
      at,
    });
    return { id: series!.id, listing: listing!.id, seed_hash: seedHash };
  });
}
