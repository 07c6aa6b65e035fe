/**
 * Contracts (leverage, issue 10): the codes and the pure formulas. The server settles with
 * these and the browser recomputes every result with them ("verify"), so a position's
 * margin, fees, P/L, risk rate and liquidation price are the same numbers on both sides.
 *
 * Rounding, decided once here:
 * - Fill prices are the index adjusted by the spread, rounded to the instrument's tick
 *   half-up (preview and fill use the same function, so the preview is the fill).
 * - Amounts are in USDT with LEVER_DECIMALS (USDT's 6 in the coin catalogue). The margin is
 *   rounded UP (the hold covers the exact margin), fees half-up (spec 9), P/L towards minus
 *   infinity (a profit is credited rounded down, a loss is charged rounded up).
 * All maths is Exact (60 digits), so nothing is lost before the one explicit rounding.
 */
import { Exact, Rounding, roundAmount, type DecimalInput } from './money.ts';

/** Position side (client contract 7.9 `type`: 1 long, 2 short). */
export const LeverSide = { long: 1, short: 2 } as const;
export type LeverSide = (typeof LeverSide)[keyof typeof LeverSide];
export const LEVER_SIDES = Object.values(LeverSide) as [LeverSide, ...LeverSide[]];

/** A row's life: a pending limit order, an open position, closed, or a cancelled order. */
export const LeverStatus = { pending: 0, open: 1, closed: 3, cancelled: 4 } as const;
export type LeverStatus = (typeof LeverStatus)[keyof typeof LeverStatus];
export const LEVER_STATUSES = Object.values(LeverStatus) as [LeverStatus, ...LeverStatus[]];

/** `status` of `/lever/submit`: 1 market, 0 limit (the client contract's codes). */
export const LeverPriceType = { limit: 0, market: 1 } as const;
export type LeverPriceType = (typeof LeverPriceType)[keyof typeof LeverPriceType];

/** 1 own position; 2 copied from a trader (issue 12). */
export const LeverOrderType = { own: 1, copied: 2 } as const;
export type LeverOrderType = (typeof LeverOrderType)[keyof typeof LeverOrderType];

/** Why a position closed, or why an order was cancelled (`margin`: it could no longer be paid). */
export const LeverCloseReason = {
  user: 'user',
  batch: 'batch',
  tp: 'tp',
  sl: 'sl',
  liquidation: 'liquidation',
  cancelled: 'cancelled',
  margin: 'margin',
  /** A copied position closed because its trader closed the position it copies (issue 12). */
  copy: 'copy',
} as const;
export type LeverCloseReason = (typeof LeverCloseReason)[keyof typeof LeverCloseReason];
export const LEVER_CLOSE_REASONS = Object.values(LeverCloseReason) as [
  LeverCloseReason,
  ...LeverCloseReason[],
];

/** What a `lever_charges` row records. */
export const LeverChargeKind = {
  openFee: 'open_fee',
  closeFee: 'close_fee',
  overnight: 'overnight',
  liquidationShortfall: 'liquidation_shortfall',
} as const;
export type LeverChargeKind = (typeof LeverChargeKind)[keyof typeof LeverChargeKind];
export const LEVER_CHARGE_KINDS = Object.values(LeverChargeKind) as [
  LeverChargeKind,
  ...LeverChargeKind[],
];

/** Open: taking the position; close: leaving it (the other side of the spread). */
export type LeverPhase = 'open' | 'close';

/** USDT's decimals (the coin catalogue's): every amount of a contract is rounded to these. */
export const LEVER_DECIMALS = 6;
/** The setting defaults (`lever_maintenance_percent`, `lever_overnight_utc`). */
export const LEVER_DEFAULT_MAINTENANCE_PERCENT = '50';
export const LEVER_DEFAULT_OVERNIGHT_UTC = '00:00';
/** `/lever/submit` sends the literal 999 as the target price of a market order. */
export const LEVER_MARKET_PRICE_LITERAL = '999';

