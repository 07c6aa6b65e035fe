/**
 * Settling dual orders at maturity (issue 11; spec 9 "Invest settlement"): the price is the
 * first recorded index second at or after the order's maturity (market/tape.ts, as options
 * do), and `dualSettlement` (@bourse/shared) alone decides which currency is paid and how
 * much. Nothing else is read: no operator, setting or route chooses an outcome.
 *
 * The job claims due orders FOR UPDATE SKIP LOCKED in batches (two runners never wait on or
 * settle the same row). An order whose maturity has passed but whose price second is not
 * recorded yet is marked settling (2) and waits for the next run. Each settlement updates
 * its row only while it is unsettled and posts ONE journal keyed `dual_orders:<id>:settle`,
 * so a job run twice, or two runners, pay once.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { DualOrderStatus, dec, dualSettlement, toPlain, type DualOutcome } from '@bourse/shared';
import type { AppContext, IndexQuote } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { LedgerBatch } from '../ledger/index.ts';
import { findCurrency } from '../system/index.ts';
import { dualPair, termsOf, type DualOrderRow } from './config.ts';
import { settleJournal } from './postings.ts';
import { dualOrders } from './tables.ts';

/** Rows claimed per transaction by the job. */
export const DUAL_SETTLE_BATCH = 200;

const UNSETTLED = [DualOrderStatus.bought, DualOrderStatus.settling];

export interface DualSettled {
  id: number;
  userId: number;
  price: IndexQuote;
  outcome: DualOutcome;
}

async function symbolsOf(ctx: Pick<AppContext, 'db'>, coinIds: number[]) {
  const symbols = new Map<number, string>();
  for (const id of coinIds) {
    const coin = await findCurrency(ctx.db, id);
    if (coin) symbols.set(id, coin.name.toUpperCase());
  }
  return symbols;
}

/** Settles the claimed rows (locked by the caller in `tx`); returns what was settled. */
async function settleClaimed(
  ctx: Pick<AppContext, 'db' | 'clock' | 'prices'>,
  tx: Tx,
  rows: DualOrderRow[],
  symbols: Map<number, string>,
): Promise<DualSettled[]> {
  const now = ctx.clock.now();
  const prices = new Map<string, IndexQuote | undefined>();
  const settled: DualSettled[] = [];
  const waiting: number[] = [];
  const batch = new LedgerBatch();
  for (const row of rows) {
    const symbol = symbols.get(row.currencyId);
    const key = `${symbol}@${row.endAt.getTime()}`;
    if (symbol && !prices.has(key)) {
      prices.set(key, await ctx.prices.firstRecordedFrom(symbol, row.endAt, tx));
    }
    const price = symbol ? prices.get(key) : undefined;
    if (!price) {
      if (row.status === DualOrderStatus.bought) waiting.push(row.id);
      continue;
    }
    const pair = await dualPair(tx, row.currencyId, row.quoteCurrencyId);
    const outcome = dualSettlement(termsOf(row), price.price, pair.decimals);
    const paidInvest = !outcome.converted;
    // The purchase reserved exactly this amount; a difference is a bug, never a payout.
    if (!outcome.amount.eq(dec(paidInvest ? row.holdInvest : row.holdAlt))) {
      throw new Error(`dual order ${row.id}: settlement ${outcome.amount} differs from its hold`);
    }
    const [updated] = await tx
      .update(dualOrders)
      .set({
        status: DualOrderStatus.settled,
        settlePrice: price.price,
        settleSource: price.source,
        settleAt: price.at,
        paidCurrencyId: paidInvest ? row.investCurrencyId : row.altCurrencyId,
        paidAmount: toPlain(outcome.amount),
        settledAt: now,
      })
      .where(and(eq(dualOrders.id, row.id), inArray(dualOrders.status, UNSETTLED)))
      .returning({ id: dualOrders.id });
    if (!updated) throw new Error(`dual order ${row.id}: claimed but already settled`);
    batch.post(settleJournal(row, paidInvest, now));
    settled.push({ id: row.id, userId: row.userId, price, outcome });
  }
  if (waiting.length > 0) {
    await tx
      .update(dualOrders)
      .set({ status: DualOrderStatus.settling })
      .where(and(inArray(dualOrders.id, waiting), eq(dualOrders.status, DualOrderStatus.bought)));
  }
  // Posted last, so the pool's rows are held only from here to COMMIT.
  if (settled.length > 0) await batch.commit(tx, now);
  return settled;
}

/**
 * The job: settles every due order, `limit` per transaction. Returns how many it settled;
 * orders whose price second is not recorded yet are left (settling) for the next run.
 */
export async function settleDueDual(
  ctx: Pick<AppContext, 'db' | 'clock' | 'prices'>,
  { limit = DUAL_SETTLE_BATCH }: { limit?: number } = {},
): Promise<number> {
  const now = ctx.clock.now();
  const due = and(inArray(dualOrders.status, UNSETTLED), lte(dualOrders.endAt, now));
  const coins = await ctx.db
    .selectDistinct({ id: dualOrders.currencyId })
    .from(dualOrders)
    .where(due);
  if (coins.length === 0) return 0;
  const symbols = await symbolsOf(
    ctx,
    coins.map((c) => c.id),
  );
  // The tape at "now" for every coin due, so the first second at or after each past
  // maturity exists (outside the transaction: no tick row stays locked while it settles).
  for (const symbol of [...new Set(symbols.values())].sort()) {
    await ctx.prices.record(symbol).catch(() => undefined);
  }
  let total = 0;
  for (;;) {
    const { claimed, settled } = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(dualOrders)
        .where(due)
        .orderBy(asc(dualOrders.endAt), asc(dualOrders.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return { claimed: rows.length, settled: await settleClaimed(ctx, tx, rows, symbols) };
    });
    total += settled.length;
    if (claimed < limit || settled.length === 0) return total;
  }
}

/** Unsettled orders whose maturity has passed (for tests and the operator's view). */
export const dueCount = (ctx: Pick<AppContext, 'db' | 'clock'>) =>
  ctx.db.$count(
    dualOrders,
    and(inArray(dualOrders.status, UNSETTLED), lte(dualOrders.endAt, ctx.clock.now())),
  );
