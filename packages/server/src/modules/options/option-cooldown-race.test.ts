/**
 * The 5 s cooldown between a user's submissions (issue 10), race-safe: ten submissions of
 * one user at once are checked under the user's locked `option_accounts` row, so exactly
 * one is accepted and one stake frozen. Another user is not slowed down.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OptionSubmitted } from '@bourse/shared';
import { journalCount } from '../ledger/testing.ts';
import {
  closeBooks,
  micro,
  optionsApp,
  submit,
  trader,
  type OptionsTest,
  type Person,
} from './testing.ts';

let t: OptionsTest;
let alice: Person;
let bob: Person;
beforeAll(async () => {
  t = await optionsApp();
  alice = await trader(t, 'alice@example.com');
  bob = await trader(t, 'bob@example.com');
});
afterAll(() => t.close());

it('accepts exactly one of ten simultaneous submissions', async () => {
  const journals = await journalCount(t.ctx.db);
  const replies = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      submit<OptionSubmitted>(t, alice, { number: String(10 + i), lang: 'en' }),
    ),
  );
  const accepted = replies.filter((r) => r.type === 'ok');
  expect(accepted).toHaveLength(1);
  expect(replies.filter((r) => r.type === 'error').map((r) => r.message)).toEqual(
    Array(9).fill('Please wait 5 s before placing another option'),
  );
  const stake = accepted[0]!.message.number;
  expect(await micro(t, alice)).toEqual({
    available: String(1000 - Number(stake)),
    frozen: stake,
  });
  expect(await journalCount(t.ctx.db)).toBe(journals + 1);
  expect((await submit(t, bob)).type).toBe('ok');
});

it('accepts the next one 5 s after the last accepted', async () => {
  t.clock.advance(4_001);
  expect((await submit(t, alice, { lang: 'en' })).message).toBe(
    'Please wait 1 s before placing another option',
  );
  t.clock.advance(999);
  expect((await submit(t, alice)).type).toBe('ok');
  await closeBooks(t);
});
