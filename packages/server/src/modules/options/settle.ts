/**
 * Settling seconds options from the recorded index (issue 10): the close price is the first
 * recorded tick at or after expiry; up wins if it is above the open price, down if below,
 * equal is a tie. Nothing else is read: no operator, setting or route chooses an outcome.
 *
 * One function settles claimed rows for both callers: the job (`settleDueOptions`, every
 * second, rows claimed FOR UPDATE SKIP LOCKED in batches) and `get_result` for its one
 * order. A batch records the tape for its symbols, reads every close in one statement,
 * updates its rows in one statement and posts ONE LedgerBatch; a row settles only while
 * it is open and locked, and every journal is keyed `option_orders:<id>:settle`, so no
 * option is ever paid twice.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  JournalReason,
  OptionOutcome,
  OptionStatus,
  dec,
  optionFactProfits,
  optionOutcome,
  optionPayout,
  toPlain,
  type Decimal,
  type OptionDirection,
} from '@bourse/shared';
import type { AppContext, IndexQuote } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import {
  LedgerBatch,
  journals,
  pgArray,
  systemOwner,
  userOwner,
  type JournalInput,
  type Side,
} from '../ledger/index.ts';
import { listInstruments, type Instrument } from '../market/index.ts';
import { findCurrency, toSeconds } from '../system/index.ts';
import { OPTION_ACCOUNT } from './config.ts';
import { OPTION_ORDERS_TABLE } from './submit.ts';
import { optionOrders } from './tables.ts';

/** Rows claimed per transaction by the job. */
export const SETTLE_BATCH = 500;

export type OptionOrderRow = typeof optionOrders.$inferSelect;

/** What one settlement decided, for the row, the journal and the announcement. */
export interface Settlement {
  id: number;
  userId: number;
  close: IndexQuote;
  outcome: OptionOutcome;
  payout: Decimal;
  factProfits: Decimal;
}

/** What settling needs besides the rows: the pairs and the stake coins' decimals. */
export interface SettleContext {
  pairs: Map<number, Instrument>;
  decimals: Map<number, number>;
}

export async function settleContext(ctx: Pick<AppContext, 'db'>): Promise<SettleContext> {
  const pairs = new Map((await listInstruments(ctx.db)).map((p) => [p.id, p]));
  const ids = [...new Set([...pairs.values()].map((p) => p.quoteCurrencyId))];
  const decimals = new Map<number, number>();
  for (const id of ids) decimals.set(id, (await findCurrency(ctx.db, id))?.decimals ?? 6);
  return { pairs, decimals };
}

const symbolOf = (known: SettleContext, row: { instrumentId: number }) =>
  known.pairs.get(row.instrumentId)?.base.name.toUpperCase();

/**
 * A tick at "now" for each pair's symbol (issue 10: the job records the tape for what it
 * settles), so the first tick at or after every past expiry exists. A symbol the feed has
 * no price for is skipped: its options wait for the next run.
 */
export async function recordTapeFor(
  ctx: Pick<AppContext, 'prices'>,
  known: SettleContext,
  instrumentIds: Iterable<number>,
): Promise<void> {
  const symbols = new Set<string>();
  for (const id of instrumentIds) {
    const symbol = symbolOf(known, { instrumentId: id });
    if (symbol) symbols.add(symbol);
  }
  for (const symbol of [...symbols].sort()) {
    await ctx.prices.record(symbol).catch(() => undefined);
  }
}

/**
 * The first recorded tick at or after each (symbol, instant), in one statement, kept from
 * now on (compaction never removes a tick a settlement used). Keyed `symbol@ms`.
 */
