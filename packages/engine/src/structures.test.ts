/**
 * The two inner structures against the obvious ones: IdIndex against a Map, PriceLadder
 * against a sorted array, under random operation sequences (fast-check shrinks a failure
 * to a minimal sequence).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IdIndex } from './idIndex.ts';
import { NONE } from './orderStore.ts';
import { PriceLadder } from './priceLadder.ts';

describe('IdIndex', () => {
  // Ids from a narrow range collide and share blocks; some are above 2^32 and near 2^53.
  const id = fc.oneof(
    fc.integer({ min: 1, max: 200 }),
    fc.integer({ min: 2 ** 32 - 50, max: 2 ** 32 + 50 }),
    fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    fc.integer({ min: 0, max: 40 }).map((k) => (k + 1) * 4096),
  );
  const op = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), id }),
    fc.record({ kind: fc.constant('delete' as const), id }),
    fc.record({ kind: fc.constant('get' as const), id }),
  );

  it('behaves like a Map under any sequence of adds, deletes and gets', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 3000 }), (ops) => {
        const index = new IdIndex(5);
        const model = new Map<number, number>();
        ops.forEach((o, slot) => {
          if (o.kind === 'add') {
            if (model.has(o.id)) return;
            index.add(o.id, slot);
            model.set(o.id, slot);
          } else if (o.kind === 'delete') {
            expect(index.delete(o.id)).toBe(model.delete(o.id));
          } else expect(index.get(o.id)).toBe(model.get(o.id) ?? NONE);
          expect(index.size).toBe(model.size);
        });
        for (const [k, v] of model) expect(index.get(k)).toBe(v);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps finding every id after heavy churn of consecutive ids', () => {
    const index = new IdIndex(5);
    const live = new Set<number>();
    for (let id = 1; id <= 50_000; id++) {
      index.add(id, id % 1000);
      live.add(id);
      if (id % 3 !== 0) {
        const gone = id - (id % 97);
        if (live.delete(gone)) expect(index.delete(gone)).toBe(true);
      }
    }
    expect(index.size).toBe(live.size);
    for (let id = 1; id <= 50_000; id++) {
      expect(index.get(id)).toBe(live.has(id) ? id % 1000 : NONE);
    }
  });
});

describe('PriceLadder', () => {
  const op = fc.oneof(
    fc.record({ kind: fc.constant('insert' as const), key: fc.integer({ min: -60, max: 60 }) }),
    fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
  );

  it('keeps its keys sorted and locate returns the lower bound', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 400 }), fc.integer({ min: -70, max: 70 }), (ops, q) => {
        const ladder = new PriceLadder();
        const model: { key: number; level: number }[] = [];
        ops.forEach((o, level) => {
          if (o.kind === 'insert') {
            const pos = ladder.locate(o.key);
            if (pos < ladder.n && ladder.keys[pos] === o.key) return;
            ladder.insertAt(pos, o.key, level);
            model.push({ key: o.key, level });
            model.sort((a, b) => a.key - b.key);
          } else if (model.length > 0) {
            const pos = o.at % model.length;
            ladder.removeAt(pos);
            model.splice(pos, 1);
          }
        });
        expect(Array.from(ladder.keys.subarray(0, ladder.n))).toEqual(model.map((e) => e.key));
        expect(Array.from(ladder.levels.subarray(0, ladder.n))).toEqual(model.map((e) => e.level));
        const lowerBound = model.findIndex((e) => e.key >= q);
        expect(ladder.locate(q)).toBe(lowerBound < 0 ? model.length : lowerBound);
      }),
      { numRuns: 300 },
    );
  });
});
