/**
 * The daily assessment is made once per day (issue 12): a second run, two runs at once and a
 * run after one that stopped half way all leave exactly one assessment per user and day;
 * before 00:10 UTC the latest due day is the day before; after an outage only the latest due
 * day is assessed. An assessment can never be changed afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import {
  USDT,
  assess,
  closeBooks,
  fund,
  person,
  runOf,
  vipApp,
  type LeverTest,
  type Trader,
} from './testing.ts';
import { runVipJobs } from './jobs.ts';
import { userVip, vipAssessments, vipRuns } from './tables.ts';

let t: LeverTest;
const people: Trader[] = [];

const assessmentsOn = (day: string) =>
  t.ctx.db.select().from(vipAssessments).where(eq(vipAssessments.day, day));

beforeAll(async () => {
  t = await vipApp();
  // Five holders of 1000, 2000, ... 5000 USDT; the BTC holder is the third.
  for (let i = 1; i <= 5; i++) people.push(await person(t, `p${i}@example.com`, `${i}000`));
  await fund(t, people[2]!.id, 'change', 1, '1');
}, 60_000);
afterAll(() => t.close());

describe('one assessment per user and day', () => {
  it('a run that stops half way is resumed after its last user, by the next run', async () => {
    // The first group (two USDT holders) commits; the second, with the BTC holder, fails on
    // a price feed that breaks, and is rolled back.
    const broken: Pick<AppContext, 'db' | 'clock' | 'prices'> = {
      db: t.ctx.db,
      clock: t.clock,
      prices: {
        ...t.ctx.prices,
        record: () => Promise.reject(new Error('feed connection lost')),
      } as AppContext['prices'],
    };
    await expect(runVipJobs(broken, { limit: 2 })).rejects.toThrow('feed connection lost');
    expect(await runOf(t, '2026-03-02')).toMatchObject({
      lastUserId: people[1]!.id,
      assessed: 2,
      finishedAt: null,
    });
    expect(await assess(t, undefined, 2)).toEqual({
      day: '2026-03-02',
      assessed: 3,
      finished: true,
    });
    const rows = await assessmentsOn('2026-03-02');
    expect(rows.map((r) => [r.userId, r.holdings])).toEqual(
      people.map((p, i) => [
        p.id,
        // The third also holds 1 BTC at 95000.
        i === 2 ? '98000.000000000000000000' : `${i + 1}000.000000000000000000`,
      ]),
    );
  });

  it('a second run of the day changes nothing', async () => {
    expect(await assess(t)).toEqual({ day: '2026-03-02', assessed: 0, finished: true });
    expect(await assessmentsOn('2026-03-02')).toHaveLength(5);
    await closeBooks(t);
  });

  it('before 00:10 UTC the day before is the latest due day: nothing to do', async () => {
    expect(await assess(t, '2026-03-03T00:09:59Z')).toEqual({
      day: '2026-03-02',
      assessed: 0,
      finished: true,
    });
  });

  it('three runs at once on the next day assess each user once', async () => {
    t.clock.set('2026-03-03T00:10:00Z');
    const runs = await Promise.all([
      runVipJobs(t.ctx, { limit: 2 }),
      runVipJobs(t.ctx, { limit: 2 }),
      runVipJobs(t.ctx, { limit: 1 }),
    ]);
    expect(runs.reduce((n, r) => n + r.assessed, 0)).toBe(5);
    expect(runs.some((r) => r.finished)).toBe(true);
    expect(await assessmentsOn('2026-03-03')).toHaveLength(5);
    const current = await t.ctx.db.select().from(userVip).orderBy(asc(userVip.userId));
    expect(current.map((c) => [c.day, c.level])).toEqual([
      ['2026-03-03', 0],
      ['2026-03-03', 0],
      ['2026-03-03', 2],
      ['2026-03-03', 0],
      ['2026-03-03', 0],
    ]);
  });

  it('after four days away only the latest due day is assessed', async () => {
    await fund(t, people[0]!.id, 'change', USDT, '9000'); // 10000: VIP1 from now on
    expect(await assess(t, '2026-03-07T15:00:00Z')).toEqual({
      day: '2026-03-07',
      assessed: 5,
      finished: true,
    });
    const days = await t.ctx.db.select({ day: vipRuns.day }).from(vipRuns).orderBy(vipRuns.day);
    expect(days.map((d) => d.day)).toEqual(['2026-03-02', '2026-03-03', '2026-03-07']);
    expect(await runOf(t, '2026-03-07')).toMatchObject({
      windowFrom: new Date('2026-02-05T00:00:00Z'),
      windowTo: new Date('2026-03-07T00:00:00Z'),
      startedAt: new Date('2026-03-07T15:00:00Z'),
    });
    const [first] = await t.ctx.db.select().from(userVip).where(eq(userVip.userId, people[0]!.id));
    expect(first).toMatchObject({ day: '2026-03-07', level: 1, feeDiscountPercent: '10.0000' });
    await closeBooks(t);
  });

  it('an assessment is append-only in the database', async () => {
    const refusal = async (statement: Promise<unknown>) => {
      try {
        await statement;
      } catch (error) {
        const cause = (error as { cause?: { message?: string } }).cause;
        return String(cause?.message ?? (error as Error).message);
      }
      return 'accepted';
    };
    const day = eq(vipAssessments.day, '2026-03-02');
    expect(await refusal(t.ctx.db.update(vipAssessments).set({ level: 5 }).where(day))).toMatch(
      /vip_assessments is append-only: UPDATE refused/,
    );
    expect(await refusal(t.ctx.db.delete(vipAssessments).where(day))).toMatch(
      /vip_assessments is append-only: DELETE refused/,
    );
    expect(await assessmentsOn('2026-03-02')).toHaveLength(5);
  });
});
