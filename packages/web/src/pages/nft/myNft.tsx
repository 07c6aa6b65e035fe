/**
 * My NFTs (spec 2 "nft/myNft", issue 13), behind the login gate: my artworks and boxes, my
 * bids, and my messages (the unread counted on the tab; a won auction is paid from here).
 * `?tab=bids|messages` opens another tab.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UserOutline } from 'antd-mobile-icons';
import { navigateTo } from '../../app/nav.ts';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { messagesQuery, unreadCount } from '../../features/nft/api.ts';
import { MessageList } from '../../features/nft/components/MessageList.tsx';
import { MyBidList, MyNftGrid } from '../../features/nft/components/MyLists.tsx';
import styles from '../../features/nft/components/Nft.module.css';

const TABS = ['nfts', 'bids', 'messages'] as const;
type Tab = (typeof TABS)[number];

export default function MyNftPage() {
  const { t } = useTranslation('nft');
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(TABS.find((k) => k === params.get('tab')) ?? 'nfts');
  const unread = unreadCount(useQuery(messagesQuery()).data);
  return (
    <div className={styles.page}>
      <NavBar
        title={t('mine.title')}
        right={
          <button
            type="button"
            className={styles.navAction}
            onClick={() => navigateTo('/pages/nft/mine')}
          >
            <UserOutline />
            {t('profile.link')}
          </button>
        }
      />
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
            {t(`mine.tabs.${k}`)}
            {k === 'messages' && unread > 0 && <span className={styles.count}>{unread}</span>}
          </button>
        ))}
      </div>
      <div style={{ paddingTop: 4 }}>
        {tab === 'nfts' ? <MyNftGrid /> : tab === 'bids' ? <MyBidList /> : <MessageList />}
      </div>
    </div>
  );
}
