/**
 * Resale as the original client sends it (`code, price, start_time, end_time,
 * per_increase`, no `pay_type`): an auction starting at `price` with the published resale
 * margin. On the sale the reseller is paid the price less fee and royalty, the creator the
 * royalty. A listing is irrevocable: a second listing of the same artwork is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NftMessageKind, toPlain } from '@bourse/shared';
import { toDateTime } from '../system/index.ts';
import {
  DAY,
  HOUR,
  artist,
  artwork,
  buyer,
  closeBooks,
  fees,
  fixedSale,
  nft,
  nftApp,
  ok,
  runAt,
  spot,
  splitOf,
  type NftTest,
} from './testing.ts';
import { nftListings, nftOrders, nftTokens } from './tables.ts';

describe('a resale', () => {
  let t: NftTest;
  beforeAll(async () => {
    t = await nftApp();
  });
  afterAll(() => t.close());

  it('is an auction from the client, paying the reseller less fee and royalty', async () => {
    const ada = await artist(t, 'ada@resale.test');
    const bo = await buyer(t, 'bo@resale.test', '1000');
    const cy = await buyer(t, 'cy@resale.test', '2000');
    const code = await artwork(t, ada, { royalty: '5' });
    await fixedSale(t, code, '100');
    ok(await nft.buy(t, bo, code));
    const [token] = await t.ctx.db.select().from(nftTokens).where(eq(nftTokens.code, code));

    const now = t.clock.now();
    const listing = {
      code,
      price: '1,000',
      start_time: toDateTime(now),
      end_time: toDateTime(new Date(now.getTime() + DAY)),
      per_increase: '10',
    };
    // Only the owner may list.
    expect(await nft.resell(t, cy, listing)).toMatchObject({
      type: 'error',
      message: 'This artwork is not yours',
    });
    expect(
      await nft.resell(t, bo, { ...listing, end_time: toDateTime(new Date(now.getTime() - HOUR)) }),
    ).toMatchObject({ type: 'error', message: 'End time should be later than start time' });
    ok(await nft.resell(t, bo, listing));
    expect(await nft.resell(t, bo, { ...listing, price: '5' })).toMatchObject({
      type: 'error',
      message: 'This artwork is already on sale, and a sale cannot be withdrawn',
    });
    const listings = await t.ctx.db
      .select()
      .from(nftListings)
      .where(eq(nftListings.tokenId, token!.id));
    const live = listings.find((l) => l.status === 1)!;
    expect(listings).toHaveLength(2);
    expect({
      payType: live.payType,
      resale: live.resale,
      price: toPlain(live.price),
      step: toPlain(live.step),
      margin: toPlain(live.margin), // the published 10% resale margin
    }).toEqual({ payType: 2, resale: true, price: '1000', step: '10', margin: '100' });
    const box = ok(await nft.detail(t, live.id));
    expect(box).toMatchObject({
      resell_nft_status: 1,
      pay_type: 2,
      per_increase: '10',
      margin: '100',
    });

    ok(await nft.bid(t, cy, code, '10')); // 1010
    await runAt(t, DAY);
    const won = ok(await nft.messages(t, cy)).find((m) => m.kind === NftMessageKind.won)!;
    ok(await nft.pay(t, cy, won.id));
    const [order] = await t.ctx.db.select().from(nftOrders).where(eq(nftOrders.listingId, live.id));
    // 1010: fee 25.25, royalty 50.5, the reseller 934.25.
    expect(splitOf(order!)).toEqual({ fee: '25.25', royalty: '50.5', proceeds: '934.25' });
    expect((await spot(t, bo)).available).toBe(String(900 + 934.25));
    expect((await spot(t, ada)).available).toBe(String(97.5 + 50.5));
    expect(await spot(t, cy)).toEqual({ available: '990', frozen: '0' });
    const [owned] = await t.ctx.db.select().from(nftTokens).where(eq(nftTokens.code, code));
    expect(owned!.ownerId).toBe(cy.id);
    expect(await fees(t)).toBe('27.75');
    await closeBooks(t);
  });
});
