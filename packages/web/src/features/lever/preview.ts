/**
 * The contract screens' maths: thin calls of the shared formulas (@bourse/shared
 * lever.ts, the server's own), never a second implementation. The order form's checks and
 * preview (fill, margin, fee, liquidation price, what-if), the live P/L of an open
 * position, and the account model the preview needs.
 */
import {
  Exact,
  LeverSide,
  closePriceOf,
  dec,
  fillPrice,
  isDecimalString,
  liquidationPriceOf,
  openQuote,
  pnlOf,
  riskOf,
  whatIf,
  type LeverAccountView,
  type LeverDealReply,
  type LeverPositionItem,
  type OpenQuote,
  type RiskAccount,
  type RiskPosition,
  type WhatIfPoint,
} from '@bourse/shared';

/** The instrument id under which the rest of the account (other pairs) is held constant. */
const REST = '__rest__';

export interface PairTerms {
  symbol: string;
  tick: string;
  spread: string;
  contractSize: string;
  openFeePercent: string;
  maintenancePercent: string;
  minLots: string;
  maxLots: string;
}

export const termsOf = (deal: LeverDealReply, tick: string): PairTerms => ({
  symbol: deal.symbol,
  tick,
  spread: deal.spread,
  contractSize: deal.lever_share_num,
  openFeePercent: deal.lever_trade_fee,
  maintenancePercent: deal.maintenance_percent,
  minLots: deal.lever_share_limit.min,
  maxLots: deal.lever_share_limit.max,
});

/** An open position of this pair as the risk maths takes it, at the index `index`. */
export const riskPositionOf = (
  p: Pick<LeverPositionItem, 'type' | 'price' | 'quantity' | 'caution_money'>,
  terms: Pick<PairTerms, 'symbol' | 'spread' | 'tick'>,
  index: string,
): RiskPosition => ({
  instrument: terms.symbol,
  side: p.type,
  entry: p.price,
  quantity: p.quantity,
  margin: p.caution_money,
  spreadPercent: terms.spread,
  tick: terms.tick,
  index,
});

/**
 * The account as the risk maths needs it (`pairPositions` valued at the index the server
 * used for `account`): this pair's open positions move with its index;
 * everything else (other pairs) is held where the server last valued it, as one constant
 * with its margin. Equity and used margin equal the server's at the index it used.
 */
export function accountModel(
  account: Pick<LeverAccountView, 'balance' | 'unrealised' | 'used_margin'>,
  pairPositions: RiskPosition[],
): RiskAccount {
  const pair = riskOf({ balance: 0, positions: pairPositions });
  const rest: RiskPosition = {
    instrument: REST,
    side: LeverSide.long,
    entry: 1,
    quantity: 0,
    margin: new Exact(account.used_margin).minus(pair.usedMargin).toFixed(),
    spreadPercent: 0,
    tick: 1,
    index: 1,
  };
  return {
    balance: new Exact(account.balance).plus(account.unrealised).minus(pair.unrealised).toFixed(),
    positions: [rest, ...pairPositions],
  };
}

export type LeverKind = 'market' | 'limit';

export interface LeverFormInput {
  side: LeverSide;
  kind: LeverKind;
  lots: string;
  multiple: number | undefined;
  limitPrice: string;
}

export type LeverFormError =
  | { field: 'lots'; key: 'form.lotsRequired' | 'form.lotsWhole' }
  | { field: 'lots'; key: 'form.lotsRange'; params: { min: string; max: string } }
  | { field: 'price'; key: 'form.priceRequired' }
  | { field: 'multiple'; key: 'form.multipleRequired' }
  | { field: 'balance'; key: 'form.balance'; params: { cost: string } };

/** Whole lots within the pair's limits, a limit price, a multiple (the server checks again). */
export function formError(
  form: LeverFormInput,
  terms: Pick<PairTerms, 'minLots' | 'maxLots'>,
): LeverFormError | undefined {
  const lots = form.lots.trim();
  if (!isDecimalString(lots) || dec(lots).lte(0))
    return { field: 'lots', key: 'form.lotsRequired' };
  if (!dec(lots).isInteger()) return { field: 'lots', key: 'form.lotsWhole' };
  if (dec(lots).lt(terms.minLots) || dec(lots).gt(terms.maxLots))
    return {
      field: 'lots',
      key: 'form.lotsRange',
      params: { min: terms.minLots, max: terms.maxLots },
    };
  if (form.multiple === undefined) return { field: 'multiple', key: 'form.multipleRequired' };
  if (form.kind === 'limit' && !validPrice(form.limitPrice))
    return { field: 'price', key: 'form.priceRequired' };
  return undefined;
}

