/**
 * What the routes answer: positions in the client contract's fields (7.9) plus Bourse's
 * (P/L, liquidation price, recorded index stamps), the account header, `/lever/deal`'s
 * terms and preview prices, and a position's "verify" view: every recorded price and the
 * formulas' inputs, so the browser recomputes the result with packages/shared/src/lever.ts.
 */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  LeverChargeKind,
  LeverCloseReason,
  LeverStatus,
  discountedFeePercent,
  fillPrice,
  hazardRateOf,
  liquidationPriceOf,
  pnlOf,
  quoteSides,
  toPlain,
  translate,
  type Lang,
  type LeverAccountView,
  type LeverDealBody,
  type LeverDealAllBody,
  type LeverDealReply,
  type LeverIndexStamp,
  type LeverMyTradeBody,
  type LeverMyTradeReply,
  type LeverPositionItem,
  type Page,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { toDateTime, toSeconds } from '../system/index.ts';
import { instrumentByPair } from '../market/index.ts';
import { vipDiscountOf } from '../vip/index.ts';
import { accountState, type AccountState, type PositionRow } from './account.ts';
import { leverPair, leverPairById, type LeverPair } from './config.ts';
import { leverCharges, leverLiquidations, leverPositions } from './tables.ts';

const plain = (v: string | null | undefined): string => (v == null ? '' : toPlain(v));

const stamp = (
  price: string | null,
  source: string | null,
  at: Date | null,
): LeverIndexStamp | null =>
  price && source && at ? { price: toPlain(price), source, at: toSeconds(at) } : null;

export function accountView(state: AccountState): LeverAccountView {
  const { risk } = state;
  return {
    balance: toPlain(state.balance),
    available: toPlain(state.available),
    equity: toPlain(risk.equity.toDecimalPlaces(6)),
    used_margin: toPlain(risk.usedMargin),
    unrealised: toPlain(risk.unrealised.toDecimalPlaces(6)),
    risk_rate: risk.riskRate ? toPlain(risk.riskRate.toDecimalPlaces(4)) : '',
    hazard_rate: hazardRateOf(risk.riskRate),
    maintenance_percent: state.settings.maintenancePercent,
  };
}

/** A row as the client shows it; an open one valued at `state`'s recorded index. */
export function positionItem(
  row: PositionRow,
  pair: LeverPair,
  state?: AccountState,
): LeverPositionItem {
  const open = row.status === LeverStatus.open;
  const live = open ? state?.positions.find((p) => p.row.id === row.id) : undefined;
  let update = plain(row.closePrice);
  let pnl = plain(row.profit);
  let liquidation = '';
  if (live && state) {
    const exit = fillPrice(
      live.quote.price,
      row.spreadPercent,
      row.side,
      'close',
      pair.instrument.tickSize,
    );
    update = toPlain(exit);
    pnl = toPlain(pnlOf(row.side, row.openPrice!, exit, row.quantity));
    const at = liquidationPriceOf(
      { balance: state.balance, positions: state.positions.map((p) => p.risk) },
      row.instrumentId,
      state.settings.maintenancePercent,
      pair.instrument.tickSize,
    );
    liquidation = at ? toPlain(at) : '';
  }
  return {
    id: row.id,
    type: row.side,
    symbol: pair.instrument.symbol,
    currency_id: pair.instrument.baseCurrencyId,
    legal_id: pair.instrument.quoteCurrencyId,
    share: toPlain(row.lots),
    multiple: row.multiple,
    price: plain(row.openPrice),
    target_price: plain(row.targetPrice),
    target_profit_price: plain(row.tp),
    stop_loss_price: plain(row.sl),
    update_price: update,
    caution_money: toPlain(row.margin),
    overnight_money: toPlain(row.overnightPaid),
    trade_fee: toPlain(row.openFee),
    close_fee: toPlain(row.closeFee),
    transaction_time: toDateTime(row.openedAt ?? row.createdAt),
    status: row.status,
    order_type: row.orderType,
    price_type: row.priceType,
    quantity: toPlain(row.quantity),
    contract_size: toPlain(row.contractSize),
    profits: pnl,
    pnl,
    liquidation_price: liquidation,
    close_reason: row.closeReason ?? '',
    held: toPlain(row.held),
    open_index: stamp(row.openIndex, row.openIndexSource, row.openIndexAt),
    close_index: stamp(row.closeIndex, row.closeIndexSource, row.closeIndexAt),
    created_at: toSeconds(row.createdAt),
    opened_at: row.openedAt ? toSeconds(row.openedAt) : null,
    closed_at: row.closedAt ? toSeconds(row.closedAt) : null,
  };
}

