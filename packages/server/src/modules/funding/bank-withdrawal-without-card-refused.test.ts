/**
 * A bank withdrawal needs the user's own saved card of the kind asked; only USDT is paid
 * to a bank, and `BANK` cannot be typed as a network. Nothing is written or frozen.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page, WithdrawalView } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import {
  BTC,
  USDT,
  balanceOf,
  customer,
  fund,
  fundingApp,
  saveCard,
  withdraw,
  withdrawToBank,
  type FundingApp,
} from './testing.ts';

let f: FundingApp;
beforeAll(async () => {
  f = await fundingApp();
});
afterAll(() => f.close());

const refused = (message: string) => ({ status: 200, type: 'error', message });

it('refuses without a saved card, and never uses another user’s card', async () => {
  const mia = await customer(f);
  const noah = await customer(f);
  await saveCard(f, noah, 'domestic');
  await saveCard(f, noah, 'international');
  await fund(f, mia, USDT, '300.5');
  await fund(f, mia, BTC, '0.5');

  expect(await withdrawToBank(f, mia, { amount: '150', bank: 'domestic' })).toEqual(
    refused('Please save your bank card before withdrawing to it'),
  );
  expect(await withdrawToBank(f, mia, { amount: '150', bank: 'international' })).toEqual(
    refused('Please save your international bank account before withdrawing to it'),
  );
  expect(await withdrawToBank(f, mia, { amount: '150', bank: 'paypal' })).toEqual(
    refused('Bank account is not valid'),
  );

  await saveCard(f, mia, 'domestic');
  expect(await withdrawToBank(f, mia, { amount: '0.1', bank: 'domestic', currency: BTC })).toEqual(
    refused('Only USDT can be paid out to a bank account'),
  );
  expect(
    await withdraw(f, mia, {
      currency: USDT,
      amount: '150',
      network: 'BANK',
      address: '**** 9012',
    }),
  ).toEqual(refused('This is not a valid BANK address'));
  // Still the international kind is missing, though a domestic card is now saved.
  expect(await withdrawToBank(f, mia, { amount: '150', bank: 'international' })).toEqual(
    refused('Please save your international bank account before withdrawing to it'),
  );

  expect(await balanceOf(f, mia, USDT)).toEqual({ available: '300.5', frozen: '0' });
  expect(await balanceOf(f, mia, BTC)).toEqual({ available: '0.5', frozen: '0' });
  const list = await call<Page<WithdrawalView>>(
    f.t.app,
    'GET',
    '/user/withdraw/list',
    {},
    mia.token,
  );
  expect(list.message.total).toBe(0);
  await expectLedgerBalanced(f.t.ctx);
});
