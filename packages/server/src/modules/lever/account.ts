/**
 * A user's lever account as the risk maths sees it (cross margin, DESIGN: issue 10): the
 * lever USDT balance, every open position with its instrument's recorded index now, and
 * the risk state of packages/shared/src/lever.ts. Every change of a user's positions and
 * every risk check runs under the user's advisory lock, so two requests of one user never
 * both pass a margin or risk check.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  Exact,
  LeverStatus,
  atMaintenance,
  riskOf,
  type RiskPosition,
  type RiskState,
} from '@bourse/shared';
import type { AppContext, IndexQuote } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { getBalance } from '../ledger/index.ts';
import { leverPairById, leverSettings, type LeverPair, type LeverSettings } from './config.ts';
import { leverPositions } from './tables.ts';

/** USDT, the lever account's currency (catalogue id 3). */
export const LEVER_CURRENCY = 3;

/** The advisory lock space of a user's lever account ("lvr"); the id is the user's. */
export const LEVER_LOCK_SPACE = 0x6c7672;

/** Serialises everything that changes or checks one user's lever account (until commit). */
export async function lockLeverUser(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LEVER_LOCK_SPACE}::int, ${userId}::int)`);
}

export type PositionRow = typeof leverPositions.$inferSelect;

export interface LivePosition {
  row: PositionRow;
  pair: LeverPair;
  quote: IndexQuote;
  risk: RiskPosition;
}

export interface AccountState {
  userId: number;
  available: Exact;
  frozen: Exact;
  balance: Exact;
  positions: LivePosition[];
  risk: RiskState;
  settings: LeverSettings;
  /** The recorded quote used per instrument id. */
  quotes: Map<number, IndexQuote>;
}

/** A position row as the shared risk maths takes it. */
export function riskPositionOf(row: PositionRow, pair: LeverPair, index: string): RiskPosition {
  return {
    instrument: row.instrumentId,
    side: row.side,
    entry: row.openPrice ?? '0',
    quantity: row.quantity,
    margin: row.margin,
    spreadPercent: row.spreadPercent,
    tick: pair.instrument.tickSize,
    index,
  };
}

/** The quote of a pair now, recorded (one per pair per call, through `quotes`). */
export async function quoteFor(
  ctx: Pick<AppContext, 'prices'>,
  db: DbOrTx,
  pair: LeverPair,
  quotes: Map<number, IndexQuote>,
): Promise<IndexQuote> {
  let quote = quotes.get(pair.instrument.id);
  if (!quote) {
    quote = await ctx.prices.record(pair.instrument.base.name, db);
    quotes.set(pair.instrument.id, quote);
  }
  return quote;
}

/**
 * The account now: balance from the ledger, open positions (locked FOR UPDATE when `lock`),
 * each at its pair's recorded index. Call inside the user's lock to act on it.
 */
export async function accountState(
  ctx: Pick<AppContext, 'prices'>,
  db: DbOrTx,
  userId: number,
  opts: { lock?: boolean; quotes?: Map<number, IndexQuote> } = {},
): Promise<AccountState> {
  const quotes = opts.quotes ?? new Map<number, IndexQuote>();
  const query = db
    .select()
    .from(leverPositions)
    .where(and(eq(leverPositions.userId, userId), eq(leverPositions.status, LeverStatus.open)))
    .orderBy(asc(leverPositions.id));
  const rows = opts.lock ? await query.for('update') : await query;
  const settings = await leverSettings(db);
  const balance = await getBalance(db, userId, 'lever', LEVER_CURRENCY);
  const positions: LivePosition[] = [];
  for (const row of rows) {
    const pair = await leverPairById(db, row.instrumentId);
    const quote = await quoteFor(ctx, db, pair, quotes);
    positions.push({ row, pair, quote, risk: riskPositionOf(row, pair, quote.price) });
  }
  const available = new Exact(balance.available);
  const frozen = new Exact(balance.frozen);
  const total = available.plus(frozen);
  return {
    userId,
    available,
    frozen,
    balance: total,
    positions,
    risk: riskOf({ balance: total, positions: positions.map((p) => p.risk) }),
    settings,
    quotes,
  };
}

export const isAtMaintenance = (state: AccountState): boolean =>
  atMaintenance(state.risk, state.settings.maintenancePercent);
