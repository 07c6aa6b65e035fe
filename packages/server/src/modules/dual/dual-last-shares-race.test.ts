/**
 * Buyers racing for the last shares: 12 buyers ask for 1 share each of a product with 5
 * left, all at once, and 3 buyers race one user's single balance. The shares are taken by
 * one conditional update, so exactly 5 succeed and the product is never oversold; the rest
 * are refused with the shares left, and nothing of theirs moved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dualOrders, dualProducts } from './tables.ts';
import {
  USDT,
  buy,
  buyer,
  closeBooks,
  dualApp,
  pool,
  product,
  spot,
  type DualTest,
  type Person,
} from './testing.ts';

describe('concurrent purchases of the last shares', () => {
  let t: DualTest;
  let people: Person[];
  beforeAll(async () => {
    t = await dualApp();
    people = [];
    for (let i = 0; i < 12; i++) people.push(await buyer(t, `r${i}@example.com`, { usdt: '100' }));
  });
  afterAll(() => t.close());

  it('sells exactly the 5 shares left', async () => {
    const { id } = await product(t, { total_shares: 5 });
    const replies = await Promise.all(people.map((p) => buy(t, p, id, 1)));
    const ok = replies.filter((r) => r.type === 'ok');
    expect(ok).toHaveLength(5);
    for (const r of replies.filter((r) => r.type !== 'ok')) {
      expect(r.type).toBe('error');
      expect(r.message).toMatch(/Only 0 shares are left|no longer sells/);
    }
    const [row] = await t.ctx.db.select().from(dualProducts).where(eq(dualProducts.id, id));
    expect(row!.soldShares).toBe(5);
    expect(await t.ctx.db.$count(dualOrders, eq(dualOrders.productId, id))).toBe(5);
    const balances = await Promise.all(people.map((p) => spot(t, p, USDT)));
    expect(balances.filter((b) => b.available === '0')).toHaveLength(5);
    expect(balances.filter((b) => b.available === '100')).toHaveLength(7);
    expect(await pool(t, USDT)).toEqual({ available: '999995', frozen: '505' });
    await closeBooks(t);
  });

  it('lets one balance pay for one purchase only', async () => {
    const { id } = await product(t, { total_shares: 50 });
    const rich = await buyer(t, 'one@example.com', { usdt: '100' });
    const replies = await Promise.all([1, 2, 3].map(() => buy(t, rich, id, 1)));
    expect(replies.filter((r) => r.type === 'ok')).toHaveLength(1);
    expect(replies.filter((r) => r.type === 'error')).toHaveLength(2);
    expect(await spot(t, rich, USDT)).toEqual({ available: '0', frozen: '0' });
    const [row] = await t.ctx.db.select().from(dualProducts).where(eq(dualProducts.id, id));
    expect(row!.soldShares).toBe(1);
    await closeBooks(t);
  });
});
