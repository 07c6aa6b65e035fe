/**
 * The app frame: the offline notice, the page, and the four-entry tab bar on tab pages
 * (spec section 2).
 */
import type { ReactNode } from 'react';
import { TabBar } from 'antd-mobile';
import {
  AppOutline,
  HistogramOutline,
  PayCircleOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { TAB_PATHS, switchTab } from './nav.ts';
import { useLocation } from './routing.tsx';
import { useOnline } from './online.ts';
import OfflineBanner from '../components/OfflineBanner.tsx';
import styles from './Shell.module.css';

const TABS = [
  { key: 'home', icon: <AppOutline /> },
  { key: 'quotes', icon: <HistogramOutline /> },
  { key: 'trade', icon: <UnorderedListOutline /> },
  { key: 'assets', icon: <PayCircleOutline /> },
] as const;

export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const online = useOnline();
  const tabIndex = TAB_PATHS.indexOf(pathname as (typeof TAB_PATHS)[number]);
  return (
    <div className={styles.app}>
      {!online && <OfflineBanner text={t('offline.banner')} />}
      {/* Keyed by path: each page fades in (spec 9: page transition 0.2-0.3 s). */}
      <main key={pathname} className={tabIndex >= 0 ? styles.withTabs : styles.page}>
        {children}
      </main>
      {tabIndex >= 0 && (
        <nav className={styles.tabBar} aria-label={t('tabs.label')}>
          <TabBar
            activeKey={String(tabIndex)}
            onChange={(key) => switchTab(Number(key) as 0 | 1 | 2 | 3)}
          >
            {TABS.map((tab, i) => (
              <TabBar.Item key={String(i)} icon={tab.icon} title={t(`tabs.${tab.key}`)} />
            ))}
          </TabBar>
        </nav>
      )}
    </div>
  );
}
