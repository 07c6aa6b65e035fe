/**
 * A bet is refused, with its reason in the caller's language and nothing written, when the
 * round does not take guesses (not started, cut off, over), on the other side of a round the
 * user already backed, outside the round's stakes, beyond the coin's decimals, from a blocked
 * region, beyond the balance, and beyond the daily loss limit shared with options (issue 14:
 * "the daily loss limit of the options issue applies here too"): an options loss today and
 * quiz stakes still open count together, both ways.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { translate } from '@bourse/shared';
import { regions, users } from '../../db/schema.ts';
import { journalCount } from '../ledger/testing.ts';
import { settleDueOptions } from '../options/index.ts';
import {
  bet,
  call,
  closeBooks,
  micro,
  player,
  quizApp,
  round,
  runAt,
  type Person,
  type QuizTest,
} from './testing.ts';

let t: QuizTest;
let ann: Person;
const en = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
  translate('en', key, params);

beforeAll(async () => {
  t = await quizApp();
  ann = await player(t, 'ann@x.test', '100');
});
afterAll(() => t.close());

async function refused(
  who: Person,
  id: number,
  side: string,
  amount: string,
  message: string,
): Promise<void> {
  const journals = await journalCount(t.ctx.db);
  const before = await micro(t, who);
  const reply = await bet(t, who, id, side, amount, { lang: 'en' });
  expect(reply).toMatchObject({ type: 'error', message });
  expect(await journalCount(t.ctx.db)).toBe(journals);
  expect(await micro(t, who)).toEqual(before);
}

it('refuses outside the guessing window, on the other side, past the stakes', async () => {
  const later = await round(t, { opensIn: 30, cutoffIn: 60, settleIn: 120 });
  await refused(ann, later, 'up', '5', en('errors.quizNotGuessing'));
  await refused(ann, 999_999, 'up', '5', en('errors.quizRoundNotFound'));

  const id = await round(t, { min: '2', max: '50' });
  expect((await bet(t, ann, id, 'up', '5')).type).toBe('ok');
  expect((await bet(t, ann, id, 'up', '5')).type).toBe('ok');
  await refused(ann, id, 'down', '5', en('errors.quizOtherSide', { side: 'Up' }));
  expect((await bet(t, ann, id, 'down', '5', { lang: 'zh' })).message).toBe(
    translate('zh', 'errors.quizOtherSide', { side: '看涨' }),
  );
  const range = en('errors.quizStakeRange', { min: '2', max: '50', currency: 'USDT' });
  await refused(ann, id, 'up', '50.000001', range);
  await refused(ann, id, 'up', '1.999999', range);
  await refused(
    ann,
    id,
    'up',
    '2.0000001',
    en('errors.quizStakeDecimals', { decimals: 6, currency: 'USDT' }),
  );
  await refused(ann, id, 'up', '91', range);
  const poor = await player(t, 'poor@x.test', '3');
  await refused(poor, id, 'up', '4', en('errors.insufficientBalanceOf', { currency: 'USDT' }));

  await runAt(t, 60_000);
  await refused(ann, id, 'up', '5', en('errors.quizNotGuessing'));
  await runAt(t, 60_000);
  await refused(ann, id, 'up', '5', en('errors.quizNotGuessing'));
  await closeBooks(t);
});

it('refuses a blocked region', async () => {
  const pierre = await player(t, 'pierre@x.test');
  const [fr] = await t.ctx.db.select().from(regions).where(eq(regions.iso, 'FR'));
  await t.ctx.db.update(users).set({ regionId: fr!.id }).where(eq(users.id, pierre.id));
  const id = await round(t);
  await refused(pierre, id, 'up', '5', en('errors.regionNotSupported'));
});

it('shares the daily loss limit with options, both ways', async () => {
  const bob = await player(t, 'bob@x.test', '1000');
  const options = (path: string, fields: Record<string, string | number>) =>
    call(t.app, 'POST', path, { lang: 'en', ...fields }, bob.token);
  expect((await options('/microtrade/disclosure', { accept: 1 })).type).toBe('ok');
  expect((await options('/microtrade/loss_limit', { amount: '100' })).type).toBe('ok');
  // An options loss of 60 today.
  const opt = await options('/microtrade/submit', {
    match_id: t.btc,
    currency_id: 3,
    type: 1,
    seconds: 60,
    number: '60',
  });
  expect(opt.type).toBe('ok');
  t.feed.set('BTC', '64000');
  t.clock.advance(60_000);
  expect(await settleDueOptions(t.ctx)).toBe(1);

  const id = await round(t);
  await refused(
    bob,
    id,
    'up',
    '50',
    "Your daily loss limit of 100 USDT would be exceeded: today's loss 60, open stakes 0, this stake 50",
  );
  expect((await bet(t, bob, id, 'up', '40')).type).toBe('ok');
  const carl = await player(t, 'carl@x.test');
  expect((await bet(t, carl, id, 'down', '10')).type).toBe('ok');
  // The open quiz stake counts against an option too.
  t.clock.advance(5_000);
  expect(
    (
      await options('/microtrade/submit', {
        match_id: t.btc,
        currency_id: 3,
        type: 1,
        seconds: 60,
        number: '10',
      })
    ).message,
  ).toBe(
    "Your daily loss limit of 100 USDT would be exceeded: today's loss 60, open stakes 40, this stake 10",
  );
  // Settled and lost: the quiz loss is today's loss now (60 + 40 = 100, nothing more today).
  await runAt(t, 60_000);
  t.feed.set('BTC', '63000');
  await runAt(t, 60_000);
  const account = await call<{ today_loss: string; open_stakes: string }>(
    t.app,
    'GET',
    '/microtrade/account',
    {},
    bob.token,
  );
  expect(account.message).toMatchObject({ today_loss: '100', open_stakes: '0' });
  const next = await round(t);
  await refused(
    bob,
    next,
    'down',
    '1',
    "Your daily loss limit of 100 USDT would be exceeded: today's loss 100, open stakes 0, this stake 1",
  );
  await closeBooks(t);
});
