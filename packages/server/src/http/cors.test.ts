import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { loadConfig } from '../config.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const H5 = 'https://h5.example.com';

function preflight(app: TestApp['app'], origin: string, path = '/api/user/login') {
  return app.inject({
    method: 'OPTIONS',
    url: path,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });
}

describe('CORS for an H5 client on another origin', () => {
  it('answers an allowed origin: the preflight names the client headers, the reply the origin', async () => {
    t = await buildTestApp({ env: { CORS_ORIGINS: `${H5}, https://other.example.com` } });
    const pre = await preflight(t.app, H5);
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(H5);
    expect(pre.headers['access-control-allow-headers']).toBe(
      'authorization, content-type, accept-language',
    );
    expect(pre.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/getSiteConfig',
      headers: { origin: H5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(H5);
    expect(String(res.headers.vary)).toContain('Origin');
    // The page's <img> may show what the API serves.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('gives an origin outside the list nothing to go on', async () => {
    t = await buildTestApp({ env: { CORS_ORIGINS: H5 } });
    const pre = await preflight(t.app, 'https://evil.example.com');
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-headers']).toBeUndefined();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/getSiteConfig',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('in production with CORS_ORIGINS unset, answers no origin and keeps resources same-origin', async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'production' } });
    const pre = await preflight(t.app, H5);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/getSiteConfig',
      headers: { origin: H5 },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('CORS_ORIGINS', () => {
  const base = { NODE_ENV: 'development' };
  it('defaults to any origin outside production and none in production', () => {
    expect(loadConfig(base).corsOrigins).toBe('any');
    expect(loadConfig({ NODE_ENV: 'production', CODE_SECRET: 'x'.repeat(32) }).corsOrigins).toEqual(
      [],
    );
  });

  it('takes * or a comma-separated list, and refuses anything else in one line', () => {
    expect(loadConfig({ ...base, CORS_ORIGINS: '*' }).corsOrigins).toBe('any');
    expect(
      loadConfig({ ...base, CORS_ORIGINS: 'https://a.example, http://b.example:8080' }).corsOrigins,
    ).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(() => loadConfig({ ...base, CORS_ORIGINS: 'a.example' })).toThrow(
      /^Invalid CORS_ORIGINS="a.example": must be \* or comma-separated origins/,
    );
    expect(() => loadConfig({ ...base, CORS_ORIGINS: 'https://a.example/path' })).toThrow(
      /CORS_ORIGINS/,
    );
  });
});