type Num = DecimalInput | Exact;
const x = (v: Num): Exact => new Exact(typeof v === 'bigint' ? v.toString() : v);
const HUNDRED = new Exact(100);

/** `value` on `tick`, half-up. */
export function roundToTick(value: Num, tick: Num): Exact {
  const t = x(tick);
  return x(value).div(t).toDecimalPlaces(0, Rounding.halfUp).times(t);
}

/**
 * Whether the side buys at this moment: a long buys to open and sells to close, a short
 * the reverse. A buy pays the ask (index x (1 + s/100)), a sell gets the bid.
 */
export const buysAt = (side: LeverSide, phase: LeverPhase): boolean =>
  (side === LeverSide.long) === (phase === 'open');

/** The fill price: the index adjusted by the spread against the user, on the tick. */
export function fillPrice(
  index: Num,
  spreadPercent: Num,
  side: LeverSide,
  phase: LeverPhase,
  tick: Num,
): Exact {
  const s = x(spreadPercent).div(HUNDRED);
  const factor = buysAt(side, phase) ? new Exact(1).plus(s) : new Exact(1).minus(s);
  return roundToTick(x(index).times(factor), tick);
}

/** The ask and bid of an instrument now: what a buy pays and a sell gets. */
export function quoteSides(index: Num, spreadPercent: Num, tick: Num): { ask: Exact; bid: Exact } {
  return {
    ask: fillPrice(index, spreadPercent, LeverSide.long, 'open', tick),
    bid: fillPrice(index, spreadPercent, LeverSide.short, 'open', tick),
  };
}

/** Base units held: lots x contract size. */
export const quantityOf = (lots: Num, contractSize: Num): Exact => x(lots).times(x(contractSize));

export const notionalOf = (price: Num, quantity: Num): Exact => x(price).times(x(quantity));

/** Margin = notional / multiple, rounded up to USDT's decimals. */
export const marginOf = (notional: Num, multiple: Num): Exact =>
  roundAmount(x(notional).div(x(multiple)), LEVER_DECIMALS, Rounding.up);

/** A fee on a notional: notional x percent / 100, half-up (spec 9). */
export const feeOf = (notional: Num, percent: Num): Exact =>
  roundAmount(x(notional).times(x(percent)).div(HUNDRED), LEVER_DECIMALS, Rounding.halfUp);

/** Unrounded P/L: (exit - entry) x qty for a long, (entry - exit) x qty for a short. No multiple. */
export function rawPnl(side: LeverSide, entry: Num, exit: Num, quantity: Num): Exact {
  const diff = x(exit).minus(x(entry));
  return (side === LeverSide.long ? diff : diff.negated()).times(x(quantity));
}

/** The P/L paid: rounded towards minus infinity (a profit down, a loss up). */
export const pnlOf = (side: LeverSide, entry: Num, exit: Num, quantity: Num): Exact =>
  rawPnl(side, entry, exit, quantity).toDecimalPlaces(LEVER_DECIMALS, Exact.ROUND_FLOOR);

/** The overnight fee of one day: notional at the index now x percent / 100, half-up. */
export const overnightFeeOf = (index: Num, quantity: Num, percent: Num): Exact =>
  feeOf(notionalOf(index, quantity), percent);

/** Everything a market order would take now, as the form previews it (the fill itself). */
export interface OpenQuote {
  price: Exact;
  quantity: Exact;
  notional: Exact;
  margin: Exact;
  fee: Exact;
  /** margin + fee: what the lever account must have available. */
  cost: Exact;
}

export function openQuote(p: {
  price: Num;
  lots: Num;
  contractSize: Num;
  multiple: Num;
  openFeePercent: Num;
}): OpenQuote {
  const price = x(p.price);
  const quantity = quantityOf(p.lots, p.contractSize);
  const notional = notionalOf(price, quantity);
  const margin = marginOf(notional, p.multiple);
  const fee = feeOf(notional, p.openFeePercent);
  return { price, quantity, notional, margin, fee, cost: margin.plus(fee) };
}

