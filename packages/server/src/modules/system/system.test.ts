import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSettings } from '../../seed/settings.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedSettings(t.ctx.db, t.clock);
});
afterAll(() => t.close());

describe('site config and settings', () => {
  it('returns the site config in the envelope', async () => {
    const r = await call(t.app, 'GET', '/getSiteConfig');
    expect(r).toMatchObject({ status: 200, type: 'ok', message: { site_name: 'Bourse' } });
  });

  it('refuses an unknown setting in the caller language', async () => {
    const en = await call(t.app, 'GET', '/getSetting', { keyword: 'nope' });
    expect(en).toMatchObject({ type: 'error', message: 'No setting named nope' });
    const zh = await call(t.app, 'GET', '/getSetting', { keyword: 'nope', lang: 'zh' });
    expect(zh.type).toBe('error');
    expect(zh.message).not.toBe(en.message);
    expect(zh.message).toContain('nope');
  });

  it('names the missing field instead of failing', async () => {
    const r = await call(t.app, 'GET', '/getSetting', {});
    expect(r).toMatchObject({ status: 200, type: 'error', message: 'Keyword is required' });
  });

  it('answers 404 with the envelope for an unknown route', async () => {
    const r = await call(t.app, 'GET', '/no/such/route');
    expect(r).toMatchObject({ status: 404, type: 'error', message: 'Not found' });
  });
});
