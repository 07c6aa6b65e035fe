/**
 * The tradable pairs (table `instruments`) as the rest of the server reads them, with the
 * names, colours and logos of their currencies. Pairs are configuration that rarely
 * changes, so they are read once per database and kept in process; a lookup that misses
 * reloads once (a pair added since). An edit goes through `editInstrument`, which bumps the
 * pair's `version` and tells every process sharing the database over the broker; each
 * process also compares the highest version with its copy's now and then
 * (`checkInstrumentVersions`), so a lost message delays an edit by seconds, never forever.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { scaleOf, toPlain, type InstrumentItem, type Lang } from '@bourse/shared';
import type { Broker } from '../../cluster/broker.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { currencies, localized, type LocalizedText } from '../system/index.ts';
import { US_EQUITY_SESSION, isInSession, type Session } from './sessions.ts';
import { instruments } from './tables.ts';

/** Trading sessions by the key an instrument row stores in `session`. */
export const SESSIONS: Readonly<Record<string, Session>> = { 'us-equity': US_EQUITY_SESSION };

export interface Instrument {
  id: number;
  /** `BASE/QUOTE`, e.g. `BTC/USDT`. */
  symbol: string;
  baseCurrencyId: number;
  quoteCurrencyId: number;
  kind: 'crypto' | 'stock';
  accountType: number;
  /** Steps and rates as plain decimal strings ("0.01", "0.001"). */
  tickSize: string;
  lotSize: string;
  minAmount: string;
  makerFee: string;
  takerFee: string;
  session: string | null;
  isActive: boolean;
  sort: number;
  /** Bumped by every edit (editInstrument). */
  version: number;
  /** The base currency's ticker (`BTC`), names by language, colour and logo. */
  base: { name: string; names: LocalizedText; color: string; logo: string };
  /** The quote currency's ticker (`USDT`). */
  quote: string;
}

const caches = new WeakMap<object, Promise<Instrument[]>>();

async function load(db: DbOrTx): Promise<Instrument[]> {
  const quote = alias(currencies, 'quote_currency');
  const rows = await db
    .select({ i: instruments, base: currencies, quote: quote.name })
    .from(instruments)
    .innerJoin(currencies, eq(currencies.id, instruments.baseCurrencyId))
    .innerJoin(quote, eq(quote.id, instruments.quoteCurrencyId))
    .orderBy(asc(instruments.sort), asc(instruments.id));
  return rows.map(({ i, base, quote: quoteName }) => ({
    id: i.id,
    symbol: i.symbol,
    baseCurrencyId: i.baseCurrencyId,
    quoteCurrencyId: i.quoteCurrencyId,
    kind: i.kind,
    accountType: i.accountType,
    tickSize: toPlain(i.tickSize),
    lotSize: toPlain(i.lotSize),
    minAmount: toPlain(i.minAmount),
    makerFee: toPlain(i.makerFee),
    takerFee: toPlain(i.takerFee),
    session: i.session,
    isActive: i.isActive,
    sort: i.sort,
    version: i.version,
    base: { name: base.name, names: base.names, color: base.color, logo: base.logo },
    quote: quoteName,
  }));
}

/** Every pair, active or not, in sort order (cached per database handle). */
async function allInstruments(db: DbOrTx, reload = false): Promise<Instrument[]> {
  let cached = caches.get(db);
  if (!cached || reload) {
    cached = load(db);
    caches.set(db, cached);
    cached.catch(() => caches.delete(db));
  }
  return cached;
}

async function findOne(db: DbOrTx, match: (i: Instrument) => boolean) {
  return (await allInstruments(db)).find(match) ?? (await allInstruments(db, true)).find(match);
}

/** Drops the cached pairs of `db`, after pairs were added or edited. */
export function forgetInstruments(db: DbOrTx): void {
  caches.delete(db);
}

/** The broker subject that carries pair edits to every process. */
export const INSTRUMENTS_CHANGED = 'bourse.config.instruments';

export type InstrumentEdit = Partial<
  Pick<
    typeof instruments.$inferInsert,
    'tickSize' | 'lotSize' | 'minAmount' | 'makerFee' | 'takerFee' | 'isActive' | 'sort' | 'session'
  >
>;

export type InstrumentRow = typeof instruments.$inferSelect;

/**
 * Edits a pair: the row, its version, this process's copy, then every other process's
 * (a broker message). Orders see the edit from their market's next batch on. `within` runs
 * in the edit's transaction with the row as it was (locked) and as it is now: the operator
 * console writes its audit row there.
 */
