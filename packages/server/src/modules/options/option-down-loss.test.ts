/**
 * A down option that loses: the index rose, so the frozen stake goes to the house and the
 * user gets nothing back. The history list shows it with both prices and its settlement
 * time; the open list no longer does.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OptionList, OptionResult, OptionSubmitted } from '@bourse/shared';
import { expectLedgerBalanced, journalEntries, journalsFor } from '../ledger/testing.ts';
import {
  NOW_S,
  call,
  micro,
  optionsApp,
  result,
  settleAfter,
  submit,
  trader,
  treasury,
  type OptionsTest,
  type Person,
} from './testing.ts';

let t: OptionsTest;
let bob: Person;
beforeAll(async () => {
  t = await optionsApp();
  bob = await trader(t, 'bob@example.com', { usdt: '500' });
});
afterAll(() => t.close());

it('pays the whole stake to the house when a down option sees the index rise', async () => {
  const r = await submit<OptionSubmitted>(t, bob, { number: '50', type: 2, seconds: 300 });
  expect(r.message).toMatchObject({
    type: 2,
    number: '50',
    profit_ratio: '90',
    open_price: '65000',
  });
  expect(await micro(t, bob)).toEqual({ available: '450', frozen: '50' });

  const open = await call<OptionList>(t.app, 'GET', '/microtrade/lists', { status: 1 }, bob.token);
  expect(open.message).toMatchObject({ total: 1, page: 1, limit: 5 });
  expect(open.message.data[0]).toMatchObject({
    id: r.message.id,
    symbol_name: 'BTC/USDT',
    type: 2,
    open_price: '65000',
    close_price: null,
    number: '50',
    seconds: 300,
    handled_at: '',
    fact_profits: '0',
    remain_milli_seconds: 300_000,
    status: 1,
    outcome: null,
    open_at: NOW_S,
  });

  t.feed.set('BTC', '65000.5');
  expect(await settleAfter(t, 300_000)).toBe(1);
  expect(await micro(t, bob)).toEqual({ available: '450', frozen: '0' });
  expect(await treasury(t)).toBe('50');

  const done = await result<OptionResult>(t, bob, r.message.id);
  expect(done.message).toMatchObject({
    status: 3,
    outcome: 'loss',
    close_price: '65000.5',
    close_at: NOW_S + 300,
    payout: '0',
    fact_profits: '-50',
  });
  const [, settle] = await journalsFor(t.ctx.db, { table: 'option_orders', id: r.message.id });
  const entries = await journalEntries(t.ctx.db, settle!.id);
  expect(entries.map((e) => [e.ownerKind, e.bucket, e.amount.replace(/\.?0+$/, '')])).toEqual([
    ['user', 'frozen', '-50'],
    ['system', 'available', '50'],
  ]);

  const history = await call<OptionList>(
    t.app,
    'GET',
    '/microtrade/lists',
    { status: 3, match_id: t.btc },
    bob.token,
  );
  expect(history.message.total).toBe(1);
  expect(history.message.data[0]).toMatchObject({
    id: r.message.id,
    close_price: '65000.5',
    handled_at: '2026-03-02 10:05:00',
    fact_profits: '-50',
    remain_milli_seconds: 0,
    status: 3,
    outcome: 'loss',
    close_at: NOW_S + 300,
  });
  const openNow = await call<OptionList>(
    t.app,
    'GET',
    '/microtrade/lists',
    { status: 1 },
    bob.token,
  );
  expect(openNow.message).toMatchObject({ total: 0, data: [] });
  const otherPair = await call<OptionList>(
    t.app,
    'GET',
    '/microtrade/lists',
    { status: 3, match_id: t.eth },
    bob.token,
  );
  expect(otherPair.message.total).toBe(0);
  await expectLedgerBalanced(t.ctx);
});
