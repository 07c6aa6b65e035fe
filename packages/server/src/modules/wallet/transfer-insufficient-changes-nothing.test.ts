/** A transfer larger than the balance is refused by name and changes nothing at all. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { journals } from '../ledger/index.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import {
  BTC,
  balanceOf,
  fund,
  person,
  walletApp,
  type Person,
  type WalletTest,
} from './testing.ts';
import { walletTransfers } from './tables.ts';

let t: WalletTest;
let alice: Person;
beforeAll(async () => {
  t = await walletApp();
  alice = await person(t, 'alice@example.com');
  await fund(t, alice.id, 'change', BTC, '0.5');
});
afterAll(() => t.close());

it('refuses 0.50000001 BTC out of 0.5, naming BTC, in the caller language', async () => {
  const journalsBefore = await t.ctx.db.$count(journals);
  const body = { currency_id: BTC, number: '0.50000001', from_field: 'change', to_field: 'lever' };
  expect(await call(t.app, 'POST', '/wallet/change', body, alice.token)).toEqual({
    status: 200,
    type: 'error',
    message: 'Insufficient BTC balance',
  });
  expect(
    (await call(t.app, 'POST', '/wallet/change', { ...body, lang: 'zh' }, alice.token)).message,
  ).toBe('BTC 余额不足');
  expect(await balanceOf(t, alice.id, 'change', BTC)).toEqual({ available: '0.5', frozen: '0' });
  expect(await balanceOf(t, alice.id, 'lever', BTC)).toEqual({ available: '0', frozen: '0' });
  expect(await t.ctx.db.$count(journals)).toBe(journalsBefore);
  expect(await t.ctx.db.$count(walletTransfers)).toBe(0);
  await expectLedgerBalanced(t.ctx);
});

it('refuses moving out of an account that holds nothing of the currency', async () => {
  const r = await call(
    t.app,
    'POST',
    '/wallet/change',
    { currency_id: BTC, number: '0.1', from_field: 'micro', to_field: 'change' },
    alice.token,
  );
  expect(r.message).toBe('Insufficient BTC balance');
  expect(await t.ctx.db.$count(walletTransfers)).toBe(0);
  await expectLedgerBalanced(t.ctx);
});

it('moves exactly the whole balance, leaving zero', async () => {
  const r = await call(
    t.app,
    'POST',
    '/wallet/change',
    { currency_id: BTC, number: '0.5', from_field: 'change', to_field: 'legal' },
    alice.token,
  );
  expect(r.type).toBe('ok');
  expect(await balanceOf(t, alice.id, 'change', BTC)).toEqual({ available: '0', frozen: '0' });
  expect(await balanceOf(t, alice.id, 'legal', BTC)).toEqual({ available: '0.5', frozen: '0' });
  await expectLedgerBalanced(t.ctx);
});
