/** Query options and calls of buying crypto and coupons (server module purchase). */
import { queryOptions } from '@tanstack/react-query';
import type {
  CouponStatus,
  CouponTemplateView,
  Page,
  PurchaseOptions,
  PurchaseView,
  UserCouponView,
} from '@bourse/shared';
import { api } from '../../api/client.ts';
import { QK } from '../../api/keys.ts';
import { session } from '../../store/session.ts';
import { paged } from '../wallet/queries.ts';

export const purchaseOptionsQuery = () =>
  queryOptions({
    queryKey: [QK.purchaseOptions],
    queryFn: () => api.get<PurchaseOptions>('/purchase/options', {}),
    staleTime: 60_000,
  });

export const purchaseDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [QK.purchaseDetail, id],
    queryFn: () => api.get<PurchaseView>('/purchase/detail', { id }),
    // While the desk decides, look again now and then.
    refetchInterval: (q) => (q.state.data?.status === 'transfer_completed' ? 15_000 : false),
  });

export const purchaseListQuery = () =>
  paged<PurchaseView>(QK.purchaseList, 'get', '/purchase/list', {});

export const couponCenterQuery = () =>
  queryOptions({
    queryKey: [QK.couponCenter, session.get().lang],
    queryFn: () => api.get<CouponTemplateView[]>('/coupon/center', {}),
  });

export const couponMineQuery = (status: CouponStatus) =>
  queryOptions({
    queryKey: [QK.couponMine, session.get().lang, status],
    queryFn: () => api.get<Page<UserCouponView>>('/coupon/mine', { status, page: 1, limit: 50 }),
  });

export interface PurchaseInput {
  country: string;
  currency: string;
  method: string;
  amount: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  tax_id?: string | undefined;
}

export const createPurchase = (input: PurchaseInput) =>
  api.post<PurchaseView>('/purchase/create', { ...input });

export const reportPaid = (id: number, screenshot: string) =>
  api.post<PurchaseView>('/purchase/paid', { id, screenshot });

export const claimCoupon = (id: number) => api.post<UserCouponView>('/coupon/claim', { id });
export const redeemCoupon = (id: number) => api.post<UserCouponView>('/coupon/redeem', { id });
