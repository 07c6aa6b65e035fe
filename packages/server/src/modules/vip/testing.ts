/**
 * VIP test helpers: the contracts' test app (fixed index prices, coins, spot pairs, contract
 * terms and settings seeded), people funded through the ledger, spot trades between two of
 * them through `POST /coin/trade`, the daily job at a given instant, and the VIP calls.
 * Every scenario ends with `closeBooks`: the ledger verified (lever holds too) and every
 * spot book equal to its open orders.
 */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SpotOrderItem, VipLevelItem, VipStatusReply } from '@bourse/shared';
import { call, type TestApp } from '../../test/helper.ts';
import {
  BTC,
  ETH,
  NOW,
  USDT,
  expectLeverLedgerBalanced,
  fundUser,
  leverApp,
  setSetting,
  trader,
  type LeverTest,
  type Trader,
} from '../lever/testing.ts';
import { expectBooksConsistent } from '../spot/testing.ts';
import { TEST_PASSWORD, freshIp, postFrom } from '../users/testing.ts';
import { fund } from '../wallet/testing.ts';
import type { DbOrTx } from '../../db/client.ts';
import { forgetVipDiscounts } from './discounts.ts';
import { runVipJobs } from './jobs.ts';
import { userVip, vipAssessments, vipRuns } from './tables.ts';

export { BTC, ETH, NOW, USDT, fund, fundUser, trader, type LeverTest, type Trader };

/** BTC 95000, ETH 3400, ... (lever/testing.ts LEVER_PRICES); USDT is 1. */
export const vipApp = (opts: Parameters<typeof leverApp>[0] = {}) => leverApp(opts);

/** A signed-up person with `usdt` in the spot account (none for '0'). */
export async function person(t: TestApp, email: string, usdt = '0'): Promise<Trader> {
  const who = await trader(t, email);
  if (usdt !== '0') await fund(t, who.id, 'change', USDT, usdt);
  return who;
}

/** Sessions end 30 days after sign-in: a person signs in again after a long wait. */
export async function signInAgain(t: TestApp, who: Trader, email: string): Promise<void> {
  const login = await postFrom(t.app, freshIp(), '/user/login', {
    user_string: email,
    password: TEST_PASSWORD,
  });
  if (login.type !== 'ok') throw new Error(`login refused: ${JSON.stringify(login)}`);
  who.token = login.message as string;
}

type Fields = Record<string, string | number>;

/** `POST /coin/trade` that must be accepted; BTC/USDT unless `pair` says otherwise. */
export async function order(
  t: TestApp,
  who: Trader,
  side: 'buy' | 'sell',
  amount: string,
  price: string,
  pair: Fields = { currency_id: BTC, legal_id: USDT },
): Promise<SpotOrderItem> {
  const r = await call<SpotOrderItem>(
    t.app,
    'POST',
    '/coin/trade',
    { ...pair, type: side === 'buy' ? 1 : 2, amount, target_price: price },
    who.token,
  );
  expect(r.type, JSON.stringify(r.message)).toBe('ok');
  return r.message;
}

/** `maker` rests a sell of `amount` at `price`, `taker` buys it all: one trade. */
export async function spotTrade(
  t: TestApp,
  maker: Trader,
  taker: Trader,
  amount: string,
  price: string,
  pair?: Fields,
): Promise<{ sell: SpotOrderItem; buy: SpotOrderItem }> {
  const sell = await order(t, maker, 'sell', amount, price, pair);
  const buy = await order(t, taker, 'buy', amount, price, pair);
  expect(buy.status).toBe('filled');
  return { sell, buy };
}

/** Moves the clock to `iso` (when given) and runs the daily job once. */
export async function assess(t: TestApp, iso?: string, limit?: number) {
  if (iso) t.clock.set(iso);
  return runVipJobs(t.ctx, limit === undefined ? {} : { limit });
}

export async function vipOf(t: TestApp, who: Trader): Promise<VipStatusReply> {
  const r = await call<VipStatusReply>(t.app, 'GET', '/vip', {}, who.token);
  expect(r.type, JSON.stringify(r.message)).toBe('ok');
  return r.message;
}

export async function userInfoLevel(t: TestApp, who: Trader): Promise<number> {
  const r = await call<{ level: number }>(t.app, 'GET', '/user/info', {}, who.token);
  return r.message.level;
}

/** Publishes a table (the `vip_levels` setting). */
export function setVipLevels(t: TestApp, levels: VipLevelItem[] | unknown): Promise<void> {
  return setSetting(t, 'vip_levels', levels as string);
}

export async function assessmentOf(t: TestApp, userId: number, day: string) {
  const [row] = await t.ctx.db
    .select()
    .from(vipAssessments)
    .where(and(eq(vipAssessments.userId, userId), eq(vipAssessments.day, day)));
  return row;
}

export async function currentOf(t: TestApp, userId: number) {
  const [row] = await t.ctx.db.select().from(userVip).where(eq(userVip.userId, userId));
  return row;
}

export async function runOf(t: TestApp, day: string) {
  const [row] = await t.ctx.db.select().from(vipRuns).where(eq(vipRuns.day, day));
  return row;
}

/**
 * Gives users a fee discount without the job (for other modules' simulations): a run of
 * `day` with the default table, an assessment per user at `percent`, and the user's current
 * level; this process's sequencers read it at their next batch.
 */
export async function grantVipDiscounts(
  db: DbOrTx,
  discounts: { userId: number; percent: string }[],
  at: Date,
  day = at.toISOString().slice(0, 10),
): Promise<void> {
  await db
    .insert(vipRuns)
    .values({
      day,
      windowFrom: new Date(at.getTime() - 30 * 86_400_000),
      windowTo: at,
      levels: [],
      levelsSource: 'default',
      prices: {},
      unpriced: [],
      startedAt: at,
      finishedAt: at,
    })
    .onConflictDoNothing();
  for (const { userId, percent } of discounts) {
    const level = { userId, day, level: 1, feeDiscountPercent: percent };
    await db
      .insert(vipAssessments)
      .values({ ...level, spotVolume: '0', contractVolume: '0', holdings: '0', computedAt: at });
    await db
      .insert(userVip)
      .values({ ...level, updatedAt: at })
      .onConflictDoUpdate({
        target: userVip.userId,
        set: { day, level: 1, feeDiscountPercent: percent, updatedAt: at },
      });
  }
  forgetVipDiscounts(db);
}

/** The end of every scenario: ledger (and lever holds) verified, books = open orders. */
export async function closeBooks(t: LeverTest): Promise<void> {
  await expectLeverLedgerBalanced(t);
  await expectBooksConsistent(t.ctx);
}
