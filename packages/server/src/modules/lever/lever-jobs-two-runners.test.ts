/**
 * Two processes on one database, each running the contract jobs at the same moment: every
 * limit order fills once, every take-profit and liquidation settles once, every overnight
 * fee is charged once. (On PGlite the two apps share the embedded database, which runs one
 * transaction at a time; on PostgreSQL the runs truly overlap.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { journalsFor } from '../ledger/testing.ts';
import { runLeverJobs, type LeverJobsReport } from './jobs.ts';
import {
  expectLeverLedgerBalanced,
  fundInsurance,
  fundUser,
  lever,
  leverApp,
  move,
  submittedId,
  trader,
  type LeverTest,
} from './testing.ts';

let a: LeverTest;
let b: LeverTest;
const tpIds: number[] = [];
const limitIds: number[] = [];
const doomedIds: number[] = [];

const sum = (reports: LeverJobsReport[], key: keyof LeverJobsReport) =>
  reports.reduce((n, r) => n + r[key], 0);
const both = () =>
  Promise.all([runLeverJobs(a.ctx), runLeverJobs(b.ctx), runLeverJobs(a.ctx), runLeverJobs(b.ctx)]);

beforeAll(async () => {
  a = await leverApp();
  b = await leverApp({ database: a.ctx.database, feed: a.feed, clock: a.clock });
  await fundInsurance(a, '100000');
  for (let i = 0; i < 6; i++) {
    const u = await trader(a, `tp${i}@example.com`);
    await fundUser(a, u.id, '1000');
    const id = submittedId(await lever.submit(a, u.token, { share: 2, multiple: 10, type: 1 }));
    await lever.setstop(a, u.token, { id, target_profit_price: '96000' });
    tpIds.push(id);
    limitIds.push(
      submittedId(
        await lever.submit(a, u.token, {
          share: 1,
          multiple: 10,
          type: 2,
          status: 0,
          target_price: '95900',
        }),
      ),
    );
  }
  for (let i = 0; i < 4; i++) {
    const u = await trader(a, `short${i}@example.com`);
    await fundUser(a, u.id, '200');
    doomedIds.push(
      submittedId(await lever.submit(a, u.token, { share: 2, multiple: 10, type: 2 })),
    );
  }
});
afterAll(async () => {
  await b.close();
  await a.close();
});

it('settles each fill, trigger and liquidation once across runners', async () => {
  // bid 100149.9: the take-profits and the short limits at 95900 are reached; the shorts
  // (entry 94952.5, 200 USDT) lose (94952.5 - 100250.1) x 0.02 = 105.952 at the ask, which
  // puts their equity (93.097525) below 50% of their margin (95.0475).
  move(a, 'BTC', '100200.00');
  const reports = await both();
  expect(sum(reports, 'triggered')).toBe(6);
  expect(sum(reports, 'filled')).toBe(6);
  expect(sum(reports, 'liquidated')).toBe(4);
  for (const id of tpIds) {
    const js = await journalsFor(a.ctx.db, { table: 'lever_positions', id });
    expect(js.map((j) => j.reason)).toEqual(['lever_open', 'lever_close']);
  }
  for (const id of doomedIds) {
    const js = await journalsFor(a.ctx.db, { table: 'lever_positions', id });
    expect(js.map((j) => j.reason)).toEqual(['lever_open', 'lever_liquidation']);
  }
  for (const id of limitIds) {
    const js = await journalsFor(a.ctx.db, { table: 'lever_positions', id });
    expect(js.map((j) => j.idempotencyKey)).toEqual([
      `lever_positions:${id}:hold`,
      `lever_positions:${id}:open`,
    ]);
  }
  await expectLeverLedgerBalanced(a);
});

it('charges each open position its overnight fee once across runners', async () => {
  a.clock.set('2026-03-03T00:00:00Z');
  const reports = await both();
  expect(sum(reports, 'overnight')).toBe(6);
  expect(sum(await both(), 'overnight')).toBe(0);
  for (const id of limitIds) {
    const js = await journalsFor(a.ctx.db, { table: 'lever_positions', id });
    expect(js.filter((j) => j.reason === 'lever_overnight')).toHaveLength(1);
  }
  await expectLeverLedgerBalanced(a);
});
