/**
 * The allocation job is idempotent and resumes after a crash (issue 11, Jobs): a run that
 * dies inside its transaction leaves nothing behind, the next run allocates the project,
 * and every later run (or two at once) finds nothing to do and posts nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IeoSubscriptionStatus } from '@bourse/shared';
import { journalCount, journalsFor } from '../ledger/testing.ts';
import { allocateDueProjects, allocateProject } from './allocate.ts';
import { ieoProjects, ieoSubscriptions } from './tables.ts';
import {
  DAY,
  USDT,
  closeBooks,
  ieoApp,
  order,
  pool,
  project,
  spot,
  subscriber,
  type IeoTest,
  type Person,
} from './testing.ts';

let t: IeoTest;
let alice: Person;
let id: number;
beforeAll(async () => {
  t = await ieoApp();
  id = await project(t, { total: '1000', minAmount: '100', maxAmount: '1000' });
  alice = await subscriber(t, 'alice@example.com', { usdt: '1000' });
  expect((await order(t, alice, id, { amount: '800' })).type).toBe('ok');
  t.clock.advance(DAY);
});
afterAll(() => t.close());

it('leaves nothing behind when a run dies mid-way', async () => {
  const before = await journalCount(t.ctx.db);
  await expect(
    t.ctx.db.transaction(async (tx) => {
      const [row] = await tx.select().from(ieoProjects).for('update');
      await allocateProject(t.ctx, tx, row!);
      throw new Error('crash after the allocation, before the commit');
    }),
  ).rejects.toThrow('crash');
  expect(await journalCount(t.ctx.db)).toBe(before);
  const [sub] = await t.ctx.db.select().from(ieoSubscriptions);
  expect(sub!.status).toBe(IeoSubscriptionStatus.subscribed);
  expect(await spot(t, alice, USDT)).toEqual({ available: '960', frozen: '40' });
  await closeBooks(t);
});

it('allocates on the next run, and never again', async () => {
  const counts = await Promise.all([allocateDueProjects(t.ctx), allocateDueProjects(t.ctx)]);
  expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
  const journals = await journalCount(t.ctx.db);
  expect(await allocateDueProjects(t.ctx)).toBe(0);
  expect(await journalCount(t.ctx.db)).toBe(journals);
  const allocations = (await journalsFor(t.ctx.db, { table: 'ieo_subscriptions' })).filter(
    (j) => j.reason === 'ieo_allocate',
  );
  expect(allocations).toHaveLength(1);
  expect(await spot(t, alice, USDT)).toEqual({ available: '960', frozen: '0' });
  expect(await pool(t, USDT)).toBe('40');
  await closeBooks(t);
});

it('refuses to change an allocation in the database itself', async () => {
  await expect(
    t.ctx.db.update(ieoSubscriptions).set({ allotted: '1', cost: '0', refund: '40' }),
  ).rejects.toThrow();
  await expect(t.ctx.db.update(ieoProjects).set({ remainder: '5' })).rejects.toThrow();
  await expect(t.ctx.db.delete(ieoSubscriptions)).rejects.toThrow();
  await closeBooks(t);
});
