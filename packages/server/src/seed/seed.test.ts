import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, toPlain } from '@bourse/shared';
import { availableOf, getBalance, systemOwner, verifyLedger } from '../modules/ledger/index.ts';
import { users } from '../modules/users/index.ts';
import { DEMO_USDT } from './users.ts';
import { articles, mailMessages, plainSummary, sitePages } from '../modules/content/index.ts';
import { currencies, regions, settings } from '../modules/system/index.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { seedContent } from './content.ts';
import { PUBLIC_SETTINGS } from './data/settings.ts';
import { seedDemo } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function counts() {
  const n = async (table: PgTable) => (await t.ctx.db.select({ n: count() }).from(table))[0]!.n;
  return {
    settings: await n(settings),
    regions: await n(regions),
    currencies: await n(currencies),
    articles: await n(articles),
    pages: await n(sitePages),
    mail: await n(mailMessages),
  };
}

/** Tags our rich text may use (the web renders it; anything else would be a bug or a hole). */
const ALLOWED_TAGS = new Set(['p', 'h3', 'ul', 'li', 'strong', 'a']);

function checkHtml(html: string): string[] {
  const problems: string[] = [];
  for (const [, tag, attrs] of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    if (!ALLOWED_TAGS.has(tag!)) problems.push(`tag <${tag}>`);
    const rest = attrs!.trim();
    if (
      tag === 'a' &&
      rest &&
      !/^href="(#\/pages\/[^"]+|mailto:[^"]+|https:\/\/[^"]+)"$/.test(rest)
    ) {
      problems.push(`link ${rest}`);
    }
    if (tag !== 'a' && rest) problems.push(`attributes on <${tag}>: ${rest}`);
  }
  if (/<script|javascript:|on\w+=/i.test(html)) problems.push('script');
  return problems;
}

