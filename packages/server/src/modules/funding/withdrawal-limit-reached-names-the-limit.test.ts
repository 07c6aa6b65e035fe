/**
 * Spec 6: Lv1 may withdraw 200 BTC and Lv2 500 BTC in any 24 hours, valued at the index
 * price (FixedFeed: BTC 50,000 USDT). A refusal names the limit and what is left.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HOUR_MS, SECOND_MS } from '../../clock.ts';
import { call } from '../../test/helper.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import {
  BTC,
  BTC_ADDRESS,
  USDT,
  balanceOf,
  customer,
  fund,
  fundingApp,
  relogin,
  withdraw,
  type FundingApp,
} from './testing.ts';

let f: FundingApp;
beforeAll(async () => {
  f = await fundingApp({ BTC: '50000' });
});
afterAll(() => f.close());

const btc = (amount: string) => ({ currency: BTC, amount, network: 'BTC', address: BTC_ADDRESS });

it('lets Lv1 withdraw 200 BTC worth in 24 hours and names the limit and what is left', async () => {
  const frank = await customer(f, { level: 1 });
  await fund(f, frank, BTC, '400');
  await fund(f, frank, USDT, '20000000');
  expect((await withdraw(f, frank, btc('150'))).type).toBe('ok');
  // USDT is valued in BTC too: 1,000,000 USDT is 20 BTC.
  expect((await withdraw(f, frank, { currency: USDT, amount: '1000000' })).type).toBe('ok');

  expect(await withdraw(f, frank, btc('30.5'))).toEqual({
    status: 200,
    type: 'error',
    message:
      'This exceeds your 24-hour withdrawal limit of 200 BTC (Lv1). You can still withdraw 30 BTC worth',
  });
  expect(await balanceOf(f, frank, BTC)).toEqual({ available: '249.9995', frozen: '150.0005' });

  const last = await withdraw(f, frank, btc('30'));
  expect(last.type).toBe('ok');
  expect(await withdraw(f, frank, btc('0.001'))).toMatchObject({
    type: 'error',
    message:
      'This exceeds your 24-hour withdrawal limit of 200 BTC (Lv1). You can still withdraw 0 BTC worth',
  });

  // A rejected withdrawal no longer counts against the limit.
  const reject = await call(
    f.t.app,
    'POST',
    `/admin/withdrawals/${last.message.id}/reject`,
    { reason: 'Please use another address' },
    f.finance,
  );
  expect(reject.type).toBe('ok');
  expect((await withdraw(f, frank, btc('10'))).type).toBe('ok');

  // The window rolls: 24 hours after the first withdrawals they count no more.
  f.t.clock.advance(24 * HOUR_MS + SECOND_MS);
  await relogin(f);
  expect((await withdraw(f, frank, btc('190'))).type).toBe('ok');
  expect(await withdraw(f, frank, { currency: USDT, amount: '1000000' })).toMatchObject({
    type: 'error',
    message:
      'This exceeds your 24-hour withdrawal limit of 200 BTC (Lv1). You can still withdraw 10 BTC worth',
  });
  expect(await balanceOf(f, frank, BTC)).toEqual({ available: '49.9985', frozen: '350.0015' });
  await expectLedgerBalanced(f.t.ctx);
});

it('lets Lv2 withdraw up to 500 BTC worth', async () => {
  const gina = await customer(f, { level: 2 });
  await fund(f, gina, BTC, '600');
  expect((await withdraw(f, gina, btc('450'))).type).toBe('ok');
  expect(await withdraw(f, gina, btc('50.00000001'))).toMatchObject({
    type: 'error',
    message:
      'This exceeds your 24-hour withdrawal limit of 500 BTC (Lv2). You can still withdraw 50 BTC worth',
  });
  expect((await withdraw(f, gina, btc('50'))).type).toBe('ok');
  expect(await balanceOf(f, gina, BTC)).toEqual({ available: '99.999', frozen: '500.001' });
  await expectLedgerBalanced(f.t.ctx);
});
