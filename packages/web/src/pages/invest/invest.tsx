/**
 * Dual investment products (spec 2 "invest/invest", issue 11; contract 7.13): BTC / ETH
 * and sell-high (call) / buy-low (put) tabs, the coin's index live from the market socket,
 * and one card per product (APR, linked price against the index, term, settlement time,
 * progress, shares left). `?currency_id=1|2&type=call|put` picks the tabs.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DUAL_TYPES, DualType, formatNumber } from '@bourse/shared';
import { navigateTo, requireLogin } from '../../app/nav.ts';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { InlineLoading, EmptyState, LoadFailed } from '../../components/StateViews.tsx';
import { DUAL_COINS, coinOf, productsQuery } from '../../features/dual/api.ts';
import { ProductCard } from '../../features/dual/components/ProductCard.tsx';
import { useIndexTicker } from '../../features/dual/useIndexTicker.ts';
import styles from '../../features/dual/components/Dual.module.css';

export default function InvestPage() {
  const { t } = useTranslation('dual');
  const [params, setParams] = useSearchParams();
  const coin = coinOf(Number(params.get('currency_id')));
  const type = params.get('type') === DualType.put ? DualType.put : DualType.call;
  const choose = (next: { currency_id?: number; type?: DualType }) =>
    setParams(
      { currency_id: String(next.currency_id ?? coin.id), type: next.type ?? type },
      { replace: true },
    );
  const ticker = useIndexTicker(coin.symbol);
  const products = useQuery(productsQuery(coin.id, type));
  const list = products.data?.dual_currencys ?? [];
  const index = ticker.data?.index_price;
  return (
    <div className={styles.page}>
      <NavBar
        title={t('page.title')}
        right={
          <span
            role="link"
            className={styles.navLink}
            onClick={() => requireLogin('/pages/invest/mine') && navigateTo('/pages/invest/mine')}
          >
            {t('page.mine')}
          </span>
        }
      />
      <div className={styles.hero}>
        <div className={styles.coins} role="tablist">
          {DUAL_COINS.map((c) => (
            <button
              key={c.id}
              type="button"
              role="tab"
              aria-selected={c.id === coin.id}
              className={c.id === coin.id ? styles.coinOn : styles.coin}
              onClick={() => choose({ currency_id: c.id })}
            >
              {c.name}
            </button>
          ))}
        </div>
        <div className={styles.indexLine}>
          <strong data-testid="index-price">
            {formatNumber(index, 'price', { decimals: ticker.data?.price_decimals })}
          </strong>
          {t('page.index', { coin: coin.name })}
        </div>
      </div>
      <div className={styles.types} role="tablist">
        {DUAL_TYPES.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === type}
            className={k === type ? styles.typeOn : styles.type}
            onClick={() => choose({ type: k })}
          >
            {t(`page.${k}`)}
          </button>
        ))}
      </div>
      <p className={styles.typeHint}>
        {t(type === DualType.call ? 'page.callHint' : 'page.putHint', { coin: coin.name })}
      </p>
      {products.isPending ? (
        <InlineLoading tall />
      ) : products.isError ? (
        <LoadFailed error={products.error} onRetry={() => void products.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={t('page.empty')} />
      ) : (
        <div className={styles.list}>
          {list.map((p) => (
            <ProductCard
              key={p.id}
              item={p}
              indexPrice={index}
              onOpen={() => navigateTo('/pages/invest/purchase', { id: p.id })}
            />
          ))}
        </div>
      )}
      <button
        type="button"
        className={styles.helpLink}
        onClick={() => navigateTo('/pages/invest/help')}
      >
        {t('page.help')} ›
      </button>
    </div>
  );
}
