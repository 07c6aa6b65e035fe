/**
 * The trade tab's switch between spot, contracts and seconds options (issue 10 "the trade
 * tab switches spot / contract / options"): the same pair, another product, in place.
 */
import { useTranslation } from 'react-i18next';
import { redirectTo } from '../../../app/nav.ts';
import styles from './ProductSwitch.module.css';

export const PRODUCTS = {
  spot: '/pages/transaction/index',
  contract: '/pages/transaction/contract',
  options: '/pages/transaction/index2',
} as const;
export type Product = keyof typeof PRODUCTS;

export function ProductSwitch({ current, symbol }: { current: Product; symbol: string }) {
  const { t } = useTranslation('lever');
  return (
    <nav className={styles.switch} aria-label={t('switch.label')}>
      {(Object.keys(PRODUCTS) as Product[]).map((p) => (
        <button
          key={p}
          type="button"
          aria-current={p === current ? 'page' : undefined}
          className={p === current ? styles.on : styles.item}
          onClick={() => p !== current && redirectTo(PRODUCTS[p], { symbol })}
        >
          {t(`switch.${p}`)}
        </button>
      ))}
    </nav>
  );
}