describe('seed', () => {
  it('seeds only reference content in production: FAQ and pages, no demo articles or broadcasts', async () => {
    await seedContent(t.ctx.db, t.clock, { demo: false });
    expect(await counts()).toMatchObject({ articles: 9, pages: 3, mail: 0 });
  });

  it('is idempotent: a second run inserts nothing', async () => {
    await seedDemo(t.ctx.db, t.clock, { production: false });
    const first = await counts();
    expect(first).toEqual({
      // The public settings, plus withdrawal_rules, the demo deposit_addresses and the demo
      // deposit_xpubs (seed/funding.ts), the contracts' maintenance level and overnight time
      // (seed/lever.ts), the options' blocked regions (seed/options.ts) and the lock-up
      // dividend time (seed/lockup.ts).
      settings: Object.keys(PUBLIC_SETTINGS).length + 7,
      regions: 42,
      // The catalogue's 13, the three demo IEO tokens (seed/ieo.ts) and USDC (seed/loans.ts).
      currencies: 17,
      articles: 18,
      pages: 3,
      mail: 2,
    });
    t.clock.advance(60_000);
    await seedDemo(t.ctx.db, t.clock, { production: false });
    expect(await counts()).toEqual(first);
  });

  it('keeps an operator’s edits on the next start', async () => {
    await t.ctx.db
      .update(settings)
      .set({ value: { disabled: [] } })
      .where(eq(settings.keyword, 'home_menu'));
    await t.ctx.db.update(currencies).set({ color: '#000000' }).where(eq(currencies.id, 1));
    await seedDemo(t.ctx.db, t.clock, { production: false });
    const [menu] = await t.ctx.db.select().from(settings).where(eq(settings.keyword, 'home_menu'));
    const [btc] = await t.ctx.db.select().from(currencies).where(eq(currencies.id, 1));
    expect(menu!.value).toEqual({ disabled: [] });
    expect(btc!.color).toBe('#000000');
  });

  it('unpublishes articles about products not built yet, seeded by an earlier version', async () => {
    const [old] = await t.ctx.db
      .insert(articles)
      .values({
        slug: 'news-copy-trading',
        categoryId: 4,
        title: { en: 'Copy trading' },
        summary: { en: '' },
        body: { en: '<p>x</p>' },
        publishedAt: t.clock.now(),
      })
      .returning();
    expect(old!.isPublished).toBe(true);
    await seedDemo(t.ctx.db, t.clock, { production: false });
    const [after] = await t.ctx.db.select().from(articles).where(eq(articles.id, old!.id));
    expect(after!.isPublished).toBe(false);
    await t.ctx.db.delete(articles).where(eq(articles.id, old!.id));
  });

  it('seeds no text about products not built yet', async () => {
    const published = await t.ctx.db.select().from(articles).where(eq(articles.isPublished, true));
    const pages = await t.ctx.db.select().from(sitePages);
    const texts = [
      ...published.flatMap((a) => [a.title.en, a.summary.en, a.body.en, a.link]),
      ...pages.map((p) => p.body.en),
    ].join('\n');
    for (const claim of [
      /futures/i,
      /seconds? options/i,
      /copy trading/i,
      /lock-up mining/i,
      /\bIEO\b/,
      /NFT/,
      /dual-currency/i,
      /rebate/i,
      /kefu/,
      /lockming|copytrade/,
    ])
      expect(texts).not.toMatch(claim);
  });

  it('writes every text in all eight languages', async () => {
    const texts: [string, Record<string, string | undefined>][] = [];
    for (const a of await t.ctx.db.select().from(articles)) {
      texts.push(
        [`${a.slug} title`, a.title],
        [`${a.slug} summary`, a.summary],
        [`${a.slug} body`, a.body],
      );
    }
    for (const p of await t.ctx.db.select().from(sitePages))
      texts.push([`${p.slug} title`, p.title], [`${p.slug} body`, p.body]);
    for (const m of await t.ctx.db.select().from(mailMessages))
      texts.push([`${m.dedupeKey} title`, m.title], [`${m.dedupeKey} body`, m.body]);
    for (const r of await t.ctx.db.select().from(regions)) texts.push([r.iso, r.names]);
    for (const c of await t.ctx.db.select().from(currencies)) texts.push([c.name, c.names]);
    const missing = texts.flatMap(([what, text]) =>
      LANGS.filter((l) => !text[l]?.trim()).map((l) => `${what}: ${l}`),
    );
    expect(missing).toEqual([]);
  });

  it('uses only the allowed HTML in bodies', async () => {
    const bodies: [string, string][] = [];
    for (const a of await t.ctx.db.select().from(articles))
      for (const [l, h] of Object.entries(a.body)) bodies.push([`${a.slug}/${l}`, h!]);
    for (const p of await t.ctx.db.select().from(sitePages))
      for (const [l, h] of Object.entries(p.body)) bodies.push([`${p.slug}/${l}`, h!]);
    for (const m of await t.ctx.db.select().from(mailMessages))
      for (const [l, h] of Object.entries(m.body)) bodies.push([`${m.dedupeKey}/${l}`, h!]);
    const problems = bodies.flatMap(([where, html]) =>
      checkHtml(html).map((p) => `${where}: ${p}`),
    );
    expect(problems).toEqual([]);
    expect(bodies.length).toBe((18 + 3 + 2) * LANGS.length);
  });

  it('finds a forbidden tag, a script link and an attribute (the checker itself works)', () => {
    expect(
      checkHtml('<p>ok <strong>bold</strong> <a href="#/pages/common/faq">faq</a></p>'),
    ).toEqual([]);
    expect(checkHtml('<img src=x onerror=alert(1)>')).toContain('tag <img>');
    expect(checkHtml('<a href="javascript:alert(1)">x</a>')).toContain(
      'link href="javascript:alert(1)"',
    );
    expect(checkHtml('<p style="color:red">x</p>')).toEqual([
      'attributes on <p>: style="color:red"',
    ]);
  });
});

describe('plainSummary', () => {
  it('joins inline tags, separates blocks and shortens long text', () => {
    expect(
      plainSummary('<p>Send <strong>only</strong> on <a href="#/x">TRC20</a>.</p><p>Next</p>'),
    ).toBe('Send only on TRC20. Next');
    expect(plainSummary('<p>abcdefghij</p>', 5)).toBe('abcd…');
    expect(plainSummary('<ul><li>一</li><li>二</li></ul>')).toBe('一 二');
  });
});

describe('demo money', () => {
  it('credits the demo account and funds the market maker once, through the ledger', async () => {
    await seedDemo(t.ctx.db, t.clock, { production: false });
    await seedDemo(t.ctx.db, t.clock, { production: false });
    const [demo] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.account, 'demo@bourse.dev'));
    expect(await getBalance(t.ctx.db, demo!.id, 'change', 3)).toMatchObject({
      available: DEMO_USDT,
    });
    const maker = await availableOf(t.ctx.db, systemOwner('marketMaker'), 'change', 3);
    expect(toPlain(maker)).toBe('3000000');
    expect((await verifyLedger(t.ctx.db)).problems).toEqual([]);
  });
});
