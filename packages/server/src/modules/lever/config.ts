/**
 * A pair's contract terms (`lever_instruments`) and the two settings: the maintenance level
 * (`lever_maintenance_percent`, default 50) and the daily overnight charge time
 * (`lever_overnight_utc`, default 00:00), read through the system module's `settingOf`.
 */
import { eq } from 'drizzle-orm';
import {
  LEVER_DEFAULT_MAINTENANCE_PERCENT,
  LEVER_DEFAULT_OVERNIGHT_UTC,
  isDecimalString,
  toPlain,
} from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { activePair, instrumentById, type Instrument } from '../market/index.ts';
import { settingOf } from '../system/index.ts';
import { leverInstruments } from './tables.ts';

export interface LeverTerms {
  instrumentId: number;
  contractSize: string;
  spreadPercent: string;
  openFeePercent: string;
  closeFeePercent: string;
  overnightPercent: string;
  minLots: number;
  maxLots: number;
  multiples: number[];
  isActive: boolean;
}

/** A pair with its terms. */
export interface LeverPair {
  instrument: Instrument;
  terms: LeverTerms;
}

const termsOf = (row: typeof leverInstruments.$inferSelect): LeverTerms => ({
  instrumentId: row.instrumentId,
  contractSize: toPlain(row.contractSize),
  spreadPercent: toPlain(row.spreadPercent),
  openFeePercent: toPlain(row.openFeePercent),
  closeFeePercent: toPlain(row.closeFeePercent),
  overnightPercent: toPlain(row.overnightPercent),
  minLots: row.minLots,
  maxLots: row.maxLots,
  multiples: [...row.multiples].sort((a, b) => a - b),
  isActive: row.isActive,
});

/** The terms of a pair, active or not; undefined when it has none. */
export async function termsById(db: DbOrTx, instrumentId: number): Promise<LeverTerms | undefined> {
  const [row] = await db
    .select()
    .from(leverInstruments)
    .where(eq(leverInstruments.instrumentId, instrumentId));
  return row ? termsOf(row) : undefined;
}

/** An active pair that offers contracts, else errors.pairUnknown / errors.leverNotAvailable. */
export async function leverPair(
  db: DbOrTx,
  ref: { currencyId: number; legalId: number },
): Promise<LeverPair> {
  const instrument = await activePair(db, ref);
  const terms = await termsById(db, instrument.id);
  if (!terms?.isActive) return fail('errors.leverNotAvailable', { symbol: instrument.symbol });
  return { instrument, terms };
}

/** A pair by id with its terms (active or not: open positions still close). */
export async function leverPairById(db: DbOrTx, instrumentId: number): Promise<LeverPair> {
  const instrument = await instrumentById(db, instrumentId);
  const terms = await termsById(db, instrumentId);
  if (!instrument || !terms) throw new Error(`instrument ${instrumentId} has no contract terms`);
  return { instrument, terms };
}

export interface LeverSettings {
  maintenancePercent: string;
  /** HH:MM, UTC. */
  overnightUtc: string;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export async function leverSettings(db: DbOrTx): Promise<LeverSettings> {
  const [m, o] = await Promise.all([
    settingOf(db, 'lever_maintenance_percent'),
    settingOf(db, 'lever_overnight_utc'),
  ]);
  const maintenance = String(m ?? '');
  const overnight = String(o ?? '');
  return {
    maintenancePercent: isDecimalString(maintenance)
      ? toPlain(maintenance)
      : LEVER_DEFAULT_MAINTENANCE_PERCENT,
    overnightUtc: HHMM.test(overnight) ? overnight : LEVER_DEFAULT_OVERNIGHT_UTC,
  };
}
