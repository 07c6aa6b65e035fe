/**
 * Setting the first pay password starts no withdrawal pause (there was none to take over);
 * changing it does (ManualClock).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../../clock.ts';
import { call } from '../../test/helper.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { requestCode } from '../users/testing.ts';
import {
  PAY_PASSWORD,
  USDT,
  balanceOf,
  customer,
  fund,
  fundingApp,
  withdraw,
  type FundingApp,
} from './testing.ts';

let f: FundingApp;
beforeAll(async () => {
  f = await fundingApp();
});
afterAll(() => f.close());

it('allows a withdrawal right after the first set, pauses 24 hours after a change', async () => {
  const rosa = await customer(f, { payPassword: false });
  await fund(f, rosa, USDT, '100');
  const setPay = async (fields: Record<string, string>) => {
    f.t.clock.advance(MINUTE_MS + SECOND_MS);
    const code = await requestCode(f.t.app, rosa.email, 'security', rosa.token);
    const r = await call(f.t.app, 'POST', '/safe/pay_password', { ...fields, code }, rosa.token);
    expect(r.type).toBe('ok');
  };

  await setPay({ password: PAY_PASSWORD, re_password: PAY_PASSWORD });
  expect(await withdraw(f, rosa, { currency: USDT, amount: '10' })).toMatchObject({
    type: 'ok',
    message: { amount: '10', fee: '1', status: 'pending' },
  });
  expect(await balanceOf(f, rosa, USDT)).toEqual({ available: '89', frozen: '11' });

  await setPay({ old_password: PAY_PASSWORD, password: '135790', re_password: '135790' });
  const ask = () => withdraw(f, rosa, { currency: USDT, amount: '10', pay_password: '135790' });
  expect(await ask()).toEqual({
    status: 200,
    type: 'error',
    message:
      'Withdrawals are paused for 24 hours after a password change. Please try again in 24 hours',
  });
  f.t.clock.advance(24 * HOUR_MS - SECOND_MS);
  expect(await ask()).toMatchObject({
    type: 'error',
    message:
      'Withdrawals are paused for 24 hours after a password change. Please try again in 1 hour',
  });
  expect(await balanceOf(f, rosa, USDT)).toEqual({ available: '89', frozen: '11' });
  await expectLedgerBalanced(f.t.ctx);
});
