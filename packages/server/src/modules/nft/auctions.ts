/**
 * Auctions: bids (`auctionNFT`, the margin held at a bidder's first bid, the end moved by a
 * late bid) and the bid logs. The close, the payment and the default are settlement.ts.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import {
  NftListingStatus,
  NftMarginStatus,
  NftMessageKind,
  NftPayType,
  RealtimeTopic,
  dec,
  nftEndAfterBid,
  nftMinBid,
  toPlain,
  translate,
  type Lang,
  type NftAuctionBody,
  type NftBidLogItem,
  type NftMyBidItem,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { BalanceShortfall, postJournal } from '../ledger/index.ts';
import { findCurrency, listCurrencies, toDateTime, toSeconds } from '../system/index.ts';
import { users } from '../users/index.ts';
import { lockNftUser, requireCoinPrecision } from './config.ts';
import { marginHold } from './ledger.ts';
import { sendMessages } from './messages.ts';
import { openAt, subjectOf } from './sales.ts';
import { nftBids, nftListings, nftMargins, nftTokens } from './tables.ts';
import { boxImage } from './views.ts';

export const nftTopic = (code: string) => RealtimeTopic.nft(code);

export async function bid(
  ctx: AppContext,
  userId: number,
  body: Omit<NftAuctionBody, 'lang'>,
  lang: Lang,
): Promise<string> {
  const subject = await subjectOf(ctx.db, body.code);
  const listing = subject.kind === 'token' ? subject.listing : undefined;
  if (!listing || listing.status !== NftListingStatus.open) return fail('errors.notOnSale');
  if (listing.payType !== NftPayType.auction) return fail('errors.nftNotAuction');
  const now = ctx.clock.now();
  openAt(listing, now);
  if (listing.sellerId === userId) return fail('errors.nftOwnItem');
  const coin = (await findCurrency(ctx.db, listing.currencyId))!;
  const increment = dec(body.price);
  requireCoinPrecision(coin.decimals, body.price);
  if (increment.lt(listing.step)) {
    return fail('errors.nftBidTooLow', { min: toPlain(listing.step), currency: coin.name });
  }

  const placed = await ctx.db.transaction(async (tx) => {
    await lockNftUser(tx, userId);
    const [row] = await tx
      .select()
      .from(nftListings)
      .where(eq(nftListings.id, listing.id))
      .for('update');
    const l = row!;
    openAt(l, now);
    if (l.topBidderId === userId) return fail('errors.nftAlreadyLeading');
    const price = nftMinBid(l.topPrice ?? l.price, increment.toFixed());
    const [held] = await tx
      .select()
      .from(nftMargins)
      .where(and(eq(nftMargins.listingId, l.id), eq(nftMargins.userId, userId)));
    if (!held) {
      const margin = {
        listingId: l.id,
        userId,
        currencyId: l.currencyId,
        amount: l.margin,
      };
      await tx.insert(nftMargins).values({
        ...margin,
        status: NftMarginStatus.held,
        createdAt: now,
      });
      try {
        await postJournal(tx, marginHold(margin, now));
      } catch (error) {
        if (error instanceof BalanceShortfall) {
          fail('errors.nftMarginShort', { margin: toPlain(l.margin), currency: coin.name });
        }
        throw error;
      }
    }
    const endAt = nftEndAfterBid(l.endAt, now);
    await tx.insert(nftBids).values({
      listingId: l.id,
      userId,
      increment: increment.toFixed(),
      price: price.toFixed(),
      endAt,
      createdAt: now,
    });
    await tx
      .update(nftListings)
      .set({ topPrice: price.toFixed(), topBidderId: userId, bids: l.bids + 1, endAt })
      .where(eq(nftListings.id, l.id));
    if (l.topBidderId !== null) {
      await sendMessages(tx, now, [
        {
          userId: l.topBidderId,
          kind: NftMessageKind.outbid,
          listingId: l.id,
          tokenId: l.tokenId,
          price: price.toFixed(),
          currencyId: l.currencyId,
        },
      ]);
    }
    return { price, endAt, bids: l.bids + 1 };
  });
  const [me] = await ctx.db
    .select({ nickname: users.nickname })
    .from(users)
    .where(eq(users.id, userId));
  ctx.realtime.publish(nftTopic(body.code), 'nft_bid', {
    code: body.code,
    price: toPlain(placed.price),
    end_ts: toSeconds(placed.endAt),
    bids: placed.bids,
    nick_name: me?.nickname ?? '',
  });
  return translate(lang, 'nft.bidPlaced', {
    price: toPlain(placed.price),
    currency: coin.name,
    end: toDateTime(placed.endAt),
  });
}

/** `getBindBoxQuotationLog {code}`: the bids of the artwork's live (or last) auction. */
export async function bidLog(
  ctx: AppContext,
  code: string,
  callerId: number | undefined,
): Promise<NftBidLogItem[]> {
  const subject = await subjectOf(ctx.db, code);
  if (subject.kind !== 'token') return [];
  let listing = subject.listing;
  if (!listing || listing.payType !== NftPayType.auction) {
    [listing] = await ctx.db
      .select()
      .from(nftListings)
      .where(
        and(eq(nftListings.tokenId, subject.token.id), eq(nftListings.payType, NftPayType.auction)),
      )
      .orderBy(desc(nftListings.id))
      .limit(1);
  }
  if (!listing) return [];
  const coin = await findCurrency(ctx.db, listing.currencyId);
  const rows = await ctx.db
    .select({ b: nftBids, nickname: users.nickname, head: users.headPortrait })
    .from(nftBids)
    .innerJoin(users, eq(users.id, nftBids.userId))
    .where(eq(nftBids.listingId, listing.id))
    .orderBy(desc(nftBids.id))
    .limit(100);
  return rows.map(({ b, nickname, head }) => ({
    head_portrait: head,
    nick_name: nickname,
    created: toDateTime(b.createdAt),
    price: toPlain(b.price),
    currency_name: coin?.name ?? '',
    created_ts: toSeconds(b.createdAt),
    mine: b.userId === callerId,
  }));
}

/** `getMyBindBoxQuotationLog {page}`: the caller's bids, newest first. */
export async function myBids(
  ctx: AppContext,
  userId: number,
  page: number,
  limit: number,
): Promise<{ data: NftMyBidItem[]; total: number; page: number }> {
  const [total] = await ctx.db
    .select({ n: count() })
    .from(nftBids)
    .where(eq(nftBids.userId, userId));
  const rows = await ctx.db
    .select({ b: nftBids, l: nftListings, t: nftTokens })
    .from(nftBids)
    .innerJoin(nftListings, eq(nftListings.id, nftBids.listingId))
    .innerJoin(nftTokens, eq(nftTokens.id, nftListings.tokenId))
    .where(eq(nftBids.userId, userId))
    .orderBy(desc(nftBids.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const coins = new Map((await listCurrencies(ctx.db, 'en')).map((c) => [c.id, c.name]));
  return {
    data: rows.map(({ b, l, t }) => ({
      nft_image: boxImage(t),
      nft_name: t.name,
      created: toDateTime(b.createdAt),
      price: toPlain(b.price),
      currency_name: coins.get(l.currencyId) ?? '',
      code: t.code,
      artwork_id: t.id,
      leading: l.topBidderId === userId,
      listing_status: l.status,
    })),
    total: total?.n ?? 0,
    page,
  };
}
