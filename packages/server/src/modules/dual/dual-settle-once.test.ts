/**
 * The settlement job is idempotent and reads only the recorded index: before maturity it
 * does nothing; once maturity has passed without a recorded second at or after it, the
 * order shows "settling" (2) and nothing is paid; the price is the FIRST recorded second at
 * or after maturity, however the feed moves later; a second run, and a crash-replayed
 * journal, pay nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DualOrderStatus } from '@bourse/shared';
import { eq } from 'drizzle-orm';
import { FixedFeed } from '../market/index.ts';
import { journalsFor } from '../ledger/testing.ts';
import { postJournal } from '../ledger/index.ts';
import { settleDueDual } from './settle.ts';
import { settleJournal } from './postings.ts';
import { dualOrders } from './tables.ts';
import {
  BTC,
  MATURITY,
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

const at = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000);

describe('settling a dual order once, on the first recorded second at or after maturity', () => {
  let t: DualTest;
  let gil: Person;
  let orderId: number;
  beforeAll(async () => {
    // No BTC price yet: the feed knows ETH only until the test sets BTC.
    t = await dualApp({ feed: new FixedFeed({ ETH: '3400' }) });
    gil = await buyer(t, 'gil@example.com', { usdt: '1000' });
    const { id } = await product(t);
    orderId = (await buy(t, gil, id, 10)).message.id;
  });
  afterAll(() => t.close());

  const row = async () =>
    (await t.ctx.db.select().from(dualOrders).where(eq(dualOrders.id, orderId)))[0]!;

  it('does nothing before maturity', async () => {
    t.clock.set(at(MATURITY, -1));
    expect(await settleDueDual(t.ctx)).toBe(0);
    expect((await row()).status).toBe(DualOrderStatus.bought);
  });

  it('marks a due order settling while its price second is not recorded', async () => {
    t.clock.set(at(MATURITY, 3));
    // The feed has no BTC price: nothing can be recorded, so nothing is paid.
    expect(await settleDueDual(t.ctx)).toBe(0);
    expect((await row()).status).toBe(DualOrderStatus.settling);
    expect(await spot(t, gil, BTC)).toEqual({ available: '0', frozen: '0' });
    await closeBooks(t);
  });

  it('settles on the first recorded second at or after maturity, not the latest', async () => {
    t.feed.set('BTC', '89000');
    t.clock.set(at(MATURITY, 5));
    await t.ctx.prices.record('BTC');
    t.feed.set('BTC', '95000');
    t.clock.set(at(MATURITY, 9));
    expect(await settleDueDual(t.ctx)).toBe(1);
    const settled = await row();
    expect(settled.status).toBe(DualOrderStatus.settled);
    expect(settled.settlePrice).toBe('89000.000000000000000000');
    expect(settled.settleAt).toEqual(at(MATURITY, 5));
    // Converted at the LINKED price, not the index: 1,010 / 90,000 = 0.01122222 BTC.
    expect(await spot(t, gil, BTC)).toEqual({ available: '0.01122222', frozen: '0' });
    await closeBooks(t);
  });

  it('pays nothing more when the job runs again or the journal is replayed', async () => {
    t.clock.set(at(MATURITY, 60));
    expect(await settleDueDual(t.ctx)).toBe(0);
    const settled = await row();
    await t.ctx.db.transaction(async (tx) => {
      const replay = await postJournal(tx, settleJournal(settled, false, t.clock.now()));
      expect(replay.replayed).toBe(true);
    });
    expect(await spot(t, gil, BTC)).toEqual({ available: '0.01122222', frozen: '0' });
    expect(await spot(t, gil, USDT)).toEqual({ available: '0', frozen: '0' });
    expect(await pool(t, USDT)).toEqual({ available: '1001000', frozen: '0' });
    const settles = (await journalsFor(t.ctx.db, { table: 'dual_orders' })).filter(
      (j) => j.reason === 'dual_settle',
    );
    expect(settles).toHaveLength(1);
    await closeBooks(t);
  });

  it('refuses any change of a settled order in the database', async () => {
    const error = await t.ctx.db
      .update(dualOrders)
      .set({ paidAmount: '1' })
      .where(eq(dualOrders.id, orderId))
      .then(
        () => undefined,
        (e: unknown) => e as { cause?: { code?: string } },
      );
    expect(error?.cause?.code).toBe('BR004');
    expect((await row()).paidAmount).toBe('0.011222220000000000');
  });
});
