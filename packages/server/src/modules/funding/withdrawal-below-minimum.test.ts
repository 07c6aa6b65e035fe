/** The minimum per currency and network (settings), the coin's decimals and the address shape. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import {
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

it('refuses 9.999999 USDT on TRC20 (minimum 10) and accepts exactly 10', async () => {
  const jade = await customer(f);
  await fund(f, jade, USDT, '50');
  expect(await withdraw(f, jade, { currency: USDT, amount: '9.999999' })).toEqual({
    status: 200,
    type: 'error',
    message: 'The minimum withdrawal of USDT on TRC20 is 10',
  });
  expect(
    await withdraw(f, jade, {
      currency: USDT,
      amount: '19.99',
      network: 'ERC20',
      address: '0x000000000000000000000000000000000000dEaD',
    }),
  ).toMatchObject({ type: 'error', message: 'The minimum withdrawal of USDT on ERC20 is 20' });
  expect(await withdraw(f, jade, { currency: USDT, amount: '10.0000001' })).toMatchObject({
    type: 'error',
    message: 'Amount allows at most 6 decimals',
  });
  expect(await withdraw(f, jade, { currency: USDT, amount: '0' })).toMatchObject({
    type: 'error',
    message: 'Amount must be greater than zero',
  });
  expect(
    await withdraw(f, jade, { currency: USDT, amount: '10', address: 'TnotAnAddress' }),
  ).toMatchObject({ type: 'error', message: 'This is not a valid TRC20 address' });
  expect(await withdraw(f, jade, { currency: USDT, amount: '10', network: 'BEP20' })).toMatchObject(
    { type: 'error', message: 'USDT cannot be moved on the BEP20 network here' },
  );
  expect(await balanceOf(f, jade, USDT)).toEqual({ available: '50', frozen: '0' });

  expect(await withdraw(f, jade, { currency: USDT, amount: '10' })).toMatchObject({
    type: 'ok',
    message: { amount: '10', fee: '1', total: '11', status: 'pending' },
  });
  expect(await balanceOf(f, jade, USDT)).toEqual({ available: '39', frozen: '11' });
  // More than the balance: the ledger's conditional debit refuses, nothing is recorded.
  expect(await withdraw(f, jade, { currency: USDT, amount: '38.5' })).toMatchObject({
    type: 'error',
    message: 'Insufficient balance',
  });
  expect(await balanceOf(f, jade, USDT)).toEqual({ available: '39', frozen: '11' });
  await expectLedgerBalanced(f.t.ctx);
});
