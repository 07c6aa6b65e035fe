/**
 * Dual investment on the hub: a few BTC and ETH products open for purchase (contract 7.13:
 * the financial tab lists type `call` of coins 1 and 2), with APR, linked price and term.
 */
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DualType, formatNumber } from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import { Num } from '../../../components/Numbers.tsx';
import { DUAL_COINS, productsQuery } from '../../dual/api.ts';
import { CoinIcon } from '../../market/CoinIcon.tsx';
import { EARN_ROUTES, coinLogo } from '../links.ts';
import { liveDualProducts } from '../model.ts';
import { Section } from './Section.tsx';
import styles from './Earn.module.css';

export function DualSection() {
  const { t } = useTranslation('earn');
  const lists = useQueries({
    queries: DUAL_COINS.map((c) => productsQuery(c.id, DualType.call)),
  });
  const state = lists.some((q) => q.isPending)
    ? 'pending'
    : lists.every((q) => q.isError)
      ? 'error'
      : 'success';
  const shown = liveDualProducts(lists.map((q) => q.data?.dual_currencys));
  return (
    <Section
      product="dual"
      state={state}
      count={shown.length}
      onRetry={() => lists.forEach((q) => void q.refetch())}
    >
      {shown.map((p) => (
        <button
          key={p.id}
          type="button"
          className={styles.rowBtn}
          onClick={() => navigateTo(EARN_ROUTES.dual.item, { id: p.id })}
        >
          <CoinIcon name={p.currency_name} logo={coinLogo(p.currency_name)} size={36} />
          <div className={styles.rowMain}>
            <strong>
              {p.name}
              <span className={styles.tag}>{t('dual.days', { count: p.day })}</span>
            </strong>
            <span>
              {t('dual.linked')} {formatNumber(p.exercise_price, 'price', { decimals: 2 })}
            </span>
          </div>
          <div className={styles.rowSide}>
            <Num className={styles.yield} value={p.rate} kind="percent" />
            <span>{t('dual.apr')}</span>
          </div>
        </button>
      ))}
    </Section>
  );
}
