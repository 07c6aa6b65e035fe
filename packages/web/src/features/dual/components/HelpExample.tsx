/**
 * The explainer's worked examples (decision 77), computed with the shared settlement
 * function rather than typed in, so the page can never disagree with a real settlement.
 */
import { useTranslation } from 'react-i18next';
import {
  DualPaidIn,
  DualType,
  dualGrowth,
  dualSettlement,
  formatNumber,
  type DualTerms,
} from '@bourse/shared';
import styles from './Dual.module.css';

const DECIMALS = { coin: 8, usdt: 6 };
const EXAMPLES: { key: 'exampleCall' | 'examplePut'; terms: DualTerms; prices: string[] }[] = [
  {
    key: 'exampleCall',
    terms: {
      type: DualType.call,
      amount: '0.005',
      linkedPrice: '100000',
      aprPercent: '36.5',
      days: 10,
    },
    prices: ['99999.99', '100000', '104000'],
  },
  {
    key: 'examplePut',
    terms: {
      type: DualType.put,
      amount: '300',
      linkedPrice: '90000',
      aprPercent: '36.5',
      days: 10,
    },
    prices: ['86000', '90000', '90000.01'],
  },
];

export function HelpExample() {
  const { t } = useTranslation('dual');
  return (
    <>
      {EXAMPLES.map(({ key, terms, prices }) => (
        <div key={key} className={styles.formula}>
          <div>
            {t(`help.${key}`, {
              amount: String(terms.amount),
              linked: formatNumber(String(terms.linkedPrice), 'price', { decimals: 2 }),
              apr: String(terms.aprPercent),
              days: terms.days,
              growth: dualGrowth(terms.aprPercent, terms.days).toFixed(),
            })}
          </div>
          {prices.map((price) => {
            const out = dualSettlement(terms, price, DECIMALS);
            return (
              <div key={price}>
                {t('help.ifPrice', {
                  price: formatNumber(price, 'price', { decimals: 2 }),
                  paid: out.amount.toFixed(),
                  currency: out.paidIn === DualPaidIn.coin ? 'BTC' : 'USDT',
                })}
              </div>
            );
          })}
        </div>
      ))}
    </>
  );
}
