/**
 * NFT test helpers: an app on a manual clock with the catalogue; artists (users with a
 * profile), artworks, sales and series created through the same services as the operator's
 * routes; buyers funded in the spot account through the ledger; the client's calls.
 */
import { deflateSync } from 'node:zlib';
import { toPlain, type NftBox, type NftMessageItem, type NftSeriesView } from '@bourse/shared';
import { ManualClock } from '../../clock.ts';
import { seedCurrencies, seedRegions } from '../../seed/catalogue.ts';
import { seedSettings } from '../../seed/settings.ts';
import { buildTestApp, call, type Reply, type TestApp } from '../../test/helper.ts';
import { createOperator } from '../admin/index.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { FixedFeed } from '../market/index.ts';
import { balanceOf, fund, person, systemBalance, type Person } from '../wallet/testing.ts';
import { createArtist, createArtwork, createListing, createSeries } from './admin.ts';
import { runNftJobs } from './settlement.ts';
import { storeMedia } from './media.ts';
import { loginOperator } from '../admin/testing.ts';

export const BTC = 1;
export const ETH = 2;
export const USDT = 3;
export const NOW = '2026-03-02T10:00:00Z';
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

export type NftTest = TestApp;

export async function nftApp(
  options: { database?: TestApp['ctx']['database']; clock?: ManualClock } = {},
): Promise<NftTest> {
  const t = await buildTestApp({
    clock: options.clock ?? new ManualClock(NOW),
    feed: new FixedFeed({ BTC: '65000', ETH: '3250' }),
    ...(options.database ? { database: options.database } : {}),
  });
  if (!options.database) {
    await seedSettings(t.ctx.db, t.clock);
    await seedRegions(t.ctx.db);
    await seedCurrencies(t.ctx.db);
  }
  return t;
}

/** A real 1x1 PNG of one colour (a distinct file per colour). */
export function tinyPng(rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, ...rgb]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let colour = 0;
export const media = (t: NftTest) =>
  storeMedia(t.ctx, tinyPng([++colour % 256, (colour >> 8) % 256, 7]), null);

/** A user with an artist profile (and some USDT, so an artist can also buy). */
export async function artist(t: NftTest, email: string, name = 'Ada Vega'): Promise<Person> {
  const who = await person(t, email);
  await createArtist(t.ctx, null, {
    user_id: who.id,
    name,
    avatar: await media(t),
    bio: 'Light and motion',
  });
  return who;
}

export async function buyer(t: NftTest, email: string, usdt = '100000'): Promise<Person> {
  const who = await person(t, email);
  if (usdt !== '0') await fund(t, who.id, 'change', USDT, usdt);
  return who;
}

