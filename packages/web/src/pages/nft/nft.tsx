/**
 * The NFT marketplace (spec 2 "nft/nft", issue 13): artworks (search, filters, six a page),
 * artists and collections; the header leads to "My NFTs" with the unread messages.
 * `?tab=artists|collections` opens another list.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import {
  ArtistsTab,
  ArtworksTab,
  CollectionsTab,
} from '../../features/nft/components/MarketTabs.tsx';
import { MyNftButton } from '../../features/nft/components/MyNftButton.tsx';
import styles from '../../features/nft/components/Nft.module.css';

const TABS = ['artworks', 'artists', 'collections'] as const;
type Tab = (typeof TABS)[number];

export default function NftMarketPage() {
  const { t } = useTranslation('nft');
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(TABS.find((k) => k === params.get('tab')) ?? 'artworks');
  return (
    <div className={styles.page}>
      <NavBar title={t('list.title')} right={<MyNftButton />} />
      <div className={styles.hero}>
        <h2>{t('list.heroTitle')}</h2>
        <p>{t('list.heroText')}</p>
      </div>
      <div className={styles.tabs} role="tablist">
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={tab === k ? styles.tabOn : styles.tab}
            onClick={() => setTab(k)}
          >
            {t(`list.tabs.${k}`)}
          </button>
        ))}
      </div>
      {tab === 'artworks' ? (
        <ArtworksTab />
      ) : tab === 'artists' ? (
        <ArtistsTab />
      ) : (
        <CollectionsTab />
      )}
    </div>
  );
}
