/**
 * Two job runners on one PostgreSQL database (issue 12): two apps assess the same 40 users
 * at once, taking the day's run FOR UPDATE SKIP LOCKED one group of users at a time. Every
 * user is assessed exactly once and the run finishes. PGlite runs one transaction at a time,
 * so this needs DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ManualClock } from '../../clock.ts';
import { runVipJobs } from './jobs.ts';
import { vipAssessments } from './tables.ts';
import { NOW, closeBooks, person, runOf, vipApp, type LeverTest, type Trader } from './testing.ts';

const USERS = 40;

describe.skipIf(!process.env.DATABASE_URL)('two VIP runners on one database', () => {
  let a: LeverTest;
  let b: LeverTest;
  const people: Trader[] = [];

  beforeAll(async () => {
    const clock = new ManualClock(NOW);
    a = await vipApp({ clock });
    b = await vipApp({ clock, database: a.ctx.database });
    for (let i = 0; i < USERS; i++)
      people.push(await person(a, `r${i}@example.com`, `${i + 1}000`));
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('assesses each of 40 users exactly once', async () => {
    const runs = await Promise.all([
      runVipJobs(a.ctx, { limit: 3 }),
      runVipJobs(b.ctx, { limit: 3 }),
      runVipJobs(a.ctx, { limit: 3 }),
      runVipJobs(b.ctx, { limit: 3 }),
    ]);
    expect(runs.reduce((n, r) => n + r.assessed, 0)).toBe(USERS);
    const rows = await a.ctx.db
      .select()
      .from(vipAssessments)
      .where(eq(vipAssessments.day, '2026-03-02'));
    expect(rows).toHaveLength(USERS);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(USERS);
    // 1000 ... 40000 held: VIP1 from 10000 (31 users), none at 50000.
    expect(rows.filter((r) => r.level === 1)).toHaveLength(31);
    // Whichever runner took the last group finished the run.
    await runVipJobs(a.ctx);
    expect(await runOf(a, '2026-03-02')).toMatchObject({ assessed: USERS });
    expect((await runOf(a, '2026-03-02'))!.finishedAt).not.toBeNull();
    await closeBooks(a);
  });
});
