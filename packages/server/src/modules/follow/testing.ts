/**
 * Copy-trading test helpers: a contract app (lever/testing.ts: fixed prices, seeded terms,
 * `move`) with a compliance desk signed in, traders made through the real apply and
 * approve routes, and the `/follow/*` calls as the original client makes them.
 */
import { ManualClock } from '../../clock.ts';
import { call, type TestApp } from '../../test/helper.ts';
import { createOperator } from '../admin/index.ts';
import { leverApp, trader, type LeverTest, type Trader } from '../lever/testing.ts';
import { runCopyJobs } from './signals.ts';
import { loginOperator } from '../admin/testing.ts';

export { NOW } from '../lever/testing.ts';

const OPERATOR_PASSWORD = 'operator-pass-123';

export interface FollowTest extends LeverTest {
  desk: string;
}

export async function followApp(opts: { now?: string } = {}): Promise<FollowTest> {
  const t = await leverApp(opts.now ? { clock: new ManualClock(opts.now) } : {});
  await createOperator(t.ctx.db, t.clock, {
    email: 'compliance@desk.test',
    name: 'compliance desk',
    role: 'compliance',
    password: OPERATOR_PASSWORD,
  });
  const login = await loginOperator(t, {
    email: 'compliance@desk.test',
    password: OPERATOR_PASSWORD,
  });
  if (login.type !== 'ok') throw new Error(`operator login refused: ${JSON.stringify(login)}`);
  return { ...t, desk: login.message };
}

type Fields = Record<string, string | number | undefined>;

/** The `/follow/*` calls. */
export const follow = {
  apply: (t: TestApp, token: string, f: Fields = {}) =>
    call<string>(
      t.app,
      'POST',
      '/follow/apply',
      {
        nickname: 'Ada',
        introduction: 'Trend follower on BTC and ETH, small size.',
        profit_share_percent: '10',
        ...f,
      },
      token,
    ),
  approve: (t: FollowTest, userId: number, reason?: string) =>
    call(t.app, 'POST', `/admin/follow/traders/${userId}/approve`, { reason }, t.desk),
  reject: (t: FollowTest, userId: number, reason: string) =>
    call(t.app, 'POST', `/admin/follow/traders/${userId}/reject`, { reason }, t.desk),
  follow: (t: TestApp, token: string, f: Fields) =>
    call<string>(t.app, 'POST', '/follow/follow', f, token),
  cancel: (t: TestApp, token: string, traderId: number) =>
    call<string>(t.app, 'POST', '/follow/cancel', { follow_user_id: traderId }, token),
  selfHold: (t: TestApp, token: string, id: number) =>
    call<string>(t.app, 'POST', '/follow/selfHolding', { transaction_id: id }, token),
  index: (t: TestApp, token?: string, page = 1) =>
    call<{ data: Record<string, unknown>[]; total: number }>(
      t.app,
      'GET',
      '/follow/index',
      { page },
      token,
    ),
  detail: (t: TestApp, traderId: number, token?: string) =>
    call<Record<string, unknown>>(
      t.app,
      'GET',
      '/follow/traderDetail',
      { trader_user_id: traderId },
      token,
    ),
  history: (t: TestApp, traderId: number) =>
    call<{ data: Record<string, unknown>[] }>(t.app, 'GET', '/follow/historyTrade', {
      trader_user_id: traderId,
    }),
  mine: (t: TestApp, token: string) =>
    call<Record<string, unknown>>(t.app, 'GET', '/follow/mine', {}, token),
  copies: (t: TestApp, token: string) =>
    call<{ data: Record<string, unknown>[]; total: number }>(
      t.app,
      'GET',
      '/follow/copies',
      { limit: 100 },
      token,
    ),
};

/** A signed-up user who applied and was approved as a trader (profit share `share` %). */
export async function approvedTrader(t: FollowTest, email: string, share = '10'): Promise<Trader> {
  const user = await trader(t, email);
  const applied = await follow.apply(t, user.token, { profit_share_percent: share });
  if (applied.type !== 'ok') throw new Error(`apply refused: ${JSON.stringify(applied)}`);
  const approved = await follow.approve(t, user.id);
  if (approved.type !== 'ok') throw new Error(`approve refused: ${JSON.stringify(approved)}`);
  return user;
}

/** One run of the copy job. */
export const copyJobs = (t: TestApp) => runCopyJobs(t.ctx);
