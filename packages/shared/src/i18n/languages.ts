/** The eight UI languages, with the spec's own codes (spec section 1). */
export const LANGS = ['en', 'zh', 'hk', 'fra', 'spa', 'th', 'jp', 'kor'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Each language's own name, shown in the language chooser. */
export const LANG_NAMES: Record<Lang, string> = {
  en: 'English',
  zh: '简体中文',
  hk: '繁體中文',
  fra: 'Français',
  spa: 'Español',
  th: 'ไทย',
  jp: '日本語',
  kor: '한국어',
};

/** BCP 47 tags for Intl formatting. */
export const LANG_LOCALES: Record<Lang, string> = {
  en: 'en-US',
  zh: 'zh-CN',
  hk: 'zh-HK',
  fra: 'fr-FR',
  spa: 'es-ES',
  th: 'th-TH',
  jp: 'ja-JP',
  kor: 'ko-KR',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function parseLang(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}
