/**
 * The contract form's state: side, market / limit, limit price, lots (whole, within the
 * pair's limits), multiple (from `multiple.muit`), and the preview and first error
 * computed from them with the shared formulas (preview.ts).
 */
import { useMemo, useState } from 'react';
import {
  LeverSide,
  dec,
  isDecimalString,
  type LeverDealReply,
  type LeverPositionItem,
  type LeverSide as Side,
} from '@bourse/shared';
import {
  formError,
  leverPreview,
  riskPositionOf,
  termsOf,
  type LeverKind,
  type PairTerms,
} from './preview.ts';

export function useLeverForm(
  deal: LeverDealReply | undefined,
  tick: string,
  index: string,
  pairPositions: LeverPositionItem[],
  /** "Super leverage" (the home shortcut, `?multiple=max`) starts at the highest multiple. */
  startAtHighest = false,
) {
  const [side, setSide] = useState<Side>(LeverSide.long);
  const [kind, setKind] = useState<LeverKind>('market');
  const [lots, setLots] = useState('1');
  const [limitPrice, setLimitPrice] = useState('');
  const [chosen, setChosen] = useState<number>();
  const [touched, setTouched] = useState(false);

  const terms: PairTerms | undefined = deal ? termsOf(deal, tick) : undefined;
  const multiples = deal?.multiple.muit.map((m) => Number(m.value)) ?? [];
  const multiple =
    chosen !== undefined && multiples.includes(chosen)
      ? chosen
      : startAtHighest
        ? multiples[multiples.length - 1]
        : multiples[0];
  const input = { side, kind, lots, multiple, limitPrice };

  const error = terms ? formError(input, terms) : undefined;
  const preview = useMemo(() => {
    if (!deal || !terms) return undefined;
    const positions = pairPositions.map((p) => riskPositionOf(p, terms, deal.index.price));
    const found = leverPreview(
      { side, kind, lots, multiple, limitPrice },
      terms,
      index,
      deal.account,
      positions,
    );
    return found;
  }, [deal, terms, pairPositions, side, kind, lots, multiple, limitPrice, index]);

  return {
    side,
    kind,
    lots,
    limitPrice,
    multiple,
    multiples,
    terms,
    preview,
    error: touched ? error : undefined,
    setSide,
    setKind(k: LeverKind) {
      setKind(k);
      if (k === 'limit' && limitPrice === '') setLimitPrice(index);
    },
    setLots,
    setLimitPrice,
    setMultiple: setChosen,
    /** One lot up or down, within the limits. */
    stepLots(dir: 1 | -1) {
      const now = isDecimalString(lots.trim()) ? dec(lots.trim()).floor() : dec(0);
      let next = now.add(dir);
      if (terms && next.lt(terms.minLots)) next = dec(terms.minLots);
      if (terms && next.gt(terms.maxLots)) next = dec(terms.maxLots);
      setLots(next.toFixed());
    },
    /** One tick up or down on the limit price. */
    stepPrice(dir: 1 | -1) {
      const now = isDecimalString(limitPrice.trim()) ? dec(limitPrice.trim()) : dec(index);
      const next = now.add(dec(tick).mul(dir));
      if (next.gt(0)) setLimitPrice(next.toFixed(dec(tick).decimalPlaces()));
    },
    /** Marks the form as tried: errors show from now on. Returns whether it is valid. */
    validate(): boolean {
      setTouched(true);
      return !error;
    },
    reset() {
      setTouched(false);
    },
  };
}

export type LeverFormState = ReturnType<typeof useLeverForm>;
