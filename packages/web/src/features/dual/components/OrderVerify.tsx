/**
 * A settled order's computation: the recorded comparison, the formula with the order's own
 * figures, and every figure recomputed on this device with the shared settlement function
 * beside the server's, each marked same or differs (as the contracts' verify view).
 */
import { useTranslation } from 'react-i18next';
import { DualType, dualGrowth, formatNumber, type DualOrderItem } from '@bourse/shared';
import { formulaOf, verifyOrder, type VerifyLine } from '../math.ts';
import styles from './Dual.module.css';

export function OrderVerify({ order: o }: { order: DualOrderItem }) {
  const { t } = useTranslation('dual');
  const result = verifyOrder(o);
  if (!result || o.settle_price === null) return null;
  const price = formatNumber(o.settle_price, 'price');
  const linked = formatNumber(o.exercise_price, 'price', { decimals: 2 });
  const isCall = o.type === DualType.call;
  const compare = `verify.compare.${isCall ? 'call' : 'put'}${o.converted ? '' : 'Kept'}`;
  const paidLine = result.lines.find((l) => l.key === 'paid')!;
  const value = (l: VerifyLine, side: 'server' | 'browser') => {
    const v = l[side];
    if (v === '') return '—';
    if (l.key === 'converts') return t(v === 'true' ? 'verify.yes' : 'verify.no');
    return v;
  };
  return (
    <div className={styles.rows}>
      <div className={styles.formula}>
        <div>{t(compare, { price, linked, coin: o.currency_name })}</div>
        <div>
          {t(`verify.formula.${formulaOf(o)}`, {
            amount: o.amount,
            linked: o.exercise_price,
            growth: dualGrowth(o.order_rate, o.day).toDecimalPlaces(12).toFixed(),
            paid: paidLine.browser,
            currency: o.paid_currency ?? '',
          })}
        </div>
      </div>
      <table className={styles.table} aria-label={t('verify.title')}>
        <thead>
          <tr>
            <th />
            <th>{t('verify.server')}</th>
            <th>{t('verify.browser')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {result.lines.map((l) => (
            <tr key={l.key} className={l.ok ? '' : styles.badRow}>
              <td>{t(`verify.line.${l.key}`)}</td>
              <td>{value(l, 'server')}</td>
              <td>{value(l, 'browser')}</td>
              <td aria-label={t(l.ok ? 'verify.same' : 'verify.differs')}>{l.ok ? '✓' : '✗'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={result.ok ? styles.verified : styles.mismatch} role="status">
        {t(result.ok ? 'verify.ok' : 'verify.mismatch')}
      </p>
    </div>
  );
}
