/**
 * One of my follows (`/follow/mine` `follows`): the trader, the settings (mode, cap,
 * deadline and days left), what it earned (realised net P/L of closed copies, profit share
 * paid), open copies and the margin they hold; Edit and Stop while active.
 */
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  FollowStatus,
  FollowType,
  formatDate,
  formatNumber,
  type FollowItem,
} from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import { direction } from '../../../components/Numbers.tsx';
import { Avatar } from '../../account/components/Avatar.tsx';
import { daysLeft } from '../math.ts';
import { useStopFollow } from '../useFollowActions.ts';
import styles from './Follow.module.css';

const STATUS_TAG: Record<FollowStatus, string> = {
  active: styles.tagOn!,
  cancelled: styles.tagOff!,
  expired: styles.tagOff!,
};
const usdt = (v: string, sign = false) =>
  formatNumber(v, 'amount', { decimals: 2, sign, trim: false });

export function FollowCard({ follow, nowMs }: { follow: FollowItem; nowMs: number }) {
  const { t } = useTranslation('follow');
  const { stop, busy } = useStopFollow();
  const active = follow.status === FollowStatus.active;
  const left = daysLeft(follow.deadline, nowMs);
  const openTrader = () => navigateTo('/pages/follow/trader', { id: follow.trader_user_id });
  const cells: [string, string, string?][] = [
    [
      t('my.mode'),
      follow.type === FollowType.multiple
        ? t('my.multiple', { number: follow.number })
        : t('my.lots', { count: Number(follow.number), number: follow.number }),
    ],
    [t('my.cap'), follow.amount ? `${usdt(follow.amount)} USDT` : t('my.none')],
    [
      t('my.deadline'),
      follow.deadline === null
        ? t('my.none')
        : active
          ? t('my.daysLeft', { count: left ?? 0 })
          : formatDate(follow.deadline),
    ],
    [t('my.open'), String(follow.open_copies)],
    [t('my.margin'), usdt(follow.margin_in_use)],
    [t('my.realised'), usdt(follow.realised, true), direction(follow.realised)],
    [t('my.shared'), usdt(follow.shared)],
    [t('my.shareRate'), formatNumber(follow.profit_share_percent, 'percent')],
    [t('my.since'), formatDate(follow.created_at)],
  ];
  return (
    <article className={styles.copy} aria-label={follow.nickname}>
      <div className={styles.head} role="link" onClick={openTrader} style={{ cursor: 'pointer' }}>
        <Avatar src={follow.head_portrait} name={follow.nickname} size={40} />
        <div className={styles.name}>
          <strong>{follow.nickname}</strong>
          <span>
            {active && follow.deadline !== null
              ? t('my.until', { date: formatDate(follow.deadline, true) })
              : follow.ended_at
                ? t('my.ended', { date: formatDate(follow.ended_at, true) })
                : t('my.noDeadline')}
          </span>
        </div>
        <span className={STATUS_TAG[follow.status]}>{t(`status.${follow.status}`)}</span>
      </div>
      <dl className={styles.copyGrid}>
        {cells.map(([label, value, tone]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={tone ? styles[tone] : ''}>{value}</dd>
          </div>
        ))}
      </dl>
      {!active && follow.open_copies > 0 && (
        <p className={styles.why}>{t('my.stillOpen', { count: follow.open_copies })}</p>
      )}
      <div className={styles.actions}>
        {active ? (
          <>
            <Button
              size="small"
              className={styles.soft}
              loading={busy}
              onClick={() => void stop(follow.trader_user_id, follow.nickname)}
            >
              {t('actions.stop')}
            </Button>
            <Button
              size="small"
              color="primary"
              onClick={() => navigateTo('/pages/follow/follow', { id: follow.trader_user_id })}
            >
              {t('actions.edit')}
            </Button>
          </>
        ) : (
          <Button size="small" className={styles.soft} onClick={openTrader}>
            {t('my.again')}
          </Button>
        )}
      </div>
    </article>
  );
}
