/**
 * The NFT journals. A sale is ONE journal: the buyer's payment (from their margin hold
 * first, for a won auction), the seller's proceeds, the platform's fee and the creator's
 * royalty, so a seller is paid in the same transaction that moves the artwork, or nobody
 * moves anything. Margins are holds in the bidder's own spot account.
 */
import { JournalReason, dec } from '@bourse/shared';
import {
  journals,
  systemOwner,
  userOwner,
  type Entry,
  type JournalInput,
} from '../ledger/index.ts';
import { NFT_ACCOUNT, NFT_MARGINS_TABLE, NFT_ORDERS_TABLE } from './config.ts';
import type { nftOrders } from './tables.ts';

type OrderRow = typeof nftOrders.$inferSelect;

/** The sale of `order`: the buyer pays price (margin from frozen), everyone else is paid. */
export function saleJournal(order: OrderRow, at: Date): JournalInput {
  const price = dec(order.price);
  const margin = dec(order.margin);
  const user = (id: number) => ({ owner: userOwner(id), account: NFT_ACCOUNT });
  const legs: [ReturnType<typeof user>, Entry['bucket'], ReturnType<typeof dec>][] = [
    [user(order.buyerId), 'available', price.minus(margin).negated()],
    [user(order.buyerId), 'frozen', margin.negated()],
    [user(order.sellerId), 'available', dec(order.proceeds)],
    [{ owner: systemOwner('fees'), account: NFT_ACCOUNT }, 'available', dec(order.fee)],
    [user(order.creatorId), 'available', dec(order.royalty)],
  ];
  return {
    idempotencyKey: `${NFT_ORDERS_TABLE}:${order.id}:pay`,
    reason: JournalReason.nftSale,
    ref: { table: NFT_ORDERS_TABLE, id: order.id },
    at,
    entries: legs
      .filter(([, , amount]) => !amount.isZero())
      .map(([side, bucket, amount]) => ({ ...side, currency: order.currencyId, bucket, amount })),
  };
}

interface MarginRef {
  listingId: number;
  userId: number;
  currencyId: number;
  amount: string;
}

const marginPosting = (m: MarginRef, what: string, at: Date) => ({
  currency: m.currencyId,
  amount: dec(m.amount),
  idempotencyKey: `${NFT_MARGINS_TABLE}:${m.listingId}:${m.userId}:${what}`,
  ref: { table: NFT_MARGINS_TABLE, id: `${m.listingId}:${m.userId}` },
  at,
});

/** A bidder's first bid: the margin held in their spot account. */
export const marginHold = (m: MarginRef, at: Date): JournalInput =>
  journals.freeze({
    ...marginPosting(m, 'hold', at),
    side: { owner: userOwner(m.userId), account: NFT_ACCOUNT },
    reason: JournalReason.nftMargin,
  });

/** A losing bidder's margin back, at the close. */
export const marginRelease = (m: MarginRef, at: Date): JournalInput =>
  journals.unfreeze({
    ...marginPosting(m, 'release', at),
    side: { owner: userOwner(m.userId), account: NFT_ACCOUNT },
    reason: JournalReason.nftMargin,
  });

/** A winner who did not pay: the margin paid to the seller. */
export const marginForfeit = (m: MarginRef, sellerId: number, at: Date): JournalInput =>
  journals.settleFrozen({
    ...marginPosting(m, 'forfeit', at),
    from: { owner: userOwner(m.userId), account: NFT_ACCOUNT },
    to: { owner: userOwner(sellerId), account: NFT_ACCOUNT },
    reason: JournalReason.nftForfeit,
    memo: 'auction margin forfeited to the seller',
  });
