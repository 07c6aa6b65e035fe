/**
 * The order form's maths, headless and pure (STYLE.md: "pure calculators, thin edges"):
 * steps to tick and lot, the percentage of the balance, the estimated cost or proceeds,
 * the fee at the taker rate, and the client checks that mirror the server's (tick, lot,
 * minimum value, balance). Every amount goes through dec(); numbers appear only where a
 * value leaves for the screen (a slider position).
 */
import { dec, isDecimalString, type Decimal, type DecimalInput } from '@bourse/shared';

export type Side = 'buy' | 'sell';
export type OrderKind = 'limit' | 'market';

/** The instrument rules the form needs (a subset of InstrumentItem). */
export interface PairRules {
  base: string;
  quote: string;
  tick_size: string;
  lot_size: string;
  min_amount: string;
  taker_fee: string;
}

/** A positive decimal the user typed, or undefined for anything else (blank, "0", "1."). */
export function parsePositive(text: string | undefined | null): Decimal | undefined {
  const s = (text ?? '').trim();
  if (!isDecimalString(s)) return undefined;
  const d = dec(s);
  return d.gt(0) ? d : undefined;
}

/** Digits after the point of a step ("0.01" -> 2, "1" -> 0, "0.50" -> 1). */
export const decimalsOf = (step: string): number => dec(step).decimalPlaces();

/** Rounds down to a multiple of `step`, printed with the step's decimals. */
export function floorToStep(value: DecimalInput, step: string): string {
  const s = dec(step);
  return dec(value).div(s).floor().mul(s).toFixed(decimalsOf(step));
}

export const isMultipleOf = (value: Decimal, step: string) => value.mod(step).isZero();

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
 * The quantity for a share of the balance (the slider): a buy spends `percent` of the
 * quote balance at `price`, a sell sells `percent` of the base balance. Rounded down to
 * the lot, so the order never asks for more than the balance. '' when it cannot be known.
 */
export function percentAmount(a: {
  side: Side;
  percent: number;
  available: string | undefined;
  price: Decimal | undefined;
  lot: string;
}): string {
  const available = a.available === undefined ? undefined : dec(a.available);
  if (!available || available.lte(0) || a.percent <= 0) return '';
  const share = available.mul(Math.min(a.percent, 100)).div(100);
  if (a.side === 'sell') return nonZero(floorToStep(share, a.lot));
  if (!a.price || a.price.lte(0)) return '';
  return nonZero(floorToStep(share.div(a.price), a.lot));
}

const nonZero = (s: string) => (dec(s).isZero() ? '' : s);

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

/** A refusal of the form: a key of the `trade` namespace and its parameters. */
export interface FormError {
  field: 'price' | 'amount' | 'balance';
  key: string;
  params?: Record<string, string>;
}

/**
 * The server's checks, run before sending so a user sees why at once: a price on the
 * tick (limit orders), an amount on the lot, at least the minimum value (at the price, or
 * the reference price for a market order), and enough balance (quote for a buy, base for
 * a sell; skipped while the balance is unknown). The server checks again and its message
 * wins when it refuses.
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
  const { rules } = a;
  let price = a.referencePrice;
  if (a.kind === 'limit') {
    if (a.priceText.trim() === '') return { field: 'price', key: 'errors.priceRequired' };
    price = parsePositive(a.priceText);
    if (!price) return { field: 'price', key: 'errors.pricePositive' };
    if (!isMultipleOf(price, rules.tick_size))
      return { field: 'price', key: 'errors.tick', params: { tick: rules.tick_size } };
  }
  if (a.amountText.trim() === '') return { field: 'amount', key: 'errors.amountRequired' };
  const amount = parsePositive(a.amountText);
  if (!amount) return { field: 'amount', key: 'errors.amountPositive' };
  if (!isMultipleOf(amount, rules.lot_size))
    return {
      field: 'amount',
      key: 'errors.lot',
      params: { lot: rules.lot_size, base: rules.base },
    };
  const value = price?.mul(amount);
  const available = a.available === undefined ? undefined : dec(a.available);
  // A market buy spends what the book would cost, capped by the balance, and fills as far
  // as that pays: only an empty balance refuses it, and the minimum applies to the spend.
  const marketBuy = a.kind === 'market' && a.side === 'buy';
  const spend = marketBuy && value && available && available.lt(value) ? available : value;
  if (marketBuy && available?.lte(0))
    return { field: 'balance', key: 'errors.balance', params: { currency: rules.quote } };
  if (spend && spend.lt(rules.min_amount))
    return {
      field: 'amount',
      key: 'errors.minValue',
      params: { min: rules.min_amount, quote: rules.quote },
    };
  if (available !== undefined && !marketBuy) {
    const need = a.side === 'buy' ? value : amount;
    if (need && need.gt(available))
      return {
        field: 'balance',
        key: 'errors.balance',
        params: { currency: a.side === 'buy' ? rules.quote : rules.base },
      };
  }
  return undefined;
}
