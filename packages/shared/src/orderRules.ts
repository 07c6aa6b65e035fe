/**
 * The spot order rules, written once for the server (modules/spot/rules.ts and batch.ts)
 * and the trade form (web features/trade/orderMath.ts), so the two never disagree. Pure
 * functions over decimal strings, computed with Exact (never a JS number).
 *
 * - The amount and a limit price read as positive plain decimals, in the wire schema's
 *   words (`validation.*`, naming the field like the server's zod reply).
 * - The amount on the pair's lot and within its base coin's decimals; a limit price on
 *   the tick.
 * - The value (price x amount in the quote) at least the pair's minimum.
 * - Affordable: a limit buy holds price x amount of the quote, a sell its amount of the
 *   base; a market buy spends its value capped by the quote balance and fills as far as
 *   that pays, so only an empty balance refuses it, and the minimum applies to the spend.
 *
 * Every refusal is a key of the shared catalogue with its parameters, exactly what the
 * server's DomainError carries. The server adds what only it knows: the engine's integer
 * range, whether the pair trades and its session, and the book's real cost of a market
 * order (a form estimates it at the best opposite price).
 */
import type { MessageKey } from './i18n/index.ts';
import { DECIMAL_RE, Exact, toPlain } from './money.ts';
import { positiveDecimal } from './schemas/common.ts';
import type { InstrumentItem } from './schemas/quotes.ts';
import { ORDER_MAX_VALUE, type OrderSideName } from './schemas/trade.ts';

export type OrderType = 'limit' | 'market';

/** A pair's rules, in the wire names of InstrumentItem (a ticker fits as it is). */
export type OrderPairRules = Pick<
  InstrumentItem,
  'base' | 'quote' | 'tick_size' | 'lot_size' | 'min_amount'
> & {
  /** The base coin's decimals, where known: an amount never carries more. */
  base_decimals?: number | undefined;
};

/** An order as typed in a form or sent to the server; amounts are decimal strings. */
export interface OrderDraft {
  side: OrderSideName;
  type: OrderType;
  /** The base quantity. */
  amount: string;
  /**
   * A limit order's price. A market order has none; a form may give the price it is
   * estimated at (best opposite, else last), which values it but is not checked.
   */
  price?: string | undefined;
}

export type OrderRefusalKey = Extract<
  MessageKey,
  | 'validation.required'
  | 'validation.decimal'
  | 'validation.decimals'
  | 'validation.positive'
  | 'validation.atMost'
  | 'errors.orderAmountStep'
  | 'errors.orderPriceStep'
  | 'errors.orderBelowMinimum'
  | 'errors.insufficientBalance'
  | 'errors.orderUnaffordable'
>;

export interface OrderRefusal {
  /** What a form marks: the amount or price field, or the balance line. */
  field: 'amount' | 'price' | 'balance';
  key: OrderRefusalKey;
  /** Plain decimals and currency codes; `@fields.x` names a field label's key. */
  params: Record<string, string>;
}

export type OrderDecimalRead = { ok: true; value: Exact } | { ok: false; refusal: OrderRefusal };

/** The label keys the server's zod reply names the fields with (coinTradeBody). */
const FIELD_LABEL = { amount: '@fields.amount', price: '@fields.target_price' } as const;

/** The wire schema of an amount or price (coinTradeBody's), which the form reads too. */
const ORDER_DECIMAL = positiveDecimal(ORDER_MAX_VALUE);

/**
 * What was typed or sent as a positive plain decimal, by the wire schema itself
 * (coinTradeBody: at most 18 decimals, at most ORDER_MAX_VALUE), or why not, in its words.
 * Surrounding spaces are ignored; exponents ("1e5"), signs, control characters and "1."
 * are refused.
 */
export function readOrderDecimal(
  text: string | undefined | null,
  field: 'amount' | 'price',
): OrderDecimalRead {
  const parsed = ORDER_DECIMAL.safeParse(text ?? '');
  if (parsed.success) return { ok: true, value: new Exact(parsed.data) };
  // The first check that failed, as `key?param=value` (the schema's message form).
  const [key, query] = parsed.error.issues[0]!.message.split('?') as [string, string?];
  const params = Object.fromEntries(new URLSearchParams(query ?? ''));
  return {
    ok: false,
    refusal: {
      field,
      key: key as OrderRefusalKey,
      params: { field: FIELD_LABEL[field], ...params },
    },
  };
}

/** The amount's step: the lot, or the base coin's smallest unit where that is coarser. */
export function amountStepOf(rules: Pick<OrderPairRules, 'lot_size' | 'base_decimals'>): Exact {
  const lot = new Exact(rules.lot_size);
  if (rules.base_decimals === undefined) return lot;
  return Exact.max(lot, new Exact(10).pow(-rules.base_decimals));
}

/** An amount off the lot, or with more decimals than its coin, is refused naming the step. */
export function checkAmountStep(amount: Exact, rules: OrderPairRules): OrderRefusal | undefined {
  const onLot = amount.mod(rules.lot_size).isZero();
  const inCoin = rules.base_decimals === undefined || amount.decimalPlaces() <= rules.base_decimals;
  if (onLot && inCoin) return undefined;
  return {
    field: 'amount',
    key: 'errors.orderAmountStep',
    params: { step: toPlain(amountStepOf(rules).toFixed()), currency: rules.base },
  };
}

