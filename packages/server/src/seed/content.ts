/**
 * Content: FAQ and the site pages on every install; demo banners, news, announcements
 * and broadcast mail outside production. Each row has a stable slug or dedupe key, so a
 * second run inserts nothing and an operator's edits survive restarts.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { NewsCategory } from '@bourse/shared';
import { DAY_MS, type Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { articles, mailMessages, plainSummary, sitePages } from '../modules/content/index.ts';
import { ANNOUNCEMENTS } from './data/announcements.ts';
import { BANNERS } from './data/banners.ts';
import { FAQ_ACCOUNT } from './data/faqAccount.ts';
import { FAQ_FUNDS, type FaqSeed } from './data/faqFunds.ts';
import { BROADCASTS } from './data/mail.ts';
import { NEWS } from './data/news.ts';
import { ABOUT_US, CONTACT_US } from './data/pageAbout.ts';
import { COMPLIANCE } from './data/pageCompliance.ts';
import type { ArticleSeed, Texts } from './data/texts.ts';

export const FAQ: FaqSeed[] = [...FAQ_FUNDS, ...FAQ_ACCOUNT];
export const DEMO_ARTICLES: ArticleSeed[] = [...BANNERS, ...NEWS, ...ANNOUNCEMENTS];
export const SITE_PAGES = [ABOUT_US, CONTACT_US, COMPLIANCE];

/**
 * Articles earlier seeds wrote about products Bourse has not built (lock-up mining,
 * seconds options, copy trading, the invite rebate): unpublished on every start, so an
 * install seeded before sees only what the product does today (issue 9). A product's
 * issue that builds it brings its article back and removes it from this list.
 */
export const RETIRED_SLUGS = [
  'banner-lock-up-mining',
  'banner-invite-friends',
  'news-seconds-options',
  'news-copy-trading',
  'faq-invite-rebate',
];

const mapTexts = (t: Texts, f: (s: string) => string): Texts =>
  Object.fromEntries(Object.entries(t).map(([lang, s]) => [lang, f(s)])) as Texts;

/** FAQ entries are help articles: the question is the title, the answer the body. */
const faqArticle = (f: FaqSeed, i: number): ArticleSeed => ({
  slug: f.slug,
  categoryId: NewsCategory.help,
  title: f.question,
  summary: mapTexts(f.answer, (html) => plainSummary(html)),
  body: f.answer,
  // Higher sort shows first; keep the order of the data files.
  sort: FAQ.length - i,
  daysAgo: 30,
});

async function insertArticles(db: Db, clock: Clock, seeds: ArticleSeed[]): Promise<void> {
  const now = clock.now().getTime();
  await db
    .insert(articles)
    .values(
      seeds.map((a) => ({
        slug: a.slug,
        categoryId: a.categoryId,
        title: a.title,
        summary: a.summary,
        body: a.body,
        cover: a.cover ?? '',
        link: a.link ?? '',
        isPopup: a.isPopup ?? false,
        sort: a.sort ?? 0,
        publishedAt: new Date(now - a.daysAgo * DAY_MS),
      })),
    )
    .onConflictDoNothing({ target: articles.slug });
}

export async function seedContent(db: Db, clock: Clock, opts: { demo: boolean }): Promise<void> {
  await db
    .update(articles)
    .set({ isPublished: false })
    .where(and(inArray(articles.slug, RETIRED_SLUGS), eq(articles.isPublished, true)));
  await insertArticles(db, clock, FAQ.map(faqArticle));
  await db
    .insert(sitePages)
    .values(SITE_PAGES.map((p) => ({ ...p, updatedAt: clock.now() })))
    .onConflictDoNothing({ target: sitePages.slug });
  if (!opts.demo) return;

  await insertArticles(db, clock, DEMO_ARTICLES);
  const now = clock.now().getTime();
  await db
    .insert(mailMessages)
    .values(
      BROADCASTS.map((m) => ({
        dedupeKey: m.dedupeKey,
        userId: null,
        title: m.title,
        body: m.body,
        createdAt: new Date(now - m.daysAgo * DAY_MS),
      })),
    )
    .onConflictDoNothing({ target: mailMessages.dedupeKey });
}
