/** The wire contract of DESIGN.md section 3, checked on a real route (getSetting). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the API contract', () => {
  it('accepts JSON bodies as well as form-urlencoded ones', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { user_string: 'x@y.zz', password: 'wrong-pass' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'error' });
  });

  it('takes lang from the body, the query or the lang header', async () => {
    const en = (await t.app.inject({ method: 'GET', url: '/api/getSetting?keyword=zz' })).json();
    const fromQuery = (
      await t.app.inject({ method: 'GET', url: '/api/getSetting?keyword=zz&lang=jp' })
    ).json();
    const fromHeader = (
      await t.app.inject({
        method: 'GET',
        url: '/api/getSetting?keyword=zz',
        headers: { lang: 'jp' },
      })
    ).json();
    const fromBody = (
      await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: 'user_string=&password=x&lang=fra',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
    ).json();
    expect(fromQuery.message).not.toBe(en.message);
    expect(fromHeader.message).toBe(fromQuery.message);
    expect(fromBody.type).toBe('error');
    expect(fromBody.message).toContain('E-mail');
  });

  it('answers 999 for a guarded route without a valid session, with or without Bearer', async () => {
    for (const authorization of [
      undefined,
      'garbage',
      'Bearer garbage-token-that-is-long-enough',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/info',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().type).toBe('999');
    }
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: `user_string=${'a'.repeat(1_100_000)}&password=x`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().type).toBe('error');
  });

  it('answers malformed JSON with the envelope, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'error', message: 'Parameter error' });
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/user/login', '/api/getSetting']),
    );
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getSiteConfig' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
