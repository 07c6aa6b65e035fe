/**
 * Lock-up mining (`lh/*`, client contract 7.12) on the original client's wire: the plans
 * the home page and the financial tab read (for guests too, `currency_id` truthy), the
 * deposit with the page's `config_id` and `amount`, the order list with `limit` 9999 (the
 * summary) and 5 (the list) and the fields the client sums and formats (`cancel_fee` a JSON
 * number it calls .toFixed on), the early redemption with `id` only, and Bourse's quote and
 * credits calls. The server's clock is moved and the daily job run, so the interest the
 * client reads is what the job paid. Hostile variants change nothing.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../packages/server/src/clock.ts';
import { grantFromFaucet } from '../../packages/server/src/modules/ledger/testing.ts';
import { runLockupJobs } from '../../packages/server/src/modules/lockup/index.ts';
import { DATE_TIME_RE, expectNumeric, expectOk, expectRefused, legacyServer } from './harness.ts';

const clock = new ManualClock('2026-03-02T10:00:00Z');
const s = legacyServer({}, { clock });
const USDT = 3;
const DAY_MS = 86_400_000;

async function saver(amount = '5000'): Promise<{ token: string; id: number }> {
  const token = await s.newUser();
  const id = expectOk(await s.call('GET', '/user/info', {}, { token }), 'user/info').id as number;
  await grantFromFaucet(s.t.ctx, id, USDT, amount);
  return { token, id };
}

async function spot(token: string): Promise<string> {
  const detail = expectOk(
    await s.call('POST', '/wallet/detail', { currency: USDT, type: 2 }, { token }),
    'wallet/detail',
  );
  return String(detail.change_balance);
}

async function usdtPlan(): Promise<{ id: number; save_min: string; day: number }> {
  const plans = expectOk(await s.call('GET', '/lh/deposit/config'), 'lh/deposit/config');
  return plans.find((p: { currency_name: string; day: number }) => p.currency_name === 'USDT');
}

async function orders(token: string, limit: number) {
  return expectOk(
    await s.call('GET', '/lh/deposit/order', { page: 1, limit }, { token }),
    'lh/deposit/order',
  );
}

describe('lock-up mining (7.12)', () => {
  it('lists the plans for guests with every field the pages read', async () => {
    const plans = expectOk(await s.call('GET', '/lh/deposit/config'), 'lh/deposit/config');
    expect(Array.isArray(plans)).toBe(true);
    expect(plans.length).toBeGreaterThanOrEqual(2);
    for (const p of plans) {
      expect(Number.isInteger(p.id)).toBe(true);
      // The buy page bounces back when currency_id is falsy.
      expect(p.currency_id).toBeTruthy();
      expect(typeof p.currency_name).toBe('string');
      expectNumeric(p.save_min, 'save_min');
      expectNumeric(p.interest_rate, 'interest_rate');
      expect(Number.isInteger(p.day)).toBe(true);
      expect(typeof p.intro).toBe('string');
      expect(p.intro.length).toBeGreaterThan(0);
    }
    // Translated in the caller's language.
    const zh = expectOk(await s.call('GET', '/lh/deposit/config', {}, { lang: 'zh' }), 'zh');
    expect(zh[0].intro).not.toBe(plans[0].intro);
  });

  it('locks, lists, credits daily and redeems early with the figures the client reads', async () => {
    const { token } = await saver();
    const plan = await usdtPlan();
    expect(plan.day).toBe(30);
    const done = await s.call(
      'POST',
      '/lh/deposit',
      { config_id: plan.id, amount: '1,000' },
      {
        token,
      },
    );
    expect(typeof expectOk(done, 'lh/deposit')).toBe('string');
    expect(await spot(token)).toBe('4000');

    for (const limit of [9999, 5]) {
      const list = await orders(token, limit);
      expect(list.order_list).toHaveLength(1);
      const o = list.order_list[0];
      expect(o.status).toBe(1);
      expect(o.currency_name).toBe('USDT');
      expect(o.amount).toBe('1000');
      expect(o.day_rate).toBe('0.012');
      expect(o.total_interest).toBe('0');
      expect(o.start_at).toMatch(DATE_TIME_RE);
      expect(o.end_at).toMatch(DATE_TIME_RE);
      // 1000 x 0.02% x 30 days left: a JSON number the client calls .toFixed on.
      expect(typeof o.cancel_fee).toBe('number');
      expect(o.cancel_fee).toBe(6);
      expect(list.total_interest).toBe('0');
    }

    // Three dividend instants pass (value date Tuesday 00:00 UTC, then days 1..3).
    clock.set(new Date(Date.parse('2026-03-03T00:00:00Z') + 3 * DAY_MS).toISOString());
    await runLockupJobs(s.t.ctx);
    const list = await orders(token, 9999);
    const o = list.order_list[0];
    expect(o.total_interest).toBe('0.36');
    expect(list.total_interest).toBe('0.36');
    // 27 days left: 1000 x 0.02% x 27.
    expect(o.cancel_fee).toBe(5.4);
    expect(await spot(token)).toBe('4000.36');

    const credits = expectOk(
      await s.call('GET', '/lh/deposit/order/credits', { id: o.id }, { token }),
      'credits',
    );
    expect(credits.map((c: { day: number; amount: string }) => [c.day, c.amount])).toEqual([
      [1, '0.12'],
      [2, '0.12'],
      [3, '0.12'],
    ]);
    const quote = expectOk(
      await s.call('GET', '/lh/deposit/order/quote', { id: o.id }, { token }),
      'quote',
    );
    expect([quote.remaining_days, quote.penalty, quote.returned]).toEqual([27, '5.4', '994.6']);

    // The client sends `id` only.
    const redeemed = await s.call('POST', '/lh/deposit/order/cancel', { id: o.id }, { token });
    expect(typeof expectOk(redeemed, 'cancel')).toBe('string');
    expect(await spot(token)).toBe('4994.96');
    const after = (await orders(token, 5)).order_list[0];
    expect(after.status).toBe(2);
    expect(after.cancel_fee).toBe(5.4);
    expectRefused(
      await s.call('POST', '/lh/deposit/order/cancel', { id: o.id }, { token }),
      'twice',
    );
    expect(await spot(token)).toBe('4994.96');
  });

  it('refuses a quoted fee lower than the penalty now (Bourse page)', async () => {
    const { token } = await saver();
    const plan = await usdtPlan();
    expectOk(
      await s.call('POST', '/lh/deposit', { config_id: plan.id, amount: '500' }, { token }),
      'deposit',
    );
    const o = (await orders(token, 5)).order_list[0];
    const low = await s.call(
      'POST',
      '/lh/deposit/order/cancel',
      { id: o.id, quoted_fee: '0.01' },
      { token },
    );
    expectRefused(low, 'quote changed');
    expect((await orders(token, 5)).order_list[0].status).toBe(1);
  });

  it('refuses hostile calls and changes nothing', async () => {
    const owner = await saver();
    const other = await saver();
    const plan = await usdtPlan();
    expectOk(
      await s.call(
        'POST',
        '/lh/deposit',
        { config_id: plan.id, amount: '200' },
        { token: owner.token },
      ),
      'deposit',
    );
    const id = (await orders(owner.token, 5)).order_list[0].id as number;
    const before = await spot(owner.token);

    const refusals: [string, 'GET' | 'POST', string, Record<string, string | number>, string?][] = [
      ['another user cancels', 'POST', '/lh/deposit/order/cancel', { id }, other.token],
      ['another user quotes', 'GET', '/lh/deposit/order/quote', { id }, other.token],
      ['another user credits', 'GET', '/lh/deposit/order/credits', { id }, other.token],
      ['id past int32', 'POST', '/lh/deposit/order/cancel', { id: 2147483648 }, owner.token],
      ['id way past', 'GET', '/lh/deposit/order/quote', { id: '9'.repeat(30) }, owner.token],
      ['NUL in id', 'POST', '/lh/deposit/order/cancel', { id: `${id}\u0000` }, owner.token],
      ['unknown id', 'POST', '/lh/deposit/order/cancel', { id: 99999 }, owner.token],
      ['signed out', 'POST', '/lh/deposit/order/cancel', { id }, ''],
      ['plan past int32', 'POST', '/lh/deposit', { config_id: 2147483648, amount: '200' }],
      ['unknown plan', 'POST', '/lh/deposit', { config_id: 9999, amount: '200' }],
      ['NUL in amount', 'POST', '/lh/deposit', { config_id: plan.id, amount: '200\u0000' }],
      ['negative', 'POST', '/lh/deposit', { config_id: plan.id, amount: '-200' }],
      [
        'fraction of a cent',
        'POST',
        '/lh/deposit',
        { config_id: plan.id, amount: '200.0000000001' },
      ],
      ['below minimum', 'POST', '/lh/deposit', { config_id: plan.id, amount: '1' }],
      ['huge', 'POST', '/lh/deposit', { config_id: plan.id, amount: '1e30' }],
      ['more than the balance', 'POST', '/lh/deposit', { config_id: plan.id, amount: '90000' }],
      ['signed-out deposit', 'POST', '/lh/deposit', { config_id: plan.id, amount: '200' }, ''],
    ];
    for (const [what, method, path, fields, token = owner.token] of refusals) {
      const reply = await s.call(method, path, fields, { token });
      const message = expectRefused(reply, what);
      expect(message, what).not.toMatch(/undefined|null|\[object/);
    }
    expect(await spot(owner.token)).toBe(before);
    const list = await orders(owner.token, 9999);
    expect(list.order_list).toHaveLength(1);
    expect(list.order_list[0].status).toBe(1);
    expect((await orders(other.token, 9999)).order_list).toEqual([]);
  });
});
