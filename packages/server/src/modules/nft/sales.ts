/**
 * `POST /bind_box/buyNFT {code}`: an artwork on a fixed-price sale, or one box of a series.
 * One transaction under the buyer's lock and the listing's row lock: the order with its
 * split, the sale journal (buyer -> seller, fee, royalty), the artwork's new owner and the
 * listing's end. Two buyers at once: the second finds the listing sold and changes nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  NftListingStatus,
  NftMessageKind,
  NftOrderStatus,
  NftPayType,
  nftSplit,
  toPlain,
  translate,
  type Lang,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { fail } from '../../http/errors.ts';
import { BalanceShortfall, postJournal } from '../ledger/index.ts';
import { findCurrency, toDateTime } from '../system/index.ts';
import { feePercent, lockNftUser } from './config.ts';
import { saleJournal } from './ledger.ts';
import { sendMessages } from './messages.ts';
import { nftListings, nftOrders, nftSeries, nftTokens } from './tables.ts';
import type { ListingRow, SeriesRow, TokenRow } from './views.ts';

export type Subject =
  | { kind: 'token'; token: TokenRow; listing: ListingRow | undefined }
  | { kind: 'series'; series: SeriesRow; listing: ListingRow };

/** What a code names: an artwork (with its live sale, if any) or a series (with its sale). */
export async function subjectOf(db: DbOrTx, code: string): Promise<Subject> {
  const [token] = await db.select().from(nftTokens).where(eq(nftTokens.code, code));
  if (token) {
    const [listing] = await db
      .select()
      .from(nftListings)
      .where(
        and(
          eq(nftListings.tokenId, token.id),
          inArray(nftListings.status, [NftListingStatus.open, NftListingStatus.awaitingPayment]),
        ),
      );
    return { kind: 'token', token, listing };
  }
  const [series] = await db.select().from(nftSeries).where(eq(nftSeries.code, code));
  if (series) {
    const [listing] = await db
      .select()
      .from(nftListings)
      .where(eq(nftListings.seriesId, series.id));
    if (listing) return { kind: 'series', series, listing };
  }
  return fail('errors.nftUnknownCode', { code });
}

/** The refusals a listing gets from its state at `now`. */
export function openAt(listing: ListingRow, now: Date): void {
  if (listing.status !== NftListingStatus.open || now >= listing.endAt) fail('errors.notOnSale');
  if (now < listing.startAt) fail('errors.nftNotStarted', { start: toDateTime(listing.startAt) });
}

async function lockListing(tx: Tx, id: number): Promise<ListingRow> {
  const [row] = await tx.select().from(nftListings).where(eq(nftListings.id, id)).for('update');
  return row!;
}

/** Posts the sale; a buyer short of the price gets the usual refusal and nothing is kept. */
export async function postSale(
  tx: Tx,
  order: typeof nftOrders.$inferSelect,
  at: Date,
): Promise<void> {
  try {
    await postJournal(tx, saleJournal(order, at));
  } catch (error) {
    if (error instanceof BalanceShortfall) {
      const coin = await findCurrency(tx, order.currencyId);
      fail('errors.insufficientBalanceOf', { currency: coin?.name ?? '' });
    }
    throw error;
  }
}

export async function buy(
  ctx: AppContext,
  userId: number,
  code: string,
  lang: Lang,
): Promise<string> {
  const subject = await subjectOf(ctx.db, code);
  const now = ctx.clock.now();
  if (subject.kind === 'token') {
    const { listing } = subject;
    if (!listing || listing.status !== NftListingStatus.open) return fail('errors.notOnSale');
    if (listing.payType === NftPayType.auction) return fail('errors.nftUseBid');
    openAt(listing, now);
    if (listing.sellerId === userId) return fail('errors.nftOwnItem');
    return buyArtwork(ctx, userId, subject.token, listing.id, lang);
  }
  openAt(subject.listing, now);
  if (subject.listing.sellerId === userId) return fail('errors.nftOwnItem');
  return buyBox(ctx, userId, subject.series, subject.listing.id, lang);
}

