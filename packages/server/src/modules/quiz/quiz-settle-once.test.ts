/**
 * Settlement is idempotent (issue 14): the job run again, `settleRound` called again, and
 * several runners at once each find the round settled; one journal per round, every
 * balance exact. With DATABASE_URL, two apps (two "processes") on one PostgreSQL database
 * settle the same 6 due rounds at once, each claiming rounds FOR UPDATE SKIP LOCKED.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ManualClock } from '../../clock.ts';
import { FixedFeed } from '../market/index.ts';
import { journalsFor } from '../ledger/testing.ts';
import { settleDueRounds, settleRound } from './settle.ts';
import { runQuizJobs } from './jobs.ts';
import { quizRounds } from './tables.ts';
import {
  NOW,
  bet,
  closeBooks,
  fees,
  micro,
  player,
  quizApp,
  round,
  runAt,
  type Person,
  type QuizTest,
} from './testing.ts';

describe('on one app', () => {
  let t: QuizTest;
  beforeAll(async () => {
    t = await quizApp();
  });
  afterAll(() => t.close());

  it('pays once however often it runs', async () => {
    const [a, b] = [await player(t, 'a@x.test'), await player(t, 'b@x.test')];
    const id = await round(t, { fee: '5' });
    expect((await bet(t, a, id, 'up', '10')).type).toBe('ok');
    expect((await bet(t, b, id, 'down', '10')).type).toBe('ok');
    await runAt(t, 60_000);
    t.feed.set('BTC', '64000');
    t.clock.advance(60_000);
    const runs = await Promise.all([
      settleDueRounds(t.ctx),
      settleDueRounds(t.ctx),
      runQuizJobs(t.ctx),
    ]);
    expect(runs[0] + runs[1] + runs[2].settled).toBe(1);
    expect(await settleRound(t.ctx, id)).toBe(false);
    expect(await runAt(t, 5_000)).toMatchObject({ settled: 0 });
    // 20 - 5% = 19 to b.
    expect(await micro(t, b)).toEqual({ available: '1009', frozen: '0' });
    expect(await micro(t, a)).toEqual({ available: '990', frozen: '0' });
    expect(await fees(t)).toBe('1');
    expect(await journalsFor(t.ctx.db, { table: 'quiz_rounds', id })).toHaveLength(1);
    await closeBooks(t);
  });

  it('refuses to change a settled round or a settled bet (BR004)', async () => {
    const [settled] = await t.ctx.db.select().from(quizRounds).limit(1);
    await expect(
      t.ctx.db.update(quizRounds).set({ price: '1' }).where(eq(quizRounds.id, settled!.id)),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: 'BR004' }) });
    await expect(
      t.ctx.db.update(quizRounds).set({ feePercent: '0' }).where(eq(quizRounds.id, settled!.id)),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ code: 'BR004', message: expect.stringMatching(/terms/) }),
    });
    const br004 = { cause: expect.objectContaining({ code: 'BR004' }) };
    await expect(t.ctx.db.execute(sql`update quiz_bets set payout = 100`)).rejects.toMatchObject(
      br004,
    );
    await expect(t.ctx.db.execute(sql`delete from quiz_bets`)).rejects.toMatchObject(br004);
    await expect(t.ctx.db.execute(sql`delete from quiz_rounds`)).rejects.toMatchObject(br004);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two runners on one database', () => {
  let a: QuizTest;
  let b: QuizTest;
  const people: Person[] = [];
  const ids: number[] = [];

  beforeAll(async () => {
    const clock = new ManualClock(NOW);
    const feed = new FixedFeed({ BTC: '65000.00', ETH: '3250.00' });
    a = await quizApp({ clock, feed });
    b = await quizApp({ clock, feed, database: a.ctx.database });
    for (let i = 0; i < 6; i++) people.push(await player(a, `p${i}@x.test`));
    for (let r = 0; r < 6; r++) ids.push(await round(a, { fee: '5' }));
    for (const id of ids) {
      for (const [i, p] of people.entries()) {
        expect((await bet(a, p, id, i % 2 ? 'down' : 'up', '10')).type).toBe('ok');
      }
    }
    await runQuizJobs(a.ctx);
    clock.advance(60_000);
    await runQuizJobs(a.ctx);
    feed.set('BTC', '65000.01');
    clock.advance(60_000);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('settles every round exactly once', async () => {
    const done = await Promise.all([
      settleDueRounds(a.ctx),
      settleDueRounds(b.ctx),
      runQuizJobs(a.ctx).then((r) => r.settled),
      runQuizJobs(b.ctx).then((r) => r.settled),
    ]);
    expect(done.reduce((x, y) => x + y, 0)).toBe(6);
    for (const id of ids) {
      expect(await journalsFor(a.ctx.db, { table: 'quiz_rounds', id })).toHaveLength(1);
    }
    // Each round: 60 staked, fee 3, 57 to the three up players (19 each): +9 a round.
    expect(await micro(a, people[0]!)).toEqual({ available: '1054', frozen: '0' });
    expect(await micro(a, people[1]!)).toEqual({ available: '940', frozen: '0' });
    expect(await fees(a)).toBe('18');
    await closeBooks(a);
  });
});
