/** The deposit endpoints' answers and refusals, list scoping, and the finance desk's guard. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DepositAddress, DepositView, Page } from '@bourse/shared';
import { DEMO_DEPOSIT_ADDRESSES, DEMO_DEPOSIT_XPUBS } from '../../seed/funding.ts';
import { call } from '../../test/helper.ts';
import { storeUpload } from '../uploads/index.ts';
import { forgetSettings, settings } from '../system/index.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { depositAddressesOf } from './settings.ts';
import { deriveDepositAddress } from './depositAddresses.ts';
import {
  BTC,
  PNG,
  USDT,
  askDeposit,
  customer,
  fundingApp,
  type FundingApp,
  type Customer,
} from './testing.ts';

let f: FundingApp;
let mia: Customer;
let ned: Customer;
beforeAll(async () => {
  f = await fundingApp();
  mia = await customer(f, { level: 0, payPassword: false });
  ned = await customer(f, { level: 0, payPassword: false });
});
afterAll(() => f.close());

describe('POST /wallet/get_in_address', () => {
  it("gives the caller's own address per network with a PNG QR code, whatever user_id says", async () => {
    const r = await call<DepositAddress[]>(
      f.t.app,
      'POST',
      '/wallet/get_in_address',
      { currency: USDT, user_id: ned.id },
      mia.token,
    );
    expect(r.type).toBe('ok');
    // Derived per user (depositAddresses.test.ts has the vectors).
    expect(r.message.map((a) => [a.network, a.address])).toEqual([
      ['ERC20', deriveDepositAddress(DEMO_DEPOSIT_XPUBS.EVM!, 'EVM', mia.id)],
      ['TRC20', deriveDepositAddress(DEMO_DEPOSIT_XPUBS.TRON!, 'TRON', mia.id)],
    ]);
    for (const a of r.message) expect(a.qrcode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/);
  });

  it('refuses a coin without addresses, and a signed-out caller', async () => {
    expect(
      await call(f.t.app, 'POST', '/wallet/get_in_address', { currency: 4 }, mia.token),
    ).toMatchObject({ type: 'error', message: 'Deposits of LTC are not available at the moment' });
    expect(await call(f.t.app, 'POST', '/wallet/get_in_address', { currency: USDT })).toMatchObject(
      { type: '999' },
    );
  });

  it('never shows a configured entry that is not a public address of its network', async () => {
    const key = '4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
    await f.t.ctx.db
      .update(settings)
      .set({
        value: {
          ...DEMO_DEPOSIT_ADDRESSES,
          BTC: [
            { network: 'BTC', address: key },
            { network: 'BTC', address: '1BitcoinEaterAddressDontSendf59kuE' },
          ],
        },
      })
      .where(eq(settings.keyword, 'deposit_addresses'));
    // Edited behind the app's back: its copy of the settings is dropped, as an operator's
    // statement reaches it within a second.
    forgetSettings(f.t.ctx.db);
    expect(await depositAddressesOf(f.t.ctx.db, 'BTC')).toEqual([
      { network: 'BTC', address: '1BitcoinEaterAddressDontSendf59kuE' },
    ]);
  });
});

describe('POST /wallet/charge_req', () => {
  it('refuses a receipt that is not the caller’s own upload, or was used before', async () => {
    const nedsUpload = await storeUpload(f.t.ctx, ned.id, PNG);
    const body = { account: 'change', amount: '10', currency: BTC, type: 'BTC' };
    expect(
      await call(
        f.t.app,
        'POST',
        '/wallet/charge_req',
        { ...body, voucher: nedsUpload },
        mia.token,
      ),
    ).toMatchObject({ type: 'error', message: 'Please upload the transfer receipt first' });
    const own = await storeUpload(f.t.ctx, mia.id, PNG);
    const first = await call(
      f.t.app,
      'POST',
      '/wallet/charge_req',
      { ...body, voucher: own },
      mia.token,
    );
    expect(first.type).toBe('ok');
    expect(
      await call(f.t.app, 'POST', '/wallet/charge_req', { ...body, voucher: own }, mia.token),
    ).toMatchObject({
      type: 'error',
      message: 'This receipt has already been submitted with another deposit',
    });
  });

  it('refuses a network without an address, too many decimals, zero and an unknown account', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [
        { currency: BTC, amount: '1', type: 'ERC20' },
        'BTC cannot be moved on the ERC20 network here',
      ],
      [{ currency: BTC, amount: '0.000000001', type: 'BTC' }, 'Amount allows at most 8 decimals'],
      [{ currency: USDT, amount: '0', type: 'TRC20' }, 'Amount must be greater than zero'],
      [
        { currency: USDT, amount: '1e3', type: 'TRC20' },
        'Amount must be a plain decimal number, such as 12.5',
      ],
      [{ currency: USDT, amount: '5', type: 'TRC20', account: 'savings' }, 'Account is not valid'],
    ];
    for (const [fields, message] of cases) {
      expect(await askDeposit(f, mia, fields as never)).toMatchObject({ type: 'error', message });
    }
  });

  it('lists only the caller’s own deposits, newest first, one page at a time', async () => {
    for (const amount of ['1', '2', '3']) {
      expect((await askDeposit(f, ned, { currency: USDT, amount, type: 'TRC20' })).type).toBe('ok');
    }
    const page = await call<Page<DepositView>>(
      f.t.app,
      'GET',
      '/recharge/log',
      { page: 1, limit: 2, currency: USDT },
      ned.token,
    );
    expect(page.message.total).toBe(3);
    expect(page.message.data.map((d) => d.amount)).toEqual(['3', '2']);
    const mine = await call<Page<DepositView>>(f.t.app, 'GET', '/recharge/log', {}, mia.token);
    expect(mine.message.data.every((d) => d.currency === BTC)).toBe(true);
  });
});

describe('the finance desk', () => {
  it('refuses operators without the finance role and users', async () => {
    expect(await call(f.t.app, 'GET', '/admin/deposits', {}, f.support)).toMatchObject({
      type: 'error',
      message: 'You do not have permission to do this',
    });
    expect(await call(f.t.app, 'GET', '/admin/withdrawals', {}, mia.token)).toMatchObject({
      type: '999',
    });
    expect(await call(f.t.app, 'POST', '/admin/deposits/999/confirm', {}, f.finance)).toMatchObject(
      { type: 'error', message: 'This deposit does not exist' },
    );
    expect(
      await call(f.t.app, 'POST', '/admin/withdrawals/1/approve', { tx_hash: 'xyz' }, f.finance),
    ).toMatchObject({
      type: 'error',
      message: 'The transaction hash must be 16 to 128 letters and digits',
    });
  });

  it('shows the pending queue oldest first, and every status on request', async () => {
    const queue = await call<Page<DepositView & { user_id: number }>>(
      f.t.app,
      'GET',
      '/admin/deposits',
      {},
      f.finance,
    );
    const ids = queue.message.data.map((d) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(queue.message.data.every((d) => d.status === 'pending')).toBe(true);
    const none = await call<Page<DepositView>>(
      f.t.app,
      'GET',
      '/admin/deposits',
      { status: 'confirmed' },
      f.finance,
    );
    expect(none.message.total).toBe(0);
    await expectLedgerBalanced(f.t.ctx);
  });
});
