/**
 * A withdrawal to the saved bank card: USDT paid 1:1 as USD with the BANK fee and minimum,
 * the same checks and 24-hour limit (valued in BTC), the card recorded as it was (masked for
 * the user, in full for the finance desk), and the bank's transfer reference as `tx_hash` on
 * approval.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminWithdrawalView, Page, WithdrawalView } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { balancesOf } from '../ledger/index.ts';
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
  // BTC at 5 USDT: the Lv1 limit of 200 BTC is 1,000 USDT, within reach of a test.
  f = await fundingApp({ BTC: '5' });
});
afterAll(() => f.close());

const systemBalance = async (id: number) => {
  const [row] = await balancesOf(f.t.ctx.db, { kind: 'system', id }, { currencies: [USDT] });
  return row ? Number(row.available).toString() : '0';
};

const CARD = {
  kind: 'domestic',
  account: '**** 9012',
  bank_name: '中国工商银行',
  holder_name: 'Jane Doe',
};

/** The saved card's full number, as stored (spaces dropped). */
const CARD_NUMBER = '622202123456789012';
const PAYOUT = {
  kind: 'domestic',
  real_name: 'Jane Doe',
  card_number: CARD_NUMBER,
  bank_name: '中国工商银行',
  bank_branch: '北京朝阳支行',
  province: '北京',
  city: '北京',
  phone: '13900000000',
};

it('pays 250.75 USDT as USD to the saved card, keeping the card as it was asked', async () => {
  const lena = await customer(f);
  await fund(f, lena, USDT, '1500.25');
  await saveCard(f, lena, 'domestic');

  expect(await withdrawToBank(f, lena, { amount: '250.755', bank: 'domestic' })).toEqual({
    status: 200,
    type: 'error',
    message: 'Amount allows at most 2 decimals',
  });
  expect(await withdrawToBank(f, lena, { amount: '99.99', bank: 'domestic' })).toEqual({
    status: 200,
    type: 'error',
    message: 'The minimum withdrawal of USDT on BANK is 100',
  });
  expect(
    await withdrawToBank(f, lena, { amount: '250.75', bank: 'domestic', pay_password: '000000' }),
  ).toEqual({ status: 200, type: 'error', message: 'The payment password is wrong' });
  expect(await balanceOf(f, lena, USDT)).toEqual({ available: '1500.25', frozen: '0' });

  const placed = await withdrawToBank(f, lena, { amount: '250.75', bank: 'domestic' });
  const now = Math.floor(f.t.clock.now().getTime() / 1000);
  expect(JSON.stringify(placed)).not.toContain(CARD_NUMBER);
  expect(placed).toEqual({
    status: 200,
    type: 'ok',
    message: {
      id: expect.any(Number),
      currency: USDT,
      currency_name: 'USDT',
      account: 'change',
      account_type: 2,
      network: 'BANK',
      address: '**** 9012',
      bank: CARD,
      amount: '250.75',
      fee: '15',
      total: '265.75',
      status: 'pending',
      tx_hash: null,
      reason: null,
      created_at: now,
      decided_at: null,
      name: 'USDT',
      number: '250.75',
      create_time: now,
    },
  });
  expect(await balanceOf(f, lena, USDT)).toEqual({ available: '1234.5', frozen: '265.75' });

  // 250.75 USDT = 50.15 BTC of the 200 BTC limit; 800 more (160 BTC) would pass it.
  expect(await withdrawToBank(f, lena, { amount: '800', bank: 'domestic' })).toEqual({
    status: 200,
    type: 'error',
    message:
      'This exceeds your 24-hour withdrawal limit of 200 BTC (Lv1). You can still withdraw 149.85 BTC worth',
  });
  expect(await balanceOf(f, lena, USDT)).toEqual({ available: '1234.5', frozen: '265.75' });

  // A later edit of the card does not rewrite the withdrawal.
  await saveCard(f, lena, 'domestic', {
    card_number: '4111111111111111',
    bank_name: 'Bank of China',
    bank_branch: '上海浦东支行',
    phone: '13800000001',
  });

  const id = placed.message.id;
  const queue = await call<Page<AdminWithdrawalView>>(
    f.t.app,
    'GET',
    '/admin/withdrawals',
    {},
    f.finance,
  );
  // The desk sees the card's full payout details as they were when the withdrawal was asked.
  expect(
    queue.message.data.map((w) => [
      w.id,
      w.network,
      w.address,
      w.bank,
      w.payout_details,
      w.btc_value,
    ]),
  ).toEqual([[id, 'BANK', '**** 9012', CARD, PAYOUT, '50.15']]);

  // For a bank payout the operator records the bank's transfer reference as tx_hash.
  const reference = 'FT24153XK7Q9M2L0';
  const approved = await call<AdminWithdrawalView>(
    f.t.app,
    'POST',
    `/admin/withdrawals/${id}/approve`,
    { tx_hash: reference },
    f.finance,
  );
  expect(approved.message).toMatchObject({
    id,
    status: 'approved',
    tx_hash: reference,
    bank: CARD,
    payout_details: PAYOUT,
    decided_by: f.financeId,
    decided_at: now,
  });
  expect(await balanceOf(f, lena, USDT)).toEqual({ available: '1234.5', frozen: '0' });
  // external: -1500.25 in, +250.75 out; fees: +15.
  expect(await systemBalance(3)).toBe('-1249.5');
  expect(await systemBalance(2)).toBe('15');

  const list = await call<Page<WithdrawalView>>(
    f.t.app,
    'GET',
    '/user/withdraw/list',
    {},
    lena.token,
  );
  expect(list.message.data.map((w) => [w.status, w.address, w.bank, w.tx_hash])).toEqual([
    ['approved', '**** 9012', CARD, reference],
  ]);
  // The user's replies never carry the full number nor the desk's payout details.
  expect(JSON.stringify(list)).not.toContain(CARD_NUMBER);
  expect(list.message.data[0]).not.toHaveProperty('payout_details');
  await expectLedgerBalanced(f.t.ctx);
});
