/**
 * The verify view of a position (issue 10: "recomputes the result in the browser with the
 * shared formulas"): from the recorded index prices and the pair's terms, the fills,
 * margin, fees, overnight fees and P/L again, each beside the server's figure.
 */
import {
  LeverChargeKind,
  LeverCloseReason,
  dec,
  feeOf,
  fillPrice,
  marginOf,
  notionalOf,
  overnightFeeOf,
  pnlOf,
  quantityOf,
  roundToTick,
  type Exact,
  type LeverIndexStamp,
  type LeverPositionItem,
} from '@bourse/shared';

/** One `lever_charges` row: a fee with the index price and second it was computed at. */
export interface LeverChargeRow {
  kind: string;
  amount: string;
  index: LeverIndexStamp | null;
  /** Overnight: the UTC day charged ('' otherwise). */
  charge_day: string;
}

/** The inputs the position was opened under (`GET /lever/position` `inputs`). */
export interface LeverPositionInputs {
  lots: string;
  contract_size: string;
  quantity: string;
  multiple: number;
  spread_percent: string;
  open_fee_percent: string;
  close_fee_percent: string;
  overnight_percent: string;
  tick: string;
  /** The margin frozen at the open (overnight fees may have eaten into it since). */
  open_margin: string;
}

/** `GET /lever/position?id=` as this view reads it. */
export interface LeverPositionDetail {
  position: LeverPositionItem;
  inputs: LeverPositionInputs;
  charges: LeverChargeRow[];
  liquidation: { insurance_paid: string; unrecovered: string } | null;
}

export interface CheckLine {
  key: string;
  server: string;
  browser: string;
  ok: boolean;
  /**
   * A fee the server took less of than the formula gives (an account short of it: the
   * rest is never taken). Counted as agreeing: a user is never charged more than due.
   */
  capped: boolean;
  /** The recorded index price this line was computed from. */
  index?: LeverIndexStamp | null | undefined;
}

const line = (
  key: string,
  server: string | null | undefined,
  browser: Exact | undefined,
  index?: LeverIndexStamp | null,
): CheckLine => {
  const ok =
    browser !== undefined && !!server && server !== '' && dec(server).eq(browser.toString());
  return { key, server: server ?? '', browser: browser?.toFixed() ?? '', ok, capped: false, index };
};

/** A fee line: equal, or less than due (never negative) when the account could not pay it all. */
const feeLine = (
  key: string,
  server: string | null | undefined,
  due: Exact,
  index?: LeverIndexStamp | null,
): CheckLine => {
  const l = line(key, server, due, index);
  if (l.ok || !server) return l;
  const paid = dec(server);
  const capped = !paid.isNegative() && paid.lt(due.toString());
  return { ...l, ok: capped, capped };
};

/**
 * Every figure of a position recomputed: the open fill from the open index (long at the
 * ask, short at the bid), quantity, margin, open fee; when closed, the close fill (a
 * liquidation closes at the index itself, no spread), the P/L, the close fee; and each
 * overnight fee due at its recorded index. A fee cut short because the account held less
 * (an overnight fee on an empty account, a close fee under negative-balance protection)
 * is marked `capped`: less than due, never more.
 */
export function verifyPosition(d: LeverPositionDetail): CheckLine[] {
  const p = d.position;
  const t = d.inputs;
  const out: CheckLine[] = [];
  const quantity = quantityOf(t.lots, t.contract_size);
  out.push(line('quantity', t.quantity, quantity));
  if (!p.open_index) return out;
  const entry = fillPrice(p.open_index.price, t.spread_percent, p.type, 'open', t.tick);
  out.push(line('openPrice', p.price, entry, p.open_index));
  const notional = notionalOf(entry, quantity);
  out.push(line('margin', t.open_margin, marginOf(notional, t.multiple)));
  out.push(line('openFee', p.trade_fee, feeOf(notional, t.open_fee_percent), p.open_index));

  for (const c of d.charges.filter((c) => c.kind === LeverChargeKind.overnight && c.index)) {
    const fee = overnightFeeOf(c.index!.price, quantity, t.overnight_percent);
    out.push(feeLine(`overnight:${c.charge_day}`, c.amount, fee, c.index));
  }
  if (!p.close_index) return out;
  const liquidated = p.close_reason === LeverCloseReason.liquidation;
  const exit = liquidated
    ? roundToTick(p.close_index.price, t.tick)
    : fillPrice(p.close_index.price, t.spread_percent, p.type, 'close', t.tick);
  out.push(line('closePrice', p.update_price, exit, p.close_index));
  out.push(line('pnl', p.profits, pnlOf(p.type, entry, exit, quantity), p.close_index));
  out.push(
    feeLine(
      'closeFee',
      p.close_fee,
      feeOf(notionalOf(exit, quantity), t.close_fee_percent),
      p.close_index,
    ),
  );
  return out;
}

/** Every line agrees. */
export const allMatch = (lines: CheckLine[]) => lines.every((l) => l.ok);
