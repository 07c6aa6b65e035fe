/**
 * The box object of client contract 7.15, built for a listing (what is on sale) or an
 * artwork (with its live sale, if any), with Bourse's fields beside the contract's. Every
 * list is built in a handful of batch reads, whatever its length.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  NftListingStatus,
  NftMediaType,
  NftPayType,
  nftBuyStatus,
  toPlain,
  type NftBox,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { listCurrencies, toDateTime, toSeconds } from '../system/index.ts';
import { users } from '../users/index.ts';
import { feePercent } from './config.ts';
import {
  nftArtists,
  nftCollections,
  nftFavorites,
  nftListings,
  nftSeries,
  nftTokens,
} from './tables.ts';

export type TokenRow = typeof nftTokens.$inferSelect;
export type ListingRow = typeof nftListings.$inferSelect;
export type SeriesRow = typeof nftSeries.$inferSelect;

const LIVE = [NftListingStatus.open, NftListingStatus.awaitingPayment];

/** The picture of an artwork: its cover (audio, video, an unopened box), else its media. */
export const boxImage = (t: Pick<TokenRow, 'cover' | 'media'>): string => t.cover ?? t.media ?? '';

/** The live sale (open, or won and awaiting payment) of each artwork that has one. */
export async function liveListings(
  db: DbOrTx,
  tokenIds: number[],
): Promise<Map<number, ListingRow>> {
  if (tokenIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(nftListings)
    .where(and(inArray(nftListings.tokenId, tokenIds), inArray(nftListings.status, LIVE)));
  return new Map(rows.map((l) => [l.tokenId!, l]));
}

/** Each artwork's latest listing, for the price it last sold or was offered at. */
async function latestListings(db: DbOrTx, tokenIds: number[]): Promise<Map<number, ListingRow>> {
  if (tokenIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(nftListings)
    .where(inArray(nftListings.tokenId, tokenIds))
    .orderBy(desc(nftListings.id));
  const out = new Map<number, ListingRow>();
  for (const l of rows) if (!out.has(l.tokenId!)) out.set(l.tokenId!, l);
  return out;
}

export type BoxSubject = { listing: ListingRow } | { token: TokenRow };

/** Box objects for listings and artworks, in the order given. */
export async function boxesOf(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  subjects: BoxSubject[],
  callerId: number | undefined,
): Promise<NftBox[]> {
  const db = ctx.db;
  const listingsGiven = subjects.flatMap((s) => ('listing' in s ? [s.listing] : []));
  const tokenIds = new Set<number>();
  for (const s of subjects) {
    if ('token' in s) tokenIds.add(s.token.id);
    else if (s.listing.tokenId) tokenIds.add(s.listing.tokenId);
  }
  const tokens = new Map<number, TokenRow>(
    subjects.flatMap((s) => ('token' in s ? [[s.token.id, s.token] as const] : [])),
  );
  const missing = [...tokenIds].filter((id) => !tokens.has(id));
  if (missing.length) {
    for (const t of await db.select().from(nftTokens).where(inArray(nftTokens.id, missing))) {
      tokens.set(t.id, t);
    }
  }
  const bareTokens = subjects.flatMap((s) => ('token' in s ? [s.token.id] : []));
  const live = await liveListings(db, bareTokens);
  const latest = await latestListings(
    db,
    bareTokens.filter((id) => !live.has(id)),
  );
  const seriesIds = new Set<number>();
  for (const l of listingsGiven) if (l.seriesId) seriesIds.add(l.seriesId);
  for (const t of tokens.values()) if (t.seriesId) seriesIds.add(t.seriesId);
  const series = new Map(
    seriesIds.size
      ? (
          await db
            .select()
            .from(nftSeries)
            .where(inArray(nftSeries.id, [...seriesIds]))
        ).map((s) => [s.id, s] as const)
      : [],
  );
  const people = new Set<number>();
  for (const t of tokens.values()) people.add(t.creatorId).add(t.ownerId);
  for (const s of series.values()) people.add(s.artistId);
  const artists = new Map(
    people.size
      ? (
          await db
            .select()
            .from(nftArtists)
            .where(inArray(nftArtists.userId, [...people]))
        ).map((a) => [a.userId, a] as const)
      : [],
  );
  const userRows = new Map(
    people.size
      ? (
          await db
            .select({ id: users.id, nickname: users.nickname, head: users.headPortrait })
            .from(users)
            .where(inArray(users.id, [...people]))
        ).map((u) => [u.id, u] as const)
      : [],
  );
  const collectionIds = [...tokens.values()].flatMap((t) =>
    t.collectionId ? [t.collectionId] : [],
  );
  const collections = new Map(
    collectionIds.length
      ? (
          await db
            .select({ id: nftCollections.id, name: nftCollections.name })
            .from(nftCollections)
            .where(inArray(nftCollections.id, collectionIds))
        ).map((c) => [c.id, c.name] as const)
      : [],
  );
  const favourites = new Set(
    callerId
      ? (
          await db
            .select({ code: nftFavorites.code })
            .from(nftFavorites)
            .where(eq(nftFavorites.userId, callerId))
        ).map((f) => f.code)
      : [],
  );
  const coins = new Map((await listCurrencies(db, 'en')).map((c) => [c.id, c]));
  const fee = await feePercent(db);
  const now = ctx.clock.now();
  const nameOf = (id: number) => artists.get(id)?.name ?? userRows.get(id)?.nickname ?? '';
  const avatarOf = (id: number) => artists.get(id)?.avatar ?? userRows.get(id)?.head ?? '';

  return subjects.map((s) => {
    const listing: ListingRow | undefined =
      'listing' in s ? s.listing : (live.get(s.token.id) ?? latest.get(s.token.id));
    const token =
      'token' in s ? s.token : s.listing.tokenId ? tokens.get(s.listing.tokenId) : undefined;
    const seriesRow = token?.seriesId
      ? series.get(token.seriesId)
      : listing?.seriesId
        ? series.get(listing.seriesId)
        : undefined;
    const open = listing?.status === NftListingStatus.open;
    const isLive = listing !== undefined && LIVE.includes(listing.status as 1 | 2);
    const startAt = listing?.startAt ?? token?.createdAt ?? now;
    const endAt = listing?.endAt ?? token?.createdAt ?? now;
    const buyStatus = nftBuyStatus({ open, startAt, endAt }, now);
    const price = listing ? (listing.topPrice ?? listing.price) : '0';
    const author = token?.creatorId ?? seriesRow?.artistId ?? 0;
    const base = {
      currency_id: listing?.currencyId ?? seriesRow?.currencyId ?? 0,
      currency_name: coins.get(listing?.currencyId ?? seriesRow?.currencyId ?? 0)?.name ?? '',
      currency_decimals:
        coins.get(listing?.currencyId ?? seriesRow?.currencyId ?? 0)?.decimals ?? 8,
      price: toPlain(price),
      per_increase: toPlain(listing?.step ?? '0'),
      margin: toPlain(listing?.margin ?? '0'),
      status: (open && now < endAt ? 1 : 0) as 0 | 1,
      start_time: toDateTime(startAt),
      end_time: toDateTime(endAt),
      buy_status: buyStatus,
      start_ts: toSeconds(startAt),
      end_ts: toSeconds(endAt),
      now_ts: toSeconds(now),
      listing_id: isLive || 'listing' in s ? (listing?.id ?? null) : null,
      listing_status: listing?.status ?? null,
      bids: listing?.bids ?? 0,
      leading: callerId !== undefined && listing?.topBidderId === callerId,
      resale: listing?.resale ?? false,
      fee_percent: fee,
      author,
      author_name: nameOf(author),
      author_avatar: avatarOf(author),
    };
    if (!token) {
      // A series on sale: the box it sells.
      const sr = seriesRow!;
      return {
        ...base,
        id: listing!.id,
        code: sr.code,
        name: sr.name,
        image: sr.cover,
        media: sr.cover,
        rarity: '',
        collect: favourites.has(sr.code),
        pay_type: NftPayType.blindBox,
        type: NftMediaType.image,
        description: sr.description,
        rarity_status: 0,
        resell_nft_status: 0,
        artwork_id: null,
        owner: null,
        owner_name: '',
        royalty_percent: toPlain(sr.royaltyPercent),
        collection_id: null,
        collection_name: '',
        series_code: sr.code,
        remaining: sr.supply - sr.sold,
        supply: sr.supply,
      };
    }
    const isBox = token.seriesId !== null;
    return {
      ...base,
      id: 'listing' in s ? s.listing.id : token.id,
      code: token.code,
      name: token.name,
      image: boxImage(token),
      media: token.media ?? boxImage(token),
      rarity: token.rarity ?? '',
      collect: favourites.has(token.code),
      pay_type: isLive
        ? listing!.payType
        : isBox
          ? NftPayType.blindBox
          : (listing?.payType ?? NftPayType.fixed),
      type: token.mediaType ?? NftMediaType.image,
      description: token.description,
      rarity_status: (isBox && token.openedAt ? 1 : 0) as 0 | 1,
      resell_nft_status: (isLive && listing?.resale ? 1 : 0) as 0 | 1,
      artwork_id: token.id,
      owner: token.ownerId,
      owner_name: nameOf(token.ownerId),
      royalty_percent: toPlain(token.royaltyPercent),
      collection_id: token.collectionId,
      collection_name: token.collectionId ? (collections.get(token.collectionId) ?? '') : '',
      series_code: seriesRow?.code ?? null,
      remaining: null,
      supply: null,
    };
  });
}
