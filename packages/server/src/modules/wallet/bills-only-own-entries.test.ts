/** `POST /wallet/legal_log`: every ledger entry of the caller and nobody else's, newest first. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BillItem, Page } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import {
  BTC,
  NOW_S,
  USDT,
  fund,
  person,
  walletApp,
  type Person,
  type WalletTest,
} from './testing.ts';

let t: WalletTest;
let alice: Person;
let bob: Person;
beforeAll(async () => {
  t = await walletApp();
  alice = await person(t, 'alice@example.com');
  bob = await person(t, 'bob@example.com');
  await fund(t, alice.id, 'change', USDT, '100');
  await fund(t, bob.id, 'change', BTC, '5');
  const moved = await call(
    t.app,
    'POST',
    '/wallet/change',
    { currency_id: USDT, number: '40', from_field: 'change', to_field: 'lever' },
    alice.token,
  );
  expect(moved.type).toBe('ok');
  await expectLedgerBalanced(t.ctx);
});
afterAll(() => t.close());

const bills = (token: string, filter: Record<string, string | number> = {}) =>
  call<Page<BillItem>>(t.app, 'POST', '/wallet/legal_log', filter, token);

const brief = (b: BillItem) => [b.account, b.currency_name, b.amount, b.reason, b.reason_label];

it('lists the caller entries newest first, signed, with the reason translated', async () => {
  const r = await bills(alice.token);
  expect(r.message).toMatchObject({ total: 3, page: 1, limit: 10 });
  expect(r.message.data.map(brief)).toEqual([
    ['lever', 'USDT', '40', 'account_transfer', 'Transfer between accounts'],
    ['change', 'USDT', '-40', 'account_transfer', 'Transfer between accounts'],
    ['change', 'USDT', '100', 'faucet', 'Demo credit'],
  ]);
  const [first] = r.message.data;
  expect(first).toMatchObject({
    account_type: 3,
    currency_id: USDT,
    bucket: 'available',
    ref_table: 'wallet_transfers',
    created_at: NOW_S,
  });
  const zh = await bills(alice.token, { lang: 'zh', limit: 1 });
  expect(zh.message.data.map((b) => b.reason_label)).toEqual(['账户划转']);
});

it('filters by account, currency and reason, and pages', async () => {
  expect((await bills(alice.token, { account: 'lever' })).message.data.map(brief)).toEqual([
    ['lever', 'USDT', '40', 'account_transfer', 'Transfer between accounts'],
  ]);
  expect((await bills(alice.token, { reason: 'faucet' })).message.total).toBe(1);
  expect((await bills(alice.token, { currency: BTC })).message.total).toBe(0);
  const second = await bills(alice.token, { page: 2, limit: 2 });
  expect(second.message.data.map((b) => b.amount)).toEqual(['100']);
  expect(second.message.total).toBe(3);
});

it('never shows one user the entries of another', async () => {
  const r = await bills(bob.token);
  expect(r.message.data.map(brief)).toEqual([['change', 'BTC', '5', 'faucet', 'Demo credit']]);
  expect((await bills(bob.token, { currency: USDT })).message.total).toBe(0);
});

it('asks for a session', async () => {
  expect((await call(t.app, 'POST', '/wallet/legal_log', {})).type).toBe(999);
});
