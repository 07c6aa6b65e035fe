/** The chart page's bottom bar: buy and sell, each opening the trade screen on that side. */
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../app/nav.ts';
import styles from './TradeButtons.module.css';

export function TradeButtons({ symbol }: { symbol: string }) {
  const { t } = useTranslation('trade');
  const go = (side: 'buy' | 'sell') => navigateTo('/pages/transaction/index', { symbol, side });
  return (
    <div className={styles.bar}>
      <button type="button" className={`${styles.button} ${styles.buy}`} onClick={() => go('buy')}>
        {t('side.buy')}
      </button>
      <button
        type="button"
        className={`${styles.button} ${styles.sell}`}
        onClick={() => go('sell')}
      >
        {t('side.sell')}
      </button>
    </div>
  );
}
