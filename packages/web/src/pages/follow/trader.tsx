/**
 * A trader (spec 2 "follow/trader", `?id=<trader user id>`; `trader_user_id` is read too):
 * the profile, every figure with its definition, the closed trades, and Copy / Edit / Stop.
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { redirectTo } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { PageLoading } from '../../components/PageStates.tsx';
import { EmptyState } from '../../components/StateViews.tsx';
import { traderQuery } from '../../features/follow/api.ts';
import { FollowBar } from '../../features/follow/components/FollowBar.tsx';
import { TradeHistory } from '../../features/follow/components/TradeHistory.tsx';
import { TraderFigures } from '../../features/follow/components/TraderFigures.tsx';
import { TraderProfile } from '../../features/follow/components/TraderProfile.tsx';
import { useTraderId } from '../../features/follow/useTraderId.ts';
import { useSession } from '../../store/session.ts';
import styles from '../../features/follow/components/Follow.module.css';

export default function TraderPage() {
  const { t } = useTranslation('follow');
  const id = useTraderId();
  useSession((s) => s.token);
  const trader = useQuery(traderQuery(id));
  return (
    <div className={`${styles.page} ${trader.data ? styles.withBar : ''}`}>
      <NavBar title={t('trader.title')} />
      {trader.isPending && id > 0 ? (
        <PageLoading />
      ) : !trader.data ? (
        <EmptyState title={trader.error?.message || t('trader.notFound')} tall>
          <Button size="small" color="primary" onClick={() => redirectTo('/pages/follow/index')}>
            {t('trader.toList')}
          </Button>
        </EmptyState>
      ) : (
        <>
          <TraderProfile view={trader.data} />
          <TraderFigures data={trader.data.data} />
          <TradeHistory traderId={id} />
          <FollowBar traderId={id} view={trader.data} />
        </>
      )}
    </div>
  );
}
