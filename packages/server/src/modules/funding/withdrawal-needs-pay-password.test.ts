/** A withdrawal needs the pay password: set, given and right; five wrong ones lock it. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { MINUTE_MS } from '../../clock.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { withdrawals } from './tables.ts';
import {
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
  f = await fundingApp();
});
afterAll(() => f.close());

const withdrawalCount = async () =>
  (await f.t.ctx.db.select({ n: count() }).from(withdrawals))[0]!.n;

it('refuses without a pay password set', async () => {
  const hana = await customer(f, { payPassword: false });
  await fund(f, hana, USDT, '100');
  expect(await withdraw(f, hana, { currency: USDT, amount: '20' })).toEqual({
    status: 200,
    type: 'error',
    message: 'Please set a payment password first',
  });
  expect(await balanceOf(f, hana, USDT)).toEqual({ available: '100', frozen: '0' });
  await expectLedgerBalanced(f.t.ctx);
});

it('refuses a missing or wrong pay password, locks after five, and accepts the right one later', async () => {
  const ivan = await customer(f);
  await fund(f, ivan, USDT, '100');
  const ask = (pay_password: string) =>
    withdraw(f, ivan, { currency: USDT, amount: '20', pay_password });
  expect(await ask('')).toMatchObject({ type: 'error', message: 'Payment password is required' });
  for (let i = 0; i < 4; i++) {
    expect(await ask('000000')).toMatchObject({
      type: 'error',
      message: 'The payment password is wrong',
    });
  }
  const locked = 'Too many wrong payment passwords. Please try again in 15 minutes';
  expect(await ask('000000')).toMatchObject({ type: 'error', message: locked });
  // Locked: even the right one is refused until the 15 minutes pass.
  expect(await ask('246810')).toMatchObject({ type: 'error', message: locked });
  expect(await withdrawalCount()).toBe(0);
  expect(await balanceOf(f, ivan, USDT)).toEqual({ available: '100', frozen: '0' });

  f.t.clock.advance(15 * MINUTE_MS);
  await relogin(f);
  expect(await ask('246810')).toMatchObject({ type: 'ok', message: { total: '21' } });
  expect(await balanceOf(f, ivan, USDT)).toEqual({ available: '79', frozen: '21' });
  await expectLedgerBalanced(f.t.ctx);
});
