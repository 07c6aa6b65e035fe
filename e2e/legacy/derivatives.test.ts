/**
 * Contracts (`lever/*`, client contract 7.9) and seconds options (`microtrade/*`, 7.10) on
 * the original client's wire: its field names, `target_price=999` for a market order, the
 * nested `my_trade` paginator, the hazard rate it divides by 1,000,000, the option reply it
 * counts down from and the one `get_result` it calls at zero. The server's clock is moved
 * past an option's expiry; the prices are a fixed feed, so every figure is checked exactly.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../packages/server/src/clock.ts';
import { grantFromFaucet } from '../../packages/server/src/modules/ledger/testing.ts';
import { FixedFeed, recordTape } from '../../packages/server/src/modules/market/index.ts';
import { PRICES } from '../../packages/server/src/modules/market/testing.ts';
import { DATE_TIME_RE, expectNumeric, expectOk, expectRefused, legacyServer } from './harness.ts';

const clock = new ManualClock('2026-03-03T10:00:00Z');
const feed = new FixedFeed(PRICES);
const s = legacyServer({}, { clock, feed });
const BTC = 1;
const USDT = 3;

async function funded(
  amount: string,
  to: 'lever' | 'micro',
): Promise<{ token: string; id: number }> {
  const token = await s.newUser();
  const id = expectOk(await s.call('GET', '/user/info', {}, { token }), 'user/info').id as number;
  await grantFromFaucet(s.t.ctx, id, USDT, amount);
  expectOk(
    await s.call(
      'POST',
      '/wallet/change',
      { currency_id: USDT, number: amount, from_field: 'change', to_field: to },
      { token },
    ),
    'wallet/change',
  );
  return { token, id };
}

/** The pair id of BTC/USDT as the quotation rows carry it (`match_id`). */
async function btcPairId(): Promise<number> {
  const rows = expectOk(await s.call('GET', '/currency/quotation_new'), 'quotation_new')[0]
    .quotation as { id: number; currency_name: string }[];
  return rows.find((r) => r.currency_name === 'BTC')!.id;
}

describe('contracts (7.9)', () => {
  it('deal answers the balance, the multiples the page requires and no positions', async () => {
    const { token } = await funded('1000', 'lever');
    const deal = expectOk(
      await s.call('POST', '/lever/deal', { currency_id: BTC, legal_id: USDT }, { token }),
      'lever/deal',
    );
    expectNumeric(deal.user_lever, 'user_lever');
    expect(Number(deal.user_lever)).toBe(1000);
    expect(Array.isArray(deal.multiple.muit)).toBe(true);
    expect(deal.multiple.muit.length).toBeGreaterThan(0);
    for (const m of deal.multiple.muit) expectNumeric(m.value, 'muit.value');
    expect(deal.my_transaction).toEqual([]);
  });

  it('opens at market with target_price 999, lists, sets stops and closes, in its words', async () => {
    const { token } = await funded('5000', 'lever');
    const submit = await s.call(
      'POST',
      '/lever/submit',
      {
        share: 2,
        multiple: 10,
        legal_id: USDT,
        currency_id: BTC,
        type: 1,
        status: 1,
        target_price: 999,
        password: '',
      },
      { token },
    );
    expect(typeof expectOk(submit, 'lever/submit')).toBe('string');

    const deal = expectOk(
      await s.call('POST', '/lever/deal', { currency_id: BTC, legal_id: USDT }, { token }),
      'lever/deal',
    );
    expect(deal.my_transaction).toHaveLength(1);
    const row = deal.my_transaction[0];
    expect(row).toMatchObject({ type: 1, order_type: 1 });
    expect(row.transaction_time).toMatch(DATE_TIME_RE);
    expectNumeric(row.price, 'price');
    expectNumeric(row.share, 'share');
    expect(Number(row.share)).toBe(2);

    const page = expectOk(
      await s.call(
        'POST',
        '/lever/my_trade',
        { currency_id: BTC, legal_id: USDT, page: 1, status: 1 },
        { token },
      ),
      'lever/my_trade',
    );
    const position = page.message.data[0];
    for (const field of [
      'share',
      'multiple',
      'price',
      'update_price',
      'caution_money',
      'overnight_money',
      'trade_fee',
    ])
      expectNumeric(position[field], field);
    expect(position).toMatchObject({ id: row.id, type: 1, status: 1, order_type: 1 });
    expect(position.symbol).toBe('BTC/USDT');
    expect(position.transaction_time).toMatch(DATE_TIME_RE);
    expectNumeric(page.rate_profits_total.hazard_rate, 'hazard_rate');
    expectNumeric(page.rate_profits_total.profits_total, 'profits_total');
    // Shown divided by 1,000,000 as a percent: a sane risk rate, not a raw fraction.
    expect(Number(page.rate_profits_total.hazard_rate) / 1e6).toBeGreaterThan(100);

    const price = Number(position.update_price);
    expectOk(
      await s.call(
        'POST',
        '/lever/setstop',
        {
          id: row.id,
          target_profit_price: Math.round(price * 1.1),
          stop_loss_price: Math.round(price * 0.95),
        },
        { token },
      ),
      'lever/setstop',
    );
    expectOk(await s.call('POST', '/lever/close', { id: row.id }, { token }), 'lever/close');
    const closed = expectOk(
      await s.call(
        'POST',
        '/lever/my_trade',
        { currency_id: BTC, legal_id: USDT, page: 1, status: 3 },
        { token },
      ),
      'lever/my_trade closed',
    );
    expect(closed.message.data[0]).toMatchObject({ id: row.id, status: 3 });
    expectNumeric(closed.message.data[0].profits, 'profits');
  });

  it('batch_close closes only the side asked for', async () => {
    const { token } = await funded('5000', 'lever');
    for (const type of [1, 2])
      expectOk(
        await s.call(
          'POST',
          '/lever/submit',
          {
            share: 1,
            multiple: 5,
            legal_id: USDT,
            currency_id: BTC,
            type,
            status: 1,
            target_price: 999,
          },
          { token },
        ),
        'submit',
      );
    expectOk(await s.call('POST', '/lever/batch_close', { type: 2 }, { token }), 'batch_close');
    const open = expectOk(
      await s.call('POST', '/lever/deal', { currency_id: BTC, legal_id: USDT }, { token }),
      'deal',
    ).my_transaction as { type: number }[];
    expect(open.map((p) => p.type)).toEqual([1]);
  });

  it('refuses what the unvalidated box and the client oddities send, with a message', async () => {
    const { token } = await funded('100', 'lever');
    const base = { legal_id: USDT, currency_id: BTC, type: 1, status: 1, target_price: 999 };
    for (const bad of [
      { share: 'undefined', multiple: 10 },
      { share: '1.5', multiple: 10 },
      { share: 1, multiple: 7 },
      { share: 100000, multiple: 10 },
      { share: 'a\u0000b', multiple: 10 },
      { share: 50, multiple: 5 },
    ])
      expectRefused(
        await s.call('POST', '/lever/submit', { ...base, ...bad }, { token }),
        'submit',
      );
    expectRefused(await s.call('POST', '/lever/close', { id: '2147483648' }, { token }), 'close');
    expectRefused(await s.call('POST', '/lever/close', { id: 'undefined' }, { token }), 'close');
    // Signed out: the client's 999, never a field error first.
    const out = await s.call('POST', '/lever/deal', { currency_id: BTC, legal_id: USDT });
    expect(out.body.type).toBe('999');
  });
});

