/**
 * Follow settings (spec 2 "follow/follow", `?id=<trader user id>`), behind the login gate:
 * a new follow, or the active one edited.
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { AuthGate } from '../../app/AuthGate.tsx';
import { redirectTo } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { PageLoading } from '../../components/PageStates.tsx';
import { EmptyState } from '../../components/StateViews.tsx';
import { Avatar } from '../../features/account/components/Avatar.tsx';
import { traderQuery, traderTradesQuery } from '../../features/follow/api.ts';
import { FollowForm } from '../../features/follow/components/FollowForm.tsx';
import { EXAMPLE_TRADER_LOTS } from '../../features/follow/math.ts';
import { useTraderId } from '../../features/follow/useTraderId.ts';
import styles from '../../features/follow/components/Follow.module.css';

function Settings({ id }: { id: number }) {
  const { t } = useTranslation('follow');
  const trader = useQuery(traderQuery(id));
  const trades = useQuery(traderTradesQuery(id));
  if (trader.isPending || (trades.isPending && !trades.isError)) return <PageLoading />;
  const view = trader.data;
  if (!view || view.is_self)
    return (
      <EmptyState title={view?.is_self ? t('form.self') : t('trader.notFound')} tall>
        <Button size="small" color="primary" onClick={() => redirectTo('/pages/follow/index')}>
          {t('trader.toList')}
        </Button>
      </EmptyState>
    );
  return (
    <>
      <div className={styles.profile}>
        <div className={styles.head}>
          <Avatar src={view.trader_info.head_portrait} name={view.trader_info.nickname} size={44} />
          <div className={styles.name}>
            <strong>{view.trader_info.nickname}</strong>
            <span>{view.follow ? t('form.editing') : t('form.newFollow')}</span>
          </div>
        </div>
      </div>
      <FollowForm
        traderId={id}
        view={view}
        exampleLots={trades.data?.data?.[0]?.share ?? EXAMPLE_TRADER_LOTS}
      />
    </>
  );
}

export default function FollowSettingsPage() {
  const { t } = useTranslation('follow');
  const id = useTraderId();
  return (
    <div className={styles.page}>
      <NavBar title={t('form.title')} />
      <AuthGate>
        <Settings id={id} />
      </AuthGate>
    </div>
  );
}