/** One open position as the account maths needs it. */
export interface RiskPosition {
  /** Which index moves it (an instrument id or symbol). */
  instrument: string | number;
  side: LeverSide;
  entry: Num;
  quantity: Num;
  margin: Num;
  spreadPercent: Num;
  tick: Num;
  /** The instrument's index now. */
  index: Num;
}

export interface RiskAccount {
  /** The lever account's USDT, available + frozen. */
  balance: Num;
  positions: RiskPosition[];
}

/** The close-side price of a position at an index: what closing it now would fill at. */
export const closePriceOf = (p: RiskPosition, index: Num = p.index): Exact =>
  fillPrice(index, p.spreadPercent, p.side, 'close', p.tick);

/** Unrealised P/L of a position at its close-side price now (unrounded, for risk). */
export const unrealisedOf = (p: RiskPosition, index: Num = p.index): Exact =>
  rawPnl(p.side, p.entry, closePriceOf(p, index), p.quantity);

export interface RiskState {
  equity: Exact;
  usedMargin: Exact;
  unrealised: Exact;
  /** equity / used margin x 100; null when no margin is used. */
  riskRate: Exact | null;
}

/** Cross margin: equity = balance + unrealised P/L; risk rate = equity / used margin x 100. */
export function riskOf(account: RiskAccount): RiskState {
  let unrealised = new Exact(0);
  let usedMargin = new Exact(0);
  for (const p of account.positions) {
    unrealised = unrealised.plus(unrealisedOf(p));
    usedMargin = usedMargin.plus(x(p.margin));
  }
  const equity = x(account.balance).plus(unrealised);
  const riskRate = usedMargin.isZero() ? null : equity.div(usedMargin).times(HUNDRED);
  return { equity, usedMargin, unrealised, riskRate };
}

/** The wire's `hazard_rate`: the risk rate x 1,000,000 as an integer string ('0' when none). */
export const hazardRateOf = (riskRate: Exact | null): string =>
  riskRate ? riskRate.times(1_000_000).toDecimalPlaces(0, Rounding.down).toFixed() : '0';

/** Whether the account is at or below the maintenance level (never without used margin). */
export const atMaintenance = (state: RiskState, maintenancePercent: Num): boolean =>
  state.riskRate !== null && state.riskRate.lte(x(maintenancePercent));

/**
 * The index of `instrument` at which the account's risk rate reaches the maintenance level,
 * every position on other instruments held at its current price. Equity is linear in the
 * index (each position on the instrument moves by its quantity x its side's spread factor),
 * so it solves `balance + others + sum(pnl_j(x)) = maintenance/100 x used margin`. Null
 * when no price reaches it (the positions on the instrument hedge each other exactly, or
 * the solution is not a positive price). The tick rounding of close prices is left out: it
 * moves the answer by less than a tick.
 */
export function liquidationPriceOf(
  account: RiskAccount,
  instrument: string | number,
  maintenancePercent: Num,
  tick: Num,
): Exact | null {
  let constant = x(account.balance);
  let slope = new Exact(0);
  let used = new Exact(0);
  for (const p of account.positions) {
    used = used.plus(x(p.margin));
    if (p.instrument !== instrument) {
      constant = constant.plus(unrealisedOf(p));
      continue;
    }
    const s = x(p.spreadPercent).div(HUNDRED);
    const q = x(p.quantity);
    if (p.side === LeverSide.long) {
      slope = slope.plus(q.times(new Exact(1).minus(s)));
      constant = constant.minus(x(p.entry).times(q));
    } else {
      slope = slope.minus(q.times(new Exact(1).plus(s)));
      constant = constant.plus(x(p.entry).times(q));
    }
  }
  if (slope.isZero() || used.isZero()) return null;
  const target = x(maintenancePercent).div(HUNDRED).times(used);
  const price = target.minus(constant).div(slope);
  if (!price.isPositive() || price.isZero()) return null;
  return roundToTick(price, tick);
}

