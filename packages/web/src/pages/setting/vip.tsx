/**
 * VIP level (issue 12; spec 2 "VIP level" under settings): the current level and its fee
 * discount with the figures and time of the assessment, what the next level needs (volume
 * or holdings), the published levels and how a level is computed. Behind the login gate.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/NavBar.tsx';
import { InlineLoading, LoadFailed } from '../../components/StateViews.tsx';
import { vipStatusQuery } from '../../features/vip/api.ts';
import { VipHero } from '../../features/vip/components/VipHero.tsx';
import { VipLevelsTable } from '../../features/vip/components/VipLevelsTable.tsx';
import { VipProgress } from '../../features/vip/components/VipProgress.tsx';
import { VipRules } from '../../features/vip/components/VipRules.tsx';
import styles from '../../features/vip/components/Vip.module.css';

export default function VipPage() {
  const { t } = useTranslation('vip');
  const status = useQuery(vipStatusQuery());
  return (
    <div className={styles.page}>
      <NavBar title={t('title')} />
      {status.isPending ? (
        <InlineLoading tall />
      ) : status.isError ? (
        <LoadFailed error={status.error} onRetry={() => void status.refetch()} tall />
      ) : (
        <>
          <VipHero status={status.data} />
          <VipProgress status={status.data} />
          <VipLevelsTable levels={status.data.levels} current={status.data.level} />
          <VipRules days={status.data.window_days} time={status.data.assess_utc} />
        </>
      )}
    </div>
  );
}
