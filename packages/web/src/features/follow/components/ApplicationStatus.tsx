/**
 * My trader application (`/follow/mine` `trader`): under review; rejected with the
 * operator's reason and a new application; approved with followers, profit share and what
 * it brought, a link to my public page and my followers.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { CheckCircleFill, ClockCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { TraderStatus, formatDate, formatNumber, type TraderApplicationView } from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import { Avatar } from '../../account/components/Avatar.tsx';
import { userInfoQuery } from '../../account/queries.ts';
import { ApplyForm } from './ApplyForm.tsx';
import { FollowerList } from './FollowerList.tsx';
import styles from './Follow.module.css';

const ICONS = {
  pending: <ClockCircleFill style={{ fontSize: 44, color: 'var(--brand)' }} />,
  rejected: <CloseCircleFill style={{ fontSize: 44, color: 'var(--down)' }} />,
  approved: <CheckCircleFill style={{ fontSize: 44, color: 'var(--up)' }} />,
};

export function ApplicationStatus({
  app,
  range,
}: {
  app: TraderApplicationView;
  range: { min: string; max: string };
}) {
  const { t } = useTranslation('follow');
  const userId = useQuery({
    ...userInfoQuery(),
    enabled: app.status === TraderStatus.approved,
  }).data?.id;
  const [again, setAgain] = useState(false);
  if (again)
    return (
      <ApplyForm
        range={range}
        initial={{
          nickname: app.nickname,
          introduction: app.introduction,
          profit_share_percent: app.profit_share_percent,
        }}
        onSent={() => setAgain(false)}
      />
    );
  const share = formatNumber(app.profit_share_percent, 'percent');
  return (
    <>
      <div className={styles.section}>
        <div className={styles.status}>
          {ICONS[app.status]}
          <h2>{t(`apply.${app.status}Title`)}</h2>
          <p>
            {app.status === TraderStatus.pending
              ? t('apply.pendingText', { date: formatDate(app.applied_at, true) })
              : app.status === TraderStatus.rejected
                ? t('apply.rejectedText', {
                    date: formatDate(app.decided_at ?? app.applied_at, true),
                  })
                : t('apply.approvedText', {
                    date: formatDate(app.decided_at ?? app.applied_at, true),
                  })}
          </p>
          {app.status === TraderStatus.rejected && (
            <div className={styles.reason}>
              <span className={styles.hint}>{t('apply.reason')}</span>
              <div>{app.reason || t('apply.noReason')}</div>
            </div>
          )}
        </div>
      </div>
      <div className={styles.section}>
        <div className={styles.head}>
          <Avatar src={app.head_portrait} name={app.nickname} size={44} />
          <div className={styles.name}>
            <strong>{app.nickname}</strong>
            <span>{t('list.share', { percent: share })}</span>
          </div>
        </div>
        <p className={styles.intro}>{app.introduction}</p>
        {app.status === TraderStatus.approved && (
          <div className={styles.keyFigures}>
            <div>
              {t('figures.followers')}
              <b>{app.followers}</b>
            </div>
            <div>
              {t('apply.shareRate')}
              <b>{share}</b>
            </div>
            <div>
              {t('apply.received')}
              <b>{formatNumber(app.shared_received, 'amount', { decimals: 2, trim: false })}</b>
            </div>
          </div>
        )}
      </div>
      {app.status === TraderStatus.rejected && (
        <div className={styles.submit}>
          <Button block color="primary" size="large" onClick={() => setAgain(true)}>
            {t('apply.again')}
          </Button>
        </div>
      )}
      {app.status === TraderStatus.approved && (
        <>
          {userId !== undefined && (
            <div className={styles.submit} style={{ marginBottom: 10 }}>
              <Button
                block
                fill="outline"
                color="primary"
                onClick={() => navigateTo('/pages/follow/trader', { id: userId })}
              >
                {t('apply.publicPage')}
              </Button>
            </div>
          )}
          <FollowerList />
        </>
      )}
    </>
  );
}
