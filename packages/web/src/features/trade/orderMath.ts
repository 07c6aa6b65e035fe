/**
 * The order form's maths, headless and pure (STYLE.md: "pure calculators, thin edges"):
 * steps to tick and lot, the percentage of the balance, the estimated cost or proceeds and
 * the fee at the taker rate. The order rules themselves (tick, lot, minimum value,
 * balance, the largest affordable amount) are @bourse/shared's orderRules.ts, the same
 * code the server refuses with, so the form and the server never disagree. Every amount
 * goes through dec(); numbers appear only where a value leaves for the screen (a slider
 * position).
 */
import {
  checkOrderDraft,
  dec,
  maxOrderAmount,
  readOrderDecimal,
  type Decimal,
  type DecimalInput,
  type OrderPairRules,
  type OrderRefusal,
  type OrderRefusalKey,
  type OrderSideName,
  type OrderType,
} from '@bourse/shared';

export type Side = OrderSideName;
export type OrderKind = OrderType;

/** The instrument rules the form needs (a subset of InstrumentItem; a ticker fits). */
export type PairRules = OrderPairRules & { taker_fee: string };

/**
 * A positive decimal the user typed (as the order rules read it), or undefined for
 * anything else (blank, "0", "1.", "1e5").
 */
export function parsePositive(text: string | undefined | null): Decimal | undefined {
  const read = readOrderDecimal(text, 'amount');
  return read.ok ? dec(read.value.toFixed()) : undefined;
}

/** Digits after the point of a step ("0.01" -> 2, "1" -> 0, "0.50" -> 1). */
export const decimalsOf = (step: string): number => dec(step).decimalPlaces();

/** Rounds down to a multiple of `step`, printed with the step's decimals. */
export function floorToStep(value: DecimalInput, step: string): string {
  const s = dec(step);
  return dec(value).div(s).floor().mul(s).toFixed(decimalsOf(step));
}

/**
 * One tick or lot up or down from what is typed (rounded down to the step first), never
 * below one step; an empty field starts at one step.
 */
export function stepBy(text: string, step: string, dir: 1 | -1): string {
  const current = parsePositive(text);
  if (!current) return dir > 0 ? dec(step).toFixed(decimalsOf(step)) : '';
  const floored = dec(floorToStep(current, step));
  // A value between steps goes down to the step below it, or up to the step above it.
  const next = dir > 0 ? floored.plus(step) : floored.eq(current) ? floored.minus(step) : floored;
  return next.lt(step) ? dec(step).toFixed(decimalsOf(step)) : next.toFixed(decimalsOf(step));
}

/**
 * Keeps what a decimal field may hold while the user types: digits and one point, at
 * most `decimals` digits after it ("1.2345" with 2 -> "1.23"; ",5" -> "0.5").
 */
export function cleanInput(text: string, decimals: number): string {
  let s = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = s.indexOf('.');
  if (dot >= 0) s = `${s.slice(0, dot + 1)}${s.slice(dot + 1).replace(/\./g, '')}`;
  if (s.startsWith('.')) s = `0${s}`;
  if (decimals <= 0) return s.split('.')[0]!;
  const [int, frac] = s.split('.');
  return frac === undefined ? s : `${int}.${frac.slice(0, decimals)}`;
}

/**
 * The quantity for a share of the balance (the slider): the largest amount `percent` of
 * the balance pays for by the order rules (maxOrderAmount: a buy's quote at `price`, a
 * sell's base), rounded down to the lot and printed with its decimals. '' when it cannot
 * be known or is not one lot.
 */
export function percentAmount(a: {
  side: Side;
  percent: number;
  available: string | undefined;
  price: Decimal | undefined;
  lot: string;
}): string {
  if (a.available === undefined || a.percent <= 0) return '';
  const share = dec(a.available).mul(Math.min(a.percent, 100)).div(100);
  const max = maxOrderAmount({
    side: a.side,
    price: a.price?.toFixed(),
    available: share.toFixed(),
    rules: { lot_size: a.lot },
  });
  return !max || max.lte(0) ? '' : max.toFixed(decimalsOf(a.lot));
}

/** Where the slider stands for a typed amount: 0-100, whole percent, for display only. */
export function impliedPercent(a: {
  side: Side;
  amount: Decimal | undefined;
  available: string | undefined;
  price: Decimal | undefined;
}): number {
  if (!a.amount || a.available === undefined) return 0;
  const available = dec(a.available);
  if (available.lte(0)) return 0;
  const spend = a.side === 'buy' ? (a.price ? a.amount.mul(a.price) : undefined) : a.amount;
  if (!spend) return 0;
  return Math.min(100, spend.div(available).mul(100).toDecimalPlaces(0).toNumber());
}

export interface OrderSummary {
  /** price x amount in the quote: the cost of a buy, the proceeds of a sell. */
  value?: Decimal;
  /** The fee at the taker rate: a buy pays it in the base, a sell in the quote. */
  fee?: Decimal;
  feeCurrency: string;
  /** What arrives after the fee: base for a buy, quote for a sell. */
  receive?: Decimal;
  receiveCurrency: string;
}

/**
 * The estimate shown under the form. The taker rate is the worst case: a limit order that
 * rests pays the maker rate on what fills later.
 */
export function orderSummary(a: {
  side: Side;
  price: Decimal | undefined;
  amount: Decimal | undefined;
  rules: PairRules;
}): OrderSummary {
  const { side, price, amount, rules } = a;
  const feeCurrency = side === 'buy' ? rules.base : rules.quote;
  const out: OrderSummary = { feeCurrency, receiveCurrency: feeCurrency };
  if (!amount) return out;
  const value = price ? price.mul(amount) : undefined;
  if (value) out.value = value;
  const gross = side === 'buy' ? amount : value;
  if (!gross) return out;
  const fee = gross.mul(rules.taker_fee);
  out.fee = fee;
  out.receive = gross.minus(fee);
  return out;
}

/**
 * A refusal of the form: an order rule's refusal (OrderRefusal), its key in the `server`
 * namespace where the shared catalogue lives, so it reads as the server's reply would.
 * `@fields.x` parameters name a label key; the hook translates them.
 */
export interface FormError extends Omit<OrderRefusal, 'key'> {
  key: `server:${OrderRefusalKey}`;
}

/**
 * The order rules run before sending, so a user sees why at once (checkOrderDraft): the
 * amount and a limit price read and on the lot and tick, the minimum value (at the price,
 * or at the reference price for a market order), and the balance (quote for a buy, base
 * for a sell; skipped while unknown). The server checks again with the same rules and its
 * message wins when it refuses.
 */
export function checkOrder(a: {
  side: Side;
  kind: OrderKind;
  priceText: string;
  amountText: string;
  /** The price a market order is estimated at (best opposite price or last). */
  referencePrice: Decimal | undefined;
  available: string | undefined;
  rules: PairRules;
}): FormError | undefined {
  const price = a.kind === 'limit' ? a.priceText : a.referencePrice?.toFixed();
  const refusal = checkOrderDraft(
    { side: a.side, type: a.kind, amount: a.amountText, price },
    a.rules,
    a.available,
  );
  return refusal && { ...refusal, key: `server:${refusal.key}` };
}

/** The error with its `@fields.x` parameters (label keys) replaced by `label(key)`. */
export function withLabels(error: FormError, label: (key: string) => string): FormError {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(error.params))
    params[name] = value.startsWith('@') ? label(value.slice(1)) : value;
  return { ...error, params };
}
