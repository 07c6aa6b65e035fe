/**
 * Private documents (issue 9): an upload that is not an avatar is served only with a
 * signed URL from an authorised reply, or to its owner's or a compliance/finance
 * operator's token; a stranger, a support operator or a signed-out caller gets 404.
 * Plus the per-user daily quota and the malformed multipart refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, fundingApp, PNG, type FundingApp } from '../funding/testing.ts';
import { forgetSettings, settings } from '../system/index.ts';
import { signedUploadUrl, storeUpload, UPLOAD_QUOTA_SETTING } from './index.ts';

let f: FundingApp;
beforeAll(async () => {
  f = await fundingApp();
});
afterAll(() => f.close());

const get = (url: string, token?: string) =>
  f.t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });

describe('private documents', () => {
  it('serves to the owner, a signed URL and compliance/finance; not to others', async () => {
    const owner = await customer(f, { level: 0, payPassword: false });
    const stranger = await customer(f, { level: 0, payPassword: false });
    const path = await storeUpload(f.t.ctx, owner.id, PNG);
    expect((await get(path)).statusCode).toBe(404);
    expect((await get(path, stranger.token)).statusCode).toBe(404);
    expect((await get(path, f.support)).statusCode).toBe(404);
    expect((await get(path, owner.token)).statusCode).toBe(200);
    expect((await get(path, f.compliance)).statusCode).toBe(200);
    expect((await get(path, f.finance)).statusCode).toBe(200);
    const signed = signedUploadUrl(f.t.ctx, path);
    const ok = await get(signed);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    // Tampered or expired signatures open nothing.
    expect((await get(signed.replace(/s=./, 's=A'))).statusCode).toBe(404);
    f.t.clock.advance(3 * 60 * 60 * 1000);
    expect((await get(signed)).statusCode).toBe(404);
  });

  it('serves an avatar to anyone', async () => {
    const owner = await customer(f, { level: 0, payPassword: false });
    const path = await storeUpload(f.t.ctx, owner.id, PNG);
    const set = await f.t.app.inject({
      method: 'POST',
      url: '/api/user/uploadHeadPortrait',
      headers: { authorization: owner.token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `head_portrait=${encodeURIComponent(path)}`,
    });
    expect(set.json().type).toBe('ok');
    expect((await get(path)).statusCode).toBe(200);
  });
});

describe('upload quota', () => {
  it('refuses past the configured daily count, with a clear message', async () => {
    const who = await customer(f, { level: 0, payPassword: false });
    await f.t.ctx.db
      .insert(settings)
      .values({
        keyword: UPLOAD_QUOTA_SETTING,
        value: { count: 2, mb: 60 },
        isPublic: false,
        updatedAt: f.t.clock.now(),
      })
      .onConflictDoUpdate({ target: settings.keyword, set: { value: { count: 2, mb: 60 } } });
    forgetSettings(f.t.ctx.db);
    const send = () =>
      f.t.app.inject({
        method: 'POST',
        url: '/upload',
        headers: {
          authorization: who.token,
          'content-type': 'multipart/form-data; boundary=b',
        },
        payload: Buffer.concat([
          Buffer.from(
            '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
          ),
          PNG,
          Buffer.from('\r\n--b--\r\n'),
        ]),
      });
    expect((await send()).json().type).toBe('ok');
    expect((await send()).json().type).toBe('ok');
    const third = await send();
    expect(third.statusCode).toBe(200);
    expect(third.json()).toEqual({
      type: 'error',
      message: 'Upload limit reached: at most 2 images or 60 MB in 24 hours',
    });
    f.t.clock.advance(25 * 60 * 60 * 1000);
    expect((await send()).json().type).toBe('ok');
  });
});