const validPrice = (text: string) => isDecimalString(text.trim()) && dec(text.trim()).gt(0);

export interface LeverPreview {
  quote: OpenQuote;
  /** The index the liquidation would happen at; null when no price reaches it. */
  liquidation: Exact | null;
  /** The account's risk rate right after opening (at the index now). */
  riskAfter: Exact | null;
  whatIf: WhatIfPoint[];
  /** Not enough available for margin + fee. */
  short: boolean;
}

/**
 * The form's preview: a market order fills at the ask (long) or bid (short) of the index
 * now, a limit order at its price; then margin, fee, the account right after, the index of
 * liquidation and the what-if rows. Undefined while the form is incomplete.
 */
export function leverPreview(
  form: LeverFormInput,
  terms: PairTerms,
  index: string,
  account: Pick<LeverAccountView, 'balance' | 'unrealised' | 'used_margin' | 'available'>,
  pairPositions: RiskPosition[],
): LeverPreview | undefined {
  if (formError(form, terms) || form.multiple === undefined) return undefined;
  const price =
    form.kind === 'limit'
      ? new Exact(form.limitPrice.trim())
      : fillPrice(index, terms.spread, form.side, 'open', terms.tick);
  const quote = openQuote({
    price,
    lots: form.lots.trim(),
    contractSize: terms.contractSize,
    multiple: form.multiple,
    openFeePercent: terms.openFeePercent,
  });
  const before = moveTo(accountModel(account, pairPositions), index);
  const position: RiskPosition = {
    instrument: terms.symbol,
    side: form.side,
    entry: price,
    quantity: quote.quantity,
    margin: quote.margin,
    spreadPercent: terms.spread,
    tick: terms.tick,
    index,
  };
  // Opening pays the fee out of the balance; the margin stays in it (frozen).
  const after: RiskAccount = {
    balance: new Exact(before.balance.toString()).minus(quote.fee),
    positions: [...before.positions, position],
  };
  const liquidation = liquidationPriceOf(after, terms.symbol, terms.maintenancePercent, terms.tick);
  return {
    quote,
    liquidation,
    riskAfter: riskOf(after).riskRate,
    whatIf: whatIf(after, position, whatIfIndexes(index, form.multiple, terms.tick)),
    short: quote.cost.gt(account.available),
  };
}

/**
 * Five indexes around `index` for the what-if table: steps of (25 / multiple) % so that at
 * any leverage the table spans moves that matter (10x: ±2.5 % and ±5 %; 100x: ±0.25 %...).
 */
export function whatIfIndexes(index: string, multiple: number, tick: string): Exact[] {
  const step = new Exact(25).div(multiple).div(100);
  return [-2, -1, 0, 1, 2].map((k) =>
    new Exact(index)
      .times(new Exact(1).plus(step.times(k)))
      .div(tick)
      .toDecimalPlaces(0, Exact.ROUND_HALF_UP)
      .times(tick),
  );
}

/** An open position's P/L if it closed at `index` now (as it would be paid). */
export const livePnl = (
  p: Pick<LeverPositionItem, 'type' | 'price' | 'quantity' | 'caution_money'>,
  terms: Pick<PairTerms, 'symbol' | 'spread' | 'tick'>,
  index: string,
): Exact => {
  const rp = riskPositionOf(p, terms, index);
  return pnlOf(rp.side, rp.entry, closePriceOf(rp), rp.quantity);
};

/** The account re-valued at this pair's live index (equity, used margin, risk rate). */
export function liveAccount(
  account: Pick<LeverAccountView, 'balance' | 'unrealised' | 'used_margin'>,
  serverPositions: RiskPosition[],
  index: string,
) {
  return riskOf(moveTo(accountModel(account, serverPositions), index));
}

/** The model with this pair's positions valued at `index` (the rest stays). */
const moveTo = (model: RiskAccount, index: string): RiskAccount => ({
  balance: model.balance,
  positions: model.positions.map((p) => (p.instrument === REST ? p : { ...p, index })),
});

/** The wire's hazard_rate (risk rate x 1e6) as a percent decimal. */
export const hazardPercent = (hazard: string): Exact | null =>
  isDecimalString(hazard) && !dec(hazard).isZero() ? new Exact(hazard).div(1_000_000) : null;