describe('seconds options (7.10)', () => {
  it('lists the durations for guests with payout and minimum', async () => {
    const rows = expectOk(await s.call('GET', '/microtrade/seconds'), 'seconds') as {
      seconds: number;
      profit_ratio: string;
      min_amount: string;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(6);
    for (const r of rows) {
      expect(Number.isInteger(Number(r.seconds))).toBe(true);
      expectNumeric(r.profit_ratio, 'profit_ratio');
      expectNumeric(r.min_amount, 'min_amount');
    }
  });

  it('bets up for 60 s, counts down, and get_result at zero answers the settled profit', async () => {
    const { token } = await funded('500', 'micro');
    const wallets = expectOk(
      await s.call('GET', '/microtrade/payable_currencies', {}, { token }),
      'payable_currencies',
    ) as { id: number; user_wallet: { micro_with_insurance: string } }[];
    const usdt = wallets.find((w) => w.id === USDT)!;
    expect(Number(usdt.user_wallet.micro_with_insurance)).toBe(500);

    const matchId = await btcPairId();
    const order = { match_id: matchId, currency_id: USDT, type: 1, seconds: 60, number: 100 };
    // The risk disclosure is accepted once, on Bourse's own page (docs/legacy-client.md).
    const before = await s.call('POST', '/microtrade/submit', order, { token });
    expect(expectRefused(before, 'submit before disclosure')).toMatch(/disclosure|risk/i);
    expectOk(
      await s.call('POST', '/microtrade/disclosure', { accept: 1 }, { token }),
      'disclosure',
    );
    await recordTape(s.t.ctx);
    const placed = expectOk(await s.call('POST', '/microtrade/submit', order, { token }), 'submit');
    expect(placed).toMatchObject({ seconds: 60, type: 1 });
    expect(Number(placed.number)).toBe(100);
    expect(placed.open_price).toBe(PRICES.BTC!.replace(/\.?0+$/, ''));
    expectNumeric(placed.profit_ratio, 'profit_ratio');

    const open = expectOk(
      await s.call(
        'GET',
        '/microtrade/lists',
        { match_id: matchId, status: 1, page: 1, limit: 5 },
        { token },
      ),
      'lists open',
    );
    expect(open.total).toBe(1);
    expect(open.data[0]).toMatchObject({ symbol_name: 'BTC/USDT', type: 1, seconds: 60 });
    expect(open.data[0].remain_milli_seconds).toBe(60_000);

    clock.advance(60_000);
    feed.set('BTC', '95100.00');
    const result = expectOk(
      await s.call('GET', '/microtrade/get_result', { id: placed.id }, { token }),
      'get_result',
    );
    // Up, and the close is higher: stake x 80% profit.
    expect(Number(result.fact_profits)).toBe(80);

    const history = expectOk(
      await s.call(
        'GET',
        '/microtrade/lists',
        { match_id: matchId, status: 3, page: 1, limit: 5 },
        { token },
      ),
      'lists history',
    );
    expect(history.data[0].handled_at).toMatch(DATE_TIME_RE);
    expect(Number(history.data[0].fact_profits)).toBe(80);
    feed.set('BTC', PRICES.BTC!);
  });
});
