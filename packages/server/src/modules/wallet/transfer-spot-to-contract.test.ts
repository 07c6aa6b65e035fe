/** `POST /wallet/change`: 250.5 USDT from spot to contract, one journal, one history row. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { toPlain } from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { journals, ledgerEntries } from '../ledger/index.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import {
  NOW_S,
  USDT,
  balanceOf,
  fund,
  person,
  walletApp,
  type Person,
  type WalletTest,
} from './testing.ts';

let t: WalletTest;
let alice: Person;
beforeAll(async () => {
  t = await walletApp();
  alice = await person(t, 'alice@example.com');
  await fund(t, alice.id, 'change', USDT, '1000');
});
afterAll(() => t.close());

it('moves the amount from spot to contract and records the transfer with its journal', async () => {
  const r = await call(
    t.app,
    'POST',
    '/wallet/change',
    { currency_id: USDT, number: '250.5', from_field: 'change', to_field: 'lever' },
    alice.token,
  );
  expect(r.type).toBe('ok');
  const item = r.message as { id: number; journal_id: number };
  expect(r.message).toEqual({
    id: item.id,
    currency_id: USDT,
    currency_name: 'USDT',
    number: '250.5',
    from_field: 'change',
    to_field: 'lever',
    journal_id: item.journal_id,
    created_at: NOW_S,
  });
  expect(await balanceOf(t, alice.id, 'change', USDT)).toEqual({ available: '749.5', frozen: '0' });
  expect(await balanceOf(t, alice.id, 'lever', USDT)).toEqual({ available: '250.5', frozen: '0' });

  const [journal] = await t.ctx.db.select().from(journals).where(eq(journals.id, item.journal_id));
  expect(journal).toMatchObject({
    reason: 'account_transfer',
    refTable: 'wallet_transfers',
    refId: String(item.id),
  });
  const entries = await t.ctx.db
    .select({ account: ledgerEntries.accountType, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.journalId, item.journal_id));
  expect(entries.map((e) => [e.account, toPlain(e.amount)])).toEqual([
    [2, '-250.5'],
    [3, '250.5'],
  ]);
  await expectLedgerBalanced(t.ctx);
});

it('accepts account ids as the original client sends them, and lists the history newest first', async () => {
  const r = await call(
    t.app,
    'POST',
    '/wallet/change',
    { currency_id: USDT, number: '0.000001', from_field: '3', to_field: '4' },
    alice.token,
  );
  expect(r.message).toMatchObject({ number: '0.000001', from_field: 'lever', to_field: 'micro' });
  const history = await call<{ data: { number: string; to_field: string }[] }>(
    t.app,
    'GET',
    '/wallet/hzhistory',
    { page: 1, limit: 10 },
    alice.token,
  );
  expect(history.message).toMatchObject({ total: 2, page: 1, limit: 10 });
  expect(history.message.data.map((d) => [d.number, d.to_field])).toEqual([
    ['0.000001', 'micro'],
    ['250.5', 'lever'],
  ]);
  expect(await balanceOf(t, alice.id, 'lever', USDT)).toEqual({
    available: '250.499999',
    frozen: '0',
  });
  expect(await balanceOf(t, alice.id, 'micro', USDT)).toEqual({
    available: '0.000001',
    frozen: '0',
  });
  await expectLedgerBalanced(t.ctx);
});

it('shows nobody else the history', async () => {
  const bob = await person(t, 'bob@example.com');
  const r = await call(t.app, 'GET', '/wallet/hzhistory', {}, bob.token);
  expect(r.message).toEqual({ data: [], total: 0, page: 1, limit: 10 });
});
