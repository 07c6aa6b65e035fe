/** A withdrawal to an address-book entry uses its network and address; others' entries are refused. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import {
  TRON_ADDRESS,
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

it('withdraws 25 USDT to a saved TRC20 address', async () => {
  const pia = await customer(f);
  const quinn = await customer(f, { level: 0, payPassword: false });
  await fund(f, pia, USDT, '40');
  const saved = await call<{ id: number }>(
    f.t.app,
    'POST',
    '/user/wallet/save',
    { currency: USDT, name: 'Cold wallet', address: TRON_ADDRESS, network: 'TRC20' },
    pia.token,
  );
  expect(saved.type).toBe('ok');
  const theirs = await call<{ id: number }>(
    f.t.app,
    'POST',
    '/user/wallet/save',
    { currency: USDT, name: 'Mine', address: TRON_ADDRESS, network: 'TRC20' },
    quinn.token,
  );
  const bySaved = (address_id: number) =>
    withdraw(f, pia, {
      currency: USDT,
      amount: '25',
      address_id,
      network: undefined,
      address: undefined,
    });
  expect(await bySaved(theirs.message.id)).toMatchObject({ type: 'error', message: 'Not found' });
  expect(await withdraw(f, pia, { currency: USDT, amount: '25', address: '' })).toMatchObject({
    type: 'error',
    message: 'Address is required',
  });
  expect(await bySaved(saved.message.id)).toMatchObject({
    type: 'ok',
    message: { network: 'TRC20', address: TRON_ADDRESS, amount: '25', total: '26' },
  });
  expect(await balanceOf(f, pia, USDT)).toEqual({ available: '14', frozen: '26' });
  await expectLedgerBalanced(f.t.ctx);
});
