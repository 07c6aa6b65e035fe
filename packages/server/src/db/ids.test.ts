/**
 * The id blocks (ids.ts): ids only ever rise, whoever asks and however the refills race;
 * a renewed block draws above every id drawn before (a market taken over); the sequence
 * is asked once per block, not once per batch.
 */
import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from './migrate.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { IdBlock, ID_BLOCK } from './ids.ts';

async function withApp(run: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await buildTestApp();
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const lastDrawn = async (t: TestApp) =>
  Number(
    rowsOf<{ v: string }>(
      await t.ctx.db.execute(sql`select last_value::text as v from spot_orders_id_seq`),
    )[0]!.v,
  );

describe('id blocks', () => {
  it('hands out rising ids to many callers at once, one draw per block', async () => {
    await withApp(async (t) => {
      const block = new IdBlock('spot_orders_id_seq');
      const draws = vi.spyOn(t.ctx.db, 'execute');
      const order: number[] = [];
      // 40 callers, 1 to 9 ids each, started together: refills race.
      const asks = Array.from({ length: 40 }, (_, i) => (i % 9) + 1);
      await Promise.all(
        asks.map(async (n) => {
          const ids = await block.take(t.ctx.db, n);
          expect(ids).toHaveLength(n);
          order.push(...ids);
        }),
      );
      // In the order they were handed out: strictly rising, so never twice.
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(new Set(order).size).toBe(order.length);
      const total = asks.reduce((a, b) => a + b, 0);
      // Drawn a block at a time: a handful of draws for 40 asks.
      expect(draws.mock.calls.length).toBeLessThanOrEqual(Math.ceil(total / ID_BLOCK) * 2);
      expect(await lastDrawn(t)).toBeGreaterThanOrEqual(order.at(-1)!);
    });
  });

  it('a renewed block draws above everything drawn before, another block included', async () => {
    await withApp(async (t) => {
      const mine = new IdBlock('spot_orders_id_seq');
      const other = new IdBlock('spot_orders_id_seq');
      const [first] = await mine.take(t.ctx.db, 1);
      const theirs = await other.take(t.ctx.db, 3);
      // Without renew, mine would go on below the other block's ids.
      const [unrenewed] = await mine.take(t.ctx.db, 1);
      expect(unrenewed).toBe(first! + 1);
      mine.renew();
      const [renewed] = await mine.take(t.ctx.db, 1);
      expect(renewed).toBeGreaterThan(Math.max(...theirs));
    });
  });

  it('a batch needing more than a block gets them all, still rising', async () => {
    await withApp(async (t) => {
      const block = new IdBlock('spot_trades_id_seq');
      const a = await block.take(t.ctx.db, 3);
      const b = await block.take(t.ctx.db, ID_BLOCK * 2);
      expect(b).toHaveLength(ID_BLOCK * 2);
      expect(b[0]).toBeGreaterThan(a[2]!);
      expect(b).toEqual([...b].sort((x, y) => x - y));
    });
  });
});
