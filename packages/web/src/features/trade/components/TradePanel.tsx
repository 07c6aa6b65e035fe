/**
 * The trade screen's two columns: the order form on the left, the book on the right (a
 * price tapped in the book goes into the form). Sends the order and tells what happened.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TickerItem } from '@bourse/shared';
import { requireLogin } from '../../../app/nav.ts';
import { useSession } from '../../../store/session.ts';
import { placedMessage } from '../orders.ts';
import type { Side } from '../orderMath.ts';
import { accountOf } from '../pair.ts';
import { balanceQuery, depthQuery, placeOrder, refreshOrders } from '../queries.ts';
import { useOrderForm } from '../useOrderForm.ts';
import { DepthLadder } from './DepthLadder.tsx';
import { OrderForm } from './OrderForm.tsx';
import styles from './TradePanel.module.css';

export function TradePanel({ ticker, initialSide }: { ticker: TickerItem; initialSide: Side }) {
  const { t } = useTranslation('trade');
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const account = accountOf(ticker.kind);
  const depth = useQuery(depthQuery(ticker.symbol));
  const quote = useQuery(balanceQuery(ticker.legal_id, account));
  const base = useQuery(balanceQuery(ticker.currency_id, account));
  const form = useOrderForm(
    ticker,
    depth.data,
    {
      quote: token ? quote.data?.available : undefined,
      base: token ? base.data?.available : undefined,
    },
    initialSide,
  );

  const place = useMutation({
    mutationFn: placeOrder,
    onSuccess: (order) => {
      Toast.show({ content: t(placedMessage(order)) });
      form.reset();
    },
    onSettled: () => refreshOrders(client),
  });

  const submit = () => {
    if (!requireLogin()) return;
    if (form.validate()) return;
    place.mutate({
      currency_id: ticker.currency_id,
      legal_id: ticker.legal_id,
      side: form.side,
      amount: form.amount,
      target_price: form.kind === 'limit' ? form.price : undefined,
      time_in_force: form.kind === 'limit' ? form.tif : undefined,
    });
  };

  return (
    <div className={styles.panel}>
      <OrderForm
        form={form}
        ticker={ticker}
        signedIn={!!token}
        pending={place.isPending}
        onSubmit={submit}
      />
      <DepthLadder depth={depth.data} ticker={ticker} onPick={form.pickPrice} />
    </div>
  );
}
