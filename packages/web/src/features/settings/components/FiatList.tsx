/** The eleven display fiats with their symbol, name and rate to USD; the current one ticked. */
import { CheckOutline } from 'antd-mobile-icons';
import { FIAT_CODES, type FiatCode } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { FIAT_SYMBOLS, type FiatRates } from '../../fiat/fallbackRates.ts';
import { describeRate } from '../../fiat/rates.ts';
import styles from './ChoiceList.module.css';

export function FiatList({
  current,
  rates,
  onPick,
}: {
  current: FiatCode;
  rates: FiatRates;
  onPick: (code: FiatCode) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <ul className={styles.list} role="listbox" aria-label={t('areas.fiat')}>
      {FIAT_CODES.map((code) => (
        <li key={code} role="option" aria-selected={code === current}>
          <button
            type="button"
            className={`${styles.item} ${code === current ? styles.selected : ''}`}
            onClick={() => onPick(code)}
          >
            <span
              className={`${styles.badge} ${[...FIAT_SYMBOLS[code]].length > 1 ? styles.badgeSmall : ''}`}
              aria-hidden
            >
              {FIAT_SYMBOLS[code]}
            </span>
            <span className={styles.main}>
              <div className={styles.primary}>{code}</div>
              <div className={styles.secondary}>{t(`fiats.${code}`)}</div>
            </span>
            <span className={styles.rate}>
              {code === 'USD' ? '' : describeRate(code, rates[code])}
            </span>
            <span className={styles.check}>{code === current && <CheckOutline />}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