/** `POST /lever/deal`: the pair's terms, the prices a market order would fill at now, the account. */
export async function dealView(
  ctx: AppContext,
  userId: number,
  body: LeverDealBody,
  lang: Lang,
): Promise<LeverDealReply> {
  const pair = await leverPair(ctx.db, { currencyId: body.currency_id, legalId: body.legal_id });
  const state = await accountState(ctx, ctx.db, userId);
  const quote =
    state.quotes.get(pair.instrument.id) ?? (await ctx.prices.record(pair.instrument.base.name));
  const { ask, bid } = quoteSides(quote.price, pair.terms.spreadPercent, pair.instrument.tickSize);
  const { terms } = pair;
  // The rates this user is charged: the pair's less their VIP discount (issue 12), so the
  // form's fee estimate (and the original client's) is what the order will cost.
  const discount = await vipDiscountOf(ctx.db, userId);
  return {
    user_lever: toPlain(state.available),
    multiple: { muit: terms.multiples.map((value) => ({ value })) },
    my_transaction: state.positions
      .filter((p) => p.row.instrumentId === pair.instrument.id)
      .map(({ row }) => ({
        id: row.id,
        type: row.side,
        transaction_time: toDateTime(row.openedAt ?? row.createdAt),
        price: plain(row.openPrice),
        share: toPlain(row.lots),
        order_type: row.orderType,
      })),
    symbol: pair.instrument.symbol,
    lever_share_num: terms.contractSize,
    lever_share_limit: { min: String(terms.minLots), max: String(terms.maxLots) },
    spread: terms.spreadPercent,
    lever_trade_fee: toPlain(discountedFeePercent(terms.openFeePercent, discount)),
    lever_close_fee: toPlain(discountedFeePercent(terms.closeFeePercent, discount)),
    overnight: terms.overnightPercent,
    maintenance_percent: state.settings.maintenancePercent,
    index: { price: quote.price, source: quote.source, at: toSeconds(quote.at) },
    ask: toPlain(ask),
    bid: toPlain(bid),
    account: accountView(state),
    counterparty: 'lever.counterparty',
    counterparty_text: translate(lang, 'lever.counterparty'),
  };
}

const STATUS_LISTS: Record<0 | 1 | 3, LeverStatus[]> = {
  0: [LeverStatus.pending],
  1: [LeverStatus.open],
  3: [LeverStatus.closed, LeverStatus.cancelled],
};