/** An artwork minted to `by` (royalty 5% unless told): its code. */
export async function artwork(
  t: NftTest,
  by: Person,
  edit: { royalty?: string; name?: string; type?: number } = {},
): Promise<string> {
  const made = await createArtwork(t.ctx, null, {
    artist: by.id,
    name: edit.name ?? 'Harbour Lights',
    description: 'Long exposure of a night harbour',
    rarity: 'R',
    type: edit.type ?? 1,
    media: await media(t),
    royalty_percent: edit.royalty ?? '5',
  });
  return made.code;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** A fixed-price first sale, live from now for a day. */
export async function fixedSale(t: NftTest, code: string, price: string): Promise<number> {
  const now = t.clock.now().getTime();
  const { id } = await createListing(t.ctx, null, {
    code,
    pay_type: 1,
    currency_id: USDT,
    price,
    start_at: seconds(now - MINUTE),
    end_at: seconds(now + DAY),
  });
  return id;
}

/** An auction, live from now for `hours` (1 unless told). */
export async function auction(
  t: NftTest,
  code: string,
  terms: { price: string; step: string; margin: string; hours?: number },
): Promise<number> {
  const now = t.clock.now().getTime();
  const { id } = await createListing(t.ctx, null, {
    code,
    pay_type: 2,
    currency_id: USDT,
    price: terms.price,
    per_increase: terms.step,
    margin: terms.margin,
    start_at: seconds(now - MINUTE),
    end_at: seconds(now + (terms.hours ?? 1) * HOUR),
  });
  return id;
}

/** A series opening a minute from now (then the clock moves to its start). */
export async function series(
  t: NftTest,
  by: Person,
  edit: {
    code?: string;
    supply?: number;
    price?: string;
    odds?: [number, number, number];
    hours?: number;
  } = {},
): Promise<{ code: string; seedHash: string }> {
  const now = t.clock.now().getTime();
  const code = edit.code ?? 'COSMIC';
  const [n, r, sr] = edit.odds ?? [7000, 2500, 500];
  const designs = [
    { rarity: 'N' as const, name: 'Pebble', type: 1, media: await media(t) },
    { rarity: 'N' as const, name: 'Shell', type: 1, media: await media(t) },
    { rarity: 'R' as const, name: 'Comet', type: 1, media: await media(t) },
    { rarity: 'SR' as const, name: 'Nova', type: 1, media: await media(t) },
  ];
  const made = await createSeries(t.ctx, null, {
    artist: by.id,
    code,
    name: 'Cosmic Drop',
    description: 'Twelve boxes of night sky',
    cover: await media(t),
    currency_id: USDT,
    price: edit.price ?? '20',
    supply: edit.supply ?? 12,
    royalty_percent: '5',
    odds_n: n,
    odds_r: r,
    odds_sr: sr,
    designs,
    start_at: seconds(now + MINUTE),
    end_at: seconds(now + (edit.hours ?? 24) * HOUR),
  });
  t.clock.advance(MINUTE);
  return { code, seedHash: made.seed_hash };
}

type Fields = Record<string, string | number | undefined>;

export const nft = {
  buy: (t: NftTest, who: Person, code: string) =>
    call<string>(t.app, 'POST', '/bind_box/buyNFT', { code, lang: 'en' }, who.token),
  bid: (t: NftTest, who: Person, code: string, increment: string) =>
    call<string>(
      t.app,
      'POST',
      '/bind_box/auctionNFT',
      { code, price: increment, lang: 'en' },
      who.token,
    ),
  open: (t: NftTest, who: Person, code: string) =>
    call<NftBox>(t.app, 'POST', '/bind_box/openBlindBox', { code, lang: 'en' }, who.token),
  resell: (t: NftTest, who: Person, fields: Fields) =>
    call<string>(t.app, 'POST', '/bind_box/resellNFT', { lang: 'en', ...fields }, who.token),
  messages: (t: NftTest, who: Person) =>
    call<NftMessageItem[]>(
      t.app,
      'POST',
      '/bind_box/getNeedPayNFTOrder',
      { lang: 'en' },
      who.token,
    ),
  pay: (t: NftTest, who: Person, id: number | string) =>
    call<string>(t.app, 'POST', '/bind_box/payNFTOrder', { id, lang: 'en' }, who.token),
  read: (t: NftTest, who: Person, id: number | string) =>
    call<string>(t.app, 'POST', '/bind_box/readNFTOrderMessage', { id, lang: 'en' }, who.token),
  mine: (t: NftTest, who: Person) =>
    call<{ id: number; code: string; rarity_status: number; resell_nft_status: number }[]>(
      t.app,
      'POST',
      '/bind_box/getMyNFTs',
      {},
      who.token,
    ),
  detail: (t: NftTest, id: number, token?: string) =>
    call<NftBox>(t.app, 'GET', '/bind_box/getBoxDetail', { id }, token),
  series: (t: NftTest, code: string) =>
    call<NftSeriesView>(t.app, 'GET', '/bind_box/series', { code }),
  bids: (t: NftTest, code: string) =>
    call<{ price: string; nick_name: string }[]>(
      t.app,
      'POST',
      '/bind_box/getBindBoxQuotationLog',
      { code },
    ),
};

/** The spot balance of a coin: available and frozen. */
export const spot = (t: NftTest, who: Person | number, currency = USDT) =>
  balanceOf(t, typeof who === 'number' ? who : who.id, 'change', currency);

export const fees = (t: NftTest, currency = USDT) => systemBalance(t, 'fees', 'change', currency);

/** Moves the clock and runs the job, as the scheduler would. */
export async function runAt(t: NftTest, ms: number): Promise<void> {
  t.clock.advance(ms);
  await runNftJobs(t.ctx);
}

export async function closeBooks(t: NftTest): Promise<void> {
  await expectLedgerBalanced(t.ctx);
}

/** An order's split as plain decimals. */
export const splitOf = (o: { fee: string; royalty: string; proceeds: string }) => ({
  fee: toPlain(o.fee),
  royalty: toPlain(o.royalty),
  proceeds: toPlain(o.proceeds),
});

export function ok<T>(r: Reply<T>): T {
  if (r.type !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(r)}`);
  return r.message;
}

export { call, fund, person, type Person };

/** An operator's token (admin unless told). */
export async function operatorToken(
  t: NftTest,
  role: 'admin' | 'finance' | 'support' = 'admin',
): Promise<string> {
  const email = `${role}-nft@desk.test`;
  await createOperator(t.ctx.db, t.clock, {
    email,
    name: `${role} desk`,
    role,
    password: 'operator-pass-123',
  });
  const login = await loginOperator(t, {
    email,
    password: 'operator-pass-123',
  });
  if (login.type !== 'ok') throw new Error(`operator login failed: ${JSON.stringify(login)}`);
  return login.message;
}

/** A multipart body with one file in field `file`. */
export function multipart(data: Buffer, name = 'art.png', type = 'image/png') {
  const boundary = '----bourse-nft-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
