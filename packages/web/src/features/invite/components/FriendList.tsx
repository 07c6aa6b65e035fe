/** The people who registered with the caller's code (masked), newest first, a page at a time. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@bourse/shared';
import { Num } from '../../../components/Numbers.tsx';
import { EmptyState, InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { inviteePagesQuery } from '../api.ts';
import { MoreButton } from './MoreButton.tsx';
import styles from './Invite.module.css';

export function FriendList() {
  const { t } = useTranslation('invite');
  const pages = useInfiniteQuery(inviteePagesQuery());
  if (pages.isPending) return <InlineLoading tall />;
  if (pages.isError) return <LoadFailed tall onRetry={() => void pages.refetch()} />;
  const rows = pages.data.pages.flatMap((p) => p.data);
  if (rows.length === 0) return <EmptyState title={t('friends.empty')} />;
  return (
    <ul className={styles.list}>
      {rows.map((f, i) => (
        <li key={`${f.registered_at}:${f.account}:${i}`} className={styles.row}>
          <span className={styles.avatar} aria-hidden="true">
            {f.account.slice(0, 1).toUpperCase()}
          </span>
          <div className={styles.rowMain}>
            <div className={styles.rowTitle}>
              <span className={styles.ellipsis}>{f.account}</span>
            </div>
            <div className={styles.rowSub}>
              {t('friends.joined', { date: formatDate(f.registered_at) })}
            </div>
          </div>
          <div className={styles.rowEnd}>
            {f.earned.length === 0 ? (
              <span className={styles.muted}>{t('friends.noRebate')}</span>
            ) : (
              f.earned.map((e) => (
                <span key={e.currency_id} className={styles.up}>
                  +<Num value={e.amount} kind="amount" /> {e.currency}
                </span>
              ))
            )}
          </div>
        </li>
      ))}
      {pages.hasNextPage && (
        <MoreButton loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()} />
      )}
    </ul>
  );
}
