/**
 * The console's content and settings (issue 15): articles and pages in eight languages,
 * sanitized, audited with before/after and public at once; 24 simultaneous edits of one
 * article each audited, each row's before the previous row's after; unsafe links, NUL
 * bytes, ids past int32 and other roles refused; settings through setSiteSetting with one
 * audit row per change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  translate,
  type AdminArticle,
  type AdminPage,
  type AdminSetting,
  type ArticleDetail,
  type ArticleItem,
  type ListPage,
  type Page,
  type PageContent,
} from '@bourse/shared';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { createOperator } from './operators.ts';
import { auditLog } from './tables.ts';
import { loginOperator } from './testing.ts';

let t: TestApp;
let admin: string;
let support: string;

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['admin', 'support'] as const) {
    await createOperator(t.ctx.db, t.clock, {
      email: `${role}@desk.test`,
      name: `${role} desk`,
      role,
      password: 'operator-pass-123',
    });
  }
  const login = (email: string) =>
    loginOperator(t, { email, password: 'operator-pass-123' }).then((r) => r.message);
  admin = await login('admin@desk.test');
  support = await login('support@desk.test');
});
afterAll(() => t.close());

/** A JSON body (the console sends the languages as an object), the whole reply. */
async function post<T>(url: string, body: unknown, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: body as Record<string, unknown>,
    headers: token ? { authorization: token } : {},
  });
  return { status: res.statusCode, ...(res.json() as { type: string; message: T }) };
}

const text = (en: string, zh = '') => ({ en, zh });
const article = (fields: Record<string, unknown> = {}) => ({
  category_id: 4,
  title: text('Maintenance tonight', '今晚维护'),
  summary: text('Spot trading pauses for ten minutes'),
  body: text('<p>We upgrade the engine.</p><script>alert(1)</script>'),
  link: '#/pages/market/market',
  cover: '/h5/banners/one-account.svg',
  ...fields,
});
const create = (body: unknown, token: string | undefined = admin) =>
  post<AdminArticle>('/admin/articles', body, token);
const editOf = (id: number | string, body: unknown, token: string | undefined = admin) =>
  post<AdminArticle>(`/admin/articles/${id}`, body, token);
const auditsOf = (action: string, id: number | string) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))))
    .orderBy(auditLog.id);
const publicList = (c_id: number, lang = 'en') =>
  call<ListPage<ArticleItem>>(t.app, 'POST', '/news/list', { c_id, lang });

describe('articles', () => {
  it('creates a news article, scripts stripped, public at once and audited', async () => {
    const r = await create(article());
    expect(r.type).toBe('ok');
    const id = r.message.id;
    expect(r.message.body.en).toBe('<p>We upgrade the engine.</p>');
    expect(r.message.title).toMatchObject({ en: 'Maintenance tonight', zh: '今晚维护', jp: '' });
    const zh = await publicList(4, 'zh');
    expect(zh.message.list.map((a) => a.title)).toContain('今晚维护');
    const detail = await call<ArticleDetail>(t.app, 'POST', '/news/detail', { id, lang: 'jp' });
    expect(detail.message.content).toBe('<p>We upgrade the engine.</p>');
    expect(detail.message.title).toBe('Maintenance tonight');
    const rows = await auditsOf('article.create', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.detail).toMatchObject({
      before: null,
      after: { category_id: 4, title: { en: 'Maintenance tonight' } },
    });
  });

  it('an edited banner shows in the public banner list at once, audited before/after', async () => {
    const made = await create(article({ category_id: 5, title: text('Old banner') }));
    const id = made.message.id;
    const edited = await editOf(id, article({ category_id: 5, title: text('New banner') }));
    expect(edited.message.title.en).toBe('New banner');
    const banners = await publicList(5);
    expect(banners.message.list.map((b) => b.title)).toEqual(['New banner']);
    const rows = await auditsOf('article.edit', id);
    expect(rows.map((r) => r.detail)).toEqual([
      {
        before: { title: made.message.title },
        after: { title: { ...made.message.title, en: 'New banner' } },
      },
    ]);
    // Unpublished: gone from the public list, still on the console.
    await editOf(id, article({ category_id: 5, title: text('New banner'), is_published: false }));
    expect((await publicList(5)).message.list).toEqual([]);
    const console = await call<Page<AdminArticle>>(
      t.app,
      'GET',
      '/admin/articles',
      { category_id: 5 },
      admin,
    );
    expect(console.message.data.map((a) => [a.id, a.is_published])).toEqual([[id, false]]);
  });

  it('a popup announcement is what /news/index_pop answers', async () => {
    const made = await create(article({ category_id: 6, title: text('Popup!'), is_popup: true }));
    const pop = await call<ArticleDetail | null>(t.app, 'GET', '/news/index_pop', {});
    expect(pop.message?.id).toBe(made.message.id);
  });

  it('24 simultaneous edits of one article: each audited, each before the previous after', async () => {
    const made = await create(article({ title: text('v0') }));
    const id = made.message.id;
    const replies = await Promise.all(
      Array.from({ length: 24 }, (_, i) => editOf(id, article({ title: text(`v${i + 1}`) }))),
    );
    expect(replies.every((r) => r.type === 'ok')).toBe(true);
    const rows = await auditsOf('article.edit', id);
    expect(rows).toHaveLength(24);
    type Detail = { before: { title: { en: string } }; after: { title: { en: string } } };
    const chain = rows.map((r) => r.detail as Detail);
    expect(chain[0]!.before.title.en).toBe('v0');
    for (let i = 1; i < chain.length; i++) {
      expect(chain[i]!.before.title).toEqual(chain[i - 1]!.after.title);
    }
    const latest = await call<ArticleDetail>(t.app, 'POST', '/news/detail', { id });
    expect(latest.message.title).toBe(chain.at(-1)!.after.title.en);
  });

  it('refuses unsafe links and covers, NUL bytes, bad languages, other roles and bad ids', async () => {
    const made = await create(article({ title: text('Safe') }));
    const id = made.message.id;
    const bad: Record<string, unknown>[] = [
      { link: 'javascript:alert(1)' },
      { cover: 'javascript:alert(1)' },
      { cover: '//evil.example/x.png' },
      { cover: 'data:image/png;base64,AAAA' },
      { title: text('a\u0000b') },
      { title: { en: 'x', klingon: 'y' } },
      { title: text('') },
      { title: 'plain text' },
      { category_id: 9 },
      { sort: 'abc' },
    ];
    for (const fields of bad) {
      expect((await editOf(id, article(fields))).type, JSON.stringify(fields)).toBe('error');
      expect((await create(article(fields))).type, JSON.stringify(fields)).toBe('error');
    }
    expect((await editOf(id, article(), support)).message).toBe(
      translate('en', 'errors.forbidden'),
    );
    expect((await post(`/admin/articles/${id}`, article())).type).toBe('999');
    for (const big of ['2147483648', '99999999999']) {
      expect((await editOf(big, article())).type).toBe('error');
    }
    expect((await editOf(2147483647, article())).message).toBe(
      translate('en', 'errors.articleNotFound'),
    );
    expect(await auditsOf('article.edit', id)).toEqual([]);
    const detail = await call<ArticleDetail>(t.app, 'POST', '/news/detail', { id });
    expect(detail.message.title).toBe('Safe');
  });
});

