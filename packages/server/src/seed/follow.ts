/**
 * Demo traders (issue 12), outside production only: two approved trader accounts with
 * contract money, which the `demoTraders` job trades through the real contract path by a
 * published rule (modules/follow/demo.ts), so the copy-trading screens of `npm start` show
 * real positions, real copies and real statistics. Their introductions say what they are.
 * Nobody can sign in as them: their password is random and never stored anywhere.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { JournalReason, TraderStatus, dec } from '@bourse/shared';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { creditFromSystem, userOwner } from '../modules/ledger/index.ts';
import { traders, type DemoTrader } from '../modules/follow/index.ts';
import { createUser, hashPassword, users } from '../modules/users/index.ts';

export const DEMO_TRADERS: readonly DemoTrader[] = [
  {
    email: 'nova.trend@bourse.dev',
    nickname: 'NovaTrend',
    profitSharePercent: '10',
    symbol: 'BTC',
    lots: 2,
  },
  {
    email: 'luma.swing@bourse.dev',
    nickname: 'LumaSwing',
    profitSharePercent: '8',
    symbol: 'ETH',
    lots: 3,
  },
];

const INTRODUCTION =
  'Demo account of this development server. It trades by a fixed rule: every half hour it follows the last ten minutes of the index (long if it rose, short if it fell) and closes after twenty minutes. Real positions, real results, no advice.';

/** Contract money each demo trader starts with, USDT. */
export const DEMO_TRADER_USDT = '20000';

export async function seedFollow(
  db: Db,
  clock: Clock,
  opts: { production: boolean },
): Promise<void> {
  if (opts.production) return;
  for (const demo of DEMO_TRADERS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.account, demo.email));
    const id =
      existing?.id ??
      (await createUser(db, clock, {
        account: demo.email,
        email: demo.email,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        nickname: demo.nickname,
      }));
    await db.transaction((tx) =>
      creditFromSystem(tx, {
        system: 'faucet',
        to: { owner: userOwner(id), account: 'lever' },
        currency: 3,
        amount: dec(DEMO_TRADER_USDT),
        idempotencyKey: `seed:demo-trader:${demo.email}:usdt`,
        reason: JournalReason.faucet,
        ref: { table: 'users', id },
        at: clock.now(),
      }),
    );
    const at = clock.now();
    await db
      .insert(traders)
      .values({
        userId: id,
        status: TraderStatus.approved,
        nickname: demo.nickname,
        introduction: INTRODUCTION,
        profitSharePercent: demo.profitSharePercent,
        appliedAt: at,
        decidedAt: at,
        approvedAt: at,
      })
      .onConflictDoNothing();
  }
}
