/**
 * The rebates paid to the caller, newest first: each shows what it was computed from (the
 * friend's fees that UTC day, the rate it was paid at), so any line can be checked by hand.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dec, formatNumber, type InviteRebateItem } from '@bourse/shared';
import { Num } from '../../../components/Numbers.tsx';
import { EmptyState, InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { rebatePagesQuery } from '../api.ts';
import { ratePercent } from '../format.ts';
import { MoreButton } from './MoreButton.tsx';
import styles from './Invite.module.css';

function RebateRow({ r }: { r: InviteRebateItem }) {
  const { t } = useTranslation('invite');
  const zero = dec(r.amount).isZero();
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <div className={styles.rowTitle}>
          <span className={styles.badge}>{t(`sources.${r.source}`)}</span>
          <span className={styles.ellipsis}>{t('rebates.from', { account: r.invitee })}</span>
        </div>
        <div className={styles.rowSub}>{t('rebates.day', { day: r.day })}</div>
        <div className={styles.rowSub}>
          {t('rebates.fees', {
            // Exact, as recorded: the line can be recomputed by hand.
            amount: formatNumber(r.fee_total, 'amount', { decimals: 18 }),
            currency: r.currency,
            percent: ratePercent(r.percent),
          })}
        </div>
      </div>
      <div className={styles.rowEnd}>
        {zero ? (
          <span className={styles.muted}>{t('rebates.roundedToZero')}</span>
        ) : (
          <span className={styles.amount}>
            +<Num value={r.amount} kind="amount" /> <small>{r.currency}</small>
          </span>
        )}
      </div>
    </li>
  );
}

export function RebateList() {
  const { t } = useTranslation('invite');
  const pages = useInfiniteQuery(rebatePagesQuery());
  if (pages.isPending) return <InlineLoading tall />;
  if (pages.isError) return <LoadFailed tall onRetry={() => void pages.refetch()} />;
  const rows = pages.data.pages.flatMap((p) => p.data);
  if (rows.length === 0) return <EmptyState title={t('rebates.empty')} />;
  return (
    <ul className={styles.list}>
      {rows.map((r) => (
        <RebateRow key={r.id} r={r} />
      ))}
      {pages.hasNextPage && (
        <MoreButton loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()} />
      )}
    </ul>
  );
}
