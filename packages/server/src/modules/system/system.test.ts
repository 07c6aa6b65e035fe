import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIAT_CODES, type CurrencyItem, type RegionItem, type SiteConfig } from '@bourse/shared';
import { seedDemo } from '../../seed/index.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import {
  findRegion,
  forgetSettings,
  regions,
  setSiteSetting,
  settingOf,
  settings,
} from './index.ts';

const WEB_PUBLIC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/public',
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx.db, t.clock, { production: false });
});
afterAll(() => t.close());

describe('site config and settings', () => {
  const origin = () => t.ctx.config.publicUrl;
  const contact = () => `${origin()}/h5/#/pages/common/contactus`;
  const page = (path: string) => `${origin()}/h5/#/pages/${path}`;
  const LINKS = ['zxkf_url', 'telegram_url', 'whatsApp_url', 'jie_url', 'hk_url'] as const;

  it('returns the site config: logo paths and an absolute http(s) URL for every contact row', async () => {
    const r = await call<SiteConfig>(t.app, 'GET', '/getSiteConfig');
    expect(r).toEqual({
      status: 200,
      type: 'ok',
      message: {
        site_name: 'Bourse',
        site_logo: '/h5/logo.svg',
        down_logo: '/h5/logo.svg',
        zxkf_url: contact(),
        telegram_url: contact(),
        whatsApp_url: contact(),
        jie_url: page('common/borrowing'),
        hk_url: page('loan/loans'),
      },
    });
  });

  it('never answers an unsafe stored link or logo: the honest default instead', async () => {
    const [site] = await t.ctx.db.select().from(settings).where(eq(settings.keyword, 'site'));
    await t.ctx.db
      .update(settings)
      .set({
        value: {
          ...(site!.value as object),
          site_logo: 'https://evil.example/logo.png',
          telegram_url: 'javascript:alert(1)',
          whatsApp_url: 'https://wa.me/15550001111',
          hk_url: 42,
        },
      })
      .where(eq(settings.keyword, 'site'));
    const r = await call<SiteConfig>(t.app, 'GET', '/getSiteConfig');
    expect(r.message.site_logo).toBe('/h5/logo.svg');
    expect(r.message.telegram_url).toBe(contact());
    expect(r.message.whatsApp_url).toBe('https://wa.me/15550001111');
    expect(r.message.hk_url).toBe(page('loan/loans'));
    for (const k of LINKS) expect(r.message[k]).toMatch(/^https?:\/\//);
    await t.ctx.db.update(settings).set({ value: site!.value }).where(eq(settings.keyword, 'site'));
  });

  it.each([
    ['apk_download_url', '{origin}/h5/#/pages/common/download'],
    ['support_url', '{origin}/h5/#/pages/common/contactus'],
    ['game_url', '{origin}/h5/#/pages/game/game'],
    ['version', 'wgt,80'],
  ])('answers the text setting %s as { keyword, value }', async (keyword, value) => {
    const r = await call(t.app, 'GET', '/getSetting', { keyword });
    const expected = value.replace('{origin}', origin());
    expect(r).toEqual({ status: 200, type: 'ok', message: { keyword, value: expected } });
  });

  it('edits the text settings and the site config through setSiteSetting, refusing unsafe values', async () => {
    await setSiteSetting(t.ctx.db, t.clock, 'support_url', 'https://help.bourse.example/chat');
    await setSiteSetting(t.ctx.db, t.clock, 'telegram_url', 'https://t.me/bourse');
    expect((await call(t.app, 'GET', '/getSetting', { keyword: 'support_url' })).message).toEqual({
      keyword: 'support_url',
      value: 'https://help.bourse.example/chat',
    });
    expect((await call<SiteConfig>(t.app, 'GET', '/getSiteConfig')).message.telegram_url).toBe(
      'https://t.me/bourse',
    );
    for (const [keyword, value] of [
      ['support_url', 'javascript:alert(1)'],
      ['telegram_url', '//evil.example'],
      ['site_logo', 'https://evil.example/x.png'],
      ['version', '1.0'],
      ['site_name', ' '],
    ]) {
      await expect(setSiteSetting(t.ctx.db, t.clock, keyword!, value!)).rejects.toMatchObject({
        key: 'errors.settingValueInvalid',
      });
    }
    await expect(setSiteSetting(t.ctx.db, t.clock, 'smtp_secret', 'x')).rejects.toMatchObject({
      key: 'errors.settingNotFound',
    });
    await setSiteSetting(t.ctx.db, t.clock, 'support_url', '/h5/#/pages/common/contactus');
    await setSiteSetting(t.ctx.db, t.clock, 'telegram_url', '/h5/#/pages/common/contactus');
  });

  it('edits the contract and option settings, refusing values the products could not use', async () => {
    await setSiteSetting(t.ctx.db, t.clock, 'lever_maintenance_percent', '40');
    await setSiteSetting(t.ctx.db, t.clock, 'lever_overnight_utc', '22:00');
    await setSiteSetting(t.ctx.db, t.clock, 'options_blocked_regions', 'US,GB');
    forgetSettings(t.ctx.db);
    expect(String(await settingOf(t.ctx.db, 'lever_maintenance_percent'))).toBe('40');
    expect(await settingOf(t.ctx.db, 'lever_overnight_utc')).toBe('22:00');
    expect(await settingOf(t.ctx.db, 'options_blocked_regions')).toBe('US,GB');
    for (const [keyword, value] of [
      ['lever_maintenance_percent', '0'],
      ['lever_maintenance_percent', '100'],
      ['lever_maintenance_percent', '-5'],
      ['lever_overnight_utc', '24:00'],
      ['lever_overnight_utc', '9:00'],
      ['options_blocked_regions', 'us'],
      ['options_blocked_regions', 'US,,GB'],
    ]) {
      await expect(setSiteSetting(t.ctx.db, t.clock, keyword!, value!)).rejects.toMatchObject({
        key: 'errors.settingValueInvalid',
      });
    }
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

  it('serves the verification limits of spec section 6', async () => {
    const r = await call<{ levels: unknown[] }>(t.app, 'GET', '/getSetting', {
      keyword: 'kyc_limits',
    });
    expect(r.type).toBe('ok');
    expect(r.message.levels).toMatchObject([
      {
        level: 1,
        withdraw_24h: { amount: '200', currency: 'BTC' },
        fiat_per_order: { amount: '2000', currency: 'USDT' },
      },
      {
        level: 2,
        withdraw_24h: { amount: '500', currency: 'BTC' },
        fiat_per_order: { amount: '1000000', currency: 'USDT' },
      },
    ]);
  });

  it('keeps a dated fallback rate, as a decimal string, for every fiat currency', async () => {
    const r = await call<{ base: string; date: string; rates: Record<string, string> }>(
      t.app,
      'GET',
      '/getSetting',
      {
        keyword: 'fiat_rates',
      },
    );
    expect(r.message.base).toBe('USD');
    expect(r.message.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(r.message.rates).sort()).toEqual([...FIAT_CODES].sort());
    expect(r.message.rates.USD).toBe('1');
    for (const rate of Object.values(r.message.rates)) expect(rate).toMatch(/^\d+(\.\d+)?$/);
  });

  it('lists the nine bank-transfer countries of spec section 9', async () => {
    const r = await call<{ usd_to_usdt: string; countries: { iso: string }[] }>(
      t.app,
      'GET',
      '/getSetting',
      {
        keyword: 'buy_crypto',
      },
    );
    expect(r.message.usd_to_usdt).toBe('1');
    expect(r.message.countries.map((c) => c.iso)).toEqual([
      'US',
      'NG',
      'TH',
      'ID',
      'BR',
      'IN',
      'VN',
      'MX',
      'PH',
    ]);
  });

  it('never serves a private setting', async () => {
    await t.ctx.db
      .insert(settings)
      .values({ keyword: 'smtp_secret', value: 'x', isPublic: false, updatedAt: t.clock.now() });
    const r = await call(t.app, 'GET', '/getSetting', { keyword: 'smtp_secret' });
    expect(r).toMatchObject({ type: 'error', message: 'No setting named smtp_secret' });
  });
});

describe('settings as the money paths read them', () => {
  it('answers the stored value, undefined for none, and a forgotten copy is read again', async () => {
    await t.ctx.db
      .insert(settings)
      .values({ keyword: 'cache_probe', value: { v: 1 }, updatedAt: t.clock.now() });
    expect(await settingOf(t.ctx.db, 'cache_probe')).toEqual({ v: 1 });
    expect(await settingOf(t.ctx.db, 'no_such_setting')).toBeUndefined();
    await t.ctx.db
      .update(settings)
      .set({ value: { v: 2 } })
      .where(eq(settings.keyword, 'cache_probe'));
    // An operator's edit reaches every process within a second; a dropped copy at once.
    forgetSettings(t.ctx.db);
    expect(await settingOf(t.ctx.db, 'cache_probe')).toEqual({ v: 2 });
  });

  it('reads once for many readers at once', async () => {
    forgetSettings(t.ctx.db);
    const reads = await Promise.all(
      Array.from({ length: 20 }, () => settingOf(t.ctx.db, 'cache_probe')),
    );
    expect(new Set(reads).size).toBe(1);
    expect(reads[0]).toEqual({ v: 2 });
  });
});

describe('GET /area/list', () => {
  it('lists every region with its dial code, localized and sorted by name', async () => {
    const r = await call<RegionItem[]>(t.app, 'GET', '/area/list');
    expect(r.type).toBe('ok');
    expect(r.message).toHaveLength(42);
    expect(r.message[0]).toEqual({
      id: expect.any(Number),
      iso: 'AR',
      area_code: '54',
      name: 'Argentina',
      supported: true,
    });
    const names = r.message.map((x) => x.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
    expect(r.message.find((x) => x.iso === 'SG')).toMatchObject({
      area_code: '65',
      name: 'Singapore',
    });
  });

  it('names regions in the caller language', async () => {
    const zh = await call<RegionItem[]>(t.app, 'GET', '/area/list', { lang: 'zh' });
    const kor = await call<RegionItem[]>(t.app, 'GET', '/area/list', { lang: 'kor' });
    expect(zh.message.find((x) => x.iso === 'JP')?.name).toBe('日本');
    expect(kor.message.find((x) => x.iso === 'US')?.name).toBe('미국');
  });

  it('marks sanctioned jurisdictions as not supported', async () => {
    const r = await call<RegionItem[]>(t.app, 'GET', '/area/list');
    const unsupported = r.message.filter((x) => !x.supported).map((x) => x.iso);
    expect(unsupported.sort()).toEqual(['CU', 'IR', 'KP', 'SY']);
  });

  it('finds one region by id for the users module, and nothing for an unknown id', async () => {
    const [kp] = await t.ctx.db.select().from(regions).where(eq(regions.iso, 'KP'));
    expect(await findRegion(t.ctx.db, kp!.id)).toMatchObject({
      iso: 'KP',
      dialCode: '850',
      supported: false,
    });
    expect(await findRegion(t.ctx.db, 99_999)).toBeUndefined();
  });
});

/** `/currency/list` answers `message.legal` (client contract 7.4). */
async function callList(...args: Parameters<typeof call>) {
  const r = await call<{ legal: CurrencyItem[] }>(...args);
  expect(Array.isArray(r.message.legal)).toBe(true);
  return { ...r, message: r.message.legal };
}

describe('GET /currency/list', () => {
  it('keeps the spec ids and networks for BTC, ETH and USDT', async () => {
    const r = await callList(t.app, 'GET', '/currency/list');
    expect(r.message.slice(0, 3).map((c) => [c.id, c.name])).toEqual([
      [1, 'BTC'],
      [2, 'ETH'],
      [3, 'USDT'],
    ]);
    expect(r.message.find((c) => c.id === 3)?.networks).toEqual(['ERC20', 'TRC20']);
    // 13 coins and stocks, USDC (seed/loans.ts, the OTC loans' fourth coin), and the demo
    // IEO projects' three tokens (seed/ieo.ts, outside production only), which have no
    // networks: deposits of them are refused.
    expect(r.message).toHaveLength(17);
    expect(
      r.message.filter((c) => c.networks.length === 0 && c.kind === 'crypto').map((c) => c.name),
    ).toEqual(expect.arrayContaining(['NOVA', 'LUMA', 'VRDT']));
  });

  it('answers every name field, with display_name in the caller language', async () => {
    const r = await callList(t.app, 'GET', '/currency/list', { lang: 'jp' });
    expect(r.message[0]).toEqual({
      id: 1,
      name: 'BTC',
      networks: ['BTC'],
      en_name: 'Bitcoin',
      tw_name: '比特幣',
      option_name: '比特币',
      display_name: 'ビットコイン',
      kind: 'crypto',
      decimals: 8,
      color: '#F7931A',
      logo: '/h5/coins/btc.svg',
    });
  });

  it('carries the spec 9 colours and a logo file for every currency', async () => {
    const r = await callList(t.app, 'GET', '/currency/list');
    const colour = (name: string) => r.message.find((c) => c.name === name)?.color;
    expect([colour('BTC'), colour('USDT'), colour('LTC'), colour('ETH')]).toEqual([
      '#F7931A',
      '#26A17B',
      '#345D9D',
      '#627EEA',
    ]);
    for (const c of r.message) {
      expect(c.logo).toBe(`/h5/coins/${c.name.toLowerCase()}.svg`);
      expect(fs.existsSync(path.join(WEB_PUBLIC, c.logo.replace('/h5/', '')))).toBe(true);
    }
  });

  it('filters by kind and refuses an unknown kind', async () => {
    const stocks = await callList(t.app, 'GET', '/currency/list', { kind: 'stock' });
    expect(stocks.message.map((c) => c.name)).toEqual(['AAPL', 'TSLA', 'NVDA', 'MSFT', 'AMZN']);
    const bad = await call(t.app, 'GET', '/currency/list', { kind: 'bond' });
    expect(bad).toEqual({
      status: 200,
      type: 'error',
      message: 'Asset type must be one of: crypto, stock, fiat',
    });
  });
});
