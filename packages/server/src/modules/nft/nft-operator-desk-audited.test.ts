/**
 * The operator's NFT desk: media checked by its bytes and served with its content type
 * (byte ranges for video), artists, collections, artworks, sales and series created through
 * `/api/admin/nft/*`, each with its audit row; the series' seed stays out of the log; a
 * support operator and a user are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { auditLog } from '../admin/index.ts';
import {
  USDT,
  buyer,
  call,
  closeBooks,
  multipart,
  nft,
  nftApp,
  ok,
  operatorToken,
  tinyPng,
  type NftTest,
} from './testing.ts';

describe('the operator NFT desk', () => {
  let t: NftTest;
  let admin: string;
  beforeAll(async () => {
    t = await nftApp();
    admin = await operatorToken(t);
  });
  afterAll(() => t.close());

  async function upload(data: Buffer, token = admin, name?: string, type?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/nft/media',
      ...multipart(data, name, type),
      headers: { ...multipart(data, name, type).headers, authorization: token },
    });
    return res.json() as { type: string; message: { path: string } | string };
  }

  it('stores media by its bytes and serves it with its type and ranges', async () => {
    const png = await upload(tinyPng([1, 2, 3]));
    expect(png.type).toBe('ok');
    const path = (png.message as { path: string }).path;
    expect(path).toMatch(/^\/api\/nft\/media\/[a-f0-9]{32}\.png$/);
    const got = await t.app.inject({ method: 'GET', url: path });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(tinyPng([1, 2, 3]))).toBe(true);

    // An MP4 is known by its `ftyp` box, whatever the name says.
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.alloc(64, 7),
    ]);
    const video = (await upload(mp4, admin, 'clip.txt', 'text/plain')).message as { path: string };
    const part = await t.app.inject({
      method: 'GET',
      url: video.path,
      headers: { range: 'bytes=4-11' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe(`bytes 4-11/${mp4.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const beyond = await t.app.inject({
      method: 'GET',
      url: video.path,
      headers: { range: 'bytes=999-' },
    });
    expect(beyond.statusCode).toBe(416);

    expect(await upload(Buffer.from('<script>alert(1)</script>'), admin, 'x.png')).toMatchObject({
      type: 'error',
      message: 'This file is not a supported picture, sound or video',
    });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/nft/media',
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: admin },
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toMatchObject({ type: 'error' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/nft/media/..%2Fsecret.png' })).statusCode,
    ).toBe(404);
  });

  it('creates an artist, a collection, an artwork, a sale and a series, each audited', async () => {
    const user = await buyer(t, 'artist@desk.test', '0');
    const avatar = ((await upload(tinyPng([9, 9, 9]))).message as { path: string }).path;
    const post = (url: string, body: Record<string, unknown>, token = admin) =>
      call<Record<string, unknown>>(t.app, 'POST', url, { lang: 'en', ...body }, token);
    ok(
      await post('/admin/nft/artists', {
        user_id: user.id,
        name: 'Mira Sol',
        avatar,
        bio: 'Paints light',
      }),
    );
    expect(
      await post('/admin/nft/artists', { user_id: user.id, name: 'Again', avatar }),
    ).toMatchObject({
      type: 'error',
      message: 'This user already has an artist profile',
    });
    const collection = ok(
      await post('/admin/nft/collections', { artist: user.id, name: 'Dawn', cover: avatar }),
    );
    const art = ok(
      await post('/admin/nft/artworks', {
        artist: user.id,
        collection_id: collection.id,
        name: 'First Light',
        rarity: 'SR',
        type: 1,
        media: avatar,
        royalty_percent: '8',
      }),
    );
    expect(
      await post('/admin/nft/artworks', {
        artist: user.id,
        name: 'Ghost',
        rarity: 'N',
        type: 1,
        media: '/api/nft/media/00000000000000000000000000000000.png',
        royalty_percent: '8',
      }),
    ).toMatchObject({
      type: 'error',
      message: 'Upload the media first: this path names no uploaded file',
    });
    const now = Math.floor(t.clock.now().getTime() / 1000);
    ok(
      await post('/admin/nft/listings', {
        code: art.code,
        pay_type: 2,
        currency_id: USDT,
        price: '100',
        per_increase: '5',
        margin: '10',
        start_at: now,
        end_at: now + 3600,
      }),
    );
    const designs = JSON.stringify([
      { rarity: 'N', name: 'Grain', type: 1, media: avatar },
      { rarity: 'SR', name: 'Sun', type: 1, media: avatar },
    ]);
    const seriesBody = {
      artist: user.id,
      code: 'DAWN',
      name: 'Dawn boxes',
      cover: avatar,
      currency_id: USDT,
      price: '9',
      supply: 50,
      royalty_percent: '5',
      odds_n: 9000,
      odds_r: 0,
      odds_sr: 1000,
      designs,
      start_at: now + 60,
      end_at: now + 7200,
    };
    expect(await post('/admin/nft/series', { ...seriesBody, odds_n: 8000 })).toMatchObject({
      type: 'error',
      message: expect.stringContaining('10,000'),
    });
    expect(await post('/admin/nft/series', { ...seriesBody, start_at: now - 60 })).toMatchObject({
      type: 'error',
      message: expect.stringContaining('seed is committed'),
    });
    const made = ok(await post('/admin/nft/series', seriesBody));
    expect(made.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(ok(await nft.series(t, 'DAWN')).seed).toBeNull();

    const rows = await t.ctx.db.select().from(auditLog).where(like(auditLog.action, 'nft.%'));
    expect(rows.map((r) => r.action).sort()).toEqual([
      'nft.createArtist',
      'nft.createArtwork',
      'nft.createCollection',
      'nft.createListing',
      'nft.createSeries',
    ]);
    const [series] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'nft.createSeries'));
    expect(JSON.stringify(series!.detail)).not.toMatch(/"seed"/);

    // Only an admin: a support operator and a user are refused.
    const support = await operatorToken(t, 'support');
    expect(
      (await post('/admin/nft/artists', { user_id: user.id, name: 'X', avatar }, support)).type,
    ).toBe('error');
    expect(
      (await post('/admin/nft/artists', { user_id: user.id, name: 'X', avatar }, user.token)).type,
    ).not.toBe('ok');
    expect((await upload(tinyPng([5, 5, 5]), support)).type).not.toBe('ok');
    await closeBooks(t);
  });
});
