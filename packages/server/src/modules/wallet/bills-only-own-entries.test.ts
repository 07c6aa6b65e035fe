/** `POST /wallet/legal_log`: every ledger entry of the caller and nobody else's, newest first. */
import { expect, it } from 'vitest';
import type { BillItem, Page } from '@bourse/shared';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { walletScenario, type Person } from './testFixture.ts';
import { BTC, NOW_S, USDT } from './testing.ts';

const s = walletScenario({
  people: ['alice', 'bob'],
  grants: [
    ['alice', 'change', USDT, '100'],
    ['bob', 'change', BTC, '5'],
  ],
  setup: async ({ alice, t, move }) => {
    const moved = await move(alice, '40', USDT, 'change', 'lever');
    expect(moved.type).toBe('ok');
    await expectLedgerBalanced(t.ctx);
  },
});

const bills = (who: Person, filter: Record<string, string | number> = {}) =>
  s.call<Page<BillItem>>('POST', '/wallet/legal_log', filter, who);

const brief = (b: BillItem) => [b.account, b.currency_name, b.amount, b.reason, b.reason_label];

it('lists the caller entries newest first, signed, with the reason translated', async () => {
  const r = await bills(s.alice);
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
  const zh = await bills(s.alice, { lang: 'zh', limit: 1 });
  expect(zh.message.data.map((b) => b.reason_label)).toEqual(['账户划转']);
});

it('filters by account, currency and reason, and pages', async () => {
  expect((await bills(s.alice, { account: 'lever' })).message.data.map(brief)).toEqual([
    ['lever', 'USDT', '40', 'account_transfer', 'Transfer between accounts'],
  ]);
  expect((await bills(s.alice, { reason: 'faucet' })).message.total).toBe(1);
  expect((await bills(s.alice, { currency: BTC })).message.total).toBe(0);
  const second = await bills(s.alice, { page: 2, limit: 2 });
  expect(second.message.data.map((b) => b.amount)).toEqual(['100']);
  expect(second.message.total).toBe(3);
});

it('never shows one user the entries of another', async () => {
  const r = await bills(s.bob);
  expect(r.message.data.map(brief)).toEqual([['change', 'BTC', '5', 'faucet', 'Demo credit']]);
  expect((await bills(s.bob, { currency: USDT })).message.total).toBe(0);
});

it('asks for a session', async () => {
  expect((await s.call('POST', '/wallet/legal_log', {})).type).toBe('999');
});
