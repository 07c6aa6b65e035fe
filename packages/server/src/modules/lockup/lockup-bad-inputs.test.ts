/**
 * Bad input (issue 11): every refusal is a clear translated message, and changes nothing:
 * no journal, no order, the balance as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockupOrderItem } from '@bourse/shared';
import { journalCount } from '../ledger/testing.ts';
import { lockupOrders } from './tables.ts';
import {
  PLAN,
  call,
  cancel,
  closeBooks,
  deposit,
  lockupApp,
  quote,
  saver,
  spot,
  type LockupTest,
  type Person,
} from './testing.ts';

describe('bad lock-up inputs', () => {
  let t: LockupTest;
  let who: Person;
  let other: Person;
  let othersOrder: number;

  beforeAll(async () => {
    t = await lockupApp();
    who = await saver(t, 'careful@example.com', '1000');
    other = await saver(t, 'other@example.com', '1000');
    const r = await deposit(t, other, PLAN.usdt30, '100');
    othersOrder = (r as unknown as { data: LockupOrderItem }).data.id;
  });
  afterAll(() => t?.close());

  async function expectRefused(
    reply: Promise<{ type: unknown; message: unknown }>,
    message?: string,
  ) {
    const journals = await journalCount(t.ctx.db);
    const orders = await t.ctx.db.$count(lockupOrders);
    const r = await reply;
    expect(r.type).toBe('error');
    expect(typeof r.message).toBe('string');
    if (message) expect(r.message).toBe(message);
    expect(await journalCount(t.ctx.db)).toBe(journals);
    expect(await t.ctx.db.$count(lockupOrders)).toBe(orders);
    expect(await spot(t, who)).toEqual({ available: '1000', frozen: '0' });
  }

  it('answers 999 to a signed-out caller', async () => {
    for (const [method, path] of [
      ['POST', '/lh/deposit'],
      ['GET', '/lh/deposit/order'],
      ['GET', '/lh/deposit/order/quote'],
      ['POST', '/lh/deposit/order/cancel'],
    ] as const) {
      const r = await call(t.app, method, path, { config_id: 1, amount: '100', id: 1 });
      expect(r.type).toBe('999');
    }
  });

  it('refuses amounts that are not a plain positive decimal', async () => {
    for (const amount of ['-100', '0', '1e3', '', 'abc', '100\u0000', '99999999999']) {
      await expectRefused(deposit(t, who, PLAN.usdt30, amount));
    }
  });

  it('refuses amounts outside the plan or finer than the coin', async () => {
    await expectRefused(
      deposit(t, who, PLAN.usdt30, '99.99'),
      'The amount must be between 100 and 100000 USDT',
    );
    await expectRefused(
      deposit(t, who, PLAN.usdt30, '100000.01'),
      'The amount must be between 100 and 100000 USDT',
    );
    await expectRefused(
      deposit(t, who, PLAN.usdt30, '100.0000001'),
      'The amount can have at most 6 decimals in USDT',
    );
    await expectRefused(deposit(t, who, PLAN.usdt30, '1000.01'), 'Insufficient USDT balance');
  });

  it('refuses unknown plans and ids past int32', async () => {
    await expectRefused(deposit(t, who, 999, '100'), 'This lock-up plan does not exist');
    await expectRefused(deposit(t, who, 2_147_483_648, '100'));
    await expectRefused(deposit(t, who, -1, '100'));
  });

  it("treats another user's order as unknown", async () => {
    await expectRefused(cancel(t, who, othersOrder), 'This lock-up order does not exist');
    await expectRefused(quote(t, who, othersOrder), 'This lock-up order does not exist');
    await expectRefused(
      call(t.app, 'GET', '/lh/deposit/order/credits', { id: othersOrder }, who.token),
      'This lock-up order does not exist',
    );
    await expectRefused(cancel(t, who, Number.MAX_SAFE_INTEGER + 2));
    await expectRefused(cancel(t, who, 1.5));
  });

  it('replies in the caller language', async () => {
    const r = await call(
      t.app,
      'POST',
      '/lh/deposit',
      { config_id: 999, amount: '100', lang: 'zh' },
      who.token,
    );
    expect(r.message).toBe('该锁仓方案不存在');
    await closeBooks(t);
  });
});
