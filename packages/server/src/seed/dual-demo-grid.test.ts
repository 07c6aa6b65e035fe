/**
 * The demo dual grid (outside production): linked prices 3%, 6% and 10% from the index the
 * hourly job passes (else the simulator's centre), rounded to the coin's step; nothing new
 * while a coin and type still has products on sale; nothing at all in production.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ManualClock } from '../clock.ts';
import { rowsOf } from '../db/migrate.ts';
import { dualProducts } from '../modules/dual/index.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { seedCurrencies } from './catalogue.ts';
import { seedDual } from './dual.ts';
import { seedInstruments } from './instruments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock: new ManualClock('2026-03-02T10:00:00Z') });
  await seedCurrencies(t.ctx.db);
  await seedInstruments(t.ctx.db);
});
afterAll(() => t.close());

const linked = async (coin: number, type: string) =>
  rowsOf<{ p: string }>(
    await t.ctx.db.execute(sql`select distinct linked_price::float8::text as p from dual_products
      where currency_id = ${coin} and type = ${type} order by 1`),
  ).map((r) => r.p);

it('lays nothing out in production', async () => {
  await seedDual(t.ctx.db, t.clock, { production: true });
  expect(await linked(1, 'call')).toEqual([]);
});

it('lays the grid out around the index it is given', async () => {
  const index = async (ticker: string) => (ticker === 'BTC' ? '50000' : '2000');
  await seedDual(t.ctx.db, t.clock, { production: false, index });
  // BTC steps of 500: 51,500 / 53,000 / 55,000 above; 48,500 / 47,000 / 45,000 below.
  expect(await linked(1, 'call')).toEqual(['51500', '53000', '55000']);
  expect(await linked(1, 'put')).toEqual(['45000', '47000', '48500']);
  // ETH steps of 25 around 2,000.
  expect(await linked(2, 'call')).toEqual(['2050', '2125', '2200']);
});

it('adds nothing while products are on sale', async () => {
  const before = await t.ctx.db.$count(dualProducts);
  await seedDual(t.ctx.db, t.clock, { production: false, index: async () => '70000' });
  expect(await t.ctx.db.$count(dualProducts)).toBe(before);
});
