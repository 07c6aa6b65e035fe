/**
 * Rate limit per user: 10 messages per 10 seconds on the app's clock, counted in the
 * database. The 11th is refused in the caller's language and writes nothing; another user
 * is not slowed; the next window accepts again.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHAT_RATE_MAX, translate } from '@bourse/shared';
import type { TestApp } from '../../test/helper.ts';
import { chat, chatApp, ok, person, rowCounts } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await chatApp();
});
afterAll(() => t.close());

it('refuses the eleventh message within ten seconds, translated, and writes nothing', async () => {
  const ann = await person(t, 'ann@rate.test');
  const ben = await person(t, 'ben@rate.test');
  ok(await chat.open(t, ann));
  for (let i = 1; i <= CHAT_RATE_MAX; i++) {
    ok(await chat.send(t, ann, { text: `message ${i}` }));
    t.clock.advance(500);
  }
  const before = await rowCounts(t);
  const refused = await chat.send(t, ann, { text: 'one too many', lang: 'zh' });
  expect(refused).toMatchObject({
    type: 'error',
    message: translate('zh', 'errors.chatTooFast', { max: 10, seconds: 10 }),
  });
  expect(refused.message).toContain('10');
  expect(await rowCounts(t)).toEqual(before);

  // Another user is not slowed by Ann.
  ok(await chat.send(t, ben, { text: 'hello' }));

  // Once the first message is ten seconds old, one more fits.
  t.clock.advance(5_000);
  ok(await chat.send(t, ann, { text: 'after the window' }));
  const texts = ok(await chat.history(t, ann, { limit: 50 })).messages.map((m) => m.text);
  expect(texts).not.toContain('one too many');
  expect(texts).toContain('after the window');
});
