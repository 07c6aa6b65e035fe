/**
 * Auctions: bids (`auctionNFT`, the margin held at a bidder's first bid, the end moved by a
 * late bid), the bid logs, and what happens after: the close (losers' margins released, the
 * winner's order due within a day), the payment (`payNFTOrder`: the margin applied to the
 * price, the seller paid in the same journal) and the default (the margin forfeited to the
 * seller, the artwork stays theirs).
 */
import { and, count, desc, eq, isNull, lte } from 'drizzle-orm';
import {
  NFT_PAY_REMINDER_MS,
  NFT_PAY_WINDOW_MS,
  NftListingStatus,
  NftMarginStatus,
  NftMessageKind,
  NftOrderStatus,
  NftPayType,
  RealtimeTopic,
  dec,
  nftEndAfterBid,
  nftMinBid,
  nftSplit,
  toPlain,
  translate,
  type Lang,
  type NftAuctionBody,
  type NftBidLogItem,
  type NftMyBidItem,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { BalanceShortfall, postJournal } from '../ledger/index.ts';
import { findCurrency, listCurrencies, toDateTime, toSeconds } from '../system/index.ts';
import { users } from '../users/index.ts';
import { feePercent, lockNftUser, requireCoinPrecision } from './config.ts';
import { marginForfeit, marginHold, marginRelease } from './ledger.ts';
import { markRead, ownMessage, sendMessages } from './messages.ts';
import { openAt, postSale, subjectOf } from './sales.ts';
import { nftBids, nftListings, nftMargins, nftOrders, nftTokens } from './tables.ts';
import { boxImage, type ListingRow } from './views.ts';

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

/**
 * Closes one due auction (in `tx`, its row locked): with no bid it ends and the artwork
 * stays with the seller; otherwise every loser's margin is released and the winner's order
 * opens, due within a day. Returns false when the listing was not due after all.
 */
export async function closeAuction(ctx: AppContext, tx: Tx, l: ListingRow): Promise<void> {
  const now = ctx.clock.now();
  if (l.topBidderId === null || l.topPrice === null) {
    await tx
      .update(nftListings)
      .set({ status: NftListingStatus.ended, closedAt: now })
      .where(eq(nftListings.id, l.id));
    return;
  }
  const [token] = await tx.select().from(nftTokens).where(eq(nftTokens.id, l.tokenId!));
  const coin = (await findCurrency(tx, l.currencyId))!;
  const fee = await feePercent(tx);
  const split = nftSplit(
    l.topPrice,
    fee,
    token!.royaltyPercent,
    coin.decimals,
    l.sellerId === token!.creatorId,
  );
  const margins = await tx
    .select()
    .from(nftMargins)
    .where(and(eq(nftMargins.listingId, l.id), eq(nftMargins.status, NftMarginStatus.held)));
  const winnerMargin = margins.find((m) => m.userId === l.topBidderId)!;
  const [order] = await tx
    .insert(nftOrders)
    .values({
      listingId: l.id,
      tokenId: token!.id,
      buyerId: l.topBidderId,
      sellerId: l.sellerId,
      creatorId: token!.creatorId,
      payType: NftPayType.auction,
      currencyId: l.currencyId,
      price: l.topPrice,
      margin: winnerMargin.amount,
      feePercent: fee,
      royaltyPercent: token!.royaltyPercent,
      fee: split.fee.toFixed(),
      royalty: split.royalty.toFixed(),
      proceeds: split.proceeds.toFixed(),
      status: NftOrderStatus.awaitingPayment,
      overtime: new Date(now.getTime() + NFT_PAY_WINDOW_MS),
      createdAt: now,
    })
    .returning();
  for (const m of margins) {
    if (m.userId === l.topBidderId) continue;
    await postJournal(tx, marginRelease(m, now));
    await tx
      .update(nftMargins)
      .set({ status: NftMarginStatus.released, decidedAt: now })
      .where(and(eq(nftMargins.listingId, l.id), eq(nftMargins.userId, m.userId)));
  }
  await tx
    .update(nftListings)
    .set({ status: NftListingStatus.awaitingPayment, closedAt: now })
    .where(eq(nftListings.id, l.id));
  await sendMessages(tx, now, [
    {
      userId: l.topBidderId,
      kind: NftMessageKind.won,
      listingId: l.id,
      orderId: order!.id,
      tokenId: token!.id,
      price: l.topPrice,
      currencyId: l.currencyId,
    },
  ]);
}

/** `payNFTOrder {id}`: the id of the caller's `won` message. */
export async function payOrder(
  ctx: AppContext,
  userId: number,
  messageId: number,
  lang: Lang,
): Promise<string> {
  const message = await ownMessage(ctx.db, userId, messageId);
  const payable: number[] = [NftMessageKind.won, NftMessageKind.payDue];
  if (!payable.includes(message.kind) || message.orderId === null) {
    return fail('errors.nftNothingToPay');
  }
  const now = ctx.clock.now();
  const name = await ctx.db.transaction(async (tx) => {
    await lockNftUser(tx, userId);
    const [order] = await tx
      .select()
      .from(nftOrders)
      .where(eq(nftOrders.id, message.orderId!))
      .for('update');
    const o = order!;
    if (o.status === NftOrderStatus.paid) return fail('errors.nftAlreadyPaid');
    if (o.status === NftOrderStatus.expired || o.overtime! <= now) {
      return fail('errors.nftPayExpired');
    }
    await postSale(tx, o, now);
    await tx
      .update(nftMargins)
      .set({ status: NftMarginStatus.applied, decidedAt: now })
      .where(and(eq(nftMargins.listingId, o.listingId), eq(nftMargins.userId, userId)));
    await tx
      .update(nftOrders)
      .set({ status: NftOrderStatus.paid, paidAt: now })
      .where(eq(nftOrders.id, o.id));
    const [token] = await tx
      .update(nftTokens)
      .set({ ownerId: userId })
      .where(eq(nftTokens.id, o.tokenId))
      .returning();
    await tx
      .update(nftListings)
      .set({ status: NftListingStatus.sold })
      .where(eq(nftListings.id, o.listingId));
    await sendMessages(tx, now, [
      {
        userId: o.sellerId,
        kind: NftMessageKind.sold,
        listingId: o.listingId,
        orderId: o.id,
        tokenId: o.tokenId,
        price: o.price,
        currencyId: o.currencyId,
      },
    ]);
    await markRead(tx, userId, [messageId], now);
    return token!.name;
  });
  return translate(lang, 'nft.paid', { name });
}

/** A winner out of time: the margin to the seller, the order expired, the listing ended. */
async function expireOrder(ctx: AppContext, tx: Tx, o: typeof nftOrders.$inferSelect) {
  const now = ctx.clock.now();
  const [margin] = await tx
    .select()
    .from(nftMargins)
    .where(and(eq(nftMargins.listingId, o.listingId), eq(nftMargins.userId, o.buyerId)));
  await postJournal(tx, marginForfeit(margin!, o.sellerId, now));
  await tx
    .update(nftMargins)
    .set({ status: NftMarginStatus.forfeited, decidedAt: now })
    .where(and(eq(nftMargins.listingId, o.listingId), eq(nftMargins.userId, o.buyerId)));
  await tx
    .update(nftOrders)
    .set({ status: NftOrderStatus.expired, expiredAt: now })
    .where(eq(nftOrders.id, o.id));
  await tx
    .update(nftListings)
    .set({ status: NftListingStatus.ended })
    .where(eq(nftListings.id, o.listingId));
  const common = {
    listingId: o.listingId,
    orderId: o.id,
    tokenId: o.tokenId,
    price: o.margin,
    currencyId: o.currencyId,
  };
  await sendMessages(tx, now, [
    { ...common, userId: o.sellerId, kind: NftMessageKind.forfeited },
    { ...common, userId: o.buyerId, kind: NftMessageKind.expired },
  ]);
}

const BATCH = 20;

/**
 * The job (every few seconds): due listings closed (auctions decided, other sales ended),
 * reminders sent, unpaid orders expired. Each row in a transaction of its own, claimed
 * `FOR UPDATE SKIP LOCKED`, so two runners never decide the same row and a request holding
 * it (a bid, a payment) is waited for on the next run, never overtaken.
 */
export async function runNftJobs(ctx: AppContext): Promise<{ closed: number; expired: number }> {
  let closed = 0;
  let expired = 0;
  for (;;) {
    const did = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const [l] = await tx
        .select()
        .from(nftListings)
        .where(and(eq(nftListings.status, NftListingStatus.open), lte(nftListings.endAt, now)))
        .orderBy(nftListings.endAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!l) return false;
      if (l.payType === NftPayType.auction) await closeAuction(ctx, tx, l);
      else {
        await tx
          .update(nftListings)
          .set({ status: NftListingStatus.ended, closedAt: now })
          .where(eq(nftListings.id, l.id));
      }
      return true;
    });
    if (!did) break;
    closed++;
  }
  for (;;) {
    const did = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const [o] = await tx
        .select()
        .from(nftOrders)
        .where(
          and(eq(nftOrders.status, NftOrderStatus.awaitingPayment), lte(nftOrders.overtime, now)),
        )
        .limit(1)
        .for('update', { skipLocked: true });
      if (!o) return false;
      await expireOrder(ctx, tx, o);
      return true;
    });
    if (!did) break;
    expired++;
  }
  await remindDue(ctx);
  return { closed, expired };
}

/** A `payDue` message once, when less than the reminder window of the payment day is left. */
async function remindDue(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(nftOrders)
      .where(
        and(
          eq(nftOrders.status, NftOrderStatus.awaitingPayment),
          isNull(nftOrders.remindedAt),
          lte(nftOrders.overtime, new Date(now.getTime() + NFT_PAY_REMINDER_MS)),
        ),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const fresh = due.filter((o) => o.overtime! > now);
    for (const o of fresh) {
      await tx.update(nftOrders).set({ remindedAt: now }).where(eq(nftOrders.id, o.id));
    }
    await sendMessages(
      tx,
      now,
      fresh.map((o) => ({
        userId: o.buyerId,
        kind: NftMessageKind.payDue,
        listingId: o.listingId,
        orderId: o.id,
        tokenId: o.tokenId,
        price: o.price,
        currencyId: o.currencyId,
      })),
    );
  });
}
