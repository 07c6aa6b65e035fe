/**
 * The demo account of `npm start` (demo@bourse.dev / Demo12345), so a newcomer can sign in
 * at once. Never created in production, where a known password would be an open door.
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { JournalReason, dec } from '@bourse/shared';
import { createUser, hashPassword, users } from '../modules/users/index.ts';
import { creditFromSystem, userOwner } from '../modules/ledger/index.ts';
import { createOperator, findOperatorByEmail } from '../modules/admin/index.ts';

export const DEMO_EMAIL = 'demo@bourse.dev';
export const DEMO_PASSWORD = 'Demo12345';
/** The demo operator (role admin) of the `/api/admin/` desk, outside production only. */
export const DEMO_OPERATOR_EMAIL = 'ops@bourse.dev';
export const DEMO_OPERATOR_PASSWORD = 'Operator-Demo-2026';

export async function seedDemoUser(
  db: Db,
  clock: Clock,
  opts: { production: boolean },
): Promise<void> {
  if (opts.production) return;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.account, DEMO_EMAIL));
  if (existing) return;
  await createUser(db, clock, {
    account: DEMO_EMAIL,
    email: DEMO_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    nickname: 'Demo',
  });
}

/**
 * Demo money in the demo account's spot account, so the first trade needs no deposit:
 * from the faucet system account, through the ledger like every credit, once (the key).
 */
export async function seedDemoMoney(
  db: Db,
  clock: Clock,
  opts: { production: boolean },
): Promise<void> {
  if (opts.production) return;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.account, DEMO_EMAIL));
  if (!demo) return;
  await db.transaction((tx) =>
    creditFromSystem(tx, {
      system: 'faucet',
      to: { owner: userOwner(demo.id), account: 'change' },
      currency: 3,
      amount: dec(DEMO_USDT),
      idempotencyKey: 'seed:demo-user:usdt',
      reason: JournalReason.faucet,
      ref: { table: 'users', id: demo.id },
      at: clock.now(),
    }),
  );
}

/** What the demo account starts with in its spot account, in USDT. */
export const DEMO_USDT = '10000';

/**
 * A demo operator, so a newcomer (and the browser tests, whose embedded database the CLI
 * cannot open while the server runs) can decide deposits and withdrawals at once.
 */
export async function seedDemoOperator(
  db: Db,
  clock: Clock,
  opts: { production: boolean },
): Promise<void> {
  if (opts.production) return;
  if (await findOperatorByEmail(db, DEMO_OPERATOR_EMAIL)) return;
  await createOperator(
    db,
    clock,
    {
      email: DEMO_OPERATOR_EMAIL,
      name: 'Demo operator',
      role: 'admin',
      password: DEMO_OPERATOR_PASSWORD,
    },
    { operatorId: null, reason: 'demo data' },
  );
}
