/**
 * Lock-up mining (issue 11): five demo plans with yields a real platform could pay (a few
 * percent a year, decision 76), the dividend time setting, and the staking pool's demo
 * capital outside production (faucet money, like seed/lever.ts funds the insurance fund).
 * Plans are inserted only into an empty table, so an operator's plans are never touched.
 */
import { JournalReason, LockupPlanStatus, dec } from '@bourse/shared';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { creditFromSystem, systemOwner } from '../modules/ledger/index.ts';
import { DIVIDEND_SETTING, LOCKUP_ACCOUNT, lockupPlans } from '../modules/lockup/index.ts';
import { settings } from '../modules/system/index.ts';

const BTC = 1;
const ETH = 2;
const USDT = 3;

/**
 * Daily percent ranges; x 365: USDT 7 d 2.92-3.65%, 30 d 4.38-5.84%, 90 d 5.48-5.84%;
 * BTC 60 d 1.10-1.83%; ETH 90 d 3.10-3.83% a year. Penalty: percent per remaining day.
 */
export const DEMO_LOCKUP_PLANS = [
  {
    currencyId: USDT,
    minAmount: '100',
    maxAmount: '100000',
    dailyRateMin: '0.012',
    dailyRateMax: '0.016',
    lockDays: 30,
    penaltyPercent: '0.02',
    sort: 1,
  },
  {
    currencyId: BTC,
    minAmount: '0.01',
    maxAmount: '10',
    dailyRateMin: '0.003',
    dailyRateMax: '0.005',
    lockDays: 60,
    penaltyPercent: '0.005',
    sort: 2,
  },
  {
    currencyId: ETH,
    minAmount: '0.1',
    maxAmount: '200',
    dailyRateMin: '0.0085',
    dailyRateMax: '0.0105',
    lockDays: 90,
    penaltyPercent: '0.01',
    sort: 3,
  },
  {
    currencyId: USDT,
    minAmount: '50',
    maxAmount: '50000',
    dailyRateMin: '0.008',
    dailyRateMax: '0.01',
    lockDays: 7,
    penaltyPercent: '0.03',
    sort: 4,
  },
  {
    currencyId: USDT,
    minAmount: '500',
    maxAmount: '200000',
    dailyRateMin: '0.015',
    dailyRateMax: '0.016',
    lockDays: 90,
    penaltyPercent: '0.015',
    sort: 5,
  },
];

/** The staking pool's demo capital per coin (outside production only). */
export const DEMO_STAKING_POOL: [currency: number, amount: string][] = [
  [USDT, '1000000'],
  [BTC, '10'],
  [ETH, '200'],
];

export async function seedLockup(
  db: Db,
  clock: Clock,
  opts: { production: boolean },
): Promise<void> {
  const now = clock.now();
  await db
    .insert(settings)
    .values({ keyword: DIVIDEND_SETTING, value: '00:00', updatedAt: now })
    .onConflictDoNothing();
  if ((await db.$count(lockupPlans)) === 0) {
    await db.insert(lockupPlans).values(
      DEMO_LOCKUP_PLANS.map((p) => ({
        ...p,
        status: LockupPlanStatus.active,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  if (opts.production) return;
  for (const [currency, amount] of DEMO_STAKING_POOL) {
    // The key makes it once-only: a second start replays the journal and changes nothing.
    await db.transaction((tx) =>
      creditFromSystem(tx, {
        system: 'faucet',
        to: { owner: systemOwner('stakingPool'), account: LOCKUP_ACCOUNT },
        currency,
        amount: dec(amount),
        idempotencyKey: `seed:lockup:pool:${currency}`,
        reason: JournalReason.faucet,
        ref: { table: 'settings', id: DIVIDEND_SETTING },
        at: now,
      }),
    );
  }
}
