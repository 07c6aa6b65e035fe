/**
 * The close price is the first recorded index at or after expiry (issue 10): a tick one
 * second before expiry is ignored, a tick exactly at expiry is used, and with no tick at
 * expiry the next one is used, whatever the feed says by the time the job runs.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OptionResult, OptionSubmitted } from '@bourse/shared';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import {
  NOW_S,
  micro,
  optionsApp,
  result,
  settleAfter,
  submit,
  trader,
  type OptionsTest,
} from './testing.ts';

let t: OptionsTest;
beforeAll(async () => {
  t = await optionsApp();
});
afterAll(() => t.close());

/** The tape at the clock's current second, as the recordTape job writes it. */
const tick = (price: string) => {
  t.feed.set('BTC', price);
  return t.ctx.prices.recordNow(['BTC']);
};

it('skips a tick before expiry and takes the first one after it', async () => {
  const dave = await trader(t, 'dave@example.com');
  const r = await submit<OptionSubmitted>(t, dave, { number: '100', type: 1 });
  expect(r.message).toMatchObject({ open_price: '65000', expires_at: NOW_S + 60 });

  t.clock.advance(59_000);
  await tick('66000'); // 1 s before expiry: would win, must not count
  t.clock.advance(4_000);
  await tick('64000'); // 3 s after expiry, the first at or after it: a loss
  t.feed.set('BTC', '70000'); // what the feed says when the job finally runs
  expect(await settleAfter(t, 7_000)).toBe(1);

  const done = await result<OptionResult>(t, dave, r.message.id);
  expect(done.message).toMatchObject({
    outcome: 'loss',
    close_price: '64000',
    close_at: NOW_S + 63,
    close_source: 'fixed',
    fact_profits: '-100',
  });
  expect(await micro(t, dave)).toEqual({ available: '900', frozen: '0' });
  await expectLedgerBalanced(t.ctx);
});

it('takes a tick exactly at expiry, and get_result settles a due order itself', async () => {
  const erin = await trader(t, 'erin@example.com');
  t.feed.set('BTC', '70000');
  const r = await submit<OptionSubmitted>(t, erin, { number: '20', type: 2 });
  const expiresAt = r.message.expires_at;
  t.clock.advance(60_000);
  await tick('69999.99'); // exactly at expiry: a down win
  t.clock.advance(2_000);
  await tick('80000');
  t.clock.advance(500);

  // No job run: the client's one get_result at the end of its countdown settles it.
  const done = await result<OptionResult>(t, erin, r.message.id);
  expect(done.message).toMatchObject({
    status: 3,
    outcome: 'win',
    open_price: '70000',
    close_price: '69999.99',
    close_at: expiresAt,
    payout: '36',
    fact_profits: '16',
  });
  expect(await micro(t, erin)).toEqual({ available: '1016', frozen: '0' });
  expect(await settleAfter(t, 1_000)).toBe(0);
  await expectLedgerBalanced(t.ctx);
});
