/**
 * Site content in the eight languages: banners, news, notices (one may be the popup), the
 * help articles, and the site pages. Every save is audited by the server with the changed
 * fields before and after; the public endpoints read the table each time, so it shows at once.
 */
import { Tabs } from 'antd';
import { NewsCategory } from '@bourse/shared';
import { useT } from '../../i18n/index.ts';
import { ArticleList } from './content/ArticleList.tsx';
import { SitePages } from './content/SitePages.tsx';

const KINDS = [
  { key: 'banners', category: NewsCategory.banner, label: 'content.tabBanners' },
  { key: 'news', category: NewsCategory.news, label: 'content.tabNews' },
  { key: 'notices', category: NewsCategory.announcement, label: 'content.tabNotices' },
  { key: 'help', category: NewsCategory.help, label: 'content.tabHelp' },
] as const;

export default function Content() {
  const t = useT();
  return (
    <Tabs
      destroyOnHidden
      items={[
        ...KINDS.map((k) => ({
          key: k.key,
          label: t(k.label),
          children: <ArticleList category={k.category} />,
        })),
        { key: 'pages', label: t('content.tabPages'), children: <SitePages /> },
      ]}
    />
  );
}
