/**
 * Where each earn product lives in the app (spec 2 routes): its list, one item's page and
 * the user's orders. The lock-up list is the entry for a plan: the plan page takes `?id=`.
 */
import type { EarnProduct } from '@bourse/shared';

export interface ProductRoutes {
  list: string;
  item: string;
  orders: string;
}

export const EARN_ROUTES: Record<EarnProduct, ProductRoutes> = {
  lockup: {
    list: '/pages/lockming/lockming',
    item: '/pages/lockming/buy',
    orders: '/pages/lockming/order',
  },
  dual: {
    list: '/pages/invest/invest',
    item: '/pages/invest/purchase',
    orders: '/pages/invest/mine',
  },
  ieo: { list: '/pages/ieo/ieo', item: '/pages/ieo/subscribe', orders: '/pages/ieo/order' },
};

/** The hub itself: where sign-in comes back to. */
export const HUB_PATH = '/pages/financial/index';

/** A coin's bundled logo (public/coins); CoinIcon falls back to its letter when there is none. */
export const coinLogo = (name: string): string =>
  `${import.meta.env.BASE_URL}coins/${encodeURIComponent(name.toLowerCase())}.svg`;
