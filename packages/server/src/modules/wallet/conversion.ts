/**
 * Conversion between coins in the spot account (spec 7: `user/getTransferList`,
 * `user/getTransferFee`, `user/Transfer`). The price is the index at execution (never a
 * stale quote), the fee is taken in the target coin, and every amount the user receives is
 * rounded down to the target's decimals: the rounding stays with the treasury, posted as
 * its own entry so the books show where every unit went.
 */
import {
  Decimal,
  Exact,
  JournalReason,
  dec,
  toPlain,
  type ConversionBody,
  type ConversionItem,
  type ConversionPairs,
  type ConversionQuote,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { idBlockOf } from '../../db/ids.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { getBalances, postTogether, systemOwner, userOwner, type Entry } from '../ledger/index.ts';
import { settingOf, toSeconds, type Currency } from '../system/index.ts';
import { activeCurrencies, activeCurrencyPair, usdtPrices } from './holdings.ts';
import { conversions } from './tables.ts';
import { checkScale, namingCurrency } from './transfers.ts';

/** The `convert` setting: fee 0.1 % and at least 1 USDT worth, unless an operator says otherwise. */
export const CONVERT_DEFAULTS = { fee_rate: '0.001', min_usdt: '1' };
const ACCOUNT = 'change' as const;

export async function convertSettings(db: DbOrTx): Promise<{ feeRate: Decimal; minUsdt: Decimal }> {
  const stored = (await settingOf(db, 'convert')) as Partial<typeof CONVERT_DEFAULTS> | undefined;
  const value = { ...CONVERT_DEFAULTS, ...stored };
  return { feeRate: dec(value.fee_rate), minUsdt: dec(value.min_usdt) };
}

const convertible = (c: Currency) => c.kind === 'crypto';

async function pairOf(ctx: AppContext, fromId: number, toId: number) {
  const [from, to] = await activeCurrencyPair(ctx.db, fromId, toId);
  if (from.id === to.id || !convertible(from) || !convertible(to)) {
    fail('errors.conversionUnavailable', { from: from.name, to: to.name });
  }
  return { from, to };
}

/** `POST /user/getTransferList`: the coins that convert, with the caller's spot balance. */
export async function conversionPairs(ctx: AppContext, userId: number): Promise<ConversionPairs> {
  const list = (await activeCurrencies(ctx.db)).filter(convertible);
  const prices = await usdtPrices(ctx, list);
  const priced = list.filter((c) => prices.get(c.id) !== null);
  const spot = new Map(
    (await getBalances(ctx.db, userId))
      .filter((b) => b.account === ACCOUNT)
      .map((b) => [b.currency, b.available]),
  );
  return {
    currencies: priced.map((c) => ({
      id: c.id,
      name: c.name,
      decimals: c.decimals,
      logo: c.logo,
      available: spot.get(c.id) ?? '0',
    })),
    transfer: priced.map((c) => ({ id: c.id, name: c.name })),
    wallet: priced.map((c) => ({ currency: c.id, change_balance: spot.get(c.id) ?? '0' })),
    pairs: priced.flatMap((a) =>
      priced
        .filter((b) => b.id !== a.id)
        .map((b) => ({ from_currency_id: a.id, to_currency_id: b.id })),
    ),
  };
}

interface Quote {
  from: Currency;
  to: Currency;
  fromPrice: string;
  toPrice: string;
  rate: Decimal;
  source: string;
  at: Date;
  feeRate: Decimal;
  /** The least amount of `from` accepted, rounded up to its decimals. */
  min: Decimal;
}

async function quote(ctx: AppContext, fromId: number, toId: number): Promise<Quote> {
  const { from, to } = await pairOf(ctx, fromId, toId);
  const { feeRate, minUsdt } = await convertSettings(ctx.db);
  const { rate, quotes } = await ctx.prices.convert(1, from.id, to.id);
  const [fq, tq] = quotes;
  return {
    from,
    to,
    fromPrice: fq.price,
    toPrice: tq.price,
    rate,
    source: [...new Set([fq.source, tq.source])].join(','),
    at: fq.at,
    feeRate,
    min: minUsdt.div(fq.price).toDecimalPlaces(from.decimals, Decimal.ROUND_UP),
  };
}

/** `POST /user/getTransferFee {from_currency_id, to_currency_id}`: a quote, not a promise. */
export async function conversionQuote(
  ctx: AppContext,
  fromId: number,
  toId: number,
): Promise<ConversionQuote> {
  const q = await quote(ctx, fromId, toId);
  return {
    from_currency_id: q.from.id,
    to_currency_id: q.to.id,
    rate: toPlain(q.rate),
    from_price: q.fromPrice,
    to_price: q.toPrice,
    fee_rate: toPlain(q.feeRate),
    min: toPlain(q.min),
    quote_at: toSeconds(q.at),
    source: q.source,
    form_price: q.fromPrice,
    fee: toPlain(q.feeRate),
  };
}

/**
 * How `amount` of `from` splits in the target: gross = amount x fromPrice / toPrice (cut
 * to 18 decimals), fee and received each rounded down to the target's decimals, and the
 * remainder, never negative, for the treasury. Pure, so the tests check it directly.
 */
export function splitConversion(
  amount: string,
  fromPrice: string,
  toPrice: string,
  feeRate: Decimal,
  toDecimals: number,
) {
  const exact = new Exact(amount).times(fromPrice).div(toPrice);
  const feeExact = exact.times(feeRate.toFixed());
  const gross = exact.toDecimalPlaces(18, Decimal.ROUND_DOWN);
  const fee = feeExact.toDecimalPlaces(toDecimals, Decimal.ROUND_DOWN);
  const received = exact.minus(feeExact).toDecimalPlaces(toDecimals, Decimal.ROUND_DOWN);
  const remainder = gross.minus(fee).minus(received);
  return { gross: dec(gross), fee: dec(fee), received: dec(received), remainder: dec(remainder) };
}

type ConversionRow = typeof conversions.$inferSelect;

function conversionItem(row: ConversionRow, from: Currency, to: Currency): ConversionItem {
  return {
    id: row.id,
    from_currency_id: from.id,
    from_currency_name: from.name,
    to_currency_id: to.id,
    to_currency_name: to.name,
    number: toPlain(row.amount),
    rate: row.rate,
    from_price: row.fromPrice,
    to_price: row.toPrice,
    source: row.source,
    quote_at: toSeconds(row.quoteAt),
    fee_rate: row.feeRate,
    gross: toPlain(row.gross),
    fee: toPlain(row.fee),
    received: toPlain(row.received),
    remainder: toPlain(row.remainder),
    journal_id: row.journalId ?? 0,
    created_at: toSeconds(row.createdAt),
  };
}

/** `POST /user/Transfer {number, from_currency_id, to_currency_id}`. */
export async function convert(
  ctx: AppContext,
  userId: number,
  input: ConversionBody,
): Promise<ConversionItem> {
  const q = await quote(ctx, input.from_currency_id, input.to_currency_id);
  checkScale(q.from, input.number, 'number');
  const split = splitConversion(input.number, q.fromPrice, q.toPrice, q.feeRate, q.to.decimals);
  if (dec(input.number).lt(q.min) || split.received.lte(0)) {
    fail('errors.conversionBelowMin', { min: toPlain(q.min), currency: q.from.name });
  }
  const at = ctx.clock.now();
  // Its id is drawn ahead, so the ledger's statement inserts the row with its journal: the
  // conversion spends no statement of its own in the group commit it shares with others.
  const [id] = await idBlockOf(ctx.db, 'conversions_id_seq').take(ctx.db, 1);
  const values = {
    id: id!,
    userId,
    fromCurrencyId: q.from.id,
    toCurrencyId: q.to.id,
    amount: input.number,
    fromPrice: q.fromPrice,
    toPrice: q.toPrice,
    rate: toPlain(q.rate),
    source: q.source,
    quoteAt: q.at,
    feeRate: toPlain(q.feeRate),
    gross: split.gross.toFixed(),
    fee: split.fee.toFixed(),
    received: split.received.toFixed(),
    remainder: split.remainder.toFixed(),
    createdAt: at,
  };
  const row = await namingCurrency(q.from, () =>
    postTogether(ctx, async (_tx, ledger) => {
      // Its statement runs once for the whole group, last in the group's transaction.
      const posted = ledger.post({
        idempotencyKey: `conversion:${values.id}`,
        reason: JournalReason.conversion,
        ref: { table: 'conversions', id: values.id },
        creates: { table: conversions, values, journalColumn: 'journalId' },
        at,
        entries: conversionEntries(userId, q, input.number, split),
      });
      return (): ConversionRow => ({ ...values, journalId: posted().journalId });
    }),
  );
  return conversionItem(row, q.from, q.to);
}

/** Source: user to treasury. Target: treasury pays the gross, split between user, fees and its own remainder. */
function conversionEntries(
  userId: number,
  q: Quote,
  amount: string,
  split: ReturnType<typeof splitConversion>,
): Entry[] {
  const user = { owner: userOwner(userId), account: ACCOUNT };
  const treasury = { owner: systemOwner('treasury'), account: ACCOUNT };
  const fees = { owner: systemOwner('fees'), account: ACCOUNT };
  const leg = (side: typeof user, currency: Currency, value: Decimal): Entry => ({
    ...side,
    currency: currency.id,
    bucket: 'available',
    amount: value,
  });
  const entries = [
    leg(user, q.from, dec(amount).negated()),
    leg(treasury, q.from, dec(amount)),
    leg(treasury, q.to, split.gross.negated()),
    leg(user, q.to, split.received),
  ];
  if (split.fee.gt(0)) entries.push(leg(fees, q.to, split.fee));
  if (split.remainder.gt(0)) entries.push(leg(treasury, q.to, split.remainder));
  return entries;
}
