/**
 * Bad inputs to the quiz routes are refused with clear messages and write nothing: NUL
 * bytes, ids past int32 (no such round) and past 2^53 (not an id), too many decimals,
 * unknown sides, a signed-out bet (999 first). Nothing answers 5xx.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { translate } from '@bourse/shared';
import { journalCount } from '../ledger/testing.ts';
import {
  bet,
  call,
  closeBooks,
  player,
  quizApp,
  round,
  type Person,
  type QuizTest,
} from './testing.ts';

let t: QuizTest;
let ann: Person;
let id: number;
beforeAll(async () => {
  t = await quizApp();
  ann = await player(t, 'ann@x.test');
  id = await round(t);
});
afterAll(() => t.close());

it('refuses each bad bet with its reason and writes nothing', async () => {
  const before = await journalCount(t.ctx.db);
  const cases: [Record<string, string | number>, RegExp | string][] = [
    [{ round_id: id, side: 'up\u0000', amount: '5' }, /side/i],
    [{ round_id: id, side: 'up', amount: '5\u0000' }, /amount/i],
    [{ round_id: `${id}\u0000`, side: 'up', amount: '5' }, /round/i],
    [{ round_id: 2 ** 31, side: 'up', amount: '5' }, translate('en', 'errors.quizRoundNotFound')],
    [{ round_id: 2 ** 53, side: 'up', amount: '5' }, /round/i],
    [{ round_id: '9007199254740993', side: 'up', amount: '5' }, /round/i],
    [{ round_id: -1, side: 'up', amount: '5' }, /round/i],
    [{ round_id: id, side: 'sideways', amount: '5' }, /side/i],
    [{ round_id: id, side: 'UP', amount: '5' }, /side/i],
    [{ round_id: id, side: 'up', amount: '5.0000000000000000001' }, /amount/i],
    [{ round_id: id, side: 'up', amount: '1e3' }, /amount/i],
    [{ round_id: id, side: 'up', amount: '-5' }, /amount/i],
    [{ round_id: id, side: 'up', amount: '' }, /amount/i],
    [
      { round_id: id, side: 'up', amount: '5.1234567' },
      translate('en', 'errors.quizStakeDecimals', { decimals: 6, currency: 'USDT' }),
    ],
  ];
  for (const [fields, message] of cases) {
    const reply = await bet(t, ann, fields.round_id!, String(fields.side), String(fields.amount), {
      lang: 'en',
    });
    expect(reply.status, JSON.stringify(fields)).toBe(200);
    expect(reply.type, JSON.stringify(fields)).toBe('error');
    if (typeof message === 'string') expect(reply.message).toBe(message);
    else expect(String(reply.message)).toMatch(message);
  }
  expect(await journalCount(t.ctx.db)).toBe(before);

  const signedOut = await call(t.app, 'POST', '/quiz/bet', { round_id: 'x', side: 'up' });
  expect(signedOut.type).toBe('999');
  for (const [path, query] of [
    ['/quiz/round', { id: '1\u0000' }],
    ['/quiz/round', { id: 2 ** 53 }],
    ['/quiz/rounds', { status: 'nope' }],
    ['/quiz/rounds', { page: 2 ** 40 }],
    ['/quiz/my_bets', { limit: 'x' }],
  ] as const) {
    const r = await call(t.app, 'GET', path, query, ann.token);
    expect(r.status, `${path} ${JSON.stringify(query)}`).toBe(200);
    expect(r.type).toBe('error');
  }
  expect((await call(t.app, 'GET', '/quiz/rounds', { limit: 99999999 })).type).toBe('ok');
  await closeBooks(t);
});
