/**
 * The words of the order path: owners, the commands a sequencer takes, a market's live
 * state, what a batch reads before matching, and the plan it produces (batch.ts) for the
 * commit (commit.ts).
 */
import type { Exact, OrderSideCode, OrderStatus, TimeInForce } from '@bourse/shared';
import type { OrderBook } from '@bourse/engine';
import type { DomainError } from '../../http/errors.ts';
import type { InstrumentRow, PairScale } from './units.ts';

export interface OrderOwner {
  ownerKind: 'user' | 'system';
  ownerId: number;
}

/** The engine's owner key: users positive, system accounts negative. */
export const ownerKey = (o: OrderOwner): number =>
  o.ownerKind === 'user' ? o.ownerId : -o.ownerId;
export const ownerOfKey = (key: number): OrderOwner =>
  key > 0 ? { ownerKind: 'user', ownerId: key } : { ownerKind: 'system', ownerId: -key };

export interface PlaceCommand {
  kind: 'place';
  owner: OrderOwner;
  side: OrderSideCode;
  /** Base quantity, a validated positive decimal string. */
  amount: string;
  /** Limit price; absent for a market order. */
  price?: string;
  timeInForce: TimeInForce;
  /** Unique per user: a repeat is answered with the first order. */
  clientOrderId?: string;
}

export interface CancelCommand {
  kind: 'cancel';
  owner: OrderOwner;
  orderId: number;
}

export type Command = PlaceCommand | CancelCommand;

export type CancelReason =
  'user' | 'ioc' | 'fok' | 'post_only' | 'self_trade' | 'balance' | 'no_liquidity';

/** A pair's coins with their precision: fees are rounded to it (spec 9, half-up). */
export interface PairCoins {
  base: { id: number; name: string; decimals: number };
  quote: { id: number; name: string; decimals: number };
}

/** What the sequencer knows of every resting order, beside the engine. */
export interface RestingMeta {
  owner: OrderOwner;
  side: OrderSideCode;
  priceTicks: number;
}

export interface MarketState {
  instrument: InstrumentRow;
  coins: PairCoins;
  scale: PairScale;
  book: OrderBook;
  resting: Map<number, RestingMeta>;
}

/** An owner's spendable balance of one currency in the pair's account. */
export const fundsKey = (o: OrderOwner, currency: number) =>
  `${o.ownerKind}:${o.ownerId}:${currency}`;

export interface BatchInputs {
  at: Date;
  /** Available balances of the batch's owners (both coins), as read before the batch. */
  funds: Map<string, Exact>;
  /** Ids reserved for the batch's place commands, ascending (time priority). */
  orderIds: number[];
  /** `${ownerKind}:${ownerId}:${clientOrderId}` of orders already in the database. */
  clientIds: Map<string, number>;
  /** Orders named by cancels, whose they are (if they exist on this pair). */
  closedOrders: Map<number, OrderOwner>;
  /**
   * VIP fee discounts by user id, percent (issue 12; the vip module's copy): a user missing
   * from it pays the pair's rates. System accounts have none.
   */
  feeDiscounts?: ReadonlyMap<number, string>;
}

/** An order's row as the batch leaves it: new orders are inserted, known ones updated. */
export interface OrderChange {
  id: number;
  owner: OrderOwner;
  side: OrderSideCode;
  isNew: boolean;
  /** New orders only: what the row starts with. */
  created?: {
    orderType: 'limit' | 'market';
    timeInForce: TimeInForce;
    price: string | null;
    quantity: string;
    hold: Exact;
    clientOrderId: string | null;
  };
  filledQuantity: Exact;
  filledQuote: Exact;
  /** Taken out of the hold by fills and releases in this batch. */
  frozenOut: Exact;
  /** Fill indexes (into plan.fills) where this order paid a fee. */
  fills: number[];
  status?: OrderStatus;
  cancelReason?: CancelReason | null;
}

export interface PlannedFill {
  makerId: number;
  takerId: number;
  takerSide: OrderSideCode;
  buyer: OrderOwner;
  seller: OrderOwner;
  buyerOrderId: number;
  sellerOrderId: number;
  price: string;
  quantity: string;
  quote: Exact;
  /** After the VIP discount, before fee-discount coupons, which the commit applies. */
  buyerFee: Exact;
  sellerFee: Exact;
  /** The VIP discount percent each side's fee was charged with ('0' for none). */
  buyerDiscount: string;
  sellerDiscount: string;
}

export interface Movement {
  orderId: number;
  owner: OrderOwner;
  currency: number;
  amount: Exact;
  /** Key suffix: `freeze`, `release:placed` or `release:end`. */
  step: 'freeze' | 'release:placed' | 'release:end';
}

export type Outcome =
  | { kind: 'placed'; orderId: number; view: OrderChangeView }
  | { kind: 'repeat'; orderId: number }
  | { kind: 'cancelled'; orderId: number }
  | { kind: 'refused'; error: DomainError };

/** A placed order as it stood right after its own matching (the reply). */
export interface OrderChangeView {
  status: OrderStatus;
  cancelReason: CancelReason | null;
  filledQuantity: string;
  filledQuote: string;
  fills: number[];
}

export interface BatchPlan {
  orders: Map<number, OrderChange>;
  fills: PlannedFill[];
  movements: Movement[];
  outcomes: Outcome[];
  /** Every owner whose balance changes. */
  owners: Map<string, OrderOwner>;
}
