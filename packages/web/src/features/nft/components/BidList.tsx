/** An auction's bids, newest first: who, when, how much; the leader and the caller's own marked. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, type NftBox } from '@bourse/shared';
import { Num } from '../../../components/Numbers.tsx';
import { EmptyState, InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { bidLogQuery, isLive } from '../api.ts';
import { Avatar } from './Avatar.tsx';
import styles from './Artwork.module.css';
import base from './Nft.module.css';

export function BidList({ box }: { box: NftBox }) {
  const { t } = useTranslation('nft');
  const bids = useQuery(bidLogQuery(box.code, isLive(box)));
  return (
    <div className={base.section}>
      <h3>
        {t('auction.bids')}
        <small>{t('auction.bidCount', { count: box.bids })}</small>
      </h3>
      {bids.isPending ? (
        <InlineLoading />
      ) : bids.isError ? (
        <LoadFailed error={bids.error} onRetry={() => void bids.refetch()} />
      ) : bids.data.length === 0 ? (
        <EmptyState title={t('auction.noBids')} />
      ) : (
        <div className={styles.bids} aria-label={t('auction.bids')}>
          {bids.data.map((b, i) => (
            <div key={`${b.created_ts}-${i}`} className={styles.bid}>
              <Avatar src={b.head_portrait} name={b.nick_name} size={30} />
              <div className={styles.bidWho}>
                <strong>
                  {b.nick_name}
                  {b.mine && <span className={base.pillWarn}>{t('auction.you')}</span>}
                  {i === 0 && <span className={base.pillOn}>{t('auction.highest')}</span>}
                </strong>
                <small>{formatDate(b.created_ts, true)}</small>
              </div>
              <span className={`${styles.bidPrice} ${i === 0 ? styles.leader : ''}`}>
                <Num value={b.price} kind="amount" /> {b.currency_name}
              </span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
