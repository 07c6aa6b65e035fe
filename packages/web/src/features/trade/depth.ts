/**
 * Order book shapes for the screen: the ladder's rows with their cumulative size and bar
 * width, and the depth chart's cumulative curves. Sizes add up with dec(); a bar width or
 * a chart coordinate becomes a number only at the end, for drawing.
 */
import { dec, type Decimal, type DepthItem, type DepthLevel } from '@bourse/shared';

export interface LadderRow {
  price: string;
  amount: string;
  /** This level and every better one on its side, in the base. */
  total: string;
  /** `total` over the larger side's total of the rows shown, in percent: the depth bar. */
  percent: string;
}

export interface Ladder {
  /** Worst at the top, best (lowest) at the bottom, as a ladder shows them. */
  asks: LadderRow[];
  /** Best (highest) at the top. */
  bids: LadderRow[];
}

const larger = (a: Decimal, b: Decimal) => (a.gt(b) ? a : b);

function cumulate(levels: DepthLevel[], count: number): { rows: LadderRow[]; total: Decimal } {
  let total = dec(0);
  const rows = levels.slice(0, count).map(([price, amount]) => {
    total = total.plus(amount);
    return { price, amount, total: total.toFixed(), percent: '0' };
  });
  return { rows, total };
}

/**
 * `count` levels a side, best first in the book; bars proportional to the cumulative size,
 * both sides on one scale so a thin side looks thin.
 */
export function buildLadder(
  depth: Pick<DepthItem, 'asks' | 'bids'> | undefined,
  count: number,
): Ladder {
  const asks = cumulate(depth?.asks ?? [], count);
  const bids = cumulate(depth?.bids ?? [], count);
  const max = larger(asks.total, bids.total);
  const withBar = (r: LadderRow) => ({
    ...r,
    percent: max.isZero() ? '0' : dec(r.total).div(max).mul(100).toDecimalPlaces(2).toFixed(),
  });
  return { asks: asks.rows.map(withBar).reverse(), bids: bids.rows.map(withBar) };
}

/** Best ask and best bid, or undefined when that side is empty. */
export const bestAsk = (depth: DepthItem | undefined) => depth?.asks[0]?.[0];
export const bestBid = (depth: DepthItem | undefined) => depth?.bids[0]?.[0];

export interface CurvePoint {
  price: number;
  total: number;
}

/**
 * The depth chart's two curves: cumulative size by price, bids from the best down, asks
 * from the best up. Numbers, for drawing only.
 */
export function depthCurves(depth: Pick<DepthItem, 'asks' | 'bids'> | undefined): {
  bids: CurvePoint[];
  asks: CurvePoint[];
} {
  const curve = (levels: DepthLevel[]) => {
    let total = dec(0);
    return levels.map(([price, amount]) => {
      total = total.plus(amount);
      return { price: dec(price).toNumber(), total: total.toNumber() };
    });
  };
  return { bids: curve(depth?.bids ?? []), asks: curve(depth?.asks ?? []) };
}

/**
 * The depth chart's axis, centred on the middle of the spread (so the spread sits in the
 * middle of the chart): from `mid - half` to `mid + half`, `half` reaching the farther of
 * the lowest bid and the highest ask.
 */
export function priceMarks(depth: Pick<DepthItem, 'asks' | 'bids'> | undefined): {
  low?: Decimal;
  mid?: Decimal;
  high?: Decimal;
} {
  const prices = [...(depth?.bids ?? []), ...(depth?.asks ?? [])].map(([p]) => dec(p));
  if (prices.length === 0) return {};
  const lowest = prices.reduce((a, b) => (b.lt(a) ? b : a));
  const highest = prices.reduce((a, b) => (b.gt(a) ? b : a));
  const bid = depth?.bids[0]?.[0];
  const ask = depth?.asks[0]?.[0];
  const mid = bid && ask ? dec(bid).plus(ask).div(2) : lowest.plus(highest).div(2);
  const half = larger(mid.minus(lowest), highest.minus(mid));
  return { low: mid.minus(half), mid, high: mid.plus(half) };
}

/** The larger side's cumulative size: the top of the depth chart. */
export function topTotal(depth: Pick<DepthItem, 'asks' | 'bids'> | undefined): Decimal {
  const sum = (levels: DepthLevel[]) => levels.reduce((s, [, a]) => s.plus(a), dec(0));
  return larger(sum(depth?.bids ?? []), sum(depth?.asks ?? []));
}