async function closesOf(
  tx: Tx,
  wanted: { symbol: string; at: Date }[],
): Promise<Map<string, IndexQuote>> {
  if (wanted.length === 0) return new Map();
  const result = await tx.execute(sql`
    with w(symbol, at) as (
      select * from unnest(${pgArray(wanted.map((w) => w.symbol))}::text[],
        ${pgArray(wanted.map((w) => w.at.toISOString()))}::timestamptz[])),
    f as (
      select w.symbol, w.at as wanted, t.at, t.price, t.source from w
      cross join lateral (
        select t.at, t.price, t.source from index_ticks t
        where t.symbol = w.symbol and t.at >= w.at order by t.at limit 1) t),
    l as (
      select t.symbol, t.at from index_ticks t
      where (t.symbol, t.at) in (select symbol, at from f) and not t.kept
      order by t.symbol, t.at for update),
    k as (
      update index_ticks t set kept = true from l
      where t.symbol = l.symbol and t.at = l.at returning 1)
    select symbol, wanted, at, price::text as price, source from f`);
  const closes = new Map<string, IndexQuote>();
  for (const r of rowsOf<{
    symbol: string;
    wanted: Date | string;
    at: Date | string;
    price: string;
    source: string;
  }>(result)) {
    closes.set(`${r.symbol}@${new Date(r.wanted).getTime()}`, {
      symbol: r.symbol,
      price: toPlain(r.price),
      source: r.source,
      at: new Date(r.at),
    });
  }
  return closes;
}

/** The journal of one settlement: win, loss or tie, against the treasury (the house). */
function settleJournal(row: OptionOrderRow, s: Settlement, at: Date): JournalInput {
  const user: Side = { owner: userOwner(row.userId), account: OPTION_ACCOUNT };
  const house: Side = { owner: systemOwner('treasury'), account: OPTION_ACCOUNT };
  const stake = dec(row.stake);
  const posting = {
    currency: row.currencyId,
    amount: stake,
    reason: JournalReason.optionSettle,
    idempotencyKey: `${OPTION_ORDERS_TABLE}:${row.id}:settle`,
    ref: { table: OPTION_ORDERS_TABLE, id: row.id },
    at,
  };
  if (s.outcome === OptionOutcome.loss) {
    return journals.settleFrozen({ ...posting, from: user, to: house });
  }
  const released = journals.unfreeze({ ...posting, side: user });
  const profit = s.factProfits;
  if (s.outcome === OptionOutcome.tie || profit.isZero()) return released;
  // A win: the stake released, and the house pays the profit into the same balance.
  return {
    ...released,
    entries: [
      ...released.entries,
      { ...house, currency: row.currencyId, bucket: 'available', amount: profit.negated() },
      { ...user, currency: row.currencyId, bucket: 'available', amount: profit },
    ],
  };
}

/**
 * Settles claimed open rows whose expiry has passed (locked by the caller in `tx`); rows
 * whose close tick does not exist yet are left open. Returns what was settled. The caller
 * records the tape first (`recordTapeFor`, outside its transaction, so no tick row stays
 * locked while the batch settles).
 */
export async function settleClaimed(
  ctx: Pick<AppContext, 'clock'>,
  tx: Tx,
  rows: OptionOrderRow[],
  known: SettleContext,
): Promise<Settlement[]> {
  const now = ctx.clock.now();
  const due = rows.filter((r) => r.status === OptionStatus.open && r.expiresAt <= now);
  const keys = new Map<string, { symbol: string; at: Date }>();
  for (const r of due) {
    const symbol = symbolOf(known, r);
    if (symbol) keys.set(`${symbol}@${r.expiresAt.getTime()}`, { symbol, at: r.expiresAt });
  }
  const closes = await closesOf(tx, [...keys.values()]);
  const settled: Settlement[] = [];
  const batch = new LedgerBatch();
  for (const r of due) {
    const close = closes.get(`${symbolOf(known, r)}@${r.expiresAt.getTime()}`);
    if (!close) continue;
    const outcome = optionOutcome(r.direction as OptionDirection, r.openPrice, close.price);
    const payout = optionPayout(
      r.stake,
      r.payoutPercent,
      outcome,
      known.decimals.get(r.currencyId) ?? 6,
    );
    const s: Settlement = {
      id: r.id,
      userId: r.userId,
      close,
      outcome,
      payout,
      factProfits: optionFactProfits(r.stake, payout),
    };
    settled.push(s);
    batch.post(settleJournal(r, s, now));
  }
  if (settled.length === 0) return settled;
  const col = <T>(f: (s: Settlement) => T) => pgArray(settled.map((s) => f(s) as string | number));
  const updated = await tx.execute(sql`
    update option_orders o set status = ${OptionStatus.settled}, close_price = x.price,
      close_source = x.source, close_at = x.at, outcome = x.outcome, payout = x.payout,
      fact_profits = x.fp, settled_at = ${now}
    from unnest(${col((s) => s.id)}::bigint[], ${col((s) => s.close.price)}::numeric[],
      ${col((s) => s.close.source)}::text[], ${col((s) => s.close.at.toISOString())}::timestamptz[],
      ${col((s) => s.outcome)}::text[], ${col((s) => toPlain(s.payout))}::numeric[],
      ${col((s) => toPlain(s.factProfits))}::numeric[]) as x(id, price, source, at, outcome, payout, fp)
    where o.id = x.id and o.status = ${OptionStatus.open}
    returning o.id`);
  if (rowsOf(updated).length !== settled.length) {
    // Locked and open when claimed: anything else is a bug, and the transaction rolls back.
    throw new Error('option settlement: a claimed row was not open');
  }
  // Posted last, so the treasury's row is held only from here to COMMIT.
  await batch.commit(tx, now);
  return settled;
}