describe('site pages', () => {
  it('an edit of about us is sanitized, public at once and audited', async () => {
    const body = {
      title: text('About Bourse', '关于我们'),
      body: text('<h3>Who we are</h3><img src=x onerror=alert(1)><script>x()</script>'),
    };
    const r = await post<AdminPage>('/admin/pages/aboutus', body, admin);
    expect(r.message.body.en).toBe('<h3>Who we are</h3>');
    const shown = await call<PageContent>(t.app, 'GET', '/aboutus', { lang: 'zh' });
    expect(shown.message).toMatchObject({ title: '关于我们', content: '<h3>Who we are</h3>' });
    const again = await post<AdminPage>(
      '/admin/pages/aboutus',
      { ...body, title: text('About us') },
      admin,
    );
    expect(again.type).toBe('ok');
    const rows = await auditsOf('page.edit', 'aboutus');
    expect(rows.map((row) => row.detail)).toEqual([
      { before: null, after: { title: r.message.title, body: r.message.body } },
      { before: { title: r.message.title }, after: { title: again.message.title } },
    ]);
    const pages = await call<AdminPage[]>(t.app, 'GET', '/admin/pages', {}, admin);
    expect(pages.message.map((p) => p.slug)).toEqual(['aboutus']);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pages/terms',
      payload: body,
      headers: { authorization: admin },
    });
    expect(unknown.json().type).toBe('error');
    expect((await post('/admin/pages/aboutus', body, support)).message).toBe(
      translate('en', 'errors.forbidden'),
    );
  });
});

describe('settings', () => {
  it('an edit goes through setSiteSetting, audited once with before/after, public at once', async () => {
    const list = await call<AdminSetting[]>(t.app, 'GET', '/admin/settings', {}, admin);
    expect(list.message.map((s) => s.keyword)).toContain('support_url');
    const set = (keyword: string, value: string, token = admin) =>
      call<AdminSetting>(t.app, 'POST', `/admin/settings/${keyword}`, { value }, token);
    expect((await set('support_url', 'https://help.bourse.example/a')).type).toBe('ok');
    expect((await set('support_url', 'https://help.bourse.example/b')).type).toBe('ok');
    expect((await set('telegram_url', 'https://t.me/bourse')).type).toBe('ok');
    const shown = await call<{ value: string }>(t.app, 'GET', '/getSetting', {
      keyword: 'support_url',
    });
    expect(shown.message.value).toBe('https://help.bourse.example/b');
    expect((await auditsOf('setting.edit', 'support_url')).map((r) => r.detail)).toEqual([
      { before: null, after: 'https://help.bourse.example/a' },
      { before: 'https://help.bourse.example/a', after: 'https://help.bourse.example/b' },
    ]);
    const after = await call<AdminSetting[]>(t.app, 'GET', '/admin/settings', {}, admin);
    expect(after.message.find((s) => s.keyword === 'telegram_url')!.value).toBe(
      'https://t.me/bourse',
    );

    expect((await set('support_url', 'javascript:alert(1)')).message).toBe(
      translate('en', 'errors.settingValueInvalid', { keyword: 'support_url' }),
    );
    expect((await set('smtp_password', 'x')).message).toBe(
      translate('en', 'errors.settingNotFound', { keyword: 'smtp_password' }),
    );
    expect((await set('support_url', 'https://x.example', support)).message).toBe(
      translate('en', 'errors.forbidden'),
    );
    expect(await auditsOf('setting.edit', 'support_url')).toHaveLength(2);
  });
});
