/**
 * The operator's desk (`/api/admin/quiz/rounds`, admin only): create and cancel are audited;
 * a round that has bets or has opened cannot be cancelled; bad terms are refused. No route
 * alters an outcome: after settlement every quiz route, called by the players, another user
 * and the operator, leaves the round and its bets as they were. The schedule job creates each
 * configured slot once (the daily "above" strike is the index rounded), however often it runs.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { translate, type QuizRoundItem, type QuizRoundList } from '@bourse/shared';
import { createOperator } from '../admin/index.ts';
import { auditLog } from '../admin/index.ts';
import { runQuizJobs } from './jobs.ts';
import { quizBets, quizRounds } from './tables.ts';
import { DEFAULT_QUIZ_SCHEDULE, roundStrike } from './config.ts';
import {
  NOW_S,
  bet,
  call,
  closeBooks,
  player,
  quizApp,
  runAt,
  setSchedule,
  type QuizTest,
} from './testing.ts';
import { loginOperator } from '../admin/testing.ts';

let t: QuizTest;
let admin: string;
let support: string;

async function operatorToken(role: 'admin' | 'support'): Promise<string> {
  const email = `${role}@quiz.test`;
  await createOperator(t.ctx.db, t.clock, {
    email,
    name: role,
    role,
    password: 'operator-pass-123',
  });
  const login = await loginOperator(t, {
    email,
    password: 'operator-pass-123',
  });
  return login.message;
}

beforeAll(async () => {
  t = await quizApp();
  admin = await operatorToken('admin');
  support = await operatorToken('support');
});
afterAll(() => t.close());

const create = (fields: Record<string, string | number | undefined>, token = admin) =>
  call<QuizRoundItem>(
    t.app,
    'POST',
    '/admin/quiz/rounds',
    {
      match_id: t.btc,
      kind: 'updown',
      opens_at: NOW_S + 60,
      cutoff_at: NOW_S + 120,
      settle_at: NOW_S + 180,
      fee_percent: '3',
      min_stake: '1',
      max_stake: '100',
      lang: 'en',
      ...fields,
    },
    token,
  );
const cancel = (id: number, token = admin) =>
  call<QuizRoundItem>(
    t.app,
    'POST',
    `/admin/quiz/rounds/${id}/cancel`,
    { reason: 'typo', lang: 'en' },
    token,
  );

it('creates and cancels rounds, each audited; refuses bad terms and other roles', async () => {
  const made = await create({ reason: 'launch' });
  expect(made).toMatchObject({
    type: 'ok',
    message: { state: 'not_started', fee_percent: '3', kind: 'updown', strike: null },
  });
  const id = made.message.id;
  const times = translate('en', 'errors.quizTimesInvalid');
  expect(await create({ cutoff_at: NOW_S + 60 })).toMatchObject({ type: 'error', message: times });
  expect(await create({ settle_at: NOW_S + 100 })).toMatchObject({ type: 'error', message: times });
  expect(await create({ opens_at: NOW_S - 600, cutoff_at: NOW_S - 1 })).toMatchObject({
    type: 'error',
    message: times,
  });
  expect(await create({ kind: 'above' })).toMatchObject({
    type: 'error',
    message: translate('en', 'errors.quizStrikeRequired'),
  });
  expect(await create({ strike: '70000' })).toMatchObject({ type: 'error' });
  expect(await create({ min_stake: '10', max_stake: '5' })).toMatchObject({
    type: 'error',
    message: translate('en', 'errors.quizStakeLimits'),
  });
  expect(await create({ fee_percent: '100' })).toMatchObject({ type: 'error' });
  expect((await create({}, support)).type).not.toBe('ok');
  const user = await player(t, 'u@x.test');
  expect((await create({}, user.token)).type).not.toBe('ok');
  expect((await cancel(id, support)).type).not.toBe('ok');

  const above = await create({ kind: 'above', strike: '66000', opens_at: NOW_S });
  expect(above.message).toMatchObject({ kind: 'above', strike: '66000', state: 'guessing' });
  // Opened: no cancel. With a bet: no cancel.
  const refused = translate('en', 'errors.quizCancelRefused');
  expect(await cancel(above.message.id)).toMatchObject({ type: 'error', message: refused });
  expect(await cancel(id)).toMatchObject({ type: 'ok', message: { state: 'cancelled' } });
  expect(await cancel(id)).toMatchObject({ type: 'error', message: refused });

  const rows = await t.ctx.db.select().from(auditLog).where(like(auditLog.action, 'quiz.%'));
  expect(rows.map((r) => [r.action, r.targetId, r.reason])).toEqual([
    ['quiz.create', String(id), 'launch'],
    ['quiz.create', String(above.message.id), null],
    ['quiz.cancel', String(id), 'typo'],
  ]);
  const list = await call<QuizRoundList>(t.app, 'GET', '/admin/quiz/rounds', {}, admin);
  expect(list.message.list.map((r) => r.state)).toEqual(['guessing', 'cancelled']);
  // A cancelled round is not shown to users.
  const shown = await call<QuizRoundList>(t.app, 'GET', '/quiz/rounds', {});
  expect(shown.message.list.map((r) => r.id)).toEqual([above.message.id]);
  expect((await call(t.app, 'GET', '/quiz/round', { id, lang: 'en' })).type).toBe('error');
});

it('lets no route alter an outcome', async () => {
  const [a, b, other] = [
    await player(t, 'a@x.test'),
    await player(t, 'b@x.test'),
    await player(t, 'other@x.test'),
  ];
  const [open] = await t.ctx.db.select().from(quizRounds).where(eq(quizRounds.status, 'open'));
  expect((await bet(t, a, open!.id, 'up', '10')).type).toBe('ok');
  expect((await bet(t, b, open!.id, 'down', '10')).type).toBe('ok');
  expect(await cancel(open!.id)).toMatchObject({ type: 'error' });
  t.feed.set('BTC', '66000.5');
  await runAt(t, 200_000);
  const round = async () =>
    (await t.ctx.db.select().from(quizRounds).where(eq(quizRounds.id, open!.id)))[0];
  const bets = () => t.ctx.db.select().from(quizBets).where(eq(quizBets.roundId, open!.id));
  const [before, betsBefore] = [await round(), await bets()];
  expect(before).toMatchObject({ status: 'settled', rightSide: 'up' });

  t.feed.set('BTC', '60000');
  const fields = {
    id: open!.id,
    round_id: open!.id,
    side: 'down',
    amount: '10',
    price: '1',
    right_side: 'down',
    status: 'open',
    reason: 'x',
  };
  for (const token of [a.token, b.token, other.token, admin, undefined]) {
    for (const [method, path] of [
      ['GET', '/quiz/rounds'],
      ['GET', '/quiz/round'],
      ['POST', '/quiz/bet'],
      ['GET', '/quiz/my_bets'],
      ['GET', '/admin/quiz/rounds'],
      ['POST', '/admin/quiz/rounds'],
      ['POST', `/admin/quiz/rounds/${open!.id}/cancel`],
    ] as const) {
      const r = await call(t.app, method, path, fields, token);
      expect(r.status, `${method} ${path}`).toBe(200);
    }
  }
  await runQuizJobs(t.ctx);
  expect(await round()).toEqual(before);
  expect(await bets()).toEqual(betsBefore);
  await closeBooks(t);
});

it('creates each scheduled slot once; the daily strike is the index rounded', async () => {
  expect(roundStrike('65432.1', '1000')).toBe('65000');
  expect(roundStrike('65500', '1000')).toBe('66000');
  expect(roundStrike('12', '1000')).toBe('1000');
  await setSchedule(t, DEFAULT_QUIZ_SCHEDULE);
  t.feed.set('BTC', '65432.1');
  t.clock.set('2026-03-03T10:03:00Z');
  const first = await runQuizJobs(t.ctx);
  // The up/down slot of 10:00 (cut-off 10:05) and the next one at 10:10, and today's 12:00 round.
  expect(first.created).toBe(3);
  expect((await runQuizJobs(t.ctx)).created).toBe(0);
  const scheduled = await t.ctx.db
    .select()
    .from(quizRounds)
    .where(like(quizRounds.slotKey, '%:2026-03-03%'));
  expect(
    scheduled
      .map((r) => [r.slotKey, r.kind, r.strike, r.cutoffAt.toISOString(), r.settleAt.toISOString()])
      .sort(),
  ).toEqual([
    [
      'above:BTC/USDT:2026-03-03',
      'above',
      '65000.000000000000000000',
      '2026-03-03T11:00:00.000Z',
      '2026-03-03T12:00:00.000Z',
    ],
    [
      'updown:BTC/USDT:2026-03-03T10:00:00.000Z',
      'updown',
      null,
      '2026-03-03T10:05:00.000Z',
      '2026-03-03T10:10:00.000Z',
    ],
    [
      'updown:BTC/USDT:2026-03-03T10:10:00.000Z',
      'updown',
      null,
      '2026-03-03T10:15:00.000Z',
      '2026-03-03T10:20:00.000Z',
    ],
  ]);
  t.clock.set('2026-03-03T11:00:00Z');
  const later = await runQuizJobs(t.ctx);
  // 11:00: the slots 11:00 and 11:10, and tomorrow's daily round (today's is cut off).
  expect(later.created).toBe(3);
  expect((await runQuizJobs(t.ctx)).created).toBe(0);
  await closeBooks(t);
});
