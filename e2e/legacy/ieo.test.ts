/**
 * IEO (`project*`, client contract 7.11) on the original client's wire: the financial tab's
 * list, the detail page's fields, the subscription with the client's own computed `price`
 * (a JS number's string form, thousands separators in `amount`), and "my subscriptions"
 * with the string dates it slices. The demo seed's three projects are what the client
 * sees; the server's clock is moved past the in-progress project's end and the job run,
 * so the allotment the client reads is the real one.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../packages/server/src/clock.ts';
import { grantFromFaucet } from '../../packages/server/src/modules/ledger/testing.ts';
import { FixedFeed } from '../../packages/server/src/modules/market/index.ts';
import { runIeoJobs } from '../../packages/server/src/modules/ieo/index.ts';
import { DATE_TIME_RE, expectNumeric, expectOk, expectRefused, legacyServer } from './harness.ts';

const clock = new ManualClock('2026-03-03T10:00:00Z');
const feed = new FixedFeed({ BTC: '65000', ETH: '3250' });
const s = legacyServer({}, { clock, feed });
const BTC = 1;
const USDT = 3;

interface Row {
  id: number;
  logo: string;
  title: string;
  day: number;
  time_status: number;
  currency_name: string;
  total_sell: string;
  amount: string;
  percentage: string;
}

async function projects(token = ''): Promise<Row[]> {
  const list = expectOk(
    await s.call('GET', '/project', { page: 1, limit: 10 }, { token }),
    'project',
  );
  return list.list as Row[];
}

describe('IEO (7.11)', () => {
  it('lists the projects for guests with every field the financial tab reads', async () => {
    const rows = await projects();
    expect(rows.map((r) => r.time_status).sort()).toEqual([1, 2, 3]);
    for (const r of rows) {
      expect(r.logo.startsWith('/')).toBe(true);
      expect(typeof r.title).toBe('string');
      expect(Number.isInteger(r.day)).toBe(true);
      for (const f of ['total_sell', 'amount', 'percentage'] as const) expectNumeric(r[f], f);
    }
  });

  it('shows the detail page fields and subscribes with the client-computed total', async () => {
    const live = (await projects()).find((r) => r.time_status === 2)!;
    const info = expectOk(
      await s.call('GET', '/project/detail', { project_id: live.id }),
      'project/detail',
    ).info;
    for (const f of ['title', 'currency_name', 'link', 'start_at', 'end_at', 'content']) {
      expect(typeof info[f], f).toBe('string');
    }
    for (const f of ['amount', 'price', 'btc_price', 'eth_price']) expectNumeric(info[f], f);
    expect(info.link).toMatch(/^https:\/\//);

    const token = await s.newUser();
    const id = expectOk(await s.call('GET', '/user/info', {}, { token }), 'user/info').id as number;
    await grantFromFaucet(s.t.ctx, id, USDT, '1000');
    await grantFromFaucet(s.t.ctx, id, BTC, '1');
    // The page's own arithmetic, in JS numbers, as it sends it.
    const usdtTotal = String(1000 * Number(info.price));
    const ok = await s.call(
      'POST',
      '/project/order',
      { project_id: live.id, amount: '1,000', pay_currency: USDT, price: usdtTotal },
      { token },
    );
    expect(typeof expectOk(ok, 'project/order')).toBe('string');
    const btcTotal = String(2000 * Number(info.btc_price));
    expectOk(
      await s.call(
        'POST',
        '/project/order',
        { project_id: live.id, amount: '2000', pay_currency: BTC, price: btcTotal },
        { token },
      ),
      'project/order BTC',
    );
    const low = await s.call(
      'POST',
      '/project/order',
      { project_id: live.id, amount: '1000', pay_currency: USDT, price: '1' },
      { token },
    );
    expect(expectRefused(low, 'a stale total')).toMatch(/^The total is now 50 USDT/);
    const guest = await s.call('POST', '/project/order', { project_id: live.id, amount: '100' });
    expect(guest.body.type).toBe('999');

    const mine = expectOk(
      await s.call('GET', '/user/project/order', { page: 1, limit: 10 }, { token }),
      'user/project/order',
    );
    expect(mine.data).toHaveLength(2);
    for (const row of mine.data) {
      expect(row.created_at).toMatch(DATE_TIME_RE);
      expect(row.sell_begin).toMatch(DATE_TIME_RE);
      expect(row.name).toBe(info.title);
      expectNumeric(row.coin_amount, 'coin_amount');
      expect(row.give_amount).toBe('0');
    }
    expect((await projects()).find((r) => r.id === live.id)!.total_sell).not.toBe('0');

    // The end passes and the job allocates: the client reads the allotment.
    clock.advance(6 * 86_400_000);
    await runIeoJobs(s.t.ctx);
    const after = expectOk(
      await s.call('GET', '/user/project/order', { page: 1, limit: 10 }, { token }),
      'user/project/order after the end',
    );
    expect(after.data.map((r: { give_amount: string }) => r.give_amount).sort()).toEqual([
      '1000',
      '2000',
    ]);
    expect((await projects()).find((r) => r.id === live.id)!.time_status).toBe(3);
  });
});
