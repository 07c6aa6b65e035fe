/**
 * The NFT marketplace (`bind_box/*`, client contract 7.15) on the original client's wire:
 * the list and search with every box field the pages read (`pay_type` and `per_increase`
 * never null, dates `Date.parse` accepts), artists, favourites, a fixed-price purchase, an
 * auction bid sent as the increment with thousands separators, the bid log polled by the
 * auction page, a blind box bought and opened, a resale with the picker's zero-padded
 * dates, and the won-auction message the client counts, pays and reads (`overtime` in unix
 * seconds). The demo seed's marketplace is what the client sees.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../packages/server/src/clock.ts';
import { grantFromFaucet } from '../../packages/server/src/modules/ledger/testing.ts';
import { FixedFeed } from '../../packages/server/src/modules/market/index.ts';
import { runNftJobs } from '../../packages/server/src/modules/nft/index.ts';
import { SERIES_OPENS_IN_S } from '../../packages/server/src/seed/nft.ts';
import { DATE_TIME_RE, expectNumeric, expectOk, expectRefused, legacyServer } from './harness.ts';

const clock = new ManualClock('2026-03-03T10:00:00Z');
const s = legacyServer({}, { clock, feed: new FixedFeed({ BTC: '65000', ETH: '3250' }) });
const USDT = 3;

type Box = Record<string, unknown> & { id: number; code: string; pay_type: number; price: string };

const BOX_FIELDS = [
  'id',
  'code',
  'name',
  'image',
  'rarity',
  'collect',
  'pay_type',
  'type',
  'author',
  'author_name',
  'author_avatar',
  'currency_name',
  'price',
  'per_increase',
  'margin',
  'description',
  'status',
  'start_time',
  'end_time',
  'rarity_status',
  'resell_nft_status',
];

function expectBox(b: Box, what: string): void {
  for (const f of BOX_FIELDS) expect(b[f], `${what}.${f}`).not.toBeUndefined();
  expect([1, 2, 3], `${what}.pay_type`).toContain(b.pay_type);
  expect(b.per_increase, `${what}.per_increase`).not.toBeNull();
  expect(typeof b.per_increase).toBe('string');
  expect(Number.isNaN(Date.parse(String(b.start_time))), `${what}.start_time`).toBe(false);
  expect(Number.isNaN(Date.parse(String(b.end_time))), `${what}.end_time`).toBe(false);
  expect(String(b.start_time)).toMatch(DATE_TIME_RE);
  expectNumeric(b.price, `${what}.price`);
  expect(['', 'N', 'R', 'SR']).toContain(b.rarity);
  expect(typeof b.collect).toBe('boolean');
}

async function user(usdt = '5000') {
  const token = await s.newUser();
  const id = expectOk(await s.call('GET', '/user/info', {}, { token }), 'user/info').id as number;
  await grantFromFaucet(s.t.ctx, id, USDT, usdt);
  return { token, id };
}

const pad = (n: number) => String(n).padStart(2, '0');
const picker = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

describe('NFT (7.15)', () => {
  it('lists, searches and shows boxes with every field the pages read', async () => {
    clock.advance((SERIES_OPENS_IN_S + 1) * 1000); // the demo series opens just after the seed
    const page = expectOk(
      await s.call('GET', '/bind_box/getBoxList', { page: 1, limit: 6 }),
      'list',
    ) as Box[];
    expect(page).toHaveLength(6);
    page.forEach((b, i) => expectBox(b, `list[${i}]`));
    const auctions = expectOk(
      await s.call('GET', '/bind_box/getBoxList', { pay_type: 2, status: 1, page: 1, limit: 999 }),
      'search',
    ) as Box[];
    expect(auctions.length).toBeGreaterThan(0);
    expect(auctions.every((b) => b.pay_type === 2 && b.status === 1)).toBe(true);
    const videos = expectOk(
      await s.call('GET', '/bind_box/getBoxList', { type: 4, page: 1, limit: 999 }),
      'search type',
    ) as Box[];
    expect(videos.every((b) => b.type === 4)).toBe(true);
    const coins = expectOk(await s.call('GET', '/bind_box/getNftCurrency'), 'currencies') as {
      id: number;
      name: string;
    }[];
    expect(coins.map((c) => c.name)).toContain('USDT');
    const detail = expectOk(
      await s.call('GET', '/bind_box/getBoxDetail', { id: page[0]!.id }),
      'detail',
    ) as Box;
    expectBox(detail, 'detail');
    expect(detail.code).toBe(page[0]!.code);

    const artists = expectOk(
      await s.call('GET', '/bind_box/getArtist', { page: 1, limit: 8 }),
      'artists',
    ) as {
      id: number;
      head_portrait: string;
      nickname: string;
    }[];
    expect(artists.length).toBe(4);
    const one = expectOk(
      await s.call('GET', '/bind_box/getArtistDetail', { uid: artists[0]!.id }),
      'artist',
    );
    expect(one).toMatchObject({ nickname: artists[0]!.nickname });
    expect(Array.isArray(one.artworks) && Array.isArray(one.collects)).toBe(true);
    expectNumeric(one.artworks_collect_number, 'artworks_collect_number');
  });

  it('buys, favourites, bids by increment, opens a box and resells', async () => {
    const me = await user();
    const fixed = (
      expectOk(
        await s.call('GET', '/bind_box/getBoxList', {
          pay_type: 1,
          status: 1,
          page: 1,
          limit: 999,
        }),
        'fixed',
      ) as Box[]
    ).find((b) => b.currency_name === 'USDT')!;
    expectOk(
      await s.call('POST', '/bind_box/collect', { code: fixed.code }, { token: me.token }),
      'collect',
    );
    const liked = expectOk(
      await s.call('GET', '/bind_box/getCollection', {}, { token: me.token }),
      'favourites',
    ) as Box[];
    expect(liked.map((b) => b.code)).toEqual([fixed.code]);
    expectOk(
      await s.call('POST', '/bind_box/buyNFT', { code: fixed.code }, { token: me.token }),
      'buy',
    );
    expectRefused(
      await s.call('POST', '/bind_box/buyNFT', { code: fixed.code }, { token: me.token }),
      'buy again',
    );

    const auction = (
      expectOk(
        await s.call('GET', '/bind_box/getBoxList', {
          pay_type: 2,
          status: 1,
          page: 1,
          limit: 999,
        }),
        'auctions',
      ) as Box[]
    )[0]!;
    const step = Number(auction.per_increase);
    const increment = (step * 1000).toLocaleString('en-US'); // "10,000"
    expectOk(
      await s.call(
        'POST',
        '/bind_box/auctionNFT',
        { code: auction.code, price: increment },
        { token: me.token },
      ),
      'bid',
    );
    const log = expectOk(
      await s.call('POST', '/bind_box/getBindBoxQuotationLog', { code: auction.code }),
      'log',
    ) as Record<string, unknown>[];
    expect(log[0]).toMatchObject({
      price: String(Number(auction.price) + step * 1000),
      currency_name: 'USDT',
    });
    for (const f of ['head_portrait', 'nick_name', 'created', 'price', 'currency_name']) {
      expect(log[0]![f], f).not.toBeUndefined();
    }
    const myBids = expectOk(
      await s.call('POST', '/bind_box/getMyBindBoxQuotationLog', { page: 1 }, { token: me.token }),
      'my bids',
    );
    expect(myBids.data[0]).toMatchObject({ nft_name: auction.name, currency_name: 'USDT' });

    expectOk(
      await s.call('POST', '/bind_box/buyNFT', { code: 'PRISM' }, { token: me.token }),
      'box',
    );
    const mine = expectOk(
      await s.call('POST', '/bind_box/getMyNFTs', {}, { token: me.token }),
      'mine',
    ) as Box[];
    const box = mine.find((m) => m.pay_type === 3 && m.rarity_status === 0)!;
    for (const f of ['id', 'image', 'name', 'pay_type', 'rarity_status', 'resell_nft_status']) {
      expect(box[f], f).not.toBeUndefined();
    }
    const opened = expectOk(
      await s.call('POST', '/bind_box/openBlindBox', { code: box.code }, { token: me.token }),
      'open',
    ) as Box;
    expectBox(opened, 'opened');
    expect(opened.rarity_status).toBe(1);

    const now = clock.now();
    expectOk(
      await s.call(
        'POST',
        '/bind_box/resellNFT',
        {
          code: fixed.code,
          price: '1,250.5',
          start_time: picker(now),
          end_time: picker(new Date(now.getTime() + 86_400_000)),
          per_increase: '5',
        },
        { token: me.token },
      ),
      'resell',
    );
    const relisted = expectOk(
      await s.call('GET', '/bind_box/getBoxDetail', { id: fixed.id }),
      'relisted',
    ) as Box;
    expect(relisted).toMatchObject({
      resell_nft_status: 1,
      pay_type: 2,
      price: '1250.5',
      per_increase: '5',
    });
    expectRefused(
      await s.call(
        'POST',
        '/bind_box/resellNFT',
        { code: fixed.code, price: '1', end_time: picker(now), per_increase: '1' },
        { token: me.token },
      ),
      'resell twice',
    );
  });

  it('tells the winner, who pays within the day; unread counted as the badge does', async () => {
    const me = await user('50000');
    const auction = (
      expectOk(
        await s.call('GET', '/bind_box/getBoxList', {
          pay_type: 2,
          status: 1,
          page: 1,
          limit: 999,
        }),
        'auctions',
      ) as Box[]
    ).sort((a, b) => Date.parse(String(a.end_time)) - Date.parse(String(b.end_time)))[0]!;
    expectOk(
      await s.call(
        'POST',
        '/bind_box/auctionNFT',
        { code: auction.code, price: auction.per_increase as string },
        { token: me.token },
      ),
      'winning bid',
    );
    clock.advance(
      Date.parse(`${String(auction.end_time).replace(' ', 'T')}Z`) -
        clock.now().getTime() +
        10 * 60_000,
    );
    await runNftJobs(s.t.ctx);
    const messages = expectOk(
      await s.call('POST', '/bind_box/getNeedPayNFTOrder', {}, { token: me.token }),
      'messages',
    ) as Record<string, unknown>[];
    const won = messages.find((m) => m.is_pay === 0 && Number(m.overtime) > 0)! as Record<
      string,
      unknown
    > & { id: number };
    for (const f of [
      'id',
      'name',
      'image',
      'price',
      'currency_name',
      'is_read',
      'is_pay',
      'is_expired',
      'overtime',
      'pay_time',
    ]) {
      expect(won[f], f).not.toBeUndefined();
    }
    expect(won.is_read == '0').toBe(true);
    expect(String(won.overtime)).toMatch(/^\d{10}$/);
    expect(Number(won.overtime)).toBeGreaterThan(clock.now().getTime() / 1000);
    expectOk(
      await s.call('POST', '/bind_box/payNFTOrder', { id: won.id }, { token: me.token }),
      'pay',
    );
    expectOk(
      await s.call('POST', '/bind_box/readNFTOrderMessage', { id: won.id }, { token: me.token }),
      'read',
    );
    const after = expectOk(
      await s.call('POST', '/bind_box/getNeedPayNFTOrder', {}, { token: me.token }),
      'after',
    ) as Record<string, unknown>[];
    expect(after.find((m) => m.id === won.id)).toMatchObject({ is_pay: 1, is_read: '1' });
    // Another user's message is not theirs to read.
    const other = await user();
    expectRefused(
      await s.call('POST', '/bind_box/readNFTOrderMessage', { id: won.id }, { token: other.token }),
      'foreign',
    );
  });
});
