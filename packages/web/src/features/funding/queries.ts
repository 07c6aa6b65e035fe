/** Query options of deposits and withdrawals (spec 7). */
import { queryOptions } from '@tanstack/react-query';
import type { DepositAddress, DepositView, WithdrawalView } from '@bourse/shared';
import { api } from '../../api/client.ts';
import { QK } from '../../api/keys.ts';
import { paged } from '../wallet/queries.ts';

/** Receive addresses of a currency, one per network. */
export const depositAddressQuery = (currency: number) =>
  queryOptions({
    queryKey: [QK.depositAddress, currency],
    queryFn: () => api.post<DepositAddress[]>('/wallet/get_in_address', { currency }),
    staleTime: 5 * 60_000,
  });

export const depositLogQuery = (currency?: number) =>
  paged<DepositView>(QK.rechargeLog, 'get', '/recharge/log', { currency });

export const withdrawalLogQuery = (currency?: number) =>
  paged<WithdrawalView>(QK.withdrawList, 'get', '/user/withdraw/list', { currency });
