/** A transfer larger than the balance is refused by name and changes nothing at all. */
import { expect, it } from 'vitest';
import { expectLedgerBalanced, journalCount } from '../ledger/testing.ts';
import { walletTransfers } from './tables.ts';
import { walletScenario } from './testFixture.ts';
import { BTC } from './testing.ts';

const s = walletScenario({ people: ['alice'], grants: [['alice', 'change', BTC, '0.5']] });

it('refuses 0.50000001 BTC out of 0.5, naming BTC, in the caller language', async () => {
  const journalsBefore = await journalCount(s.t.ctx.db);
  const body = { currency_id: BTC, number: '0.50000001', from_field: 'change', to_field: 'lever' };
  expect(await s.transfer(s.alice, body)).toEqual({
    status: 200,
    type: 'error',
    message: 'Insufficient BTC balance',
  });
  expect((await s.transfer(s.alice, { ...body, lang: 'zh' })).message).toBe('BTC 余额不足');
  expect(await s.balance(s.alice, 'change', BTC)).toEqual({ available: '0.5', frozen: '0' });
  expect(await s.balance(s.alice, 'lever', BTC)).toEqual({ available: '0', frozen: '0' });
  expect(await journalCount(s.t.ctx.db)).toBe(journalsBefore);
  expect(await s.t.ctx.db.$count(walletTransfers)).toBe(0);
  await expectLedgerBalanced(s.t.ctx);
});

it('refuses moving out of an account that holds nothing of the currency', async () => {
  const r = await s.move(s.alice, '0.1', BTC, 'micro', 'change');
  expect(r.message).toBe('Insufficient BTC balance');
  expect(await s.t.ctx.db.$count(walletTransfers)).toBe(0);
  await expectLedgerBalanced(s.t.ctx);
});

it('moves exactly the whole balance, leaving zero', async () => {
  const r = await s.move(s.alice, '0.5', BTC, 'change', 'legal');
  expect(r.type).toBe('ok');
  expect(await s.balance(s.alice, 'change', BTC)).toEqual({ available: '0', frozen: '0' });
  expect(await s.balance(s.alice, 'legal', BTC)).toEqual({ available: '0.5', frozen: '0' });
  await expectLedgerBalanced(s.t.ctx);
});
