/**
 * Dual investment (client contract 7.13 `dual/*`): one query factory per endpoint. The
 * product list and detail are public; "my orders" and the purchase are the user's own.
 * Keys live here (the module's only queries).
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  DualBought,
  DualIndex,
  DualOrderList,
  DualProductItem,
  DualType,
} from '@bourse/shared';
import { api } from '../../api/client.ts';

export const DUAL_KEYS = {
  products: 'dual.products',
  product: 'dual.product',
  orders: 'dual.orders',
} as const;

/** The coins offered (contract 7.13: currency 1 BTC, 2 ETH) with the pair of their index. */
export const DUAL_COINS = [
  { id: 1, name: 'BTC', symbol: 'BTC/USDT' },
  { id: 2, name: 'ETH', symbol: 'ETH/USDT' },
] as const;
export type DualCoin = (typeof DUAL_COINS)[number];

export const coinOf = (currencyId: number): DualCoin =>
  DUAL_COINS.find((c) => c.id === currencyId) ?? DUAL_COINS[0];

/** `GET /dual/index`: one coin's products of one type, nearest maturity first. */
export const productsQuery = (currencyId: number, type: DualType) =>
  queryOptions({
    queryKey: [DUAL_KEYS.products, currencyId, type],
    queryFn: () =>
      api.get<DualIndex>('/dual/index', { currency_id: currencyId, type }, { quiet: true }),
    // Remaining shares move with every purchase: refresh while the list is open.
    refetchInterval: 20_000,
  });

/** `GET /dual/detail`: one product, with the days an order bought now is held. */
export const productQuery = (id: number) =>
  queryOptions({
    queryKey: [DUAL_KEYS.product, id],
    queryFn: () => api.get<DualProductItem>('/dual/detail', { id }, { quiet: true }),
    refetchInterval: 20_000,
    enabled: id > 0,
  });

/** `POST /dual/dual_list`: every order of the caller, newest first (the contract's status=1). */
export const ordersQuery = (page = 1) =>
  queryOptions({
    queryKey: [DUAL_KEYS.orders, page],
    queryFn: () =>
      api.post<DualOrderList>(
        '/dual/dual_list',
        { status: 1, page, limit: 50 },
        { quiet: true, silent: true },
      ),
    // An order turns settled at maturity by the server's job: look again now and then.
    refetchInterval: 30_000,
  });

/** `POST /dual/buyDual`: whole shares of one product. */
export const buyDual = (id: number, shares: number) =>
  api.post<DualBought>('/dual/buyDual', { id, num: shares }, { silent: true });
