/** Display helpers: times from the server's unix seconds, in the operator's locale. */
import type { Lang } from '@bourse/shared';

const LOCALES: Record<Lang, string> = {
  en: 'en-GB',
  zh: 'zh-CN',
  hk: 'zh-HK',
  fra: 'fr-FR',
  spa: 'es-ES',
  th: 'th-TH',
  jp: 'ja-JP',
  kor: 'ko-KR',
};

export function localeOf(lang: Lang): string {
  return LOCALES[lang];
}

/** `2026-11-27 16:04:40` style, in UTC (the platform's day boundaries are UTC). */
export function formatTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  return `${new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
