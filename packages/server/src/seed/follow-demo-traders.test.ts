/**
 * The demo traders of a development server: two approved traders with contract money,
 * seeded once however often the seed runs, none in production; their rule opens through
 * the real contract path (so a follower copies it), holds twenty minutes, closes, rests.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ManualClock } from '../clock.ts';
import { FixedFeed } from '../modules/market/index.ts';
import { leverPositions } from '../modules/lever/index.ts';
import { runCopyJobs, runDemoTraders, traders } from '../modules/follow/index.ts';
import { LEVER_PRICES, fundUser, trader } from '../modules/lever/testing.ts';
import { expectLedgerBalanced } from '../modules/ledger/testing.ts';
import { users } from '../modules/users/index.ts';
import { buildTestApp, call, type TestApp } from '../test/helper.ts';
import { seedDemo } from './index.ts';
import { DEMO_TRADERS, seedFollow } from './follow.ts';

let t: TestApp;
const feed = new FixedFeed(LEVER_PRICES);
beforeAll(async () => {
  t = await buildTestApp({ clock: new ManualClock('2026-03-02T10:00:00Z'), feed });
  await seedDemo(t.ctx.db, t.clock, { production: false });
});
afterAll(() => t.close());

const demoIds = async () =>
  (
    await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.account,
          DEMO_TRADERS.map((d) => d.email),
        ),
      )
  ).map((u) => u.id);

it('seeds approved demo traders once, and none in production', async () => {
  await seedFollow(t.ctx.db, t.clock, { production: false });
  const ids = await demoIds();
  expect(ids).toHaveLength(2);
  const rows = await t.ctx.db.select().from(traders).where(inArray(traders.userId, ids));
  expect(rows.map((r) => r.status)).toEqual(['approved', 'approved']);
  expect(rows[0]!.introduction).toMatch(/^Demo account/);
  const prod = await buildTestApp({ clock: new ManualClock('2026-03-02T10:00:00Z') });
  await seedDemo(prod.ctx.db, prod.clock, { production: true });
  expect(await prod.ctx.db.select().from(traders)).toEqual([]);
  await prod.close();
});

it('trades by the rule through the real path, and a follower copies it', async () => {
  const [nova] = await demoIds();
  const fan = await trader(t, 'fan@example.com');
  await fundUser(t, fan.id, '20000');
  t.clock.advance(1000);
  expect(
    (
      await call(
        t.app,
        'POST',
        '/follow/follow',
        { trader_user_id: nova, type: 1, number: 1 },
        fan.token,
      )
    ).type,
  ).toBe('ok');
  t.clock.advance(1000);
  expect(await runDemoTraders(t.ctx, DEMO_TRADERS)).toEqual({ opened: 2, closed: 0 });
  expect((await runCopyJobs(t.ctx)).opened).toBe(1);
  t.clock.advance(10 * 60_000);
  expect(await runDemoTraders(t.ctx, DEMO_TRADERS)).toEqual({ opened: 0, closed: 0 });
  t.clock.advance(10 * 60_000);
  expect(await runDemoTraders(t.ctx, DEMO_TRADERS)).toEqual({ opened: 0, closed: 2 });
  expect((await runCopyJobs(t.ctx)).closed).toBe(1);
  // Rests until half an hour after the last open.
  expect(await runDemoTraders(t.ctx, DEMO_TRADERS)).toEqual({ opened: 0, closed: 0 });
  t.clock.advance(10 * 60_000);
  expect(await runDemoTraders(t.ctx, DEMO_TRADERS)).toEqual({ opened: 2, closed: 0 });
  const novaRows = await t.ctx.db
    .select()
    .from(leverPositions)
    .where(eq(leverPositions.userId, nova!));
  expect(novaRows.sort((a, b) => a.id - b.id).map((r) => r.status)).toEqual([3, 1]);
  await expectLedgerBalanced(t.ctx);
});
