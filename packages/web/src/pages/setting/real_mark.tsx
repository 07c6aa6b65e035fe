/** The verification result screen (spec 2 setting/real_mark): verifying, verified or failed. */
import { Button } from 'antd-mobile';
import { CheckCircleOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { ReviewStatus } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { redirectTo, switchTab } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { PageLoading } from '../../components/PageStates.tsx';
import { AlertIcon, HourglassIcon, StatusView } from '../../components/StatusView.tsx';
import { realStateQuery } from '../../features/kyc/queries.ts';
import { STATUS_KEYS } from '../../features/kyc/model.ts';

export default function RealMarkPage() {
  const { t } = useTranslation('kyc');
  const { data: state } = useQuery({ ...realStateQuery(), refetchInterval: 15_000 });
  if (!state) return <PageLoading />;
  // The latest application decides what is shown: Lv2 once there is one, else Lv1.
  const latest = state.advanced.status !== ReviewStatus.notVerified ? state.advanced : state.basic;
  const key = STATUS_KEYS[latest.status] ?? 'notVerified';
  const icon = latest.status === ReviewStatus.failed ? <AlertIcon /> : <HourglassIcon />;
  return (
    <div style={{ minHeight: '100vh', background: 'var(--bg)' }}>
      <NavBar title={t('title')} />
      <div style={{ paddingTop: '14vh' }}>
        <StatusView
          icon={latest.status === ReviewStatus.verified ? <CheckCircleOutline /> : icon}
          title={t(`mark.${key}Title`)}
          description={
            latest.status === ReviewStatus.failed && latest.reason
              ? `${t('reason')}: ${latest.reason}`
              : t(`mark.${key}Text`)
          }
        >
          {latest.status === ReviewStatus.verified || latest.status === ReviewStatus.verifying ? (
            <Button color="primary" onClick={() => switchTab(3)}>
              {t('mark.toAssets')}
            </Button>
          ) : (
            <Button color="primary" onClick={() => redirectTo('/pages/setting/real')}>
              {t(latest.status === ReviewStatus.failed ? 'mark.retry' : 'mark.start')}
            </Button>
          )}
        </StatusView>
      </div>
    </div>
  );
}
