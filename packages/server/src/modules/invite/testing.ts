/**
 * Invitation test helpers: an app with coins, spot and stock pairs and contract terms seeded
 * (lever's `leverApp`, on fixed prices), members who sign up through the real registration
 * (with an inviter's code when given), real fees made through the real spot and contract
 * routes, the job at a chosen instant, and the `/invite/*` calls. Every money scenario ends
 * with `closeBooks`: the ledger verified (contract holds included) and every spot book equal
 * to its open orders.
 */
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AccountTypeName, SpotOrderItem } from '@bourse/shared';
import { call, type Reply, type TestApp } from '../../test/helper.ts';
import { signUp } from '../users/testing.ts';
import { balanceOf, fund, systemBalance } from '../wallet/testing.ts';
import { expectBooksConsistent } from '../spot/testing.ts';
import {
  expectLeverLedgerBalanced,
  fundUser,
  lever,
  leverApp,
  move,
  submittedId,
  type LeverTest,
} from '../lever/testing.ts';
import { forgetSettings, settings } from '../system/index.ts';
import { runInviteJobs } from './jobs.ts';
import { inviteRebates } from './tables.ts';

export const BTC = 1;
export const USDT = 3;
export const AAPL = 101;
/** A Monday, 10:00 UTC: day D. */
export const NOW = '2026-03-02T10:00:00Z';
export const DAY = '2026-03-02';
/** Day D's rebates are due the next day at 00:10 UTC. */
export const PAY_AT = '2026-03-03T00:10:00Z';

export type InviteTest = LeverTest;

export interface Member {
  token: string;
  id: number;
  code: string;
  email: string;
}

export function inviteApp(opts: Parameters<typeof leverApp>[0] = {}): Promise<InviteTest> {
  return leverApp({ now: NOW, ...opts });
}

/** Signs up `email` (with `inviter`'s code when given) through the real registration. */
export async function member(t: TestApp, email: string, inviter?: Member): Promise<Member> {
  const token = await signUp(t.app, email, inviter ? { extension_code: inviter.code } : {});
  const info = await call<{ id: number; invite_code: string }>(
    t.app,
    'GET',
    '/user/info',
    {},
    token,
  );
  return { token, id: info.message.id, code: info.message.invite_code, email };
}

/** Credits `who` through the ledger (the faucet), in the spot account unless told. */
export const grant = (
  t: TestApp,
  who: Member,
  currency: number,
  amount: string,
  account: AccountTypeName = 'change',
) => fund(t, who.id, account, currency, amount);

/** A spot limit order that must be accepted (BTC/USDT unless `currency_id` says otherwise). */
export async function order(
  t: TestApp,
  who: Member,
  side: 'buy' | 'sell',
  amount: string,
  price: string,
  currencyId = BTC,
): Promise<SpotOrderItem> {
  const r = await call<SpotOrderItem>(
    t.app,
    'POST',
    '/coin/trade',
    {
      currency_id: currencyId,
      legal_id: USDT,
      type: side === 'buy' ? 1 : 2,
      amount,
      target_price: price,
    },
    who.token,
  );
  expect(r.type, JSON.stringify(r.message)).toBe('ok');
  return r.message;
}

/**
 * A BTC contract opened and closed by `who` (funded with `margin` USDT in the contract
 * account first): `lots` at 10x long at the index of the moment, closed after the index
 * moves to `closeAt`. Answers the recorded opening and closing fees.
 */
export async function contractRoundTrip(
  t: InviteTest,
  who: Member,
  { lots = 2, closeAt = '96000.00', margin = '1000' } = {},
): Promise<{ openFee: string; closeFee: string }> {
  await fundUser(t, who.id, margin);
  const opened = await lever.submit(t, who.token, { share: lots, multiple: 10, type: 1 });
  const id = submittedId(opened);
  const openFee = (opened.data as { trade_fee: string }).trade_fee;
  move(t, 'BTC', closeAt);
  const closed = await lever.close(t, who.token, id);
  expect(closed.type, JSON.stringify(closed.message)).toBe('ok');
  const closeFee = (closed as unknown as { data: { close_fee: string } }).data.close_fee;
  return { openFee, closeFee };
}

/** Moves the clock to `iso` and runs the job once. */
export async function runAt(t: TestApp, iso: string, opts?: Parameters<typeof runInviteJobs>[1]) {
  t.clock.set(iso);
  return runInviteJobs(t.ctx, opts);
}

/** Every rebate row, in the order written. */
export function rebateRows(t: TestApp) {
  return t.ctx.db.select().from(inviteRebates).orderBy(asc(inviteRebates.id));
}

/** The rows as the scenario files compare them. */
export async function rebateFigures(t: TestApp) {
  return (await rebateRows(t)).map((r) => ({
    inviter: r.inviterId,
    invitee: r.inviteeId,
    day: r.day,
    currency: r.currencyId,
    source: r.source,
    fee: trim(r.feeTotal),
    count: r.feeCount,
    percent: trim(r.percent),
    rebate: trim(r.rebate),
    paid: r.journalId !== null,
  }));
}

const trim = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** A user's balance (spot unless told) as {available, frozen}. */
export const balance = (
  t: TestApp,
  who: Member,
  currency: number,
  account: AccountTypeName = 'change',
) => balanceOf(t, who.id, account, currency);

/** The `fees` system account's available balance in an account type. */
export const feesBalance = (t: TestApp, account: AccountTypeName, currency: number) =>
  systemBalance(t, 'fees', account, currency);

/** Sets a setting as an operator's statement would, and forgets this process's copy. */
export async function setSetting(t: TestApp, keyword: string, value: unknown): Promise<void> {
  await t.ctx.db
    .insert(settings)
    .values({ keyword, value, updatedAt: t.clock.now() })
    .onConflictDoUpdate({ target: settings.keyword, set: { value } });
  forgetSettings(t.ctx.db);
}

/** The `/invite/*` calls as the page makes them. */
export const invite = {
  summary: <T = unknown>(t: TestApp, who: Member) =>
    call<T>(t.app, 'GET', '/invite/summary', {}, who.token),
  invitees: <T = unknown>(t: TestApp, who: Member, q: Record<string, string | number> = {}) =>
    call<T>(t.app, 'GET', '/invite/invitees', q, who.token),
  rebates: <T = unknown>(t: TestApp, who: Member, q: Record<string, string | number> = {}) =>
    call<T>(t.app, 'GET', '/invite/rebates', q, who.token),
};

/** The end of every money scenario. */
export async function closeBooks(t: TestApp): Promise<void> {
  await expectLeverLedgerBalanced(t);
  await expectBooksConsistent(t.ctx);
}

export { call, expect, type Reply };