async function buyArtwork(
  ctx: AppContext,
  userId: number,
  token: TokenRow,
  listingId: number,
  lang: Lang,
): Promise<string> {
  const now = ctx.clock.now();
  const fee = await feePercent(ctx.db);
  const sale = await ctx.db.transaction(async (tx) => {
    await lockNftUser(tx, userId);
    const listing = await lockListing(tx, listingId);
    openAt(listing, now);
    const coin = (await findCurrency(tx, listing.currencyId))!;
    const split = nftSplit(
      listing.price,
      fee,
      token.royaltyPercent,
      coin.decimals,
      listing.sellerId === token.creatorId,
    );
    const [order] = await tx
      .insert(nftOrders)
      .values({
        listingId: listing.id,
        tokenId: token.id,
        buyerId: userId,
        sellerId: listing.sellerId,
        creatorId: token.creatorId,
        payType: NftPayType.fixed,
        currencyId: listing.currencyId,
        price: listing.price,
        margin: '0',
        feePercent: fee,
        royaltyPercent: token.royaltyPercent,
        fee: split.fee.toFixed(),
        royalty: split.royalty.toFixed(),
        proceeds: split.proceeds.toFixed(),
        status: NftOrderStatus.paid,
        paidAt: now,
        createdAt: now,
      })
      .returning();
    await postSale(tx, order!, now);
    await tx.update(nftTokens).set({ ownerId: userId }).where(eq(nftTokens.id, token.id));
    await tx
      .update(nftListings)
      .set({ status: NftListingStatus.sold, closedAt: now })
      .where(eq(nftListings.id, listing.id));
    await sendMessages(tx, now, [
      {
        userId: listing.sellerId,
        kind: NftMessageKind.sold,
        listingId: listing.id,
        orderId: order!.id,
        tokenId: token.id,
        price: listing.price,
        currencyId: listing.currencyId,
      },
    ]);
    return { coin, price: listing.price };
  });
  return translate(lang, 'nft.bought', {
    name: token.name,
    price: toPlain(sale.price),
    currency: sale.coin.name,
  });
}

/**
 * One box of a series: a new, unopened box (an artwork with no content yet) owned by the
 * buyer, paid to the series' artist. Its order id is drawn first so the box can name it:
 * the draw at opening is keyed by that id and nothing else.
 */
async function buyBox(
  ctx: AppContext,
  userId: number,
  seriesRow: SeriesRow,
  listingId: number,
  lang: Lang,
): Promise<string> {
  const now = ctx.clock.now();
  const fee = await feePercent(ctx.db);
  const box = await ctx.db.transaction(async (tx) => {
    await lockNftUser(tx, userId);
    const listing = await lockListing(tx, listingId);
    openAt(listing, now);
    const [series] = await tx
      .select()
      .from(nftSeries)
      .where(eq(nftSeries.id, seriesRow.id))
      .for('update');
    if (series!.sold >= series!.supply) return fail('errors.nftSoldOut', { name: series!.name });
    const coin = (await findCurrency(tx, listing.currencyId))!;
    const split = nftSplit(listing.price, fee, 0, coin.decimals, true);
    const number = series!.sold + 1;
    const [{ id: orderId }] = rowsOf<{ id: string }>(
      await tx.execute(sql`select nextval('nft_orders_id_seq')::text as id`),
    ) as [{ id: string }];
    const [token] = await tx
      .insert(nftTokens)
      .values({
        code: `${series!.code}-${String(number).padStart(4, '0')}`,
        creatorId: series!.artistId,
        ownerId: userId,
        seriesId: series!.id,
        name: `${series!.name} #${number}`,
        description: series!.description,
        cover: series!.cover,
        royaltyPercent: series!.royaltyPercent,
        orderId: Number(orderId),
        createdAt: now,
      })
      .returning();
    const [order] = await tx
      .insert(nftOrders)
      .values({
        id: Number(orderId),
        listingId: listing.id,
        tokenId: token!.id,
        buyerId: userId,
        sellerId: listing.sellerId,
        creatorId: series!.artistId,
        payType: NftPayType.blindBox,
        currencyId: listing.currencyId,
        price: listing.price,
        margin: '0',
        feePercent: fee,
        royaltyPercent: '0',
        fee: split.fee.toFixed(),
        royalty: '0',
        proceeds: split.proceeds.toFixed(),
        status: NftOrderStatus.paid,
        paidAt: now,
        createdAt: now,
      })
      .returning();
    await postSale(tx, order!, now);
    await tx.update(nftSeries).set({ sold: number }).where(eq(nftSeries.id, series!.id));
    if (number === series!.supply) {
      await tx
        .update(nftListings)
        .set({ status: NftListingStatus.sold, closedAt: now })
        .where(eq(nftListings.id, listing.id));
    }
    return { token: token!, coin, price: listing.price };
  });
  return translate(lang, 'nft.boxBought', {
    name: box.token.name,
    code: box.token.code,
    price: toPlain(box.price),
    currency: box.coin.name,
  });
}
