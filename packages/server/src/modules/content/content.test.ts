import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ArticleDetail,
  ArticleItem,
  FaqPage,
  ListPage,
  MenuItem,
  PageContent,
} from '@bourse/shared';
import { DAY_MS } from '../../clock.ts';
import { seedDemo } from '../../seed/index.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { eq } from 'drizzle-orm';
import { settings } from '../system/index.ts';
import { articles, HOME_MENU_SETTING } from './index.ts';

const WEB_PUBLIC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/public',
);
const ITEM_KEYS = [
  'abstract',
  'c_id',
  'cover',
  'create_time',
  'id',
  'is_popup',
  'link',
  'published_at',
  'title',
];
const DATE_TIME_RE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx.db, t.clock, { production: false });
});
afterAll(() => t.close());

const list = (body: Record<string, string | number>) =>
  call<ListPage<ArticleItem>>(t.app, 'POST', '/news/list', body);

describe('POST /news/list', () => {
  it('pages news newest first, with the list item shape', async () => {
    const r = await list({ c_id: 4 });
    expect(r.type).toBe('ok');
    expect(r.message).toMatchObject({ total: 4, page: 1, limit: 10 });
    expect(r.message.list).toHaveLength(4);
    expect(Object.keys(r.message.list[0]!).sort()).toEqual(ITEM_KEYS);
    expect(r.message.list[0]).toMatchObject({
      c_id: 4,
      title: 'US stock trading is open: AAPL, TSLA, NVDA, MSFT and AMZN',
      is_popup: false,
      published_at: Math.floor((t.clock.now().getTime() - 2 * DAY_MS) / 1000),
    });
    const times = r.message.list.map((a) => a.published_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The original client shows create_time raw: the publication moment as UTC text.
    const first = r.message.list[0]!;
    expect(first.create_time).toMatch(DATE_TIME_RE);
    expect(first.create_time).toBe(
      new Date(first.published_at * 1000).toISOString().slice(0, 19).replace('T', ' '),
    );
    expect(first.abstract.length).toBeGreaterThan(0);
  });

  it('answers page 2 with the rest and no overlap', async () => {
    const one = await list({ c_id: 4, page: 1, limit: 3 });
    const two = await list({ c_id: 4, page: 2, limit: 3 });
    expect(two.message).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(one.message.list).toHaveLength(3);
    expect(two.message.list).toHaveLength(1);
    const ids = [...one.message.list, ...two.message.list].map((a) => a.id);
    expect(new Set(ids).size).toBe(4);
    const three = await list({ c_id: 4, page: 3, limit: 3 });
    expect(three.message).toEqual({ list: [], total: 4, page: 3, limit: 3 });
  });

  it('serves banners with a cover image that exists', async () => {
    const r = await list({ c_id: 5 });
    expect(r.message.total).toBe(1);
    for (const b of r.message.list) {
      expect(b.cover).toMatch(/^\/h5\/banners\/[a-z-]+\.svg$/);
      expect(fs.existsSync(path.join(WEB_PUBLIC, b.cover.replace('/h5/', '')))).toBe(true);
      expect(b.link).toMatch(/^#\/pages\//);
    }
  });

  it('localizes titles: zh differs from en, and every language has its own text', async () => {
    const en = await list({ c_id: 6 });
    const zh = await list({ c_id: 6, lang: 'zh' });
    expect(zh.message.list.map((a) => a.id)).toEqual(en.message.list.map((a) => a.id));
    expect(zh.message.list[0]!.title).toBe('安全提醒：我们绝不会索要您的密码或验证码');
    expect(zh.message.list[0]!.title).not.toBe(en.message.list[0]!.title);
  });

  it('refuses a category that is missing, not a number or unknown, in the caller language', async () => {
    expect(await list({})).toEqual({ status: 200, type: 'error', message: 'Category is required' });
    expect(await list({ c_id: 'news' })).toEqual({
      status: 200,
      type: 'error',
      message: 'Category must be a number',
    });
    expect(await list({ c_id: 9 })).toEqual({
      status: 200,
      type: 'error',
      message: 'Category must be one of: 4, 5, 6, 7',
    });
    const zh = await list({ c_id: 'news', lang: 'zh' });
    expect(zh.type).toBe('error');
    expect(zh.message).toContain('分类');
  });

  it('refuses a page below 1', async () => {
    expect(await list({ c_id: 4, page: 0 })).toEqual({
      status: 200,
      type: 'error',
      message: 'Page must be greater than zero',
    });
  });

  it('hides an article scheduled for later until its time comes', async () => {
    const later = new Date(t.clock.now().getTime() + DAY_MS);
    const [row] = await t.ctx.db
      .insert(articles)
      .values({
        categoryId: 4,
        title: { en: 'Later' },
        summary: { en: '' },
        body: { en: '<p>x</p>' },
        publishedAt: later,
      })
      .returning();
    expect((await list({ c_id: 4 })).message.total).toBe(4);
    expect((await call(t.app, 'POST', '/news/detail', { id: row!.id })).type).toBe('error');
    t.clock.advance(2 * DAY_MS);
    const after = await list({ c_id: 4 });
    expect(after.message.total).toBe(5);
    expect(after.message.list[0]!.title).toBe('Later');
    // Only English was written: every other language falls back to it.
    expect((await list({ c_id: 4, lang: 'th' })).message.list[0]!.title).toBe('Later');
  });
});

describe('POST /news/detail and GET /news/index_pop', () => {
  it('answers an article with its HTML body in the caller language', async () => {
    const [first] = (await list({ c_id: 7 })).message.list;
    const en = await call<ArticleDetail>(t.app, 'POST', '/news/detail', { id: first!.id });
    const fra = await call<ArticleDetail>(t.app, 'POST', '/news/detail', {
      id: first!.id,
      lang: 'fra',
    });
    expect(Object.keys(en.message).sort()).toEqual([...ITEM_KEYS, 'content'].sort());
    expect(en.message.content).toMatch(/^<(p|ul)>/);
    expect(fra.message.content).not.toBe(en.message.content);
  });

  it('refuses an unknown id with a translated error, never a 500', async () => {
    expect(await call(t.app, 'POST', '/news/detail', { id: 99_999 })).toEqual({
      status: 200,
      type: 'error',
      message: 'This article does not exist',
    });
    const zh = await call(t.app, 'POST', '/news/detail', { id: 99_999, lang: 'zh' });
    expect(zh).toEqual({ status: 200, type: 'error', message: '该文章不存在' });
    expect(await call(t.app, 'POST', '/news/detail', { id: 'abc' })).toEqual({
      status: 200,
      type: 'error',
      message: 'ID must be a number',
    });
  });

  it('answers the popup announcement', async () => {
    const r = await call<ArticleDetail>(t.app, 'GET', '/news/index_pop', { lang: 'kor' });
    expect(r.message).toMatchObject({
      c_id: 6,
      is_popup: true,
      title: '보안 안내: 당사는 절대 비밀번호나 인증 코드를 요구하지 않습니다',
    });
    expect(r.message.content).toContain('<ul>');
  });

  it('sanitises stored HTML before the client renders it raw', async () => {
    const [row] = await t.ctx.db
      .insert(articles)
      .values({
        categoryId: 6,
        title: { en: 'Hostile' },
        summary: { en: '' },
        body: {
          en: '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">a</a><a href="https://bourse.example/x">b</a></p>',
        },
        publishedAt: t.clock.now(),
      })
      .returning();
    const r = await call<ArticleDetail>(t.app, 'POST', '/news/detail', { id: row!.id });
    expect(r.message.content).toBe('<p>Hi<a>a</a><a href="https://bourse.example/x">b</a></p>');
    await t.ctx.db.delete(articles).where(eq(articles.id, row!.id));
  });
});

describe('GET /menu', () => {
  const BUILT = [
    'recharge',
    'withdraw',
    'exchange',
    'transfer',
    'quickBuy',
    'transaction',
    'futures',
    'superLeverage',
    'seconds',
    'copyTrade',
    'nft',
    'chat',
    'otc',
    'borrowing',
    'game',
    'financial',
    'mining',
    'invest',
    'ieo',
    'stock',
    'market',
    'bills',
    'couponCentre',
    'contactUs',
  ];
  const CLIENT_TITLES = new Set(
    'recharge withdraw transfer exchange futures seconds stock copytrade financial margin otc coupon bills mining lockming ieo invest nft game chatroom contactUs borrowing market transaction quicklyBuyCoins defiMining cloudMining'.split(
      ' ',
    ),
  );
  const TAB_PAGES = [
    '/pages/index/index',
    '/pages/market/market',
    '/pages/transaction/index',
    '/pages/financial/index',
    '/pages/fund/assets',
  ];

  it('lists only the products built today, for both apps, localized', async () => {
    const r = await call<MenuItem[]>(t.app, 'GET', '/menu', { lang: 'zh' });
    expect(r.message.map((m) => m.key)).toEqual(BUILT);
    expect(r.message[0]).toEqual({
      key: 'recharge',
      title: 'recharge',
      icon: 'home-nav-1',
      url: '/pages/fund/select?type=recharge',
      open_type: 'navigateTo',
      is_financial: false,
      name: '充值',
      web_icon: 'recharge',
      route: '#/pages/fund/select?type=recharge',
      auth: true,
    });
    for (const m of r.message) {
      expect(CLIENT_TITLES.has(m.title), m.title).toBe(true);
      expect(m.icon).toMatch(/^home-(nav-([1-9]|1[02-5])|icon-[1-7])$/);
      expect(m.url).toMatch(/^\/pages\/[a-z]+\/[A-Za-z_-]+(\?.+)?$/);
      const tab = TAB_PAGES.includes(m.url.split('?')[0]!);
      expect(m.open_type, m.key).toBe(tab ? 'switchTab' : 'navigateTo');
      expect(m.route).toMatch(/^#\/pages\/[a-z]+\/[A-Za-z0-9_-]+(\?.+)?$/);
    }
  });

  it('opens a built page for every product and never a web-view or the app download', async () => {
    const r = await call<MenuItem[]>(t.app, 'GET', '/menu');
    for (const m of r.message) expect(m.url).not.toMatch(/webView|download/);
    // OTC lending, the loan enquiry and the quiz game (issue 14): both apps open their pages.
    expect(
      ['otc', 'borrowing', 'game'].map((key) => {
        const m = r.message.find((i) => i.key === key);
        return [m?.title, m?.url, m?.route, m?.auth];
      }),
    ).toEqual([
      ['otc', '/pages/otc/otc', '#/pages/otc/otc', false],
      ['borrowing', '/pages/common/borrowing', '#/pages/common/borrowing', true],
      ['game', '/pages/game/game', '#/pages/game/game', false],
    ]);
    // Customer service chat (issue 14): the client's chat room opens its kefu page.
    expect(r.message.find((m) => m.key === 'chat')).toMatchObject({
      title: 'chatroom',
      url: '/pages/kefu/index',
      route: '#/pages/kefu/index',
      auth: true,
    });
    // The NFT marketplace (issue 13): the original client reaches it only through this url.
    expect(r.message.find((m) => m.key === 'nft')).toMatchObject({
      title: 'nft',
      url: '/pages/nft/nft',
      route: '#/pages/nft/nft',
    });
    // Copy trading (issue 12) opens the trader list in both apps.
    expect(r.message.find((m) => m.key === 'copyTrade')).toMatchObject({
      title: 'copytrade',
      url: '/pages/follow/index',
      route: '#/pages/follow/index',
    });
  });

  it('marks the earn products for the original financial tab; Bourse opens its hub', async () => {
    const r = await call<MenuItem[]>(t.app, 'GET', '/menu');
    // Client contract 7.3: the financial tab loads a section per item titled ieo, lockming
    // or invest with a truthy is_financial.
    expect(r.message.filter((m) => m.is_financial).map((m) => [m.title, m.url])).toEqual([
      ['lockming', '/pages/lockming/lockming'],
      ['invest', '/pages/invest/invest'],
      ['ieo', '/pages/ieo/ieo'],
    ]);
    const byKey = (k: string) => r.message.find((m) => m.key === k)!;
    for (const k of ['financial', 'mining', 'invest'])
      expect(byKey(k).route).toBe('#/pages/financial/index');
    expect(byKey('financial')).toMatchObject({
      url: '/pages/financial/index',
      open_type: 'switchTab',
    });
  });

  it('opens conversion from Convert and the account transfer from Transfer', async () => {
    const r = await call<MenuItem[]>(t.app, 'GET', '/menu');
    const byKey = (k: string) => r.message.find((m) => m.key === k)!;
    // Client contract 10: conversion is /pages/fund/transfer, account transfer fundTransfer.
    expect(byKey('exchange').url).toBe('/pages/fund/transfer');
    expect(byKey('transfer').url).toBe('/pages/fund/fundTransfer');
    // Bourse's app has the same two pages.
    expect(byKey('exchange').route).toBe('#/pages/fund/transfer');
    expect(byKey('transfer').route).toBe('#/pages/fund/fundTransfer');
  });

  it('leaves out what the home_menu setting disables', async () => {
    await t.ctx.db
      .update(settings)
      .set({ value: { disabled: ['stock', 42] } })
      .where(eq(settings.keyword, HOME_MENU_SETTING));
    const r = await call<MenuItem[]>(t.app, 'GET', '/menu');
    expect(r.message.map((m) => m.key)).toEqual(BUILT.filter((k) => k !== 'stock'));
    await t.ctx.db
      .update(settings)
      .set({ value: { disabled: [] } })
      .where(eq(settings.keyword, HOME_MENU_SETTING));
  });
});

describe('FAQ and site pages', () => {
  it('answers the FAQ as one article, questions in data-file order, localized', async () => {
    const en = await call<FaqPage>(t.app, 'GET', '/faq');
    const hk = await call<FaqPage>(t.app, 'GET', '/faq', { lang: 'hk' });
    expect(en.message.title).toBe('Frequently asked questions');
    expect(hk.message.title).toBe('常見問題');
    expect(en.message.items).toHaveLength(9);
    expect(en.message.items[0]).toEqual({
      id: expect.any(Number),
      question: 'How do I deposit crypto?',
      answer: expect.stringMatching(/^<p>/),
    });
    // The original client renders `content`: every question as a heading, then its answer.
    expect(en.message.content.startsWith('<h3>How do I deposit crypto?</h3><p>')).toBe(true);
    expect(en.message.content.match(/<h3>/g)).toHaveLength(9);
    expect(hk.message.items[0]!.question).toBe('如何充值數字貨幣？');
    expect(en.message.items.map((f) => f.id)).toEqual(hk.message.items.map((f) => f.id));
  });

  it.each([
    ['/aboutus', 'aboutus', 'About Bourse', 'À propos de Bourse'],
    ['/contactus', 'contactus', 'Contact us', 'Nous contacter'],
    [
      '/operational_compliance',
      'operational_compliance',
      'Operational compliance',
      'Conformité opérationnelle',
    ],
  ])('GET %s answers its page in the caller language', async (url, slug, enTitle, fraTitle) => {
    const en = await call<PageContent>(t.app, 'GET', url);
    const fra = await call<PageContent>(t.app, 'GET', url, { lang: 'fra' });
    expect(en.message).toEqual({
      slug,
      title: enTitle,
      content: expect.stringMatching(/^<(p|h3)>/),
      updated_at: expect.any(Number),
    });
    expect(fra.message.title).toBe(fraTitle);
    expect(fra.message.content).not.toBe(en.message.content);
  });
});
