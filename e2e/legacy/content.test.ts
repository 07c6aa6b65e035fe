/**
 * Content and settings (client contract 5, 7.3, 9, 10), replayed on the original client's
 * wire: form bodies and queries, the raw token (empty for a guest), `lang`, its own field
 * names and its `undefined` literals. Every call here is public except the messages list,
 * so each runs as a guest, signed in, and with a stale token the client still holds.
 */
import { describe, expect, it } from 'vitest';
import { DATE_TIME_RE, expectOk, expectRefused, legacyServer } from './harness.ts';

const s = legacyServer();

type Row = Record<string, unknown>;

/** The three ways the client calls a public endpoint. */
const callers = async () => [
  { who: 'guest', token: '' },
  { who: 'signed in', token: await s.newUser() },
  { who: 'stale token', token: '3f9c2b7e5d1a4c8f9e0b6a7d2c1e5f40' },
];

/** Keys of the client's `home` catalogue (contract 7.3): a menu title must be one. */
const HOME_KEYS = new Set(
  [
    'recharge withdraw transfer exchange futures seconds stock copytrade financial margin otc',
    'coupon bills mining lockming ieo invest nft game chatroom contactUs borrowing market',
    'transaction quicklyBuyCoins defiMining cloudMining',
  ]
    .join(' ')
    .split(' '),
);
const TAB_PAGES = new Set([
  '/pages/index/index',
  '/pages/market/market',
  '/pages/transaction/index',
  '/pages/financial/index',
  '/pages/fund/assets',
]);
const HTTP_URL = /^https?:\/\/[^\s]+$/;

function expectText(value: unknown, what: string): string {
  expect(typeof value, what).toBe('string');
  expect((value as string).length, what).toBeGreaterThan(0);
  return value as string;
}

describe('GET /getSiteConfig (7.3, 9)', () => {
  it('answers the title, logo paths and an http(s) URL for every contact row', async () => {
    for (const { who, token } of await callers()) {
      const m = expectOk(await s.call<Row>('GET', '/getSiteConfig', {}, { token }), who);
      expectText(m.site_name, `${who} site_name`);
      for (const k of ['site_logo', 'down_logo']) expect(m[k], `${who} ${k}`).toMatch(/^\/[^/]/);
      for (const k of ['zxkf_url', 'telegram_url', 'whatsApp_url', 'jie_url', 'hk_url']) {
        // Assigned to window.location on tap: never empty, undefined or javascript:.
        expect(m[k], `${who} ${k}`).toMatch(HTTP_URL);
      }
    }
  });

  it('points every contact row at an H5 page until an operator sets one', async () => {
    const m = expectOk(await s.call<Row>('GET', '/getSiteConfig'), 'site config');
    const pages = {
      zxkf_url: 'common/contactus',
      telegram_url: 'common/contactus',
      whatsApp_url: 'common/contactus',
      // The loan and repayment rows (issue 14): the enquiry form and the user's loans.
      jie_url: 'common/borrowing',
      hk_url: 'loan/loans',
    };
    for (const [k, page] of Object.entries(pages)) {
      const url = new URL(m[k] as string);
      expect(`${url.pathname}${url.hash}`, k).toBe(`/h5/#/pages/${page}`);
    }
  });
});

describe('GET /getSetting {keyword} (9)', () => {
  it.each([
    ['apk_download_url', HTTP_URL],
    ['support_url', HTTP_URL],
    ['version', /^(wgt|apk),\d+$/],
  ])('answers %s as message.value, a string', async (keyword, shape) => {
    for (const { who, token } of await callers()) {
      const m = expectOk(await s.call<Row>('GET', '/getSetting', { keyword }, { token }), who);
      expect(typeof m.value, who).toBe('string');
      expect(m.value, who).toMatch(shape);
    }
  });

  it("answers game_url as a string: the H5 quiz, the game page's web-view source", async () => {
    const m = expectOk(await s.call<Row>('GET', '/getSetting', { keyword: 'game_url' }), 'game');
    const url = new URL(m.value as string);
    expect(`${url.pathname}${url.hash}`).toBe('/h5/#/pages/game/game');
  });

  it('refuses an unknown, empty or hostile keyword clearly, in the caller language', async () => {
    expect(expectRefused(await s.call('GET', '/getSetting', { keyword: 'nope' }), 'en')).toBe(
      'No setting named nope',
    );
    const zh = expectRefused(
      await s.call('GET', '/getSetting', { keyword: 'nope' }, { lang: 'zh' }),
      'zh',
    );
    expect(zh).toBe('配置项nope不存在');
    // The client's undefined keyword arrives as an empty query value.
    expectRefused(await s.call('GET', '/getSetting', { keyword: undefined }), 'undefined');
    expectRefused(await s.call('GET', '/getSetting', { keyword: 'support\u0000_url' }), 'NUL');
    expectRefused(await s.call('GET', '/getSetting', { keyword: 'x'.repeat(500) }), 'long');
  });
});

