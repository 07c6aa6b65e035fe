/**
 * Input checks of the order book. The server validates what users send before it calls the
 * engine, so a failure here is a programming error: it throws, and the book is unchanged.
 */
import { Side, Tif, type OrderInput, type RestingOrder } from './types.ts';

function fail(what: string): never {
  throw new Error(`OrderBook: ${what}`);
}

function isInt(value: number, min: number): boolean {
  return Number.isSafeInteger(value) && value >= min;
}

function checkCommon(o: { id: number; owner: number; side: Side; qty: number }): void {
  if (!isInt(o.id, 1)) fail(`id must be a positive safe integer, got ${o.id}`);
  if (!Number.isSafeInteger(o.owner)) fail(`owner must be a safe integer, got ${o.owner}`);
  if (o.side !== Side.buy && o.side !== Side.sell) fail(`side must be 0 or 1, got ${o.side}`);
  if (!isInt(o.qty, 1)) fail(`qty must be a positive safe integer, got ${o.qty}`);
}

export function checkOrderInput(o: OrderInput): void {
  checkCommon(o);
  const t = o.tif;
  if (t !== Tif.GTC && t !== Tif.IOC && t !== Tif.FOK && t !== Tif.POST_ONLY) {
    fail(`tif must be one of 0-3, got ${t}`);
  }
  if (o.market === true) {
    if (t === Tif.POST_ONLY) fail('a market order cannot be post-only');
  } else if (!isInt(o.price, 1)) fail(`price must be a positive safe integer, got ${o.price}`);
  if (o.budget !== undefined) {
    if (o.market !== true || o.side !== Side.buy) fail('a budget applies to market buys only');
    if (!isInt(o.budget, 0)) fail(`budget must be a safe integer >= 0, got ${o.budget}`);
  }
}

export function checkRestingOrder(o: RestingOrder): void {
  checkCommon(o);
  if (!isInt(o.price, 1)) fail(`price must be a positive safe integer, got ${o.price}`);
}

/** For queries: a lot count or a number of levels. */
export function checkCount(name: string, value: number): void {
  if (!isInt(value, 0)) fail(`${name} must be a safe integer >= 0, got ${value}`);
}

export function checkOwner(owner: number | undefined): void {
  if (owner !== undefined && !Number.isSafeInteger(owner)) {
    fail(`owner must be a safe integer, got ${owner}`);
  }
}

export function duplicateId(id: number): never {
  return fail(`order ${id} is already on the book`);
}

export function crossingRestore(id: number): never {
  return fail(`restoring order ${id} would cross the book`);
}
