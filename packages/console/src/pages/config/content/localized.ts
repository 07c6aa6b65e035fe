/** The eight languages of an article or a page, in the order the content forms show them. */
import type { Lang, LocalizedContent } from '@bourse/shared';
import { LANG_NAMES } from '../../../i18n/index.ts';

/** zh, hk, en, fra, spa, th, jp, kor: the language menu's order. */
export const CONTENT_LANGS = Object.keys(LANG_NAMES) as Lang[];

/** A text in `lang`, else in English, else in the first language written ('' when none is). */
export function inLang(text: LocalizedContent, lang: Lang): string {
  const own = text[lang]?.trim();
  if (own) return own;
  if (text.en?.trim()) return text.en.trim();
  return CONTENT_LANGS.map((l) => text[l]?.trim()).find(Boolean) ?? '';
}

/** Every language present ('' where the form left one empty): the server's strict shape. */
export function allLangs(text: Partial<Record<Lang, string>> | undefined): LocalizedContent {
  return Object.fromEntries(CONTENT_LANGS.map((l) => [l, text?.[l] ?? ''])) as LocalizedContent;
}
