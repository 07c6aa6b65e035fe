/**
 * Copy trading (`follow/*`, client contract 7.14) on the original client's wire: the list
 * with `?page=N` in the path string, the trader page's `trader_info` / `data` /
 * `is_followed`, the history's string times, follow with an integer `number` and `type`,
 * cancel by `follow_user_id`, and self-holding from the contract pages (`order_type` 2 ->
 * the self-hold button). The trader is approved through the service (the client has no
 * apply page); the copy job is run as the scheduler would. Hostile variants change nothing.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../packages/server/src/clock.ts';
import { createOperator } from '../../packages/server/src/modules/admin/index.ts';
import { grantFromFaucet } from '../../packages/server/src/modules/ledger/testing.ts';
import { FixedFeed } from '../../packages/server/src/modules/market/index.ts';
import { PRICES } from '../../packages/server/src/modules/market/testing.ts';
import {
  applyAsTrader,
  decideTrader,
  refreshTraderStats,
  runCopyJobs,
} from '../../packages/server/src/modules/follow/index.ts';
import { DATE_TIME_RE, expectNumeric, expectOk, expectRefused, legacyServer } from './harness.ts';

const clock = new ManualClock('2026-03-03T10:00:00Z');
const feed = new FixedFeed(PRICES);
const s = legacyServer({}, { clock, feed });
const BTC = 1;
const USDT = 3;

async function funded(amount: string): Promise<{ token: string; id: number }> {
  const token = await s.newUser();
  const id = expectOk(await s.call('GET', '/user/info', {}, { token }), 'user/info').id as number;
  await grantFromFaucet(s.t.ctx, id, USDT, amount);
  expectOk(
    await s.call(
      'POST',
      '/wallet/change',
      { currency_id: USDT, number: amount, from_field: 'change', to_field: 'lever' },
      { token },
    ),
    'wallet/change',
  );
  return { token, id };
}

const market = (share: number) => ({
  share,
  multiple: 10,
  legal_id: USDT,
  currency_id: BTC,
  type: 1,
  status: 1,
  target_price: 999,
  password: '',
});

describe('copy trading (7.14)', () => {
  let trader: { token: string; id: number };
  let fan: { token: string; id: number };

  it('lists an approved trader with every field the list reads, page in the path string', async () => {
    trader = await funded('5000');
    fan = await funded('5000');
    await applyAsTrader(s.t.ctx, trader.id, {
      nickname: 'Legacy',
      introduction: 'Swing trades on BTC, one or two a day.',
      profit_share_percent: '10',
    });
    const desk = await createOperator(s.t.ctx.db, s.t.clock, {
      email: 'compliance@legacy.test',
      name: 'compliance',
      role: 'compliance',
      password: 'operator-pass-123',
    });
    await decideTrader(s.t.ctx, desk.id, trader.id, 'approve', undefined);
    const list = expectOk(
      await s.call('GET', '/follow/index?page=1', {}, { token: fan.token }),
      'follow/index',
    );
    const row = list.data.find((r: { id: number }) => r.id === trader.id);
    expect(row).toBeDefined();
    expect(typeof row.head_portrait).toBe('string');
    expect(row.nickname).toBe('Legacy');
    expect(row.follow_num).toBe(0);
    expect(row.is_followed).toBe(0);
    expectNumeric(row.total_profits, 'total_profits');
    expect(Number(row.total_profits).toFixed(2)).toBe('0.00');
    expectNumeric(row.correct_rate, 'correct_rate');
  });

  it('follows with an integer number and type, copies the trader, and shows the copy as order_type 2', async () => {
    const refused = await s.call(
      'POST',
      '/follow/follow',
      { trader_user_id: trader.id, number: 'abc', type: 1 },
      { token: fan.token },
    );
    expectRefused(refused, 'follow/follow abc');
    expectRefused(
      await s.call(
        'POST',
        '/follow/follow',
        { trader_user_id: trader.id, number: 1, type: 9 },
        { token: fan.token },
      ),
      'follow/follow type 9',
    );
    const ok = await s.call(
      'POST',
      '/follow/follow',
      { trader_user_id: trader.id, number: 2, type: 1 },
      { token: fan.token },
    );
    expect(typeof expectOk(ok, 'follow/follow')).toBe('string');
    const detail = expectOk(
      await s.call(
        'GET',
        '/follow/traderDetail',
        { trader_user_id: trader.id },
        { token: fan.token },
      ),
      'traderDetail',
    );
    expect(detail.trader_info).toMatchObject({ nickname: 'Legacy' });
    expect(typeof detail.trader_info.signature).toBe('string');
    expect(detail.is_followed).toBeTruthy();
    for (const k of [
      'follow_num',
      'total_profits',
      'total_income_rate',
      'correct_rate',
      'profitCount',
      'fallCount',
      'riseCount',
      'yesterday_profits',
      'position_count',
      'total_count',
    ]) {
      expectNumeric(detail.data[k], k);
    }
    expect(detail.data.follow_num).toBe(1);

    expectOk(
      await s.call('POST', '/lever/submit', market(1), { token: trader.token }),
      'lever/submit',
    );
    await runCopyJobs(s.t.ctx);
    const mine = expectOk(
      await s.call(
        'POST',
        '/lever/my_trade',
        { currency_id: BTC, legal_id: USDT, page: 1, status: 1 },
        { token: fan.token },
      ),
      'lever/my_trade',
    );
    const [copy] = mine.message.data;
    expect(copy.order_type).toBe(2);
    expect(String(copy.share)).toBe('2');
    const deal = expectOk(
      await s.call(
        'POST',
        '/lever/deal',
        { currency_id: BTC, legal_id: USDT },
        { token: fan.token },
      ),
      'lever/deal',
    );
    expect(deal.my_transaction[0].order_type).toBe(2);

    expect(
      typeof expectOk(
        await s.call(
          'POST',
          '/follow/selfHolding',
          { transaction_id: copy.id },
          { token: fan.token },
        ),
        'selfHolding',
      ),
    ).toBe('string');
    expectRefused(
      await s.call(
        'POST',
        '/follow/selfHolding',
        { transaction_id: copy.id },
        { token: fan.token },
      ),
      'selfHolding twice',
    );
    const after = expectOk(
      await s.call(
        'POST',
        '/lever/deal',
        { currency_id: BTC, legal_id: USDT },
        { token: fan.token },
      ),
      'lever/deal',
    );
    expect(after.my_transaction[0].order_type).toBe(1);
  });

  it('answers the history with string times the page slices, then cancels by follow_user_id', async () => {
    const pos = expectOk(
      await s.call(
        'POST',
        '/lever/my_trade',
        { currency_id: BTC, legal_id: USDT, page: 1, status: 1 },
        { token: trader.token },
      ),
      'lever/my_trade',
    ).message.data[0];
    expectOk(
      await s.call('POST', '/lever/close', { id: pos.id }, { token: trader.token }),
      'lever/close',
    );
    await refreshTraderStats(s.t.ctx);
    const history = expectOk(
      await s.call('GET', '/follow/historyTrade', { trader_user_id: trader.id }),
      'historyTrade',
    );
    const [h] = history.data;
    expect(h.symbol).toBe('BTC/USDT');
    expect(h.type).toBe(1);
    expectNumeric(h.price, 'price');
    expectNumeric(h.share, 'share');
    expect(h.transaction_time).toMatch(DATE_TIME_RE);
    expect(h.transaction_time.slice(10, 19)).toMatch(/^ \d\d:\d\d:\d\d$/);

    expectRefused(
      await s.call('POST', '/follow/cancel', { follow_user_id: 2147483648 }, { token: fan.token }),
      'cancel past int32',
    );
    expect(
      typeof expectOk(
        await s.call('POST', '/follow/cancel', { follow_user_id: trader.id }, { token: fan.token }),
        'follow/cancel',
      ),
    ).toBe('string');
    expectRefused(
      await s.call('POST', '/follow/cancel', { follow_user_id: trader.id }, { token: fan.token }),
      'cancel twice',
    );
    const list = expectOk(
      await s.call('GET', '/follow/index?page=1', {}, { token: fan.token }),
      'follow/index',
    );
    expect(list.data.find((r: { id: number }) => r.id === trader.id).is_followed).toBe(0);
  });

  it('a guest may read the list and a trader, never follow', async () => {
    expectOk(await s.call('GET', '/follow/index?page=1'), 'guest follow/index');
    expectOk(
      await s.call('GET', '/follow/traderDetail', { trader_user_id: trader.id }),
      'guest detail',
    );
    const reply = await s.call('POST', '/follow/follow', {
      trader_user_id: trader.id,
      number: 1,
      type: 1,
    });
    expect(reply.body.type).toBe('999');
  });
});
