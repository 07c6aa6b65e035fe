/** What the buy form refuses, in the caller's language, before any order exists. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOptions } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { PNG } from '../funding/testing.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { storeUpload } from '../uploads/index.ts';
import { buyer, order, purchaseApp, type Customer, type FundingApp } from './testing.ts';
import { purchases } from './tables.ts';

let f: FundingApp;
let ada: Customer;
beforeAll(async () => {
  f = await purchaseApp();
  ada = await buyer(f);
});
afterAll(() => f.close());

const error = (message: string) => ({ status: 200, type: 'error', message });

describe('purchase/create refuses', () => {
  it('an amount that is not a whole number', async () => {
    expect(await order(f, ada, { amount: '100.5' })).toEqual(
      error('Amount must be a whole number'),
    );
    expect(await order(f, ada, { amount: '100.5' }, 'zh')).toMatchObject({ type: 'error' });
  });

  it('an amount below the minimum of 50 USDT, named in the chosen currency', async () => {
    expect(await order(f, ada, { amount: '49' })).toEqual(error('The minimum amount is 50 USD'));
    // 50 x 32.45 = 1622.5, rounded up to whole baht.
    expect(await order(f, ada, { country: 'TH', currency: 'THB', amount: '1622' })).toEqual(
      error('The minimum amount is 1623 THB'),
    );
    expect(await order(f, ada, { amount: '49' }, 'fra')).toEqual(
      error('Le montant minimum est de 50 USD'),
    );
  });

  it('a country outside the nine, in the caller language', async () => {
    expect(await order(f, ada, { country: 'CN' })).toEqual(
      error('Your region is not supported for now'),
    );
    expect(await order(f, ada, { country: 'CN' }, 'zh')).toMatchObject({ type: 'error' });
    expect((await order(f, ada, { country: 'CN' }, 'zh')).message).not.toBe(
      'Your region is not supported for now',
    );
  });

  it('a currency the country does not offer, and a method other than bank transfer', async () => {
    expect(await order(f, ada, { country: 'US', currency: 'THB', amount: '5000' })).toEqual(
      error('THB cannot be used to buy in this country'),
    );
    expect(await order(f, ada, { amount: '100', method: 'card' })).toEqual(
      error('Payment method must be one of: bank_transfer'),
    );
  });

  it('more than the Lv1 limit of 2000 USDT, and anyone unverified (998)', async () => {
    expect(await order(f, ada, { amount: '2001' })).toEqual(
      error('Your verification level allows at most 2000 USDT per order'),
    );
    const guest = await buyer(f, 0);
    expect(await order(f, guest, { amount: '100' })).toMatchObject({ type: '998' });
  });

  it('missing payer details', async () => {
    expect(await order(f, ada, { amount: '100', first_name: '' })).toEqual(
      error('First name is required'),
    );
    expect(await order(f, ada, { amount: '100', email: 'nope' })).toEqual(
      error('Please enter a valid email address'),
    );
  });

  it('a screenshot that is not the buyer’s own upload', async () => {
    const created = await order(f, ada, { amount: '100' });
    const other = await buyer(f);
    const theirs = await storeUpload(f.t.ctx, other.id, PNG);
    expect(
      await call(
        f.t.app,
        'POST',
        '/purchase/paid',
        { id: created.message.id, screenshot: theirs },
        ada.token,
      ),
    ).toEqual(error('Please upload the transfer screenshot first'));
    expect((await f.t.ctx.db.select().from(purchases)).map((p) => p.status)).toEqual([
      'to_be_paid',
    ]);
    await expectLedgerBalanced(f.t.ctx);
  });
});

it('offers the nine countries with their currencies, minimums and the caller limit', async () => {
  const r = await call<PurchaseOptions>(f.t.app, 'GET', '/purchase/options', {}, ada.token);
  expect(r.message).toMatchObject({
    receive_currency: 'USDT',
    methods: ['bank_transfer'],
    time_limit_minutes: 30,
    min_usdt: '50',
    max_usdt: '2000',
  });
  expect(r.message.countries.map((c) => c.country)).toEqual([
    'US',
    'NG',
    'TH',
    'ID',
    'BR',
    'IN',
    'VN',
    'MX',
    'PH',
  ]);
  expect(r.message.countries.find((c) => c.country === 'TH')?.currencies).toEqual([
    { currency: 'THB', rate: '32.45', min_amount: '1623' },
    { currency: 'USD', rate: '1', min_amount: '50' },
  ]);
});