describe('GET /news/index_pop (7.3)', () => {
  it('answers a falsy message or { id, title, content } with sanitised HTML', async () => {
    for (const { who, token } of await callers()) {
      for (const lang of ['en', 'hk']) {
        const m = expectOk(
          await s.call<Row | null>('GET', '/news/index_pop', {}, { token, lang }),
          who,
        );
        if (!m) continue;
        expect(typeof m.id, who).toBe('number');
        expectText(m.title, `${who} title`);
        const html = expectText(m.content, `${who} content`);
        expect(html).not.toMatch(/<script|on\w+=|javascript:/i);
      }
    }
  });
});

describe('POST /news/list (7.3)', () => {
  it('c_id=4 with no paging: message.list[] { id, title, abstract, create_time }', async () => {
    for (const { who, token } of await callers()) {
      const m = expectOk(
        await s.call<{ list: Row[] }>('POST', '/news/list', { c_id: 4 }, { token }),
        who,
      );
      expect(Array.isArray(m.list), who).toBe(true);
      expect(m.list.length, who).toBeGreaterThan(0);
      for (const row of m.list) {
        expect(typeof row.id, who).toBe('number');
        expectText(row.title, `${who} title`);
        expect(typeof row.abstract, `${who} abstract`).toBe('string');
        expect(row.create_time, `${who} create_time`).toMatch(DATE_TIME_RE);
      }
    }
  });

  it('c_id=5: message.list[].cover is a path the client prefixes with its origin', async () => {
    const m = expectOk(await s.call<{ list: Row[] }>('POST', '/news/list', { c_id: 5 }), 'c_id 5');
    expect(m.list.length).toBeGreaterThan(0);
    for (const row of m.list) expect(row.cover).toMatch(/^\/h5\/banners\/[a-z-]+\.svg$/);
  });

  it('answers in the caller language', async () => {
    const en = expectOk(await s.call<{ list: Row[] }>('POST', '/news/list', { c_id: 4 }), 'en');
    const jp = expectOk(
      await s.call<{ list: Row[] }>('POST', '/news/list', { c_id: 4 }, { lang: 'jp' }),
      'jp',
    );
    expect(jp.list.map((r) => r.id)).toEqual(en.list.map((r) => r.id));
    expect(jp.list[0]!.title).not.toBe(en.list[0]!.title);
  });

  it('refuses a missing, unknown or hostile category in the caller language', async () => {
    expect(
      expectRefused(await s.call('POST', '/news/list', { c_id: undefined }), 'undefined'),
    ).toBe('Category is required');
    expectRefused(await s.call('POST', '/news/list', { c_id: 9 }), '9');
    expectRefused(await s.call('POST', '/news/list', { c_id: '4<script>' }), 'script');
    const fra = expectRefused(
      await s.call('POST', '/news/list', { c_id: 'x' }, { lang: 'fra' }),
      'fra',
    );
    expect(fra).not.toBe('Category must be a number');
  });
});

describe('POST /news/detail {id} (7.3)', () => {
  it('answers { title, content, create_time } for a listed article', async () => {
    const list = expectOk(await s.call<{ list: Row[] }>('POST', '/news/list', { c_id: 4 }), 'list');
    for (const { who, token } of await callers()) {
      const m = expectOk(
        await s.call<Row>('POST', '/news/detail', { id: list.list[0]!.id as number }, { token }),
        who,
      );
      expectText(m.title, `${who} title`);
      expect(expectText(m.content, `${who} content`)).toMatch(/^<(p|h3|ul)>/);
      expect(m.create_time, who).toMatch(DATE_TIME_RE);
    }
  });

  it('refuses an unknown, absent or out-of-range id with a clear message, never a 5xx', async () => {
    expect(expectRefused(await s.call('POST', '/news/detail', { id: 99_999 }), 'unknown')).toBe(
      'This article does not exist',
    );
    expect(
      expectRefused(await s.call('POST', '/news/detail', { id: 99_999 }, { lang: 'zh' }), 'zh'),
    ).toBe('该文章不存在');
    expectRefused(await s.call('POST', '/news/detail', { id: undefined }), 'undefined');
    expectRefused(await s.call('POST', '/news/detail', { id: null }), 'null');
    expectRefused(await s.call('POST', '/news/detail', { id: '99999999999' }), 'above int32');
  });
});

