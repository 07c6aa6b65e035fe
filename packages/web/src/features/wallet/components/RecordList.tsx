/**
 * A paged list of records (spec 9: page 1, limit 10) with InfiniteScroll, an empty state
 * and a "no more data" footer; plus the record row card the lists share.
 */
import type { ReactNode } from 'react';
import { InfiniteScroll, Skeleton } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PagedOptions } from '../queries.ts';
import styles from './RecordList.module.css';

export function RecordList<T>({
  query,
  render,
  rowKey,
}: {
  query: PagedOptions<T>;
  render: (row: T) => ReactNode;
  rowKey: (row: T) => string | number;
}) {
  const { t } = useTranslation('common');
  const result = useInfiniteQuery(query);
  const rows = result.data?.pages.flatMap((p) => p.data) ?? [];
  if (result.isPending)
    return (
      <div className={styles.list}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} animated className={styles.skeleton} />
        ))}
      </div>
    );
  if (result.isError && rows.length === 0)
    return (
      <button type="button" className={styles.empty} onClick={() => void result.refetch()}>
        {t('states.loadFailed')}
      </button>
    );
  if (rows.length === 0) return <div className={styles.empty}>{t('states.empty')}</div>;
  return (
    <div className={styles.list}>
      {rows.map((row) => (
        <div key={rowKey(row)}>{render(row)}</div>
      ))}
      <InfiniteScroll
        hasMore={!!result.hasNextPage}
        loadMore={async () => {
          await result.fetchNextPage();
        }}
      >
        <span className={styles.end}>
          {result.hasNextPage ? t('states.loading') : t('states.noMore')}
        </span>
      </InfiniteScroll>
    </div>
  );
}

/** One record: title and chip on top, amount on the right, label/value pairs below. */
export function RecordCard({
  title,
  chip,
  amount,
  amountTone,
  details,
  onClick,
}: {
  title: ReactNode;
  chip?: { text: ReactNode; tone: 'ok' | 'warn' | 'bad' | 'muted' } | undefined;
  amount?: ReactNode;
  amountTone?: 'up' | 'down' | '';
  details: [ReactNode, ReactNode][];
  onClick?: () => void;
}) {
  const Tag = onClick ? 'button' : 'div';
  return (
    <Tag type={onClick ? 'button' : undefined} className={styles.card} onClick={onClick}>
      <div className={styles.top}>
        <span className={styles.title}>{title}</span>
        {chip && <span className={`${styles.chip} ${styles[chip.tone]}`}>{chip.text}</span>}
        <span className={`${styles.amount} ${amountTone ?? ''}`}>{amount}</span>
      </div>
      <dl className={styles.details}>
        {details.map(([label, value], i) => (
          <div key={i} className={styles.detail}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Tag>
  );
}
