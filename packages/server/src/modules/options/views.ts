/**
 * What the options pages read (client contract 7.10): the durations, the payable coin,
 * one order's result with both recorded prices, and the open and settled lists.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import {
  OptionStatus,
  optionRemainingMs,
  toPlain,
  type OptionDirection,
  type OptionDurationItem,
  type OptionList,
  type OptionListQuery,
  type OptionPayableCurrency,
  type OptionResult,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { availableOf, userOwner } from '../ledger/index.ts';
import { listInstruments } from '../market/index.ts';
import { findCurrency, toDateTime, toSeconds } from '../system/index.ts';
import { OPTION_ACCOUNT, OPTION_STAKE_CURRENCY, activeDurations, durationItem } from './config.ts';
import { settleOwnIfDue, type OptionOrderRow } from './settle.ts';
import { optionOrders } from './tables.ts';

/** `GET /microtrade/seconds` (guests too). */
export async function optionSeconds(ctx: Pick<AppContext, 'db'>): Promise<OptionDurationItem[]> {
  return (await activeDurations(ctx.db)).map(durationItem);
}

/**
 * `GET /microtrade/payable_currencies`: USDT, with the options account's available balance.
 * The original page looks for the entry whose id is the pair's BASE coin; none is faked.
 */
export async function payableCurrencies(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
): Promise<OptionPayableCurrency[]> {
  const coin = await findCurrency(ctx.db, OPTION_STAKE_CURRENCY);
  const available = await availableOf(
    ctx.db,
    userOwner(userId),
    OPTION_ACCOUNT,
    OPTION_STAKE_CURRENCY,
  );
  return [
    {
      id: OPTION_STAKE_CURRENCY,
      name: coin?.name ?? 'USDT',
      user_wallet: { micro_with_insurance: toPlain(available) },
    },
  ];
}

const orNull = (v: string | null) => (v === null ? null : toPlain(v));
const secondsOrNull = (v: Date | null) => (v === null ? null : toSeconds(v));

async function symbols(ctx: Pick<AppContext, 'db'>): Promise<Map<number, string>> {
  return new Map((await listInstruments(ctx.db)).map((p) => [p.id, p.symbol]));
}

function resultOf(row: OptionOrderRow, symbol: string, now: Date): OptionResult {
  const open = row.status === OptionStatus.open;
  return {
    id: row.id,
    status: row.status as OptionStatus,
    outcome: row.outcome,
    type: row.direction as OptionDirection,
    symbol,
    seconds: row.seconds,
    stake: toPlain(row.stake),
    profit_ratio: toPlain(row.payoutPercent),
    open_price: toPlain(row.openPrice),
    open_at: toSeconds(row.openAt),
    open_source: row.openSource,
    close_price: orNull(row.closePrice),
    close_at: secondsOrNull(row.closeAt),
    close_source: row.closeSource,
    payout: orNull(row.payout),
    fact_profits: row.factProfits === null ? '0' : toPlain(row.factProfits),
    expires_at: toSeconds(row.expiresAt),
    remain_milli_seconds: open ? optionRemainingMs(row.expiresAt, now) : 0,
  };
}

/** `GET /microtrade/get_result {id}`: the caller's own order, settled first if it is due. */
export async function optionResult(
  ctx: Pick<AppContext, 'db' | 'clock' | 'prices' | 'realtime'>,
  userId: number,
  id: number,
): Promise<OptionResult> {
  const row = await settleOwnIfDue(ctx, userId, id);
  if (!row) return fail('errors.orderNotFound');
  return resultOf(row, (await symbols(ctx)).get(row.instrumentId) ?? '', ctx.clock.now());
}

/** `GET /microtrade/lists`: open (1) or settled (3) orders, newest first. */
export async function listOptions(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  query: Omit<OptionListQuery, 'lang'>,
): Promise<OptionList> {
  const where = and(
    eq(optionOrders.userId, userId),
    eq(optionOrders.status, query.status),
    query.match_id === undefined ? undefined : eq(optionOrders.instrumentId, query.match_id),
  );
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(optionOrders)
    .where(where);
  const rows = await ctx.db
    .select()
    .from(optionOrders)
    .where(where)
    .orderBy(desc(optionOrders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const names = await symbols(ctx);
  const now = ctx.clock.now();
  return {
    total,
    page: query.page,
    limit: query.limit,
    data: rows.map((r) => ({
      id: r.id,
      symbol_name: names.get(r.instrumentId) ?? '',
      type: r.direction as OptionDirection,
      open_price: toPlain(r.openPrice),
      close_price: orNull(r.closePrice),
      number: toPlain(r.stake),
      seconds: r.seconds,
      profit_ratio: toPlain(r.payoutPercent),
      handled_at: r.settledAt ? toDateTime(r.settledAt) : '',
      fact_profits: r.factProfits === null ? '0' : toPlain(r.factProfits),
      remain_milli_seconds:
        r.status === OptionStatus.open ? optionRemainingMs(r.expiresAt, now) : 0,
      status: r.status as OptionStatus,
      outcome: r.outcome,
      open_at: toSeconds(r.openAt),
      close_at: secondsOrNull(r.closeAt),
    })),
  };
}