describe('GET /menu (7.3)', () => {
  it('answers a bare array the home grid and the financial tab can read', async () => {
    for (const { who, token } of await callers()) {
      const m = expectOk(await s.call<Row[]>('GET', '/menu', {}, { token }), who);
      expect(Array.isArray(m), who).toBe(true);
      expect(m.length, who).toBeGreaterThan(0);
      for (const item of m) {
        const title = expectText(item.title, `${who} title`);
        expect(HOME_KEYS.has(title), `${who} ${title}`).toBe(true);
        expect(item.icon, title).toMatch(/^home-(nav-([1-9]|1[02-5])|icon-[1-7])$/);
        const url = expectText(item.url, `${title} url`);
        expect(url, title).toMatch(/^\/pages\/[a-z]+\/[A-Za-z_]+(\?.*)?$/);
        expect(item.open_type, title).toBe(
          TAB_PAGES.has(url.split('?')[0]!) ? 'switchTab' : 'navigateTo',
        );
        expect(typeof item.is_financial, title).toBe('boolean');
      }
    }
  });

  it('lists the products built: contracts, seconds, copy trading, the earn products, NFT, chat, OTC, borrowing and the game', async () => {
    const m = expectOk(await s.call<Row[]>('GET', '/menu'), 'menu');
    // Contracts and seconds options exist (issue 10): the contract page and the trade tab.
    expect(m.find((i) => i.title === 'futures')?.url).toBe('/pages/transaction/contract');
    expect(m.find((i) => i.title === 'seconds')).toMatchObject({
      url: '/pages/transaction/index',
      open_type: 'switchTab',
    });
    // The earn products (issue 11): the financial tab (a tab page: switchTab) and one
    // section each for ieo, lockming and invest, which the tab finds by is_financial.
    expect(m.find((i) => i.title === 'financial')).toMatchObject({
      url: '/pages/financial/index',
      open_type: 'switchTab',
      is_financial: false,
    });
    expect(m.filter((i) => i.is_financial).map((i) => [i.title, i.url])).toEqual([
      ['lockming', '/pages/lockming/lockming'],
      ['invest', '/pages/invest/invest'],
      ['ieo', '/pages/ieo/ieo'],
    ]);
    // Copy trading (issue 12): the trader list.
    expect(m.find((i) => i.title === 'copytrade')).toMatchObject({
      url: '/pages/follow/index',
      open_type: 'navigateTo',
    });
    // The NFT marketplace (issue 13): reachable only through this url in the client.
    expect(m.find((i) => i.title === 'nft')).toMatchObject({
      url: '/pages/nft/nft',
      open_type: 'navigateTo',
    });
    // Customer service chat (issue 14): the chat room opens the client's kefu page.
    expect(m.find((i) => i.title === 'chatroom')?.url).toBe('/pages/kefu/index');
    // OTC lending, the enquiry form and the quiz game (issue 14) open the client's own pages.
    expect(['otc', 'borrowing', 'game'].map((k) => m.find((i) => i.title === k)?.url)).toEqual([
      '/pages/otc/otc',
      '/pages/common/borrowing',
      '/pages/game/game',
    ]);
    // Convert opens conversion (contract 10: /pages/fund/transfer), not the account transfer.
    expect(m.find((i) => i.title === 'exchange')?.url).toBe('/pages/fund/transfer');
    expect(m.find((i) => i.title === 'transfer')?.url).toBe('/pages/fund/fundTransfer');
  });
});

describe('GET /faq, /contactus, /aboutus, /operational_compliance (7.3)', () => {
  it.each(['/faq', '/contactus', '/aboutus', '/operational_compliance'])(
    '%s answers ONE article object { title, content }',
    async (path) => {
      for (const { who, token } of await callers()) {
        for (const lang of ['en', 'th']) {
          const m = expectOk(await s.call<Row>('GET', path, {}, { token, lang }), `${who} ${lang}`);
          expect(Array.isArray(m), who).toBe(false);
          expectText(m.title, `${who} ${lang} title`);
          const html = expectText(m.content, `${who} ${lang} content`);
          expect(html).not.toMatch(/<script|on\w+=|javascript:/i);
        }
      }
    },
  );

  it('answers each page in the caller language', async () => {
    const en = expectOk(await s.call<Row>('GET', '/aboutus'), 'en');
    const kor = expectOk(await s.call<Row>('GET', '/aboutus', {}, { lang: 'kor' }), 'kor');
    expect(kor.title).not.toBe(en.title);
    expect(kor.content).not.toBe(en.content);
  });
});

describe('GET /mailMessage/getList (7.3)', () => {
  it('answers message.list[] { id, title, abstract, create_time } to a signed-in user', async () => {
    const token = await s.newUser();
    for (const lang of ['en', 'spa']) {
      const m = expectOk(
        await s.call<{ list: Row[] }>('GET', '/mailMessage/getList', {}, { token, lang }),
        lang,
      );
      expect(Array.isArray(m.list)).toBe(true);
      expect(m.list.length).toBeGreaterThan(0);
      for (const row of m.list) {
        expect(typeof row.id).toBe('number');
        expectText(row.title, 'title');
        expect(typeof row.abstract).toBe('string');
        expect(row.create_time).toMatch(DATE_TIME_RE);
      }
    }
  });

  it('sends a guest to login with the string type "999"', async () => {
    const r = await s.call('GET', '/mailMessage/getList', {}, { token: '' });
    expect(r.status).toBe(200);
    expect(r.body.type).toBe('999');
    expect(typeof r.message).toBe('string');
  });
});
