/**
 * The spot sequencers' copy of the discounts (discounts.ts): the job of this process drops it
 * at once; a run finished by another process (its rows written here directly, nothing
 * dropped) is noticed by the first batch after FRESH_MS, in the background, while the old
 * copy serves that batch. Time is the copy's own clock (performance.now), moved by hand.
 */
import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FRESH_MS, vipFeeDiscounts } from './discounts.ts';
import { userVip, vipAssessments, vipRuns } from './tables.ts';
import { assess, person, vipApp, type LeverTest, type Trader } from './testing.ts';

let t: LeverTest;
let ann: Trader;
let ben: Trader;

beforeAll(async () => {
  t = await vipApp();
  ann = await person(t, 'ann@example.com', '10000');
  ben = await person(t, 'ben@example.com', '100');
}, 60_000);
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const copy = async () => Object.fromEntries(await vipFeeDiscounts(t.ctx.db));

/** Another process's job: the next day's run, finished, with ben at 12.5%. */
async function runElsewhere(day: string): Promise<void> {
  const at = t.clock.now();
  await t.ctx.db.insert(vipRuns).values({
    day,
    windowFrom: new Date(at.getTime() - 86_400_000),
    windowTo: at,
    levels: [],
    levelsSource: 'default',
    prices: {},
    unpriced: [],
    startedAt: at,
    finishedAt: at,
  });
  const level = { userId: ben.id, day, level: 1, feeDiscountPercent: '12.5' };
  await t.ctx.db
    .insert(vipAssessments)
    .values({ ...level, spotVolume: '0', contractVolume: '0', holdings: '0', computedAt: at });
  await t.ctx.db
    .insert(userVip)
    .values({ ...level, updatedAt: at })
    .onConflictDoUpdate({ target: userVip.userId, set: { ...level, updatedAt: at } });
}

describe('the discounts copy', () => {
  it('holds no one before the first run, and the job of this process refreshes it', async () => {
    expect(await copy()).toEqual({});
    await assess(t);
    expect(await copy()).toEqual({ [ann.id]: '10' });
  });

  it("another process's run is seen after FRESH_MS, the old copy serving meanwhile", async () => {
    await runElsewhere('2026-03-03');
    expect(await copy()).toEqual({ [ann.id]: '10' });

    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now + FRESH_MS + 1);
    // This batch gets the copy it had; the check runs behind it.
    expect(await copy()).toEqual({ [ann.id]: '10' });
    await vi.waitFor(async () =>
      expect(await copy()).toEqual({ [ann.id]: '10', [ben.id]: '12.5' }),
    );
  });
});
