/**
 * antd-mobile's own words (picker buttons, "no more", "loading") follow the UI language.
 * Each antd locale is a small chunk loaded when its language is chosen.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { useTranslation } from 'react-i18next';
import { parseLang, type Lang } from '@bourse/shared';

type AntdLocale = typeof enUS;

const ANTD_LOCALES: Record<Lang, () => Promise<{ default: AntdLocale }>> = {
  en: async () => ({ default: enUS }),
  zh: () => import('antd-mobile/es/locales/zh-CN'),
  hk: () => import('antd-mobile/es/locales/zh-HK'),
  fra: () => import('antd-mobile/es/locales/fr-FR'),
  spa: () => import('antd-mobile/es/locales/es-ES'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  jp: () => import('antd-mobile/es/locales/ja-JP'),
  kor: () => import('antd-mobile/es/locales/ko-KR'),
};

export function LocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = parseLang(i18n.language);
  const [locale, setLocale] = useState<{ lang: Lang; value: AntdLocale }>({
    lang: 'en',
    value: enUS,
  });
  useEffect(() => {
    let live = true;
    void ANTD_LOCALES[lang]().then((m) => {
      if (live) setLocale({ lang, value: m.default });
    });
    return () => {
      live = false;
    };
  }, [lang]);
  return <ConfigProvider locale={locale.value}>{children}</ConfigProvider>;
}
