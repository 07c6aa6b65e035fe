/**
 * i18next with the eight languages. Server messages (validation, errors) come from
 * @bourse/shared under the `server` namespace; UI strings live in
 * locales/<namespace>/<lang>.ts and are loaded per language on demand, so the home page
 * carries one language, not eight.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS, LANG_LOCALES, parseLang, type Catalogue, type Lang } from '@bourse/shared';
import { session } from '../store/session.ts';
import { DEFERRED_NAMESPACES } from './deferred.ts';

type Bundle = Record<string, unknown>;

/** Server catalogues, one chunk per language (the package exports them one by one for this). */
const serverCatalogues: Record<Lang, () => Promise<Catalogue>> = {
  en: () => import('@bourse/shared/messages/en').then((m) => m.en),
  zh: () => import('@bourse/shared/messages/zh').then((m) => m.zh),
  hk: () => import('@bourse/shared/messages/hk').then((m) => m.hk),
  fra: () => import('@bourse/shared/messages/fra').then((m) => m.fra),
  spa: () => import('@bourse/shared/messages/spa').then((m) => m.spa),
  th: () => import('@bourse/shared/messages/th').then((m) => m.th),
  jp: () => import('@bourse/shared/messages/jp').then((m) => m.jp),
  kor: () => import('@bourse/shared/messages/kor').then((m) => m.kor),
};
const loaders = import.meta.glob<{ default: Bundle }>('./locales/*/*.ts');

export const NAMESPACES = [...new Set(Object.keys(loaders).map((p) => p.split('/')[2]!))];

/** One namespace of one language: a UI namespace, or `server` (the shared catalogue). */
async function loadBundle(lang: Lang, ns: string): Promise<Bundle> {
  if (ns === 'server') return nestKeys(await serverCatalogues[lang]());
  const load = loaders[`./locales/${ns}/${lang}.ts`];
  if (!load) throw new Error(`no "${ns}" strings for ${lang}`);
  return (await load()).default;
}

/**
 * Loads a namespace when a screen first asks for it (useTranslation suspends the lazy
 * page until then).
 */
const lazyBackend = {
  type: 'backend' as const,
  init() {},
  read(language: string, ns: string, callback: (error: unknown, data?: Bundle) => void) {
    loadBundle(parseLang(language), ns).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error),
    );
  },
};

export const STARTUP_NAMESPACES = [
  ...NAMESPACES.filter((ns) => !DEFERRED_NAMESPACES.includes(ns)),
  'server',
];

/** Loads every UI namespace of a language (and its server catalogue) into i18next. */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'server')) {
    i18n.addResourceBundle(lang, 'server', nestKeys(await serverCatalogues[lang]()));
  }
  await Promise.all(
    Object.entries(loaders)
      .filter(([p]) => p.endsWith(`/${lang}.ts`))
      .map(async ([p, load]) => {
        const ns = p.split('/')[2]!;
        if (!i18n.hasResourceBundle(lang, ns))
          i18n.addResourceBundle(lang, ns, (await load()).default);
      }),
  );
}

/** Server keys are flat ("errors.loginFirst"); i18next wants nested objects. */
function nestKeys(flat: Record<string, string>): Bundle {
  const out: Record<string, Bundle | string> = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1))
      node = (node[part] ??= {}) as Record<string, Bundle | string>;
    node[parts[parts.length - 1]!] = value.replace(/\{(\w+)\}/g, '{{$1}}');
  }
  return out;
}

export async function initI18n(lang: Lang): Promise<void> {
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      // Spec 9: default locale en, no fallback. A missing key is a bug a test catches.
      fallbackLng: false,
      supportedLngs: [...LANGS],
      defaultNS: 'common',
      ns: STARTUP_NAMESPACES,
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

/**
 * Switches the UI language: loads its strings first (so no screen shows missing keys),
 * stores the choice (requests then send the new `lang`, and localized query keys
 * change), then tells i18next, which re-renders every component that uses
 * useTranslation. Server-localized content refetches because its query keys carry the
 * language.
 */
export async function changeLanguage(lang: Lang): Promise<void> {
  await loadLanguage(lang);
  session.set({ lang });
  await i18n.changeLanguage(lang);
  document.documentElement.lang = LANG_LOCALES[lang];
}

export default i18n;
