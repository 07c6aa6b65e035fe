/**
 * A dual product (spec 2 "invest/purchase", issue 11; contract 7.13 `dual/detail` and
 * `dual/buyDual`): its terms against the index now, then the purchase form with both
 * outcomes. `?id=<product id>`.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@bourse/shared';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { PageLoading } from '../../components/PageStates.tsx';
import { LoadFailed } from '../../components/StateViews.tsx';
import { coinOf, productQuery } from '../../features/dual/api.ts';
import { PurchaseForm } from '../../features/dual/components/PurchaseForm.tsx';
import { distancePercent, timeLeft } from '../../features/dual/math.ts';
import { useIndexTicker } from '../../features/dual/useIndexTicker.ts';
import { useSession } from '../../store/session.ts';
import styles from '../../features/dual/components/Dual.module.css';

export default function DualPurchasePage() {
  const { t } = useTranslation('dual');
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 && raw <= 2_147_483_647 ? raw : 0;
  const signedIn = !!useSession((s) => s.token);
  const product = useQuery(productQuery(id));
  const p = product.data;
  const ticker = useIndexTicker(coinOf(p?.currency_id ?? 1).symbol);
  const index = ticker.data?.index_price;
  const distance = p ? distancePercent(p.exercise_price, index) : null;
  const left = p ? timeLeft(p.end_at, Date.now()) : undefined;
  return (
    <div className={styles.page}>
      <NavBar title={p ? p.name : t('purchase.title')} />
      {id === 0 || product.isError ? (
        <LoadFailed error={product.error} onRetry={() => void product.refetch()} tall />
      ) : !p ? (
        <PageLoading />
      ) : (
        <>
          <div className={styles.hero}>
            <div className={styles.cardTop}>
              <div className={styles.apr}>
                <strong>{formatNumber(p.rate, 'percent')}</strong>
                {t('card.apr')}
              </div>
              <div className={styles.linked}>
                {t('card.linked')}
                <strong>{formatNumber(p.exercise_price, 'price', { decimals: 2 })}</strong>
                {distance !== null && (
                  <span className={distance.startsWith('-') ? styles.chipDown : styles.chipUp}>
                    {t('card.vsIndex', {
                      percent: distance.startsWith('-') ? distance : `+${distance}`,
                    })}
                  </span>
                )}
              </div>
            </div>
          </div>
          <div className={styles.section}>
            <div className={styles.rows}>
              <div className={styles.row}>
                <span>{t('purchase.indexNow')}</span>
                <span data-testid="index-price">
                  {formatNumber(index, 'price', { decimals: ticker.data?.price_decimals })}
                </span>
              </div>
              <div className={styles.row}>
                <span>{t('card.term')}</span>
                <span>{t('card.days', { count: p.day })}</span>
              </div>
              <div className={styles.row}>
                <span>{t('card.maturity')}</span>
                <span>{formatDate(p.end_time, true)}</span>
              </div>
              {left && (
                <div className={styles.row}>
                  <span>{t('purchase.timeLeft')}</span>
                  <span>{t('purchase.dh', left)}</span>
                </div>
              )}
              <div className={styles.row}>
                <span>{t('card.share')}</span>
                <span>
                  {formatNumber(p.per_price, 'amount')} {p.invest_currency}
                </span>
              </div>
              <div className={styles.row}>
                <span>{t('purchase.shares')}</span>
                <span>
                  {t('card.left', { remaining: p.remaining_number, total: p.total_number })}
                </span>
              </div>
            </div>
            <div className={styles.bar} style={{ marginTop: 10 }}>
              <i style={{ width: `${Math.min(100, Number(p.progress))}%` }} />
            </div>
          </div>
          <PurchaseForm product={p} ticker={ticker.data} signedIn={signedIn} />
        </>
      )}
    </div>
  );
}
