/**
 * An up option that wins: the stake is frozen at acceptance, and at expiry the first
 * recorded index is above the open price, so the stake comes back with 80% on top, paid
 * by the house (treasury). A second win shows the profit rounded down to USDT's 6 decimals.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toPlain, type OptionResult, type OptionSubmitted } from '@bourse/shared';
import { expectLedgerBalanced, journalEntries, journalsFor } from '../ledger/testing.ts';
import {
  NOW_S,
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
let alice: Person;
beforeAll(async () => {
  t = await optionsApp();
  alice = await trader(t, 'alice@example.com', { usdt: '1000' });
});
afterAll(() => t.close());

it('freezes the stake at the recorded open price and pays stake x 1.8 on a rise', async () => {
  const r = await submit<OptionSubmitted>(t, alice, { number: '100', type: 1, seconds: 60 });
  expect(r.type).toBe('ok');
  expect(r.message).toEqual({
    id: r.message.id,
    seconds: 60,
    open_price: '65000',
    type: 1,
    number: '100',
    profit_ratio: '80',
    open_at: NOW_S,
    open_source: 'fixed',
    expires_at: NOW_S + 60,
    remain_milli_seconds: 60_000,
    symbol: 'BTC/USDT',
  });
  expect(await micro(t, alice)).toEqual({ available: '900', frozen: '100' });

  // Not due yet: the job leaves it, get_result says how long it still runs.
  expect(await settleAfter(t, 59_000)).toBe(0);
  const early = await result<OptionResult>(t, alice, r.message.id);
  expect(early.message).toMatchObject({ status: 1, fact_profits: '0', remain_milli_seconds: 1000 });

  const pushed: [number, string, unknown][] = [];
  const detach = t.ctx.realtime.attach({
    publish: () => {},
    toUser: (userId, event, payload) => pushed.push([userId, event, payload]),
  });
  t.feed.set('BTC', '65000.01');
  expect(await settleAfter(t, 1000)).toBe(1);
  detach();
  expect(pushed).toEqual([
    [
      alice.id,
      'closed_microorder',
      {
        id: r.message.id,
        fact_profits: '80',
        outcome: 'win',
        payout: '180',
        close_price: '65000.01',
        close_at: NOW_S + 60,
        close_source: 'fixed',
      },
    ],
  ]);
  expect(await micro(t, alice)).toEqual({ available: '1080', frozen: '0' });
  expect(await treasury(t)).toBe('-80');

  const done = await result<OptionResult>(t, alice, r.message.id);
  expect(done.message).toMatchObject({
    status: 3,
    outcome: 'win',
    stake: '100',
    profit_ratio: '80',
    open_price: '65000',
    open_at: NOW_S,
    open_source: 'fixed',
    close_price: '65000.01',
    close_at: NOW_S + 60,
    close_source: 'fixed',
    payout: '180',
    fact_profits: '80',
    remain_milli_seconds: 0,
  });

  const [stake, settle] = await journalsFor(t.ctx.db, { table: 'option_orders', id: r.message.id });
  expect([stake!.reason, stake!.idempotencyKey]).toEqual([
    'option_stake',
    `option_orders:${r.message.id}:stake`,
  ]);
  expect([settle!.reason, settle!.idempotencyKey]).toEqual([
    'option_settle',
    `option_orders:${r.message.id}:settle`,
  ]);
  const entries = await journalEntries(t.ctx.db, settle!.id);
  expect(
    entries.map((e) => [e.ownerKind, e.accountType, e.bucket, toPlain(e.amount)]).sort(),
  ).toEqual(
    [
      ['user', 4, 'frozen', '-100'],
      ['user', 4, 'available', '100'],
      ['system', 4, 'available', '-80'],
      ['user', 4, 'available', '80'],
    ].sort(),
  );
  await expectLedgerBalanced(t.ctx);
});

it('rounds the profit down to 6 decimals (120 s at 85%)', async () => {
  t.clock.advance(10_000); // past the cooldown
  const r = await submit<OptionSubmitted>(t, alice, { number: '10.123457', seconds: 120 });
  expect(r.message).toMatchObject({ profit_ratio: '85', open_price: '65000.01' });
  t.feed.set('BTC', '65100');
  expect(await settleAfter(t, 120_000)).toBe(1);
  // 10.123457 x 0.85 = 8.60493845 -> 8.604938
  const done = await result<OptionResult>(t, alice, r.message.id);
  expect(done.message).toMatchObject({ payout: '18.728395', fact_profits: '8.604938' });
  expect(await micro(t, alice)).toEqual({ available: '1088.604938', frozen: '0' });
  expect(await treasury(t)).toBe('-88.604938');
  await expectLedgerBalanced(t.ctx);
});
