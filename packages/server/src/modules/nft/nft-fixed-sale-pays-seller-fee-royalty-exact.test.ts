/**
 * A fixed-price sale pays the seller, the platform's fee and the creator's royalty exactly,
 * in one journal with the change of owner: first by the artist (no royalty to themselves),
 * then resold by the buyer (royalty to the artist). Rounding never favours the platform.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { journalsFor } from '../ledger/testing.ts';
import {
  artist,
  artwork,
  buyer,
  closeBooks,
  fees,
  fixedSale,
  nft,
  nftApp,
  ok,
  spot,
  splitOf,
  type NftTest,
} from './testing.ts';
import { nftOrders, nftTokens } from './tables.ts';

describe('a fixed-price sale', () => {
  let t: NftTest;
  beforeAll(async () => {
    t = await nftApp();
  });
  afterAll(() => t.close());

  it('pays the artist price less the 2.5% fee, then the reseller less fee and royalty', async () => {
    const ada = await artist(t, 'ada@nft.test');
    const bo = await buyer(t, 'bo@nft.test', '1000');
    const cy = await buyer(t, 'cy@nft.test', '1000');
    const code = await artwork(t, ada, { royalty: '7.5' });
    await fixedSale(t, code, '123.456789');

    expect(ok(await nft.buy(t, bo, code))).toContain('123.456789 USDT');
    // Fee 2.5% of 123.456789 = 3.086419725, rounded down to USDT's decimals.
    expect(await spot(t, bo)).toEqual({ available: '876.543211', frozen: '0' });
    const [first] = await t.ctx.db.select().from(nftOrders).where(eq(nftOrders.buyerId, bo.id));
    expect(splitOf(first!)).toEqual({ fee: '3.086419', royalty: '0', proceeds: '120.37037' });
    expect((await spot(t, ada)).available).toBe('120.37037');
    expect(await fees(t)).toBe('3.086419');
    const [owned] = await t.ctx.db.select().from(nftTokens).where(eq(nftTokens.code, code));
    expect(owned!.ownerId).toBe(bo.id);
    // One journal: buyer, seller and fee together.
    const posted = await journalsFor(t.ctx.db, { table: 'nft_orders', id: first!.id });
    expect(posted).toHaveLength(1);

    ok(
      await nft.resell(t, bo, {
        code,
        price: '200',
        pay_type: 1,
        end_time: new Date(t.clock.now().getTime() + 86_400_000)
          .toISOString()
          .slice(0, 19)
          .replace('T', ' '),
      }),
    );
    ok(await nft.buy(t, cy, code));
    const [second] = await t.ctx.db
      .select()
      .from(nftOrders)
      .where(and(eq(nftOrders.buyerId, cy.id), eq(nftOrders.tokenId, owned!.id)));
    // 2.5% fee = 5, 7.5% royalty = 15, the reseller gets 180.
    expect(splitOf(second!)).toEqual({ fee: '5', royalty: '15', proceeds: '180' });
    expect((await spot(t, bo)).available).toBe('1056.543211');
    expect((await spot(t, ada)).available).toBe('135.37037');
    expect((await spot(t, cy)).available).toBe('800');
    expect(await fees(t)).toBe('8.086419');
    await closeBooks(t);
  });

  it('refuses a buyer short of the price and changes nothing', async () => {
    const ada = await artist(t, 'ada2@nft.test', 'Ada Two');
    const poor = await buyer(t, 'poor@nft.test', '10');
    const code = await artwork(t, ada);
    await fixedSale(t, code, '50');
    const r = await nft.buy(t, poor, code);
    expect(r).toMatchObject({ type: 'error', message: 'Insufficient USDT balance' });
    expect(await spot(t, poor)).toEqual({ available: '10', frozen: '0' });
    const [token] = await t.ctx.db.select().from(nftTokens).where(eq(nftTokens.code, code));
    expect(token!.ownerId).toBe(ada.id);
    // The artist cannot buy their own work; an auction is bid on, not bought.
    expect(await nft.buy(t, ada, code)).toMatchObject({
      type: 'error',
      message: 'You cannot buy or bid on your own artwork',
    });
    await closeBooks(t);
  });
});
