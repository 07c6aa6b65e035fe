/**
 * Dual investment (`dual/*`, client contract 7.13) on the original client's wire: the list
 * the invest page and the financial tab read (`dual_currencys`, parseable `end_time`, a
 * truthy `status` only while a purchase is possible), the detail page's fields, `buyDual`
 * with an integer `num` (and the translated refusal of a fraction), and `dual_list` with
 * the status index into the client's 4-entry table and `success` once settled. The demo
 * seed's grid is what the client sees; the clock is moved past a maturity and the job run.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../packages/server/src/clock.ts';
import { grantFromFaucet } from '../../packages/server/src/modules/ledger/testing.ts';
import { FixedFeed } from '../../packages/server/src/modules/market/index.ts';
import { settleDueDual } from '../../packages/server/src/modules/dual/index.ts';
import { DATE_TIME_RE, expectNumeric, expectOk, expectRefused, legacyServer } from './harness.ts';

const clock = new ManualClock('2026-03-03T10:00:00Z');
const feed = new FixedFeed({ BTC: '95000', ETH: '3400' });
const s = legacyServer({}, { clock, feed });
const USDT = 3;
const DAY_MS = 86_400_000;

interface Product {
  id: number;
  name: string;
  rate: string;
  exercise_price: string;
  remaining_number: number;
  purchased_number: number;
  total_number: number;
  start_time: string;
  end_time: string;
  status: number;
  currency_name: string;
  type: string;
}

async function products(currency_id: number, type: 'call' | 'put'): Promise<Product[]> {
  const m = expectOk(await s.call('GET', '/dual/index', { currency_id, type }), 'dual/index');
  return m.dual_currencys as Product[];
}

describe('dual investment (7.13)', () => {
  it('lists BTC and ETH, call and put, with the fields the page reads', async () => {
    for (const currency of [1, 2]) {
      for (const type of ['call', 'put'] as const) {
        const rows = await products(currency, type);
        expect(rows.length).toBeGreaterThan(0);
        for (const r of rows) {
          expect(r.currency_name).toBe(currency === 1 ? 'BTC' : 'ETH');
          expect(r.type).toBe(type);
          expectNumeric(r.rate, 'rate');
          expectNumeric(r.exercise_price, 'exercise_price');
          for (const n of [r.remaining_number, r.purchased_number, r.total_number])
            expectNumeric(n, 'numbers');
          expect(Number.isNaN(Date.parse(r.start_time))).toBe(false);
          const end = Date.parse(r.end_time);
          expect(Number.isNaN(end)).toBe(false);
          // The client's buy button: status truthy and end_time a day or more ahead.
          expect(Boolean(r.status)).toBe(end - clock.now().getTime() >= DAY_MS);
          expect(typeof r.name).toBe('string');
        }
      }
    }
  });

  it('answers the detail, buys whole shares and refuses a fraction', async () => {
    const [first] = await products(1, 'put');
    const detail = expectOk(await s.call('GET', '/dual/detail', { id: first!.id }), 'detail');
    for (const f of ['id', 'name', 'rate', 'exercise_price', 'currency_name', 'start_time']) {
      expect(detail[f], f).toBeDefined();
    }
    expect(detail.type).toBe('put');
    expect(Number.isNaN(Date.parse(detail.end_time))).toBe(false);
    expectNumeric(detail.remaining_number, 'remaining_number');

    const token = await s.newUser();
    const id = expectOk(await s.call('GET', '/user/info', {}, { token }), 'user/info').id;
    await grantFromFaucet(s.t.ctx, id as number, USDT, '1000');
    const refused = expectRefused(
      await s.call('POST', '/dual/buyDual', { id: first!.id, num: '1.5' }, { token }),
      'buyDual 1.5',
    );
    expect(refused).toBe('The purchased quantity must be an integer');
    expectOk(await s.call('POST', '/dual/buyDual', { id: first!.id, num: 2 }, { token }), 'buy');

    const list = async () =>
      expectOk(
        await s.call(
          'POST',
          '/dual/dual_list',
          { currency: 1, type: 'put', status: 1, page: 1 },
          { token },
        ),
        'dual_list',
      ).list as Record<string, unknown>[];
    const [order] = await list();
    expect(order).toMatchObject({ status: 1, number: 2, type: 'put', currency_name: 'BTC' });
    for (const f of [
      'name',
      'order_rate',
      'exercise_price',
      'remaining_number',
      'day',
      'end_time',
      'price',
    ]) {
      expect(order![f], f).toBeDefined();
    }
    expect(String(order!.create)).toMatch(DATE_TIME_RE);

    // Past maturity: the job settles on the recorded index (95,000: above every put's
    // linked price, so the USDT comes back with its interest).
    clock.set(new Date(Date.parse(first!.end_time) + 1000));
    expect(await settleDueDual(s.t.ctx)).toBeGreaterThanOrEqual(1);
    const [settled] = await list();
    expect(settled!.status).toBe(3);
    expect(String(settled!.success)).toMatch(/^\d+(\.\d+)? USDT$/);
  });
});
