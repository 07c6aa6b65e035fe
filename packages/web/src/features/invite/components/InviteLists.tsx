/** Friends and rebates, two tabs under the summary; the friends tab carries their count. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { inviteSummaryQuery } from '../api.ts';
import { FriendList } from './FriendList.tsx';
import { RebateList } from './RebateList.tsx';
import styles from './Invite.module.css';

const TABS = ['friends', 'rebates'] as const;
type Tab = (typeof TABS)[number];

export function InviteLists() {
  const { t } = useTranslation('invite');
  const [tab, setTab] = useState<Tab>('friends');
  const count = useQuery(inviteSummaryQuery()).data?.invitees;
  return (
    <section className={styles.lists}>
      <div className={styles.tabs} role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? styles.tabOn : styles.tab}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
            {name === 'friends' && count ? <span className={styles.count}>{count}</span> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel">{tab === 'friends' ? <FriendList /> : <RebateList />}</div>
    </section>
  );
}