export async function editInstrument(
  ctx: { db: Db; cluster: { broker: Broker } },
  id: number,
  edit: InstrumentEdit,
  within?: (tx: Tx, before: InstrumentRow, after: InstrumentRow) => Promise<void>,
): Promise<Instrument> {
  // An id the column cannot hold names no pair (and must not reach the database as one).
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) return fail('errors.pairUnknown');
  const row = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(instruments)
      .where(eq(instruments.id, id))
      .for('update');
    if (!before) return fail('errors.pairUnknown');
    const [after] = await tx
      .update(instruments)
      .set({
        ...edit,
        version: sql`(select coalesce(max(${instruments.version}), 0) + 1 from ${instruments})`,
      })
      .where(eq(instruments.id, id))
      .returning();
    await within?.(tx, before, after!);
    return after!;
  });
  forgetInstruments(ctx.db);
  ctx.cluster.broker.publish(INSTRUMENTS_CHANGED, { id, version: row.version });
  return (await instrumentById(ctx.db, id))!;
}

/** Drops this process's copy when another process edited a pair; returns the unsubscribe. */
export function followInstrumentEdits(ctx: { db: Db; cluster: { broker: Broker } }): () => void {
  return ctx.cluster.broker.subscribe(INSTRUMENTS_CHANGED, () => forgetInstruments(ctx.db));
}

/** The safety net under the broker: reloads the copy when the database holds a newer version. */
export async function checkInstrumentVersions(db: Db): Promise<boolean> {
  const [latest] = await db
    .select({ version: sql<string>`coalesce(max(${instruments.version}), 0)` })
    .from(instruments);
  const cached = caches.get(db);
  if (!cached) return false;
  const have = Math.max(0, ...(await cached).map((i) => i.version));
  if (Number(latest?.version ?? 0) <= have) return false;
  forgetInstruments(db);
  return true;
}

/** The active pairs, in sort order. */
export async function listInstruments(db: DbOrTx): Promise<Instrument[]> {
  return (await allInstruments(db)).filter((i) => i.isActive);
}

/** A pair by symbol (`BTC/USDT`, as normalisePairSymbol spells it), active or not. */
export function instrumentBySymbol(db: DbOrTx, symbol: string): Promise<Instrument | undefined> {
  return findOne(db, (i) => i.symbol === symbol);
}

/** A pair by the ids the original client sends: base `currency_id`, quote `legal_id`. */
export function instrumentByPair(
  db: DbOrTx,
  currencyId: number,
  legalId: number,
): Promise<Instrument | undefined> {
  return findOne(db, (i) => i.baseCurrencyId === currencyId && i.quoteCurrencyId === legalId);
}

export function instrumentById(db: DbOrTx, id: number): Promise<Instrument | undefined> {
  return findOne(db, (i) => i.id === id);
}

/** An active pair by symbol or by ids, else errors.pairUnknown. */
export async function activePair(
  db: DbOrTx,
  ref: string | { currencyId: number; legalId: number },
): Promise<Instrument> {
  const found =
    typeof ref === 'string'
      ? await instrumentBySymbol(db, ref)
      : await instrumentByPair(db, ref.currencyId, ref.legalId);
  return found?.isActive ? found : fail('errors.pairUnknown');
}

const clockTime = (second: number) =>
  `${String(Math.floor(second / 3600)).padStart(2, '0')}:${String(Math.floor(second / 60) % 60).padStart(2, '0')}`;

/** The session an instrument row names, if any. */
export function sessionOf(instrument: { session: string | null }): Session | undefined {
  if (!instrument.session) return undefined;
  const session = SESSIONS[instrument.session];
  if (!session) throw new Error(`instrument session ${instrument.session} is not known`);
  return session;
}

/**
 * Why a stock order must wait: its session's opening hours in the exchange's own time
 * zone, when `at` is outside the session; undefined around the clock or in session. The
 * spot module words the refusal (errors.marketClosed).
 */
export function sessionRefusal(
  instrument: { session: string | null },
  at: Date,
): { open: string; close: string; timeZone: string } | undefined {
  const session = sessionOf(instrument);
  if (!session || isInSession(session, at)) return undefined;
  return {
    open: clockTime(session.openSecond),
    close: clockTime(session.closeSecond),
    timeZone: session.timeZone,
  };
}

/** Decimals of a price on `instrument`'s tick. */
export const priceDecimals = (i: Pick<Instrument, 'tickSize'>) => scaleOf(i.tickSize);

/** The wire form of a pair's rules, its base's name in `lang`, and whether it trades at `at`. */
export function toInstrumentItem(i: Instrument, lang: Lang, at: Date): InstrumentItem {
  const session = sessionOf(i);
  return {
    instrument_id: i.id,
    symbol: i.symbol,
    currency_id: i.baseCurrencyId,
    legal_id: i.quoteCurrencyId,
    base: i.base.name,
    quote: i.quote,
    name: localized(i.base.names, lang),
    kind: i.kind,
    tick_size: i.tickSize,
    lot_size: i.lotSize,
    min_amount: i.minAmount,
    maker_fee: i.makerFee,
    taker_fee: i.takerFee,
    price_decimals: scaleOf(i.tickSize),
    amount_decimals: scaleOf(i.lotSize),
    color: i.base.color,
    logo: i.base.logo,
    session: session
      ? {
          time_zone: session.timeZone,
          open: clockTime(session.openSecond),
          close: clockTime(session.closeSecond),
          is_open: isInSession(session, at),
        }
      : null,
  };
}