export interface WhatIfPoint {
  /** The instrument's index in this scenario. */
  price: Exact;
  /** P/L of `position` closed at that index's close-side price (rounded as paid). */
  pnl: Exact;
  riskRate: Exact | null;
}

/**
 * The form's what-if: for each index of `position`'s instrument, its P/L and the account's
 * risk rate (`account` includes `position`; other instruments stay where they are).
 */
export function whatIf(
  account: RiskAccount,
  position: RiskPosition,
  indexes: Num[],
): WhatIfPoint[] {
  return indexes.map((index) => {
    const moved = account.positions.map((p) =>
      p.instrument === position.instrument ? { ...p, index } : p,
    );
    const exit = closePriceOf(position, index);
    return {
      price: x(index),
      pnl: pnlOf(position.side, position.entry, exit, position.quantity),
      riskRate: riskOf({ balance: account.balance, positions: moved }).riskRate,
    };
  });
}

/**
 * What a close pays, with negative-balance protection. `available` is the lever account's
 * available USDT after the position's margin is released. A loss is paid first from it, the
 * closing fee from what is left (the fee is cut first), and the insurance fund pays the house
 * what the user could not (as far as the fund holds; `unrecovered` is what the house forgoes).
 */
export interface CloseSplit {
  /** The P/L as computed (rounded as paid). */
  pnl: Exact;
  /** Profit the house pays the user (>= 0). */
  profitPaid: Exact;
  /** Loss the user pays the house (>= 0). */
  lossPaid: Exact;
  /** Loss the insurance fund pays the house for the user. */
  insurancePaid: Exact;
  /** Loss nobody could pay (the insurance fund was short too). */
  unrecovered: Exact;
  /** Closing fee actually paid (cut when the account runs out). */
  feePaid: Exact;
}

export function closeSplit(p: {
  pnl: Num;
  fee: Num;
  /** Available after the margin is released. */
  available: Num;
  /** What the insurance fund can pay. */
  insurance: Num;
}): CloseSplit {
  const pnl = x(p.pnl);
  const zero = new Exact(0);
  let left = x(p.available);
  let profitPaid = zero;
  let lossPaid = zero;
  let insurancePaid = zero;
  let unrecovered = zero;
  if (pnl.isPositive() && !pnl.isZero()) {
    profitPaid = pnl;
    left = left.plus(pnl);
  } else if (pnl.isNegative()) {
    const loss = pnl.negated();
    lossPaid = Exact.min(loss, Exact.max(left, zero));
    left = left.minus(lossPaid);
    const rest = loss.minus(lossPaid);
    insurancePaid = Exact.min(rest, Exact.max(x(p.insurance), zero));
    unrecovered = rest.minus(insurancePaid);
  }
  const feePaid = Exact.min(x(p.fee), Exact.max(left, zero));
  return { pnl, profitPaid, lossPaid, insurancePaid, unrecovered, feePaid };
}

/**
 * The overnight fee split: from available first, the rest out of the position's margin,
 * never more than both.
 */
export function overnightSplit(p: { fee: Num; available: Num; margin: Num }): {
  fromAvailable: Exact;
  fromMargin: Exact;
} {
  const zero = new Exact(0);
  const fee = x(p.fee);
  const fromAvailable = Exact.min(fee, Exact.max(x(p.available), zero));
  const fromMargin = Exact.min(fee.minus(fromAvailable), Exact.max(x(p.margin), zero));
  return { fromAvailable, fromMargin };
}

/** The instant of `day`'s (YYYY-MM-DD, UTC) overnight charge at `hhmm` (UTC). */
export function overnightInstant(day: string, hhmm: string): Date {
  return new Date(`${day}T${hhmm}:00.000Z`);
}

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
