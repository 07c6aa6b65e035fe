/**
 * The catalogue: the sale list and its search (`getBoxList`), one box (`getBoxDetail`),
 * artists, collections, favourites (`collect`, `getCollection`), the coins sales are in
 * (`getNftCurrency`) and the caller's own artworks (`getMyNFTs`).
 */
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  NftBuyStatus,
  NftListingStatus,
  translate,
  type Lang,
  type NftArtistDetail,
  type NftArtistItem,
  type NftBox,
  type NftBoxListQuery,
  type NftCollectionItem,
  type NftCurrencyItem,
  type NftMyItem,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { listCurrencies } from '../system/index.ts';
import { users } from '../users/index.ts';
import { subjectOf } from './sales.ts';
import {
  nftArtists,
  nftCollections,
  nftFavorites,
  nftListings,
  nftSeries,
  nftTokens,
} from './tables.ts';
import { boxImage, boxesOf, type TokenRow } from './views.ts';

const L = nftListings;

/**
 * `getBoxList`: live sales first, then past ones (an artwork's latest listing only), newest
 * first; filtered by coin, sale mode, buy status, media type and a keyword (names, codes,
 * artists).
 */
export async function listBoxes(
  ctx: AppContext,
  q: Omit<NftBoxListQuery, 'lang'>,
  callerId: number | undefined,
): Promise<NftBox[]> {
  const now = ctx.clock.now();
  const where: (SQL | undefined)[] = [
    sql`(${L.status} in (1, 2) or ${L.tokenId} is null or ${L.id} = (select max(l2.id) from nft_listings l2 where l2.token_id = ${L.tokenId}))`,
  ];
  if (q.currency) where.push(eq(L.currencyId, q.currency));
  if (q.pay_type) where.push(eq(L.payType, q.pay_type as 1 | 2 | 3));
  if (q.status !== undefined) {
    const open = eq(L.status, NftListingStatus.open);
    if (q.status === NftBuyStatus.notStarted) where.push(and(open, sql`${L.startAt} > ${now}`));
    else if (q.status === NftBuyStatus.buyable) {
      where.push(and(open, sql`${L.startAt} <= ${now}`, sql`${L.endAt} > ${now}`));
    } else where.push(or(sql`${L.status} <> 1`, sql`${L.endAt} <= ${now}`));
  }
  if (q.type) where.push(eq(nftTokens.mediaType, q.type as 1 | 2 | 3 | 4));
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(nftTokens.name, like),
        ilike(nftTokens.code, like),
        ilike(nftSeries.name, like),
        ilike(nftSeries.code, like),
        ilike(nftArtists.name, like),
      ),
    );
  }
  const rows = await ctx.db
    .select({ listing: L })
    .from(L)
    .leftJoin(nftTokens, eq(nftTokens.id, L.tokenId))
    .leftJoin(nftSeries, eq(nftSeries.id, L.seriesId))
    .leftJoin(
      nftArtists,
      eq(nftArtists.userId, sql`coalesce(${nftTokens.creatorId}, ${nftSeries.artistId})`),
    )
    .where(and(...where))
    .orderBy(sql`case when ${L.status} = 1 and ${L.endAt} > ${now} then 0 else 1 end`, desc(L.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return boxesOf(ctx, rows, callerId);
}

/** `getBoxDetail {id}`: a listing's id or an artwork's (one id space). */
export async function boxDetail(
  ctx: AppContext,
  id: number,
  callerId: number | undefined,
): Promise<NftBox> {
  const [listing] = await ctx.db.select().from(L).where(eq(L.id, id));
  if (listing) {
    // An artwork's past listing shows the artwork as it is now (its live sale, if any).
    if (listing.tokenId && listing.status !== NftListingStatus.open) {
      const [token] = await ctx.db
        .select()
        .from(nftTokens)
        .where(eq(nftTokens.id, listing.tokenId));
      return (await boxesOf(ctx, [{ token: token! }], callerId))[0]!;
    }
    return (await boxesOf(ctx, [{ listing }], callerId))[0]!;
  }
  const [token] = await ctx.db.select().from(nftTokens).where(eq(nftTokens.id, id));
  if (!token) return fail('errors.notFound');
  return (await boxesOf(ctx, [{ token }], callerId))[0]!;
}

export async function listArtists(
  ctx: AppContext,
  page: number,
  limit: number,
): Promise<NftArtistItem[]> {
  const works = ctx.db
    .select({ creator: nftTokens.creatorId, n: count().as('n') })
    .from(nftTokens)
    .where(isNull(nftTokens.seriesId))
    .groupBy(nftTokens.creatorId)
    .as('works');
  const rows = await ctx.db
    .select({ a: nftArtists, n: works.n })
    .from(nftArtists)
    .leftJoin(works, eq(works.creator, nftArtists.userId))
    .orderBy(nftArtists.userId)
    .limit(limit)
    .offset((page - 1) * limit);
  return rows.map(({ a, n }) => ({
    id: a.userId,
    head_portrait: a.avatar,
    nickname: a.name,
    bio: a.bio,
    artworks: Number(n ?? 0),
  }));
}

const thumb = (t: TokenRow) => ({ id: t.id, image: boxImage(t), name: t.name, code: t.code });

/**
 * `getArtistDetail {uid}`: an artist's page (the works they created), or a user's own
 * "mine" page (what they own). Favourites (`collects`) are shown to their owner only.
 */
export async function artistDetail(
  ctx: AppContext,
  uid: number,
  callerId: number | undefined,
): Promise<NftArtistDetail> {
  const [artist] = await ctx.db.select().from(nftArtists).where(eq(nftArtists.userId, uid));
  const [user] = await ctx.db
    .select({ nickname: users.nickname, head: users.headPortrait })
    .from(users)
    .where(eq(users.id, uid));
  if (!artist && uid !== callerId) return fail('errors.notFound');
  const works = await ctx.db
    .select()
    .from(nftTokens)
    .where(
      artist && uid !== callerId
        ? and(eq(nftTokens.creatorId, uid), isNull(nftTokens.seriesId))
        : eq(nftTokens.ownerId, uid),
    )
    .orderBy(desc(nftTokens.id))
    .limit(100);
  const [liked] = await ctx.db
    .select({ n: count() })
    .from(nftFavorites)
    .innerJoin(nftTokens, eq(nftTokens.code, nftFavorites.code))
    .where(eq(nftTokens.creatorId, uid));
  const collects =
    uid === callerId
      ? await ctx.db
          .select({ t: nftTokens })
          .from(nftFavorites)
          .innerJoin(nftTokens, eq(nftTokens.code, nftFavorites.code))
          .where(eq(nftFavorites.userId, uid))
          .orderBy(desc(nftFavorites.createdAt))
          .limit(100)
      : [];
  return {
    id: uid,
    head_portrait: artist?.avatar ?? user?.head ?? '',
    nickname: artist?.name ?? user?.nickname ?? '',
    bio: artist?.bio ?? '',
    artworks_collect_number: liked?.n ?? 0,
    artworks: works.map(thumb),
    collects: collects.map(({ t }) => thumb(t)),
    collections: artist ? await collectionsOf(ctx, { artist: uid }) : [],
  };
}

async function collectionsOf(
  ctx: AppContext,
  where: { artist?: number; id?: number; page?: number; limit?: number },
): Promise<NftCollectionItem[]> {
  const rows = await ctx.db
    .select({
      c: nftCollections,
      artistName: nftArtists.name,
      n: sql<number>`(select count(*)::int from nft_tokens t where t.collection_id = ${nftCollections.id})`,
    })
    .from(nftCollections)
    .innerJoin(nftArtists, eq(nftArtists.userId, nftCollections.artistId))
    .where(
      and(
        where.artist ? eq(nftCollections.artistId, where.artist) : undefined,
        where.id ? eq(nftCollections.id, where.id) : undefined,
      ),
    )
    .orderBy(desc(nftCollections.id))
    .limit(where.limit ?? 100)
    .offset(((where.page ?? 1) - 1) * (where.limit ?? 100));
  return rows.map(({ c, artistName, n }) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    cover: c.cover,
    artist: c.artistId,
    artist_name: artistName,
    artworks: Number(n),
  }));
}

