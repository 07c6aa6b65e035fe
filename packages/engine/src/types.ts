/**
 * The engine's contract with its callers (the server's spot module, the benchmark
 * adapter, the tests). Everything is a safe integer: prices in ticks, quantities in lots,
 * quote values in ticks x lots. Owners are opaque integers used only for self-trade
 * prevention (the server maps users to positive and system accounts to negative ids).
 */

export const Side = { buy: 0, sell: 1 } as const;
export type Side = (typeof Side)[keyof typeof Side];

/** GTC rests what does not fill; IOC cancels it; FOK fills all at once or nothing; post-only never takes. */
export const Tif = { GTC: 0, IOC: 1, FOK: 2, POST_ONLY: 3 } as const;
export type Tif = (typeof Tif)[keyof typeof Tif];

/** Why (part of) an order left the book or never entered it. */
export const CancelCause = {
  /** The owner (or the caller on its behalf) cancelled it. */
  user: 0,
  /** IOC or market order: the part that did not fill at once. */
  ioc: 1,
  /** FOK: the book could not fill it completely, so nothing was traded. */
  fok: 2,
  /** Post-only: it would have taken liquidity. */
  postOnly: 3,
  /** Self-trade prevention: a resting order of the taker's own owner was cancelled. */
  selfTrade: 4,
  /** A market buy ran out of its quote budget before its quantity. */
  budget: 5,
} as const;
export type CancelCause = (typeof CancelCause)[keyof typeof CancelCause];

export interface OrderInput {
  /** Unique, positive safe integer; also the time priority among equal prices when restored. */
  id: number;
  owner: number;
  side: Side;
  /** Limit price in ticks; ignored for market orders. */
  price: number;
  /** Quantity in lots, > 0. */
  qty: number;
  tif: Tif;
  /** A market order takes whatever the book offers and never rests. */
  market?: boolean;
  /** Market buys: the most quote value (ticks x lots) it may spend. */
  budget?: number;
}

/** One trade: the taker is the order being placed. */
export interface Fill {
  makerId: number;
  makerOwner: number;
  /** The maker's price, in ticks. */
  price: number;
  qty: number;
  /** Lots the maker still has resting after this fill (0 = the maker is done). */
  makerRemaining: number;
}

/** A resting order removed without trading (self-trade prevention). */
export interface Removed {
  id: number;
  owner: number;
  /** Lots it still had. */
  qty: number;
  cause: CancelCause;
}

export interface PlaceResult {
  /** The fills in the order they happened (price priority, then time). */
  fills: Fill[];
  /** Lots of the taker filled, and what is left of it. */
  filled: number;
  remaining: number;
  /** Quote value of the fills (sum of price x qty). */
  filledQuote: number;
  /** True when the remainder now rests on the book. */
  resting: boolean;
  /** Why the remainder was dropped, when it was (undefined if it rests or filled fully). */
  cancelled?: CancelCause;
  /** Resting orders of the taker's owner that self-trade prevention cancelled. */
  removed: Removed[];
}

export interface RestingOrder {
  id: number;
  owner: number;
  side: Side;
  price: number;
  /** Lots still open. */
  qty: number;
}

/** `[price ticks, total lots]`, best first. */
export type Level = [price: number, qty: number];
