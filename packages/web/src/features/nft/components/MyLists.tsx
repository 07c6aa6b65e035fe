/**
 * The caller's own lists (spec 2 "nft/myNft"): their artworks and unopened boxes, and
 * their bids (leading, outbid, won, lost), page by page; a bid's row opens its artwork.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { NftListingStatus, type NftMyBidItem } from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import { Num } from '../../../components/Numbers.tsx';
import { EmptyState, InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { myBidsQuery, myNftsQuery } from '../api.ts';
import { isUnopenedBox } from '../model.ts';
import { openArtwork, Tiles } from './Lists.tsx';
import { Paged } from './Paged.tsx';
import styles from './Mine.module.css';
import base from './Nft.module.css';

export function MyNftGrid() {
  const { t } = useTranslation('nft');
  const items = useQuery(myNftsQuery());
  if (items.isPending) return <InlineLoading tall />;
  if (items.isError)
    return <LoadFailed tall error={items.error} onRetry={() => void items.refetch()} />;
  if (items.data.length === 0)
    return (
      <EmptyState tall title={t('mine.empty')}>
        <Button size="small" color="primary" onClick={() => navigateTo('/pages/nft/nft')}>
          {t('mine.explore')}
        </Button>
      </EmptyState>
    );
  const boxes = items.data.filter((i) => isUnopenedBox(i)).length;
  return (
    <>
      <p className={base.sectionTitle}>
        {t('mine.count', { count: items.data.length })}
        {boxes > 0 && <small>{t('mine.boxes', { count: boxes })}</small>}
      </p>
      <Tiles items={items.data.map((i) => ({ ...i, unopened: isUnopenedBox(i) }))} />
    </>
  );
}

/** A bid's standing: leading or outbid while open, won or lost once closed. */
function standing(bid: NftMyBidItem): { key: string; cls: string | undefined } {
  if (bid.listing_status === NftListingStatus.open)
    return bid.leading
      ? { key: 'myBids.leading', cls: base.pillOn }
      : { key: 'myBids.outbid', cls: base.pillDown };
  return bid.leading
    ? { key: 'myBids.won', cls: base.pillWarn }
    : { key: 'myBids.lost', cls: base.pillOff };
}

export function MyBidList() {
  const { t } = useTranslation('nft');
  const bids = useInfiniteQuery(myBidsQuery());
  const rows = bids.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Paged query={bids} count={rows.length} empty={t('myBids.empty')}>
      <div className={base.rows}>
        {rows.map((b, i) => {
          const s = standing(b);
          return (
            <button
              key={`${b.code}-${b.created}-${i}`}
              type="button"
              className={styles.line}
              onClick={() => openArtwork({ id: b.artwork_id })}
            >
              {b.nft_image ? <img src={b.nft_image} alt="" /> : <span className={styles.noImage} />}
              <div className={styles.lineText}>
                <strong>{b.nft_name}</strong>
                <span className={base.mono}>#{b.code}</span>
                <span>{b.created} UTC</span>
              </div>
              <div className={styles.lineSide}>
                <span className={s.cls}>{t(s.key)}</span>
                <b>
                  <Num value={b.price} kind="amount" /> {b.currency_name}
                </b>
              </div>
              <RightOutline className={styles.chevron} />
            </button>
          );
        })}
      </div>
    </Paged>
  );
}