async function pageOf(
  ctx: AppContext,
  where: SQL,
  page: number,
  limit: number,
  state?: AccountState,
): Promise<Page<LeverPositionItem>> {
  const rows = await ctx.db
    .select()
    .from(leverPositions)
    .where(where)
    .orderBy(desc(leverPositions.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await ctx.db.select({ n: count() }).from(leverPositions).where(where);
  const data: LeverPositionItem[] = [];
  for (const row of rows)
    data.push(positionItem(row, await leverPairById(ctx.db, row.instrumentId), state));
  return { data, total: total?.n ?? 0, page, limit };
}

async function pairFilter(ctx: AppContext, currencyId?: number, legalId?: number) {
  if (currencyId === undefined) return undefined;
  const instrument = await instrumentByPair(ctx.db, currencyId, legalId ?? 3);
  return instrument ? eq(leverPositions.instrumentId, instrument.id) : fail('errors.pairUnknown');
}

/** `POST /lever/my_trade`: the caller's positions (1 open, 0 pending, 3 closed), newest first. */
export async function myTrades(
  ctx: AppContext,
  userId: number,
  body: LeverMyTradeBody,
): Promise<LeverMyTradeReply> {
  const state = await accountState(ctx, ctx.db, userId);
  const conditions = [
    eq(leverPositions.userId, userId),
    inArray(leverPositions.status, STATUS_LISTS[body.status]),
  ];
  const onPair = await pairFilter(ctx, body.currency_id, body.legal_id);
  if (onPair) conditions.push(onPair);
  return {
    message: await pageOf(ctx, and(...conditions)!, body.page, body.limit, state),
    rate_profits_total: {
      hazard_rate: hazardRateOf(state.risk.riskRate),
      profits_total: toPlain(state.risk.unrealised.toDecimalPlaces(6)),
    },
    account: accountView(state),
  };
}

/** `POST /lever/dealall`: the caller's closed positions on a pair (dead in the client; kept simple). */
export async function dealAll(
  ctx: AppContext,
  userId: number,
  body: LeverDealAllBody,
): Promise<Page<LeverPositionItem>> {
  const onPair = (await pairFilter(ctx, body.currency_id, body.legal_id))!;
  return pageOf(
    ctx,
    and(eq(leverPositions.userId, userId), eq(leverPositions.status, LeverStatus.closed), onPair)!,
    body.page,
    body.limit,
  );
}

/**
 * `GET /lever/position?id=`: everything to verify one position: its row with the terms it
 * was opened on, every recorded index stamp (open, close, each charge) and the
 * liquidation that closed it, if any.
 */
export async function positionDetail(ctx: AppContext, userId: number, id: number) {
  const [row] = await ctx.db
    .select()
    .from(leverPositions)
    .where(and(eq(leverPositions.id, id), eq(leverPositions.userId, userId)));
  if (!row) return fail('errors.leverPositionNotFound');
  const pair = await leverPairById(ctx.db, row.instrumentId);
  const state =
    row.status === LeverStatus.open ? await accountState(ctx, ctx.db, userId) : undefined;
  const charges = await ctx.db
    .select()
    .from(leverCharges)
    .where(eq(leverCharges.positionId, row.id))
    .orderBy(asc(leverCharges.id));
  const liquidation =
    row.closeReason === LeverCloseReason.liquidation
      ? (
          await ctx.db
            .select()
            .from(leverLiquidations)
            .where(eq(leverLiquidations.userId, userId))
            .orderBy(asc(leverLiquidations.id))
        ).find((l) => l.positionIds.split(',').includes(String(row.id)))
      : undefined;
  return {
    position: positionItem(row, pair, state),
    inputs: {
      side: row.side,
      lots: toPlain(row.lots),
      contract_size: toPlain(row.contractSize),
      quantity: toPlain(row.quantity),
      multiple: row.multiple,
      spread_percent: toPlain(row.spreadPercent),
      open_fee_percent: toPlain(row.openFeePercent),
      close_fee_percent: toPlain(row.closeFeePercent),
      overnight_percent: pair.terms.overnightPercent,
      tick: pair.instrument.tickSize,
      open_margin: toPlain(row.openMargin),
      target_price: plain(row.targetPrice),
      tp: plain(row.tp),
      sl: plain(row.sl),
    },
    charges: charges.map((c) => ({
      kind: c.kind,
      amount: toPlain(c.amount),
      index: { price: toPlain(c.indexPrice), source: c.indexSource, at: toSeconds(c.indexAt) },
      charge_day: c.kind === LeverChargeKind.overnight ? c.chargeDay : '',
      journal_id: c.journalId,
    })),
    liquidation: liquidation
      ? {
          equity: toPlain(liquidation.equity),
          used_margin: toPlain(liquidation.usedMargin),
          risk_rate: toPlain(liquidation.riskRate),
          maintenance_percent: toPlain(liquidation.maintenancePercent),
          prices: JSON.parse(liquidation.prices) as unknown,
          insurance_paid: toPlain(liquidation.insurancePaid),
          unrecovered: toPlain(liquidation.unrecovered),
        }
      : null,
    account: state ? accountView(state) : null,
  };
}
