/**
 * A tie refunds the stake: the index moved during the option but closed exactly where it
 * opened ("65000.00" equals "65000"), so the stake is released and the house pays nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OptionResult, OptionSubmitted } from '@bourse/shared';
import { expectLedgerBalanced, journalEntries, journalsFor } from '../ledger/testing.ts';
import {
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
let carol: Person;
beforeAll(async () => {
  t = await optionsApp();
  carol = await trader(t, 'carol@example.com', { usdt: '100' });
});
afterAll(() => t.close());

it('releases the stake when the close equals the open, up or down', async () => {
  const up = await submit<OptionSubmitted>(t, carol, { number: '25', type: 1 });
  expect(up.type).toBe('ok');
  t.clock.advance(5_000);
  const down = await submit<OptionSubmitted>(t, carol, { number: '30.5', type: 2 });
  expect(down.type).toBe('ok');
  expect(await micro(t, carol)).toEqual({ available: '44.5', frozen: '55.5' });

  // Moves in between are irrelevant; only the first tick at or after expiry counts.
  t.feed.set('BTC', '70000');
  await settleAfter(t, 30_000);
  t.feed.set('BTC', '65000.00');
  expect(await settleAfter(t, 30_000)).toBe(2);

  expect(await micro(t, carol)).toEqual({ available: '100', frozen: '0' });
  expect(await treasury(t)).toBe('0');
  for (const id of [up.message.id, down.message.id]) {
    const r = await result<OptionResult>(t, carol, id);
    expect(r.message).toMatchObject({
      status: 3,
      outcome: 'tie',
      open_price: '65000',
      close_price: '65000',
      fact_profits: '0',
    });
    const [, settle] = await journalsFor(t.ctx.db, { table: 'option_orders', id });
    expect(settle!.reason).toBe('option_settle');
    const entries = await journalEntries(t.ctx.db, settle!.id);
    expect(entries.every((e) => e.ownerKind === 'user')).toBe(true);
  }
  await expectLedgerBalanced(t.ctx);
});
