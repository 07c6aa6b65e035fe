/** Favorites / Coins / Stocks, with the brand-yellow underline under the active one. */
import { useTranslation } from 'react-i18next';
import styles from './MarketTabs.module.css';

export const MARKET_TABS = ['favorites', 'crypto', 'stock'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];

export const isMarketTab = (value: string | null): value is MarketTab =>
  (MARKET_TABS as readonly string[]).includes(value ?? '');

export function MarketTabs({
  value,
  onChange,
}: {
  value: MarketTab;
  onChange: (tab: MarketTab) => void;
}) {
  const { t } = useTranslation('market');
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('tabs.label')}>
      {MARKET_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === value}
          className={tab === value ? styles.active : styles.tab}
          onClick={() => onChange(tab)}
        >
          {t(`tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
