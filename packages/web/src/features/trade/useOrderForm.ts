/**
 * The order form's state: side, limit or market, price, amount, time in force. The maths
 * lives in orderMath.ts and the order rules in @bourse/shared (orderRules.ts, through
 * orderMath); this hook only holds what was typed and derives the rest.
 *
 * The price starts as the best opposite price (or the last) and follows the book until the
 * user touches any field; from then on it stays where it was, so it never moves under a
 * user who is filling the form in.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  dec,
  discountedFeeRate,
  type DepthItem,
  type TickerItem,
  type TimeInForce,
} from '@bourse/shared';
import { vipStatusQuery } from '../vip/api.ts';
import {
  checkOrder,
  cleanInput,
  floorToStep,
  impliedPercent,
  orderSummary,
  parsePositive,
  percentAmount,
  stepBy,
  withLabels,
  type FormError,
  type OrderKind,
  type Side,
} from './orderMath.ts';
import { bestAsk, bestBid } from './depth.ts';

export interface Balances {
  /** Available quote (what a buy spends) and base (what a sell sells); undefined = unknown. */
  quote?: string | undefined;
  base?: string | undefined;
}

/** The price a market order of `side` is estimated at: the best opposite price, or the last. */
export function referencePrice(side: Side, ticker: TickerItem, depth: DepthItem | undefined) {
  const best = side === 'buy' ? bestAsk(depth) : bestBid(depth);
  const p = best ?? ticker.last;
  return p && dec(p).gt(0) ? floorToStep(p, ticker.tick_size) : undefined;
}

export function useOrderForm(
  ticker: TickerItem,
  depth: DepthItem | undefined,
  balances: Balances,
  initialSide: Side = 'buy',
) {
  const [side, setSideState] = useState<Side>(initialSide);
  const [kind, setKind] = useState<OrderKind>('limit');
  /** null while the price still follows the book. */
  const [typedPrice, setTypedPrice] = useState<string | null>(null);
  const [amount, setAmountState] = useState('');
  const [tif, setTif] = useState<TimeInForce>('GTC');
  const [submitted, setSubmitted] = useState(false);

  const reference = referencePrice(side, ticker, depth);
  const price = typedPrice ?? reference ?? '';
  const effectivePrice = kind === 'market' ? parsePositive(reference) : parsePositive(price);
  const available = side === 'buy' ? balances.quote : balances.base;
  const amountValue = parsePositive(amount);
  // The taker rate this user pays: the pair's less their VIP discount (issue 12), as the
  // server's matchBatch charges it; the pair's own rate for a guest or VIP0.
  const discount = useQuery(vipStatusQuery()).data?.fee_discount_percent ?? '0';
  const rules = useMemo(
    () =>
      dec(discount).isZero()
        ? ticker
        : { ...ticker, taker_fee: discountedFeeRate(ticker.taker_fee, discount).toFixed() },
    [ticker, discount],
  );
  const { t } = useTranslation();

  const summary = orderSummary({ side, price: effectivePrice, amount: amountValue, rules });
  // The shared order rules, as the server runs them; field labels in the screen's language.
  const refusal = checkOrder({
    side,
    kind,
    priceText: price,
    amountText: amount,
    referencePrice: parsePositive(reference),
    available,
    rules,
  });
  const error: FormError | undefined = refusal && withLabels(refusal, (key) => t(`server:${key}`));
  const percent = impliedPercent({ side, amount: amountValue, available, price: effectivePrice });

  /** Any edit pins the price where it stands. */
  const pin = () => {
    if (typedPrice === null) setTypedPrice(price);
  };

  return {
    side,
    kind,
    /** The taker fee rate this user pays (a fraction, e.g. 0.0009). */
    takerFee: rules.taker_fee,
    price,
    amount,
    tif,
    available,
    summary,
    percent,
    /** The first problem, shown once the user has tried to send. */
    error: submitted ? error : undefined,
    setSide(next: Side) {
      setSideState(next);
      // A share of the balance means something else on the other side.
      setAmountState('');
      setSubmitted(false);
    },
    setKind(next: OrderKind) {
      setKind(next);
      setSubmitted(false);
    },
    setTif,
    setPrice(text: string) {
      setTypedPrice(cleanInput(text, ticker.price_decimals));
    },
    stepPrice(dir: 1 | -1) {
      setTypedPrice(stepBy(price, ticker.tick_size, dir));
    },
    setAmount(text: string) {
      pin();
      setAmountState(cleanInput(text, ticker.amount_decimals));
    },
    stepAmount(dir: 1 | -1) {
      pin();
      setAmountState(stepBy(amount, ticker.lot_size, dir));
    },
    setPercent(p: number) {
      pin();
      setAmountState(
        percentAmount({ side, percent: p, available, price: effectivePrice, lot: ticker.lot_size }),
      );
    },
    /** A price tapped in the book: a limit order at that price. */
    pickPrice(p: string) {
      setKind('limit');
      setTypedPrice(floorToStep(p, ticker.tick_size));
    },
    /** Marks the form as sent; returns the problem to show, if any. */
    validate(): FormError | undefined {
      pin();
      setSubmitted(true);
      return error;
    },
    reset() {
      setAmountState('');
      setSubmitted(false);
    },
  };
}

export type OrderFormState = ReturnType<typeof useOrderForm>;
