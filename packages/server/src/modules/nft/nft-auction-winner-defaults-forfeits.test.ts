/**
 * A winner who does not pay within the day: a reminder when six hours are left, then the
 * margin is paid to the seller, the artwork stays theirs, the order expires, and a late
 * payment is refused without moving anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NftMessageKind } from '@bourse/shared';
import { journalCount } from '../ledger/testing.ts';
import {
  HOUR,
  artist,
  artwork,
  auction,
  buyer,
  closeBooks,
  nft,
  nftApp,
  ok,
  runAt,
  spot,
  type NftTest,
} from './testing.ts';
import { nftListings, nftOrders, nftTokens } from './tables.ts';

describe('a winner who defaults', () => {
  let t: NftTest;
  beforeAll(async () => {
    t = await nftApp();
  });
  afterAll(() => t.close());

  it('forfeits the margin to the seller, and the artwork stays with the seller', async () => {
    const ada = await artist(t, 'ada@default.test');
    const bo = await buyer(t, 'bo@default.test', '500');
    const cy = await buyer(t, 'cy@default.test', '500');
    const code = await artwork(t, ada);
    const listing = await auction(t, code, { price: '50', step: '2.5', margin: '12.5', hours: 2 });
    ok(await nft.bid(t, bo, code, '2.5'));
    ok(await nft.bid(t, cy, code, '5'));
    await runAt(t, 2 * HOUR);
    expect(await spot(t, bo)).toEqual({ available: '500', frozen: '0' });
    expect(await spot(t, cy)).toEqual({ available: '487.5', frozen: '12.5' });

    await runAt(t, 17 * HOUR); // seven hours left: no reminder yet
    expect(ok(await nft.messages(t, cy)).map((m) => m.kind)).toEqual([NftMessageKind.won]);
    await runAt(t, 2 * HOUR); // five hours left: one reminder
    await runAt(t, HOUR);
    const kinds = ok(await nft.messages(t, cy)).map((m) => m.kind);
    expect(kinds.filter((k) => k === NftMessageKind.payDue)).toHaveLength(1);

    await runAt(t, 4 * HOUR);
    const [order] = await t.ctx.db.select().from(nftOrders).where(eq(nftOrders.listingId, listing));
    expect(order!.status).toBe(3);
    expect(await spot(t, cy)).toEqual({ available: '487.5', frozen: '0' });
    expect((await spot(t, ada)).available).toBe('12.5');
    const [token] = await t.ctx.db.select().from(nftTokens).where(eq(nftTokens.code, code));
    expect(token!.ownerId).toBe(ada.id);
    const [row] = await t.ctx.db.select().from(nftListings).where(eq(nftListings.id, listing));
    expect(row!.status).toBe(4);
    expect(ok(await nft.messages(t, ada)).map((m) => m.kind)).toContain(NftMessageKind.forfeited);

    const won = ok(await nft.messages(t, cy)).find((m) => m.kind === NftMessageKind.won)!;
    expect(won).toMatchObject({ is_expired: 1, is_pay: 0 });
    const before = await journalCount(t.ctx.db);
    expect(await nft.pay(t, cy, won.id)).toMatchObject({
      type: 'error',
      message: 'The time to pay has run out: the margin went to the seller',
    });
    expect(await journalCount(t.ctx.db)).toBe(before);
    // The job running again decides nothing twice.
    await runAt(t, HOUR);
    expect((await spot(t, ada)).available).toBe('12.5');
    // The artist may sell it again.
    await auction(t, code, { price: '40', step: '1', margin: '5' });
    await closeBooks(t);
  });
});
