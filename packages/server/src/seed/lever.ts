/**
 * Contract terms for every demo pair (issue 10), the two contract settings, and the
 * insurance fund's opening capital outside production. Inserts only what is missing, so
 * an operator's edit is never overwritten.
 */
import { JournalReason, dec } from '@bourse/shared';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { creditFromSystem, systemOwner } from '../modules/ledger/index.ts';
import { leverInstruments } from '../modules/lever/index.ts';
import { listInstruments } from '../modules/market/index.ts';
import { settings } from '../modules/system/index.ts';

/** Base units per lot: a demo-sized contract per coin (stocks: one share). */
const CONTRACT_SIZE: Record<string, string> = {
  BTC: '0.01',
  ETH: '0.1',
  LTC: '1',
  XRP: '100',
  SOL: '1',
  DOGE: '1000',
  BNB: '0.1',
};

const CRYPTO = {
  spreadPercent: '0.05',
  openFeePercent: '0.05',
  closeFeePercent: '0.05',
  overnightPercent: '0.02',
  minLots: 1,
  maxLots: 100,
  multiples: [5, 10, 20, 50, 100],
};
const STOCK = { ...CRYPTO, spreadPercent: '0.1', multiples: [2, 5, 10, 20] };

export const LEVER_SETTINGS = { lever_maintenance_percent: '50', lever_overnight_utc: '00:00' };

/** The demo insurance fund (faucet money, outside production only), in USDT. */
export const DEMO_INSURANCE_USDT = '1000000';

export async function seedLever(
  db: Db,
  clock: Clock,
  opts: { production: boolean },
): Promise<void> {
  const updatedAt = clock.now();
  await db
    .insert(settings)
    .values(
      Object.entries(LEVER_SETTINGS).map(([keyword, value]) => ({ keyword, value, updatedAt })),
    )
    .onConflictDoNothing();
  if (!opts.production) {
    // The key makes it once-only: a second start replays the journal and changes nothing.
    await db.transaction((tx) =>
      creditFromSystem(tx, {
        system: 'faucet',
        to: { owner: systemOwner('insurance'), account: 'lever' },
        currency: 3,
        amount: dec(DEMO_INSURANCE_USDT),
        idempotencyKey: 'seed:lever:insurance',
        reason: JournalReason.faucet,
        ref: { table: 'settings', id: 'lever_maintenance_percent' },
        at: clock.now(),
      }),
    );
  }
  const pairs = await listInstruments(db);
  if (pairs.length === 0) return;
  await db
    .insert(leverInstruments)
    .values(
      pairs.map((p) => ({
        instrumentId: p.id,
        contractSize: p.kind === 'stock' ? '1' : (CONTRACT_SIZE[p.base.name] ?? '1'),
        ...(p.kind === 'stock' ? STOCK : CRYPTO),
      })),
    )
    .onConflictDoNothing();
}
