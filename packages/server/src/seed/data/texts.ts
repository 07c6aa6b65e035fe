import { LANGS, type Lang, type NewsCategory } from '@bourse/shared';

/** A text in all eight languages: the seed type makes a missing translation a type error. */
export type Texts = Record<Lang, string>;

/** Short names written on one line, in LANGS order: en|zh|hk|fra|spa|th|jp|kor. */
export function byLang(line: string): Texts {
  const parts = line.split('|').map((p) => p.trim());
  if (parts.length !== LANGS.length) throw new Error(`seed: expected ${LANGS.length} names in "${line}"`);
  return Object.fromEntries(LANGS.map((lang, i) => [lang, parts[i]])) as Texts;
}

export interface ArticleSeed {
  /** Stable name: the seed inserts an article once per slug. */
  slug: string;
  categoryId: NewsCategory;
  title: Texts;
  summary: Texts;
  /** HTML: p, h3, ul, li, strong, a only. */
  body: Texts;
  cover?: string;
  link?: string;
  isPopup?: boolean;
  sort?: number;
  /** Published this many days before the first seed. */
  daysAgo: number;
}

export interface PageSeed {
  slug: string;
  title: Texts;
  body: Texts;
}

export interface MailSeed {
  dedupeKey: string;
  title: Texts;
  body: Texts;
  daysAgo: number;
}
