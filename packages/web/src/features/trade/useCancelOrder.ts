/** Cancelling an order: `PUT /coin/trade {id}`, then the lists and balances read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { SpotOrderItem } from '@bourse/shared';
import { cancelOrder, refreshOrders } from './queries.ts';

export function useCancelOrder() {
  const { t } = useTranslation('trade');
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (order: SpotOrderItem) => cancelOrder(order.id),
    onSuccess: () => Toast.show({ content: t('orders.cancelled') }),
    // A refusal (already filled) is toasted by the request function; the list is stale either way.
    onSettled: () => refreshOrders(client),
  });
  return {
    cancel: (order: SpotOrderItem) => mutation.mutate(order),
    isCancelling: (order: SpotOrderItem) =>
      mutation.isPending && mutation.variables?.id === order.id,
  };
}
