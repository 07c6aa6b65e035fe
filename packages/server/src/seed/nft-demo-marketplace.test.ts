/**
 * The demo NFT marketplace of a development server: artists, collections, artworks of every
 * media type served with their content types, live and upcoming sales and a live blind-box
 * series, seeded once however often the seed runs, none in production; a demo artwork can
 * be bought, bid on and a box opened through the real paths.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NftBuyStatus, NftPayType, type NftArtistItem, type NftBox } from '@bourse/shared';
import { ManualClock } from '../clock.ts';
import { FixedFeed } from '../modules/market/index.ts';
import { expectLedgerBalanced } from '../modules/ledger/testing.ts';
import { nftArtists, nftSeries, nftTokens } from '../modules/nft/index.ts';
import { buyer, nft, ok } from '../modules/nft/testing.ts';
import { buildTestApp, call, type TestApp } from '../test/helper.ts';
import { seedDemo } from './index.ts';
import { SERIES_OPENS_IN_S } from './nft.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    clock: new ManualClock('2026-03-02T10:00:00Z'),
    feed: new FixedFeed({ BTC: '65000', ETH: '3250' }),
  });
  await seedDemo(t.ctx.db, t.clock, { production: false, uploadDir: t.ctx.uploadDir });
  t.clock.advance((SERIES_OPENS_IN_S + 1) * 1000); // the series opens just after the seed
});
afterAll(() => t.close());

it('seeds the marketplace once, with every media type served as what it is', async () => {
  await seedDemo(t.ctx.db, t.clock, { production: false, uploadDir: t.ctx.uploadDir });
  expect(await t.ctx.db.$count(nftArtists)).toBe(4);
  expect(await t.ctx.db.$count(nftTokens)).toBe(11);
  expect(await t.ctx.db.$count(nftSeries)).toBe(1);
  const artists = ok(
    await call<NftArtistItem[]>(t.app, 'GET', '/bind_box/getArtist', { page: 1, limit: 8 }),
  );
  expect(artists.map((a) => a.nickname)).toEqual([
    'Mira Sol',
    'Kenji Arai',
    'Lena Okafor',
    'Tomas Reyes',
  ]);

  const list = ok(
    await call<NftBox[]>(t.app, 'GET', '/bind_box/getBoxList', { page: 1, limit: 50 }),
  );
  const byStatus = (s: number) => list.filter((b) => b.buy_status === s);
  expect(byStatus(NftBuyStatus.buyable).length).toBeGreaterThanOrEqual(6);
  expect(byStatus(NftBuyStatus.notStarted).length).toBe(2);
  expect(list.filter((b) => b.pay_type === NftPayType.auction && b.buy_status === 1)).toHaveLength(
    3,
  );
  expect(list.find((b) => b.pay_type === NftPayType.blindBox)).toMatchObject({
    code: 'PRISM',
    remaining: 500,
    buy_status: NftBuyStatus.buyable,
  });
  const types = new Map<number, string>();
  for (const b of list) types.set(b.type, b.media);
  for (const [type, mime] of [
    [1, 'image/png'],
    [2, 'image/gif'],
    [3, 'audio/mpeg'],
    [4, 'video/mp4'],
  ] as const) {
    const res = await t.app.inject({ method: 'GET', url: types.get(type)! });
    expect(res.statusCode, `type ${type}`).toBe(200);
    expect(res.headers['content-type']).toBe(mime);
  }
});

it('sells, takes bids and opens boxes through the real paths', async () => {
  const list = ok(
    await call<NftBox[]>(t.app, 'GET', '/bind_box/getBoxList', {
      page: 1,
      limit: 50,
      pay_type: 1,
      status: 1,
    }),
  );
  const fixed = list.find((b) => b.currency_name === 'USDT')!;
  const bo = await buyer(t, 'bo@demo-nft.test', '1000');
  ok(await nft.buy(t, bo, fixed.code));
  const auctions = ok(
    await call<NftBox[]>(t.app, 'GET', '/bind_box/getBoxList', {
      page: 1,
      limit: 50,
      pay_type: 2,
      status: 1,
    }),
  );
  ok(await nft.bid(t, bo, auctions[0]!.code, auctions[0]!.per_increase));
  ok(await nft.buy(t, bo, 'PRISM'));
  const box = ok(await nft.mine(t, bo)).find((m) => m.rarity_status === 0)!;
  expect(ok(await nft.open(t, bo, box.code)).rarity).toMatch(/^(N|R|SR)$/);
  await expectLedgerBalanced(t.ctx);
});

it('seeds no marketplace in production', async () => {
  const prod = await buildTestApp({ clock: new ManualClock('2026-03-02T10:00:00Z') });
  try {
    await seedDemo(prod.ctx.db, prod.clock, { production: true, uploadDir: prod.ctx.uploadDir });
    expect(await prod.ctx.db.$count(nftArtists)).toBe(0);
  } finally {
    await prod.close();
  }
});