/** `closed_microorder` to each owner's sockets, after commit (only when anyone listens). */
export function announceSettled(ctx: Pick<AppContext, 'realtime'>, settled: Settlement[]): void {
  if (!ctx.realtime.active) return;
  for (const s of settled) {
    ctx.realtime.toUser(s.userId, 'closed_microorder', {
      id: s.id,
      fact_profits: toPlain(s.factProfits),
      outcome: s.outcome,
      payout: toPlain(s.payout),
      close_price: s.close.price,
      close_at: toSeconds(s.close.at),
      close_source: s.close.source,
    });
  }
}

/**
 * The job: settles every due open option, `limit` per transaction, claiming rows FOR
 * UPDATE SKIP LOCKED (two runners never wait on or settle the same row). Returns how many
 * it settled. Orders whose close tick does not exist yet are left for the next run.
 */
export async function settleDueOptions(
  ctx: Pick<AppContext, 'db' | 'clock' | 'prices' | 'realtime'>,
  { limit = SETTLE_BATCH }: { limit?: number } = {},
): Promise<number> {
  const now = ctx.clock.now();
  const dueNow = and(eq(optionOrders.status, OptionStatus.open), lte(optionOrders.expiresAt, now));
  const pairs = await ctx.db
    .selectDistinct({ id: optionOrders.instrumentId })
    .from(optionOrders)
    .where(dueNow);
  if (pairs.length === 0) return 0;
  const known = await settleContext(ctx);
  await recordTapeFor(
    ctx,
    known,
    pairs.map((p) => p.id),
  );
  let total = 0;
  for (;;) {
    const { claimed, settled } = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(optionOrders)
        .where(dueNow)
        .orderBy(asc(optionOrders.expiresAt), asc(optionOrders.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return { claimed: rows.length, settled: await settleClaimed(ctx, tx, rows, known) };
    });
    announceSettled(ctx, settled);
    total += settled.length;
    if (claimed < limit || settled.length === 0) return total;
  }
}

/** `get_result`: the user's own order, settled now if due and still open (same function). */
export async function settleOwnIfDue(
  ctx: Pick<AppContext, 'db' | 'clock' | 'prices' | 'realtime'>,
  userId: number,
  id: number,
): Promise<OptionOrderRow | undefined> {
  const [peek] = await ctx.db
    .select()
    .from(optionOrders)
    .where(and(eq(optionOrders.id, id), eq(optionOrders.userId, userId)));
  if (!peek || peek.status !== OptionStatus.open || peek.expiresAt > ctx.clock.now()) return peek;
  const known = await settleContext(ctx);
  await recordTapeFor(ctx, known, [peek.instrumentId]);
  const settled = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(optionOrders)
      .where(and(eq(optionOrders.id, id), eq(optionOrders.userId, userId)))
      .for('update');
    return settleClaimed(ctx, tx, rows, known);
  });
  announceSettled(ctx, settled);
  const [row] = await ctx.db.select().from(optionOrders).where(eq(optionOrders.id, id));
  return row;
}
