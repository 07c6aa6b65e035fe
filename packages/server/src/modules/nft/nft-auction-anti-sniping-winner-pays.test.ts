/**
 * An auction from first bid to payment: the margin held once per bidder, a bid below the
 * step refused ("your bid must be higher than the current bid"), a bid in the last five
 * minutes moving the end five minutes later, the close releasing the losers' margins and
 * opening the winner's order, and the payment applying the margin and paying the seller,
 * fee and royalty in one journal. Messages: outbid, won, sold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NftMessageKind } from '@bourse/shared';
import {
  MINUTE,
  artist,
  artwork,
  auction,
  buyer,
  closeBooks,
  fees,
  nft,
  nftApp,
  ok,
  runAt,
  spot,
  type NftTest,
} from './testing.ts';
import { nftListings, nftTokens } from './tables.ts';

describe('an auction', () => {
  let t: NftTest;
  beforeAll(async () => {
    t = await nftApp();
  });
  afterAll(() => t.close());

  it('extends on a late bid, releases the losers and is paid by the winner', async () => {
    const ada = await artist(t, 'ada@auction.test');
    const bo = await buyer(t, 'bo@auction.test', '1000');
    const cy = await buyer(t, 'cy@auction.test', '1000');
    const dee = await buyer(t, 'dee@auction.test', '1000');
    const code = await artwork(t, ada, { royalty: '10' });
    const listing = await auction(t, code, { price: '100', step: '5', margin: '20', hours: 1 });

    expect(await nft.bid(t, bo, code, '4.99')).toMatchObject({
      type: 'error',
      message: 'Your bid must be higher than the current bid: raise it by at least 5 USDT',
    });
    expect(await spot(t, bo)).toEqual({ available: '1000', frozen: '0' });

    ok(await nft.bid(t, bo, code, '5')); // 105, margin 20 held
    expect(await spot(t, bo)).toEqual({ available: '980', frozen: '20' });
    expect(await nft.bid(t, bo, code, '5')).toMatchObject({
      type: 'error',
      message: 'You already hold the highest bid',
    });
    ok(await nft.bid(t, cy, code, '10')); // 115
    ok(await nft.bid(t, bo, code, '5')); // 120: bo's margin is not held twice
    expect(await spot(t, bo)).toEqual({ available: '980', frozen: '20' });
    const log = ok(await nft.bids(t, code));
    expect(log.map((b) => b.price)).toEqual(['120', '115', '105']);

    // Two minutes before the end, dee's first bid moves the end five minutes later.
    const [before] = await t.ctx.db.select().from(nftListings).where(eq(nftListings.id, listing));
    t.clock.advance(before!.endAt.getTime() - t.clock.now().getTime() - 2 * MINUTE);
    ok(await nft.bid(t, dee, code, '30')); // 150
    const [after] = await t.ctx.db.select().from(nftListings).where(eq(nftListings.id, listing));
    expect(after!.endAt.getTime() - before!.endAt.getTime()).toBe(5 * MINUTE);

    // At the old end nothing closes; bids still land.
    await runAt(t, 2 * MINUTE);
    ok(await nft.bid(t, cy, code, '5')); // 155, five minutes left: +5 min
    ok(await nft.bid(t, dee, code, '5')); // 160, ten minutes left: no extension
    const [last] = await t.ctx.db.select().from(nftListings).where(eq(nftListings.id, listing));
    expect(last!.status).toBe(1);
    expect(last!.endAt.getTime() - after!.endAt.getTime()).toBe(5 * MINUTE);

    await runAt(t, last!.endAt.getTime() - t.clock.now().getTime());
    const [closed] = await t.ctx.db.select().from(nftListings).where(eq(nftListings.id, listing));
    expect(closed).toMatchObject({
      status: 2,
      topBidderId: dee.id,
      topPrice: '160.000000000000000000',
    });
    // Losers' margins released at the close; the winner's still held.
    expect(await spot(t, bo)).toEqual({ available: '1000', frozen: '0' });
    expect(await spot(t, cy)).toEqual({ available: '1000', frozen: '0' });
    expect(await spot(t, dee)).toEqual({ available: '980', frozen: '20' });
    const outbid = ok(await nft.messages(t, bo)).filter((m) => m.kind === NftMessageKind.outbid);
    expect(outbid.length).toBeGreaterThan(0);

    const won = ok(await nft.messages(t, dee)).find((m) => m.kind === NftMessageKind.won)!;
    expect(won).toMatchObject({
      is_pay: 0,
      is_expired: 0,
      is_read: '0',
      to_pay: '140',
      price: '160',
    });
    expect(won.overtime).toBe(Math.floor(t.clock.now().getTime() / 1000) + 86_400);
    ok(await nft.pay(t, dee, won.id));
    // 160 = 4 fee (2.5%) + 16 royalty (10%, but the artist is the seller: none) ...
    expect(await spot(t, dee)).toEqual({ available: '840', frozen: '0' });
    expect((await spot(t, ada)).available).toBe('156');
    expect(await fees(t)).toBe('4');
    const [token] = await t.ctx.db.select().from(nftTokens).where(eq(nftTokens.code, code));
    expect(token!.ownerId).toBe(dee.id);
    const paid = ok(await nft.messages(t, dee)).find((m) => m.id === won.id)!;
    expect(paid).toMatchObject({ is_pay: 1, is_read: '1' });
    expect(ok(await nft.messages(t, ada)).map((m) => m.kind)).toContain(NftMessageKind.sold);
    expect(await nft.pay(t, dee, won.id)).toMatchObject({
      type: 'error',
      message: 'This order has already been paid',
    });
    await closeBooks(t);
  });

  it('an auction nobody bid on ends and the artwork stays with its artist', async () => {
    const ada = await artist(t, 'ada2@auction.test', 'Ada Quiet');
    const code = await artwork(t, ada);
    const listing = await auction(t, code, { price: '10', step: '1', margin: '2', hours: 1 });
    await runAt(t, 2 * 3_600_000);
    const [row] = await t.ctx.db.select().from(nftListings).where(eq(nftListings.id, listing));
    expect(row!.status).toBe(4);
    const [token] = await t.ctx.db.select().from(nftTokens).where(eq(nftTokens.code, code));
    expect(token!.ownerId).toBe(ada.id);
    await closeBooks(t);
  });
});
