/** The market tab's sticky top: title, search, and whatever sits under them (tabs, columns). */
import type { ReactNode } from 'react';
import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../app/nav.ts';
import { SEARCH_PATH } from './TickerList.tsx';
import styles from './MarketHeader.module.css';

export function MarketHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('market');
  return (
    <div className={styles.sticky}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <button
          type="button"
          className={styles.search}
          aria-label={t('search.open')}
          onClick={() => navigateTo(SEARCH_PATH)}
        >
          <SearchOutline />
          <span>{t('search.placeholder')}</span>
        </button>
      </header>
      {children}
    </div>
  );
}
