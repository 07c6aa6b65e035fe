/**
 * What happens after an auction's bids: the close (losers' margins released, the winner's
 * order due within a day), the payment (`payNFTOrder`: the margin applied to the price, the
 * seller paid in the same journal) and the default (the margin forfeited to the seller, the
 * artwork stays theirs); `runNftJobs` closes every due sale, reminds and expires.
 */
import { and, eq, isNull, lte } from 'drizzle-orm';
import {
  NFT_PAY_REMINDER_MS,
  NFT_PAY_WINDOW_MS,
  NftListingStatus,
  NftMarginStatus,
  NftMessageKind,
  NftOrderStatus,
  NftPayType,
  nftSplit,
  translate,
  type Lang,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { postJournal } from '../ledger/index.ts';
import { findCurrency } from '../system/index.ts';
import { feePercent, lockNftUser } from './config.ts';
import { marginForfeit, marginRelease } from './ledger.ts';
import { markRead, ownMessage, sendMessages } from './messages.ts';
import { postSale } from './sales.ts';
import { nftListings, nftMargins, nftOrders, nftTokens } from './tables.ts';
import { type ListingRow } from './views.ts';

/**
 * Closes one due auction (in `tx`, its row locked): with no bid it ends and the artwork
 * stays with the seller; otherwise every loser's margin is released and the winner's order
 * opens, due within a day.
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
