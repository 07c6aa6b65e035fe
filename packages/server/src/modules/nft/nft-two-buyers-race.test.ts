/**
 * Many buyers at once: one fixed-price artwork goes to exactly one of them, bids at once all
 * land in turn with one margin per bidder, and a series with three boxes left sells exactly
 * three. Nobody else is charged, and the ledger holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { toPlain } from '@bourse/shared';
import {
  artist,
  artwork,
  auction,
  buyer,
  closeBooks,
  fixedSale,
  nft,
  nftApp,
  series,
  spot,
  type NftTest,
} from './testing.ts';
import { nftListings, nftOrders, nftSeries, nftTokens } from './tables.ts';

describe('buyers racing', () => {
  let t: NftTest;
  beforeAll(async () => {
    t = await nftApp();
  });
  afterAll(() => t.close());

  it('eight buyers at once on one artwork: exactly one wins', async () => {
    const ada = await artist(t, 'ada@race.test');
    const code = await artwork(t, ada);
    await fixedSale(t, code, '40');
    const crowd = await Promise.all(
      Array.from({ length: 8 }, (_, i) => buyer(t, `b${i}@race.test`, '100')),
    );
    const replies = await Promise.all(crowd.map((b) => nft.buy(t, b, code)));
    const winners = replies.flatMap((r, i) => (r.type === 'ok' ? [crowd[i]!] : []));
    expect(winners).toHaveLength(1);
    for (const r of replies.filter((r) => r.type !== 'ok')) {
      expect(r.message).toBe('This item is not on sale or has ended');
    }
    const [token] = await t.ctx.db.select().from(nftTokens).where(eq(nftTokens.code, code));
    expect(token!.ownerId).toBe(winners[0]!.id);
    for (const b of crowd) {
      expect((await spot(t, b)).available).toBe(b === winners[0] ? '60' : '100');
    }
    expect(await t.ctx.db.$count(nftOrders, eq(nftOrders.tokenId, token!.id))).toBe(1);
    await closeBooks(t);
  });

  it('bids at once: every bidder lands in turn, a margin is held once per bidder', async () => {
    const ada = await artist(t, 'ada3@race.test', 'Ada Bids');
    const code = await artwork(t, ada);
    const listing = await auction(t, code, { price: '100', step: '1', margin: '10' });
    const crowd = await Promise.all(
      Array.from({ length: 6 }, (_, i) => buyer(t, `d${i}@race.test`, '50')),
    );
    const replies = await Promise.all(crowd.map((b) => nft.bid(t, b, code, '1')));
    expect(replies.every((r) => r.type === 'ok')).toBe(true);
    // One bidder firing five first bids at once: one lands, one margin is held.
    const eager = await buyer(t, 'eager@race.test', '50');
    const burst = await Promise.all(Array.from({ length: 5 }, () => nft.bid(t, eager, code, '2')));
    expect(burst.filter((r) => r.type === 'ok')).toHaveLength(1);
    for (const r of burst.filter((r) => r.type !== 'ok')) {
      expect(r.message).toBe('You already hold the highest bid');
    }
    expect(await spot(t, eager)).toEqual({ available: '40', frozen: '10' });
    for (const b of crowd) expect(await spot(t, b)).toEqual({ available: '40', frozen: '10' });
    const [row] = await t.ctx.db.select().from(nftListings).where(eq(nftListings.id, listing));
    expect({ bids: row!.bids, top: toPlain(row!.topPrice!), leader: row!.topBidderId }).toEqual({
      bids: 7,
      top: '108',
      leader: eager.id,
    });
    await closeBooks(t);
  });

  it('a series with three boxes left sells exactly three to eight buyers at once', async () => {
    const ada = await artist(t, 'ada2@race.test', 'Ada Box');
    const { code } = await series(t, ada, { code: 'RACE', supply: 3, price: '15' });
    const crowd = await Promise.all(
      Array.from({ length: 8 }, (_, i) => buyer(t, `c${i}@race.test`, '100')),
    );
    const replies = await Promise.all(crowd.map((b) => nft.buy(t, b, code)));
    const ok = replies.filter((r) => r.type === 'ok');
    expect(ok).toHaveLength(3);
    for (const r of replies.filter((r) => r.type !== 'ok')) {
      expect(r.message).toMatch(/Every box of Cosmic Drop has been sold|not on sale or has ended/);
    }
    const [s] = await t.ctx.db.select().from(nftSeries).where(eq(nftSeries.code, code));
    expect(s!.sold).toBe(3);
    const boxes = await t.ctx.db.select().from(nftTokens).where(eq(nftTokens.seriesId, s!.id));
    expect(boxes.map((b) => b.code).sort()).toEqual(['RACE-0001', 'RACE-0002', 'RACE-0003']);
    // Bought, not drawn: no box has any content before it is opened.
    expect(boxes.every((b) => b.rarity === null && b.drawHmac === null)).toBe(true);
    const charged = await Promise.all(crowd.map(async (b) => (await spot(t, b)).available));
    expect(charged.filter((a) => a === '85')).toHaveLength(3);
    expect(charged.filter((a) => a === '100')).toHaveLength(5);
    await closeBooks(t);
  });
});
