/**
 * A rejected bank withdrawal unfreezes its amount and the BANK fee: the balance is as before.
 * The desk's reply carries the account's full payout details (IBAN, SWIFT, ...) as recorded
 * with the request, whatever the user saved since; the user's list shows only the masked IBAN.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminWithdrawalView, Page, WithdrawalView } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import {
  USDT,
  balanceOf,
  customer,
  fund,
  fundingApp,
  saveCard,
  withdrawToBank,
  type FundingApp,
} from './testing.ts';

let f: FundingApp;
beforeAll(async () => {
  f = await fundingApp();
});
afterAll(() => f.close());

const ACCOUNT = {
  kind: 'international',
  account: '**** 3000',
  bank_name: 'Deutsche Bank',
  holder_name: 'Jane Doe',
};

/** The saved IBAN, as stored (spaces dropped). */
const IBAN = 'DE89370400440532013000';
const PAYOUT = {
  kind: 'international',
  real_name: 'Jane Doe',
  bank_country: 'DE',
  iban: IBAN,
  account_number: null,
  swift_code: 'DEUTDEFF',
  bank_name: 'Deutsche Bank',
  bank_address: 'Taunusanlage 12, Frankfurt am Main',
  holder_address: '1 Main Street, Springfield',
  aba_number: null,
};

it('restores 180.5 USDT after freezing 120.25 plus the 15 USDT fee', async () => {
  const omar = await customer(f);
  await fund(f, omar, USDT, '180.5');
  await saveCard(f, omar, 'international');
  const placed = await withdrawToBank(f, omar, { amount: '120.25', bank: 'international' });
  expect(placed.message).toMatchObject({
    network: 'BANK',
    address: '**** 3000',
    bank: ACCOUNT,
    amount: '120.25',
    fee: '15',
    total: '135.25',
    status: 'pending',
  });
  expect(await balanceOf(f, omar, USDT)).toEqual({ available: '45.25', frozen: '135.25' });
  expect(JSON.stringify(placed)).not.toContain(IBAN);

  // Replaced by an account without IBAN after the request: the recorded details stay.
  await saveCard(f, omar, 'international', {
    iban: '',
    account_number: '000123456789',
    aba_number: '026009593',
    swift_code: 'BOFAUS3N',
    bank_name: 'Bank of America',
  });

  const reason = 'The account holder name does not match the verified identity';
  const rejected = await call<AdminWithdrawalView>(
    f.t.app,
    'POST',
    `/admin/withdrawals/${placed.message.id}/reject`,
    { reason },
    f.finance,
  );
  expect(rejected.message).toMatchObject({
    status: 'rejected',
    tx_hash: null,
    reason,
    bank: ACCOUNT,
    payout_details: PAYOUT,
  });
  expect(await balanceOf(f, omar, USDT)).toEqual({ available: '180.5', frozen: '0' });

  expect(
    await call(
      f.t.app,
      'POST',
      `/admin/withdrawals/${placed.message.id}/approve`,
      { tx_hash: 'FT24153XK7Q9M2L0' },
      f.finance,
    ),
  ).toMatchObject({ type: 'error', message: 'This withdrawal has already been decided' });
  expect(await balanceOf(f, omar, USDT)).toEqual({ available: '180.5', frozen: '0' });

  const list = await call<Page<WithdrawalView>>(
    f.t.app,
    'GET',
    '/user/withdraw/list',
    {},
    omar.token,
  );
  expect(list.message.data.map((w) => [w.status, w.bank, w.reason])).toEqual([
    ['rejected', ACCOUNT, reason],
  ]);
  expect(JSON.stringify(list)).not.toContain(IBAN);
  expect(list.message.data[0]).not.toHaveProperty('payout_details');
  await expectLedgerBalanced(f.t.ctx);
});
