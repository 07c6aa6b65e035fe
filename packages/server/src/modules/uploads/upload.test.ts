import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@bourse/shared';
import { UPLOAD_LIMIT_BYTES } from '../../app.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { signUp } from '../users/testing.ts';
import { UPLOAD_MAX_MB, detectImage, uploads } from './index.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await signUp(t.app, 'pix@example.com');
});
afterAll(() => t.close());

/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(file: { name: string; type: string; data: Buffer }, field = 'file') {
  const boundary = '----bourse-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(
  file: { name: string; type: string; data: Buffer },
  opts: { token?: string; lang?: string; field?: string } = {},
) {
  const { payload, headers } = multipart(file, opts.field);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: {
      ...headers,
      ...(opts.token === undefined
        ? { authorization: token }
        : opts.token
          ? { authorization: opts.token }
          : {}),
      ...(opts.lang ? { lang: opts.lang } : {}),
    },
  });
  return { status: res.statusCode, ...(res.json() as { type: unknown; message: string }) };
}

const typeRefused = {
  type: 'error',
  message: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
};

describe('uploads', () => {
  it('accepts a PNG under a random name, records it, and serves it', async () => {
    const r = await upload({ name: 'me.png', type: 'image/png', data: PNG });
    expect(r.type).toBe('ok');
    // An absolute, signed URL (client contract 6): the host the caller reached.
    expect(r.message).toMatch(
      /^http:\/\/localhost(?::80)?\/uploads\/[0-9a-f]{32}\.png\?e=\d+&s=[\w-]+$/,
    );
    const path_ = new URL(r.message).pathname;
    const name = path_.slice('/uploads/'.length);
    const [row] = await t.ctx.db.select().from(uploads).where(eq(uploads.fileName, name));
    expect(row).toMatchObject({ mime: 'image/png', sizeBytes: PNG.length });
    expect(fs.readFileSync(path.join(t.ctx.uploadDir, name))).toEqual(PNG);

    const served = await t.app.inject({
      method: 'GET',
      url: r.message.replace(/^http:\/\/[^/]+/, ''),
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(PNG);
  });

  it('takes the extension from the content, not from the name', async () => {
    const r = await upload({ name: 'photo.gif', type: 'image/gif', data: PNG });
    expect(new URL(r.message).pathname).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  });

  it('lets the uploader, and only the uploader, use it as the avatar', async () => {
    const r = await upload({ name: 'me.png', type: 'image/png', data: PNG });
    const set = await call(
      t.app,
      'POST',
      '/user/uploadHeadPortrait',
      { head_portrait: r.message },
      token,
    );
    expect(set).toMatchObject({ type: 'ok', message: 'Saved' });
    const info = await call<UserInfo>(t.app, 'GET', '/user/info', {}, token);
    expect(info.message.head_portrait).toBe(r.message);

    const thief = await signUp(t.app, 'thief@example.com');
    expect(
      await call(t.app, 'POST', '/user/uploadHeadPortrait', { head_portrait: r.message }, thief),
    ).toMatchObject({
      type: 'error',
      message: 'Please upload the image first, then set it as your avatar',
    });
  });

  it('refuses a text file that pretends to be a PNG, in the caller language', async () => {
    const fake = {
      name: 'evil.png',
      type: 'image/png',
      data: Buffer.from('<script>alert(1)</script>'),
    };
    expect(await upload(fake)).toMatchObject(typeRefused);
    const zh = await upload(fake, { lang: 'zh' });
    expect(zh.type).toBe('error');
    expect(zh.message).not.toBe(typeRefused.message);
    const spa = await t.app.inject({
      method: 'POST',
      url: '/api/upload?lang=spa',
      ...multipart(fake),
      headers: { ...multipart(fake).headers, authorization: token },
    });
    expect(spa.json().message).not.toBe(typeRefused.message);
    expect(spa.json().message).not.toBe(zh.message);
  });

  it('refuses a file over 5 MB and keeps nothing of it', async () => {
    expect(UPLOAD_MAX_MB * 1024 * 1024).toBe(UPLOAD_LIMIT_BYTES);
    const before = fs.readdirSync(t.ctx.uploadDir).length;
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMIT_BYTES)]);
    const r = await upload({ name: 'big.png', type: 'image/png', data: big });
    expect(r).toMatchObject({
      status: 200,
      type: 'error',
      message: 'The image is larger than 5 MB',
    });
    expect(fs.readdirSync(t.ctx.uploadDir).length).toBe(before);
  });

  it('refuses an empty file, a request without a file, and a guest', async () => {
    expect(
      await upload({ name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }),
    ).toMatchObject({
      type: 'error',
      message: 'Please choose an image to upload',
    });
    expect(await call(t.app, 'POST', '/upload', { file: 'x' }, token)).toMatchObject({
      type: 'error',
      message: 'Please choose an image to upload',
    });
    expect(
      await upload({ name: 'me.png', type: 'image/png', data: PNG }, { token: '' }),
    ).toMatchObject({ type: '999' });
  });
});

describe('detectImage', () => {
  it('knows the four image types by their first bytes', () => {
    expect(detectImage(PNG)).toEqual({ mime: 'image/png', ext: 'png' });
    expect(detectImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toEqual({
      mime: 'image/jpeg',
      ext: 'jpg',
    });
    expect(detectImage(Buffer.from('GIF89a\x01\x00'))).toEqual({ mime: 'image/gif', ext: 'gif' });
    expect(detectImage(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))).toEqual({
      mime: 'image/webp',
      ext: 'webp',
    });
    expect(detectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectImage(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeUndefined();
  });
});
