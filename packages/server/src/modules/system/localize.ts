import { DEFAULT_LANG, type Lang } from '@bourse/shared';
import type { LocalizedText } from './tables.ts';

/**
 * The text in `lang`, else English (spec 1: default locale en), else any language we
 * have, else ''. A stored text may lack a language an operator has not translated yet.
 */
export function localized(text: LocalizedText, lang: Lang): string {
  return text[lang] || text[DEFAULT_LANG] || Object.values(text).find(Boolean) || '';
}

/** Seconds since the epoch (spec 9: ten-digit timestamps are seconds). */
export const toSeconds = (at: Date): number => Math.floor(at.getTime() / 1000);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `YYYY-MM-DD HH:mm:ss` in UTC: the display string the original client shows raw or
 * slices (client contract 3, "Times").
 */
export function toDateTime(at: Date): string {
  return (
    `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ` +
    `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`
  );
}