/** A limit price off the tick is refused naming the tick. */
export function checkPriceStep(price: Exact, rules: OrderPairRules): OrderRefusal | undefined {
  if (price.mod(rules.tick_size).isZero()) return undefined;
  return {
    field: 'price',
    key: 'errors.orderPriceStep',
    params: { step: toPlain(rules.tick_size), currency: rules.quote },
  };
}

/** An order worth less than the pair's minimum (a quote value) is refused naming it. */
export function checkMinimum(value: Exact, rules: OrderPairRules): OrderRefusal | undefined {
  if (value.gte(rules.min_amount)) return undefined;
  return {
    field: 'amount',
    key: 'errors.orderBelowMinimum',
    params: { min: toPlain(rules.min_amount), currency: rules.quote },
  };
}

/** An order that needs more of `currency` than is available is refused naming both. */
export function checkAffordable(
  need: Exact,
  available: Exact,
  currency: string,
): OrderRefusal | undefined {
  if (available.gte(need)) return undefined;
  return {
    field: 'balance',
    key: 'errors.orderUnaffordable',
    params: { need: toPlain(need.toFixed()), available: toPlain(available.toFixed()), currency },
  };
}

type ReadOrder =
  { ok: true; amount: Exact; price: Exact | undefined } | { ok: false; refusal: OrderRefusal };

/** The amount and a limit price read and on their steps; a market order's estimate read. */
function readOrder(
  draft: Pick<OrderDraft, 'type' | 'amount' | 'price'>,
  rules: OrderPairRules,
): ReadOrder {
  const amount = readOrderDecimal(draft.amount, 'amount');
  if (!amount.ok) return amount;
  const offLot = checkAmountStep(amount.value, rules);
  if (offLot) return { ok: false, refusal: offLot };
  if (draft.type === 'market') {
    const estimate = readOrderDecimal(draft.price, 'price');
    return { ok: true, amount: amount.value, price: estimate.ok ? estimate.value : undefined };
  }
  const price = readOrderDecimal(draft.price, 'price');
  if (!price.ok) return price;
  const offTick = checkPriceStep(price.value, rules);
  if (offTick) return { ok: false, refusal: offTick };
  return { ok: true, amount: amount.value, price: price.value };
}

/**
 * The rules that need no balance, in the server's order: the amount read and on its step,
 * a limit price read and on its tick, a limit order's value at least the minimum. (A
 * market order's minimum depends on what it would spend: checkOrderDraft, or the server
 * with the book's cost.)
 */
export function checkOrderRules(
  draft: Pick<OrderDraft, 'type' | 'amount' | 'price'>,
  rules: OrderPairRules,
): OrderRefusal | undefined {
  const read = readOrder(draft, rules);
  if (!read.ok) return read.refusal;
  return draft.type === 'limit' ? checkMinimum(read.price!.times(read.amount), rules) : undefined;
}

/** A balance as a decimal, or undefined while unknown (or not a plain decimal). */
function balanceOf(available: string | undefined): Exact | undefined {
  return available !== undefined && DECIMAL_RE.test(available.trim())
    ? new Exact(available.trim())
    : undefined;
}

/**
 * Every rule, the balance included: checkOrderRules, then for a market buy an empty quote
 * balance and the minimum of what it would spend (its value at the estimate, capped by the
 * balance), for a market sell the minimum of its value at the estimate, and then what the
 * order holds against `available` (quote for a buy, base for a sell). Without an estimate
 * a market order's value is not checked; without a balance, affordability is not.
 */
export function checkOrderDraft(
  draft: OrderDraft,
  rules: OrderPairRules,
  available?: string,
): OrderRefusal | undefined {
  const read = readOrder(draft, rules);
  if (!read.ok) return read.refusal;
  const { amount, price } = read;
  const funds = balanceOf(available);
  const value = price?.times(amount);
  if (draft.type === 'market' && draft.side === 'buy') {
    if (funds?.lte(0)) {
      return {
        field: 'balance',
        key: 'errors.insufficientBalance',
        params: { currency: rules.quote },
      };
    }
    const spend = value && funds && funds.lt(value) ? funds : value;
    return spend && checkMinimum(spend, rules);
  }
  const below = value && checkMinimum(value, rules);
  if (below) return below;
  if (!funds) return undefined;
  if (draft.side === 'sell') return checkAffordable(amount, funds, rules.base);
  return value && checkAffordable(value, funds, rules.quote);
}

/**
 * The largest amount on the step that `available` pays for: a buy's quote balance at
 * `price`, a sell's base balance. Undefined while the balance, or a buy's price, is
 * unknown; zero when not one step is affordable.
 */
export function maxOrderAmount(a: {
  side: OrderSideName;
  price?: string | undefined;
  available: string | undefined;
  rules: Pick<OrderPairRules, 'lot_size' | 'base_decimals'>;
}): Exact | undefined {
  const funds = balanceOf(a.available);
  if (!funds) return undefined;
  let quantity = funds;
  if (a.side === 'buy') {
    const price = readOrderDecimal(a.price, 'price');
    if (!price.ok) return undefined;
    quantity = funds.div(price.value);
  }
  if (quantity.lte(0)) return new Exact(0);
  const step = amountStepOf(a.rules);
  return quantity.div(step).floor().times(step);
}
