/**
 * Lock-up test helpers: an app with the catalogue, settings and the demo plans seeded and
 * the staking pool funded (seed/lockup.ts, outside production; or left empty, to be funded
 * exactly through the production path, `fundStakingPool`), savers funded in the spot
 * account through the ledger, a finance operator, and the calls of the pages.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BalanceBucket, LockupPlanItem } from '@bourse/shared';
import { ManualClock } from '../../clock.ts';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { seedLockup } from '../../seed/lockup.ts';
import { seedSettings } from '../../seed/settings.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { createOperator, fundPool } from '../admin/index.ts';
import { TEST_PASSWORD, freshIp, postFrom } from '../users/testing.ts';
import { balancesOf, systemOwner } from '../ledger/index.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { balanceOf, fund, person, systemBalance, type Person } from '../wallet/testing.ts';
import { runLockupJobs } from './jobs.ts';
import { lockupCredits, lockupOrders } from './tables.ts';
import { loginOperator } from '../admin/testing.ts';

export const BTC = 1;
export const ETH = 2;
export const USDT = 3;
/** A Monday, 10:00 UTC: the value date is Tuesday 00:00. */
export const NOW = '2026-03-02T10:00:00Z';
export const VALUE_AT = '2026-03-03T00:00:00Z';
export const DAY_MS = 86_400_000;
/** The demo plans by their seed order: USDT 30 d, BTC 60 d, ETH 90 d, USDT 7 d, USDT 90 d. */
export const PLAN = { usdt30: 1, btc60: 2, eth90: 3, usdt7: 4, usdt90: 5 };
const OPERATOR_PASSWORD = 'operator-pass-123';

export interface LockupTest extends TestApp {
  operator: { id: number; email: string; token: string };
}

export async function lockupApp(
  options: {
    database?: TestApp['ctx']['database'];
    clock?: ManualClock;
    /** 'empty': seeded as in production, the staking pool holding nothing. */
    pool?: 'demo' | 'empty';
  } = {},
): Promise<LockupTest> {
  const clock = options.clock ?? new ManualClock(NOW);
  const t = await buildTestApp({
    clock,
    ...(options.database ? { database: options.database } : {}),
  });
  if (!options.database) {
    await seedSettings(t.ctx.db, t.clock);
    await seedCurrencies(t.ctx.db);
    await seedLockup(t.ctx.db, t.clock, { production: options.pool === 'empty' });
  }
  const email = `finance${options.database ? 2 : 1}@desk.test`;
  const op = await createOperator(t.ctx.db, t.clock, {
    email,
    name: 'finance desk',
    role: 'finance',
    password: OPERATOR_PASSWORD,
  });
  const lockup = { ...t, operator: { id: op.id, email, token: '' } };
  await signInDesk(lockup);
  return lockup;
}

/** Operator sessions end when idle: sign the desk in again after moving the clock far. */
export async function signInDesk(t: LockupTest): Promise<void> {
  const login = await loginOperator(t, {
    email: t.operator.email,
    password: OPERATOR_PASSWORD,
  });
  if (login.type !== 'ok') throw new Error(`operator login refused: ${JSON.stringify(login)}`);
  t.operator.token = login.message;
}

/** A signed-up saver with `amount` of `currency` in the spot account. */
export async function saver(
  t: TestApp,
  email: string,
  amount = '1000',
  currency = USDT,
): Promise<Person> {
  const who = await person(t, email);
  if (amount !== '0') await fund(t, who.id, 'change', currency, amount);
  return who;
}

/** Sessions end after 30 idle days: a saver signs in again after a long term. */
export async function signInAgain(t: TestApp, who: Person, email: string): Promise<void> {
  const login = await postFrom(t.app, freshIp(), '/user/login', {
    user_string: email,
    password: TEST_PASSWORD,
  });
  if (login.type !== 'ok') throw new Error(`login refused: ${JSON.stringify(login)}`);
  who.token = login.message as string;
}

export function deposit<T = unknown>(t: TestApp, who: Person, configId: number, amount: string) {
  return call<T>(t.app, 'POST', '/lh/deposit', { config_id: configId, amount }, who.token);
}

export function cancel<T = unknown>(t: TestApp, who: Person, id: number, quotedFee?: string) {
  return call<T>(
    t.app,
    'POST',
    '/lh/deposit/order/cancel',
    { id, quoted_fee: quotedFee },
    who.token,
  );
}

export function quote<T = unknown>(t: TestApp, who: Person, id: number) {
  return call<T>(t.app, 'GET', '/lh/deposit/order/quote', { id }, who.token);
}

export function orders<T = unknown>(t: TestApp, who: Person, limit = 9999) {
  return call<T>(t.app, 'GET', '/lh/deposit/order', { page: 1, limit }, who.token);
}

export async function plans(t: TestApp): Promise<LockupPlanItem[]> {
  const r = await call<LockupPlanItem[]>(t.app, 'GET', '/lh/deposit/config');
  return r.message;
}

/** The spot balance of `who` in `currency`. */
export function spot(
  t: TestApp,
  who: Person,
  currency = USDT,
): Promise<Record<BalanceBucket, string>> {
  return balanceOf(t, who.id, 'change', currency);
}

export const pool = (t: TestApp, currency = USDT) =>
  systemBalance(t, 'stakingPool', 'change', currency);
export const fees = (t: TestApp, currency = USDT) => systemBalance(t, 'fees', 'change', currency);

/** The staking pool's spot balance: available, and frozen (the reserve of promised interest). */
export async function poolBalance(
  t: TestApp,
  currency = USDT,
): Promise<Record<BalanceBucket, string>> {
  const [row] = await balancesOf(t.ctx.db, systemOwner('stakingPool'), {
    account: 'change',
    currencies: [currency],
  });
  return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
}

/** Funds the staking pool as production does (`npm run admin -- fund-pool`). */
export function fundStakingPool(t: TestApp, amount: string, ticker = 'USDT'): Promise<string> {
  return fundPool(t.ctx.db, t.clock, {
    pool: 'stakingPool',
    account: 'change',
    ticker,
    amount,
    reason: 'lock-up interest capital',
  });
}

/** Moves the clock to `iso` and runs the job once. */
export async function runAt(t: TestApp, iso: string) {
  t.clock.set(iso);
  return runLockupJobs(t.ctx);
}

export async function orderRow(t: TestApp, id: number) {
  const [row] = await t.ctx.db.select().from(lockupOrders).where(eq(lockupOrders.id, id));
  return row!;
}

export async function creditsOf(t: TestApp, id: number) {
  return t.ctx.db
    .select()
    .from(lockupCredits)
    .where(eq(lockupCredits.orderId, id))
    .orderBy(lockupCredits.day);
}

/** The end of every money scenario: the ledger verified (lock-up principals count as holds). */
export async function closeBooks(t: TestApp): Promise<void> {
  await expectLedgerBalanced(t.ctx);
}

export { call, expect, type Person };