export const listCollections = (ctx: AppContext, page: number, limit: number) =>
  collectionsOf(ctx, { page, limit });

export async function collectionDetail(
  ctx: AppContext,
  id: number,
  callerId: number | undefined,
): Promise<{ collection: NftCollectionItem; artworks: NftBox[] }> {
  const [collection] = await collectionsOf(ctx, { id });
  if (!collection) return fail('errors.notFound');
  const tokens = await ctx.db
    .select()
    .from(nftTokens)
    .where(eq(nftTokens.collectionId, id))
    .orderBy(desc(nftTokens.id))
    .limit(100);
  return {
    collection,
    artworks: await boxesOf(
      ctx,
      tokens.map((token) => ({ token })),
      callerId,
    ),
  };
}

/** `collect {code}`: toggles a favourite on an artwork or a series. */
export async function toggleFavourite(
  ctx: AppContext,
  userId: number,
  code: string,
  lang: Lang,
): Promise<string> {
  await subjectOf(ctx.db, code); // an unknown code is refused, never stored
  const removed = await ctx.db
    .delete(nftFavorites)
    .where(and(eq(nftFavorites.userId, userId), eq(nftFavorites.code, code)))
    .returning();
  if (removed.length) return translate(lang, 'nft.unfavourited');
  await ctx.db
    .insert(nftFavorites)
    .values({ userId, code, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
  return translate(lang, 'nft.favourited');
}

/** `getCollection`: the caller's favourites as box objects (none when signed out). */
export async function favourites(ctx: AppContext, userId: number | undefined): Promise<NftBox[]> {
  if (!userId) return [];
  const codes = (
    await ctx.db
      .select({ code: nftFavorites.code })
      .from(nftFavorites)
      .where(eq(nftFavorites.userId, userId))
      .orderBy(desc(nftFavorites.createdAt))
      .limit(100)
  ).map((f) => f.code);
  if (!codes.length) return [];
  const tokens = await ctx.db.select().from(nftTokens).where(inArray(nftTokens.code, codes));
  const series = await ctx.db
    .select({ listing: L, code: nftSeries.code })
    .from(L)
    .innerJoin(nftSeries, eq(nftSeries.id, L.seriesId))
    .where(inArray(nftSeries.code, codes));
  const byCode = new Map<string, { token: TokenRow } | { listing: typeof L.$inferSelect }>([
    ...tokens.map((token) => [token.code, { token }] as const),
    ...series.map(({ listing, code }) => [code, { listing }] as const),
  ]);
  return boxesOf(
    ctx,
    codes.flatMap((c) => (byCode.has(c) ? [byCode.get(c)!] : [])),
    userId,
  );
}

/** `getNftCurrency`: the coins sales are in. */
export async function saleCurrencies(ctx: AppContext): Promise<NftCurrencyItem[]> {
  const used = new Set(
    (await ctx.db.selectDistinct({ id: L.currencyId }).from(L)).map((r) => r.id),
  );
  return (await listCurrencies(ctx.db, 'en'))
    .filter((c) => used.has(c.id))
    .map((c) => ({ id: c.id, name: c.name }));
}

/** `getMyNFTs`: what the caller owns, newest first. */
export async function myNfts(ctx: AppContext, userId: number): Promise<NftMyItem[]> {
  const tokens = await ctx.db
    .select()
    .from(nftTokens)
    .where(eq(nftTokens.ownerId, userId))
    .orderBy(desc(nftTokens.id))
    .limit(200);
  const boxes = await boxesOf(
    ctx,
    tokens.map((token) => ({ token })),
    userId,
  );
  return boxes.map((b) => ({
    id: b.id,
    code: b.code,
    image: b.image,
    name: b.name,
    pay_type: b.pay_type,
    rarity: b.rarity,
    rarity_status: b.rarity_status,
    resell_nft_status: b.resell_nft_status,
    type: b.type,
  }));
}
