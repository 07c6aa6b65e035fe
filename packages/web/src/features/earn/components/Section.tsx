/**
 * One product section of the hub: its icon, name and one-line promise, a "more" link to
 * the product's list, its few live products (loading, failed and empty handled here) and
 * a link to the user's orders in it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EarnProduct } from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import { InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { EARN_ROUTES } from '../links.ts';
import { openOrders } from './MyEarn.tsx';
import { ProductIcon } from './ProductIcon.tsx';
import styles from './Earn.module.css';

export function Section({
  product,
  state,
  count,
  onRetry,
  children,
}: {
  product: EarnProduct;
  state: 'pending' | 'error' | 'success';
  count: number;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('earn');
  const routes = EARN_ROUTES[product];
  const name = t(`product.${product}`);
  return (
    <section className={styles.block} aria-label={name}>
      <div className={styles.blockHead}>
        <ProductIcon product={product} size={32} />
        <div className={styles.blockTitle}>
          <h3>{name}</h3>
          <p>{t(`section.${product}Hint`)}</p>
        </div>
        <button
          type="button"
          className={styles.more}
          aria-label={`${name}: ${t('section.more')}`}
          onClick={() => navigateTo(routes.list)}
        >
          {t('section.more')}
        </button>
      </div>
      {state === 'pending' ? (
        <InlineLoading />
      ) : state === 'error' ? (
        <LoadFailed onRetry={onRetry} />
      ) : count === 0 ? (
        <p className={styles.quiet}>{t('section.empty')}</p>
      ) : (
        <div className={styles.rows}>{children}</div>
      )}
      <div className={styles.blockFoot}>
        <button
          type="button"
          className={styles.link}
          aria-label={`${name}: ${t('section.orders')}`}
          onClick={() => openOrders(routes.orders)}
        >
          {t('section.orders')}
        </button>
      </div>
    </section>
  );
}
