/** The user's open orders in the pair, under the trade form, each with a cancel button. */
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TickerItem } from '@bourse/shared';
import { LOGIN_PATH, navigateTo } from '../../../app/nav.ts';
import { EmptyState, InlineLoading } from '../../../components/StateViews.tsx';
import { useSession } from '../../../store/session.ts';
import { openOrdersQuery } from '../queries.ts';
import { useCancelOrder } from '../useCancelOrder.ts';
import { OrderCard } from './OrderCard.tsx';

export function OpenOrders({ ticker }: { ticker: TickerItem }) {
  const { t } = useTranslation('trade');
  const token = useSession((s) => s.token);
  const orders = useQuery(openOrdersQuery(ticker.currency_id, ticker.legal_id));
  const { cancel, isCancelling } = useCancelOrder();

  if (!token)
    return (
      <EmptyState title={t('orders.loginPrompt')}>
        <Button
          size="small"
          color="primary"
          onClick={() =>
            navigateTo(LOGIN_PATH, {
              redirect: `/pages/transaction/index?symbol=${ticker.symbol}`,
            })
          }
        >
          {t('orders.login')}
        </Button>
      </EmptyState>
    );
  if (orders.isPending) return <InlineLoading />;
  const rows = orders.data?.data ?? [];
  if (rows.length === 0) return <EmptyState title={t('orders.empty')} />;
  return (
    <div>
      {rows.map((o) => (
        <OrderCard key={o.id} order={o} onCancel={cancel} cancelling={isCancelling(o)} compact />
      ))}
    </div>
  );
}
