/** `POST /wallet/change`: 250.5 USDT from spot to contract, one journal, one history row. */
import { expect, it } from 'vitest';
import { toPlain } from '@bourse/shared';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { walletScenario } from './testFixture.ts';
import { NOW_S, USDT } from './testing.ts';

const s = walletScenario({ people: ['alice'], grants: [['alice', 'change', USDT, '1000']] });

it('moves the amount from spot to contract and records the transfer with its journal', async () => {
  const r = await s.move(s.alice, '250.5', USDT, 'change', 'lever');
  expect(r.type).toBe('ok');
  const item = r.message as { id: number; journal_id: number };
  expect(r.message).toMatchObject({
    id: item.id,
    currency_id: USDT,
    currency_name: 'USDT',
    number: '250.5',
    from_field: 'change',
    to_field: 'lever',
    journal_id: item.journal_id,
    created_at: NOW_S,
  });
  expect(await s.balance(s.alice, 'change', USDT)).toEqual({ available: '749.5', frozen: '0' });
  expect(await s.balance(s.alice, 'lever', USDT)).toEqual({ available: '250.5', frozen: '0' });

  const journal = await s.journal(item.journal_id);
  expect(journal).toMatchObject({
    reason: 'account_transfer',
    refTable: 'wallet_transfers',
    refId: String(item.id),
  });
  const entries = await s.entries(item.journal_id);
  expect(entries.map((e) => [e.accountType, toPlain(e.amount)])).toEqual([
    [2, '-250.5'],
    [3, '250.5'],
  ]);
  // The row keeps its journal (the ledger's statement writes it), not only the reply.
  const history = await s.call<{ data: { id: number; journal_id: number }[] }>(
    'GET',
    '/wallet/hzhistory',
    { page: 1, limit: 10 },
    s.alice,
  );
  expect(history.message.data).toMatchObject([{ id: item.id, journal_id: item.journal_id }]);
  await expectLedgerBalanced(s.t.ctx);
});

it('accepts account ids as the original client sends them, and lists the history newest first', async () => {
  const r = await s.move(s.alice, '0.000001', USDT, '3', '4');
  expect(r.message).toMatchObject({ number: '0.000001', from_field: 'lever', to_field: 'micro' });
  const history = await s.call<{ data: { number: string; to_field: string }[] }>(
    'GET',
    '/wallet/hzhistory',
    { page: 1, limit: 10 },
    s.alice,
  );
  expect(history.message).toMatchObject({ total: 2, page: 1, limit: 10 });
  expect(history.message.data.map((d) => [d.number, d.to_field])).toEqual([
    ['0.000001', 'micro'],
    ['250.5', 'lever'],
  ]);
  expect(await s.balance(s.alice, 'lever', USDT)).toEqual({
    available: '250.499999',
    frozen: '0',
  });
  expect(await s.balance(s.alice, 'micro', USDT)).toEqual({
    available: '0.000001',
    frozen: '0',
  });
  await expectLedgerBalanced(s.t.ctx);
});

it('shows nobody else the history', async () => {
  const bob = await s.person('bob@example.com');
  const r = await s.call('GET', '/wallet/hzhistory', {}, bob);
  expect(r.message).toEqual({ data: [], total: 0, page: 1, limit: 10 });
});
