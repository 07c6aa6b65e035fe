/**
 * The self-set daily loss limit (issue 10): an order is refused when today's (UTC) net
 * realised loss plus the stakes still open plus this stake would exceed it, with the
 * numbers in the message. A lower limit applies at once; a higher one (or none) only from
 * the next UTC day, so a losing day cannot be "fixed" by lifting the limit.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OptionAccountView } from '@bourse/shared';
import { journalCount } from '../ledger/testing.ts';
import {
  NOW_S,
  call,
  closeBooks,
  micro,
  optionsApp,
  settleAfter,
  submit,
  trader,
  type OptionsTest,
  type Person,
} from './testing.ts';

let t: OptionsTest;
let alice: Person;
const account = async () =>
  (await call<OptionAccountView>(t.app, 'GET', '/microtrade/account', {}, alice.token)).message;
const limit = (amount: string) =>
  call<OptionAccountView>(t.app, 'POST', '/microtrade/loss_limit', { amount }, alice.token);
const MIDNIGHT_S = Date.parse('2026-03-03T00:00:00Z') / 1000;

beforeAll(async () => {
  t = await optionsApp();
  alice = await trader(t, 'alice@example.com', { usdt: '1000' });
});
afterAll(() => t.close());

it('counts today’s loss and the open stakes against the limit', async () => {
  expect((await limit('100')).message).toMatchObject({
    daily_loss_limit: '100',
    pending_loss_limit: null,
    pending_from: null,
    today_loss: '0',
  });
  expect((await submit(t, alice, { number: '60', type: 1 })).type).toBe('ok');
  t.feed.set('BTC', '64000');
  expect(await settleAfter(t, 60_000)).toBe(1);
  expect((await account()).today_loss).toBe('60');

  const journals = await journalCount(t.ctx.db);
  const refused = await submit(t, alice, { number: '50', lang: 'en' });
  expect(refused).toMatchObject({
    type: 'error',
    message:
      "Your daily loss limit of 100 USDT would be exceeded: today's loss 60, open stakes 0, this stake 50",
  });
  expect(await journalCount(t.ctx.db)).toBe(journals);
  expect(await micro(t, alice)).toEqual({ available: '940', frozen: '0' });

  // Exactly at the limit is allowed.
  expect((await submit(t, alice, { number: '40' })).type).toBe('ok');
  t.clock.advance(5_000);
  expect((await submit(t, alice, { number: '10', lang: 'en' })).message).toBe(
    "Your daily loss limit of 100 USDT would be exceeded: today's loss 60, open stakes 40, this stake 10",
  );
  expect(await account()).toMatchObject({ today_loss: '60', open_stakes: '40' });
});

it('raises the limit only from the next UTC day', async () => {
  expect((await limit('500')).message).toMatchObject({
    daily_loss_limit: '100',
    pending_loss_limit: '500',
    pending_from: MIDNIGHT_S,
  });
  // The 40 closes flat (a tie): still 60 + 10 + 40 > 100 until it settles, then 70 <= 100.
  t.feed.set('BTC', '64000');
  expect((await submit(t, alice, { number: '50', lang: 'en' })).type).toBe('error');
  expect(await settleAfter(t, 60_000)).toBe(1);
  expect((await submit(t, alice, { number: '50', lang: 'en' })).message).toMatch(
    /^Your daily loss limit of 100 USDT/,
  );

  t.clock.set('2026-03-03T00:00:00Z');
  expect(await account()).toMatchObject({
    daily_loss_limit: '500',
    pending_loss_limit: null,
    pending_from: null,
    today_loss: '0',
  });
  expect((await submit(t, alice, { number: '400' })).type).toBe('ok');
});

it('lowers the limit at once, and removing it waits for the next day too', async () => {
  t.clock.advance(5_000);
  expect((await limit('50')).message).toMatchObject({ daily_loss_limit: '50', pending_from: null });
  expect((await submit(t, alice, { number: '10', lang: 'en' })).message).toBe(
    "Your daily loss limit of 50 USDT would be exceeded: today's loss 0, open stakes 400, this stake 10",
  );
  expect((await limit('0')).message).toMatchObject({
    daily_loss_limit: '50',
    pending_loss_limit: null,
    pending_from: Date.parse('2026-03-04T00:00:00Z') / 1000,
  });
  expect((await submit(t, alice, { number: '10' })).type).toBe('error');
  expect(NOW_S).toBeLessThan(MIDNIGHT_S);
  await closeBooks(t);
  t.clock.set('2026-03-04T00:00:01Z');
  expect((await account()).daily_loss_limit).toBeNull();
  expect((await submit(t, alice, { number: '10' })).type).toBe('ok');
  await closeBooks(t);
});
