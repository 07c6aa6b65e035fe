/**
 * Storage of one book's resting orders and price levels, as parallel typed arrays indexed
 * by slot numbers (no object per order, nothing for the garbage collector to trace).
 *
 * Each level keeps its orders in an intrusive doubly-linked list in arrival order (head =
 * first in time), so an order leaves its level in O(1) given its slot. Free slots are
 * chained through `orderNext` / `levelHead` and reused before the arrays grow (doubling).
 * Arrays are replaced when they grow: read them from the store again after `newOrder`.
 */
import type { Side } from './types.ts';

/** "No slot": the end of a list, or an empty level. */
export const NONE = -1;

export class OrderStore {
  orderId = new Float64Array(1024);
  orderOwner = new Float64Array(1024);
  /** Lots still open. */
  orderQty = new Float64Array(1024);
  orderLevel = new Int32Array(1024);
  orderPrev = new Int32Array(1024);
  orderNext = new Int32Array(1024);
  private orderFree = NONE;
  private orderUsed = 0;

  levelPrice = new Float64Array(256);
  /** Sum of the open lots of the level's orders. */
  levelQty = new Float64Array(256);
  levelHead = new Int32Array(256);
  levelTail = new Int32Array(256);
  levelSide = new Uint8Array(256);
  private levelFree = NONE;
  private levelUsed = 0;

  /** Appends a new order at the tail of `level` (last in time priority); returns its slot. */
  addOrder(level: number, id: number, owner: number, qty: number): number {
    let o = this.orderFree;
    if (o !== NONE) this.orderFree = this.orderNext[o]!;
    else {
      if (this.orderUsed === this.orderId.length) this.growOrders();
      o = this.orderUsed++;
    }
    this.orderId[o] = id;
    this.orderOwner[o] = owner;
    this.orderQty[o] = qty;
    this.orderLevel[o] = level;
    const tail = this.levelTail[level]!;
    this.orderPrev[o] = tail;
    this.orderNext[o] = NONE;
    if (tail === NONE) this.levelHead[level] = o;
    else this.orderNext[tail] = o;
    this.levelTail[level] = o;
    this.levelQty[level]! += qty;
    return o;
  }

  /** Takes `lots` (fewer than it has) from an order, keeping its place. */
  reduce(o: number, lots: number): void {
    this.orderQty[o]! -= lots;
    this.levelQty[this.orderLevel[o]!]! -= lots;
  }

  /** Unlinks an order from its level and frees its slot; the level may be left empty. */
  removeOrder(o: number): void {
    const level = this.orderLevel[o]!;
    const prev = this.orderPrev[o]!;
    const next = this.orderNext[o]!;
    if (prev === NONE) this.levelHead[level] = next;
    else this.orderNext[prev] = next;
    if (next === NONE) this.levelTail[level] = prev;
    else this.orderPrev[next] = prev;
    this.levelQty[level]! -= this.orderQty[o]!;
    this.orderNext[o] = this.orderFree;
    this.orderFree = o;
  }

  addLevel(price: number, side: Side): number {
    let level = this.levelFree;
    if (level !== NONE) this.levelFree = this.levelHead[level]!;
    else {
      if (this.levelUsed === this.levelPrice.length) this.growLevels();
      level = this.levelUsed++;
    }
    this.levelPrice[level] = price;
    this.levelQty[level] = 0;
    this.levelHead[level] = NONE;
    this.levelTail[level] = NONE;
    this.levelSide[level] = side;
    return level;
  }

  /** Frees an empty level's slot. */
  removeLevel(level: number): void {
    this.levelHead[level] = this.levelFree;
    this.levelFree = level;
  }

  private growOrders(): void {
    const n = this.orderId.length * 2;
    this.orderId = grown(this.orderId, new Float64Array(n));
    this.orderOwner = grown(this.orderOwner, new Float64Array(n));
    this.orderQty = grown(this.orderQty, new Float64Array(n));
    this.orderLevel = grown(this.orderLevel, new Int32Array(n));
    this.orderPrev = grown(this.orderPrev, new Int32Array(n));
    this.orderNext = grown(this.orderNext, new Int32Array(n));
  }

  private growLevels(): void {
    const n = this.levelPrice.length * 2;
    this.levelPrice = grown(this.levelPrice, new Float64Array(n));
    this.levelQty = grown(this.levelQty, new Float64Array(n));
    this.levelHead = grown(this.levelHead, new Int32Array(n));
    this.levelTail = grown(this.levelTail, new Int32Array(n));
    this.levelSide = grown(this.levelSide, new Uint8Array(n));
  }
}

function grown<T extends Float64Array | Int32Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
