import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ArticleDetail,
  ArticleItem,
  FaqItem,
  MenuItem,
  Page,
  PageContent,
} from '@bourse/shared';
import { DAY_MS } from '../../clock.ts';
import { seedDemo } from '../../seed/index.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { articles } from './index.ts';

const WEB_PUBLIC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/public',
);
const ITEM_KEYS = ['c_id', 'cover', 'id', 'is_popup', 'link', 'published_at', 'summary', 'title'];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx.db, t.clock, { production: false });
});
afterAll(() => t.close());

const list = (body: Record<string, string | number>) =>
  call<Page<ArticleItem>>(t.app, 'POST', '/news/list', body);

describe('POST /news/list', () => {
  it('pages news newest first, with the list item shape', async () => {
    const r = await list({ c_id: 4 });
    expect(r.type).toBe('ok');
    expect(r.message).toMatchObject({ total: 6, page: 1, limit: 10 });
    expect(r.message.data).toHaveLength(6);
    expect(Object.keys(r.message.data[0]!).sort()).toEqual(ITEM_KEYS);
    expect(r.message.data[0]).toMatchObject({
      c_id: 4,
      title: 'US stock trading is open: AAPL, TSLA, NVDA, MSFT and AMZN',
      is_popup: false,
      published_at: Math.floor((t.clock.now().getTime() - 2 * DAY_MS) / 1000),
    });
    const times = r.message.data.map((a) => a.published_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers page 2 with the rest and no overlap', async () => {
    const one = await list({ c_id: 4, page: 1, limit: 4 });
    const two = await list({ c_id: 4, page: 2, limit: 4 });
    expect(two.message).toMatchObject({ total: 6, page: 2, limit: 4 });
    expect(one.message.data).toHaveLength(4);
    expect(two.message.data).toHaveLength(2);
    const ids = [...one.message.data, ...two.message.data].map((a) => a.id);
    expect(new Set(ids).size).toBe(6);
    const three = await list({ c_id: 4, page: 3, limit: 4 });
    expect(three.message).toEqual({ data: [], total: 6, page: 3, limit: 4 });
  });

  it('serves banners with a cover image that exists', async () => {
    const r = await list({ c_id: 5 });
    expect(r.message.total).toBe(3);
    for (const b of r.message.data) {
      expect(b.cover).toMatch(/^\/h5\/banners\/[a-z-]+\.svg$/);
      expect(fs.existsSync(path.join(WEB_PUBLIC, b.cover.replace('/h5/', '')))).toBe(true);
      expect(b.link).toMatch(/^#\/pages\//);
    }
  });

  it('localizes titles: zh differs from en, and every language has its own text', async () => {
    const en = await list({ c_id: 6 });
    const zh = await list({ c_id: 6, lang: 'zh' });
    expect(zh.message.data.map((a) => a.id)).toEqual(en.message.data.map((a) => a.id));
    expect(zh.message.data[0]!.title).toBe('安全提醒：我们绝不会索要您的密码或验证码');
    expect(zh.message.data[0]!.title).not.toBe(en.message.data[0]!.title);
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
    expect((await list({ c_id: 4 })).message.total).toBe(6);
    expect((await call(t.app, 'POST', '/news/detail', { id: row!.id })).type).toBe('error');
    t.clock.advance(2 * DAY_MS);
    const after = await list({ c_id: 4 });
    expect(after.message.total).toBe(7);
    expect(after.message.data[0]!.title).toBe('Later');
    // Only English was written: every other language falls back to it.
    expect((await list({ c_id: 4, lang: 'th' })).message.data[0]!.title).toBe('Later');
  });
});

describe('POST /news/detail and GET /news/index_pop', () => {
  it('answers an article with its HTML body in the caller language', async () => {
    const [first] = (await list({ c_id: 7 })).message.data;
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
});

describe('GET /menu', () => {
  it('lists the home shortcuts of spec section 2 as routes, localized', async () => {
    const r = await call<MenuItem[]>(t.app, 'GET', '/menu', { lang: 'zh' });
    expect(r.message).toHaveLength(22);
    expect(r.message[0]).toEqual({
      key: 'recharge',
      name: '充值',
      icon: 'recharge',
      route: '#/pages/fund/select?type=recharge',
      auth: true,
      enabled: true,
    });
    for (const m of r.message) expect(m.route).toMatch(/^#\/pages\/[a-z]+\/[A-Za-z_-]+(\?.+)?$/);
    expect(new Set(r.message.map((m) => m.key)).size).toBe(22);
    const en = await call<MenuItem[]>(t.app, 'GET', '/menu');
    expect(en.message.find((m) => m.key === 'nft')?.name).toBe('NFT');
    expect(en.message.find((m) => m.key === 'miniGame')?.name).toBe('Mini game');
  });

  it('hides what the home_menu setting disables', async () => {
    const r = await call<MenuItem[]>(t.app, 'GET', '/menu');
    expect(r.message.filter((m) => !m.enabled).map((m) => m.key)).toEqual(['cloudMining']);
  });
});

describe('FAQ and site pages', () => {
  it('answers the FAQ in data-file order, localized', async () => {
    const en = await call<FaqItem[]>(t.app, 'GET', '/faq');
    const hk = await call<FaqItem[]>(t.app, 'GET', '/faq', { lang: 'hk' });
    expect(en.message).toHaveLength(10);
    expect(en.message[0]).toEqual({
      id: expect.any(Number),
      question: 'How do I deposit crypto?',
      answer: expect.stringMatching(/^<p>/),
    });
    expect(hk.message[0]!.question).toBe('如何充值數字貨幣？');
    expect(en.message.map((f) => f.id)).toEqual(hk.message.map((f) => f.id));
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
