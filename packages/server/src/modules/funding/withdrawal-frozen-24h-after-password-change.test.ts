/** Withdrawals pause for 24 hours after the login or the pay password changes (ManualClock). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../../clock.ts';
import { call } from '../../test/helper.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { TEST_PASSWORD, requestCode } from '../users/testing.ts';
import {
  PAY_PASSWORD,
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

const paused = (hours: number) =>
  `Withdrawals are paused for 24 hours after a password change. Please try again in ${hours} ${
    hours === 1 ? 'hour' : 'hours'
  }`;

it('pauses after a login password change, then after a pay password change', async () => {
  const kim = await customer(f);
  await fund(f, kim, USDT, '100');
  const ask = () => withdraw(f, kim, { currency: USDT, amount: '10' });

  f.t.clock.advance(MINUTE_MS + SECOND_MS);
  const code = await requestCode(f.t.app, kim.email, 'security', kim.token);
  const changed = await call(
    f.t.app,
    'POST',
    '/safe/update_password',
    { old_password: TEST_PASSWORD, password: 'NewSecret456', re_password: 'NewSecret456', code },
    kim.token,
  );
  expect(changed.type).toBe('ok');
  expect(await ask()).toEqual({ status: 200, type: 'error', message: paused(24) });

  f.t.clock.advance(23 * HOUR_MS);
  expect(await ask()).toMatchObject({ type: 'error', message: paused(1) });
  f.t.clock.advance(HOUR_MS - SECOND_MS);
  expect(await ask()).toMatchObject({ type: 'error', message: paused(1) });
  expect(await balanceOf(f, kim, USDT)).toEqual({ available: '100', frozen: '0' });
  f.t.clock.advance(SECOND_MS);
  expect(await ask()).toMatchObject({ type: 'ok', message: { status: 'pending' } });

  f.t.clock.advance(MINUTE_MS + SECOND_MS);
  const payCode = await requestCode(f.t.app, kim.email, 'security', kim.token);
  const payChanged = await call(
    f.t.app,
    'POST',
    '/safe/pay_password',
    { old_password: PAY_PASSWORD, password: '135790', re_password: '135790', code: payCode },
    kim.token,
  );
  expect(payChanged.type).toBe('ok');
  expect(
    await withdraw(f, kim, { currency: USDT, amount: '10', pay_password: '135790' }),
  ).toMatchObject({ type: 'error', message: paused(24) });
  f.t.clock.advance(24 * HOUR_MS);
  await relogin(f);
  expect(
    await withdraw(f, kim, { currency: USDT, amount: '10', pay_password: '135790' }),
  ).toMatchObject({ type: 'ok' });
  expect(await balanceOf(f, kim, USDT)).toEqual({ available: '78', frozen: '22' });
  await expectLedgerBalanced(f.t.ctx);
});
