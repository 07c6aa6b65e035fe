/**
 * What opening would do, before it is done (issue 10): the fill, the quantity, margin,
 * open fee, the total taken from the lever account, the index at which the account would
 * be liquidated, and a what-if table (index -> this position's P/L and the account's risk
 * rate). All from the shared formulas, so the preview is the fill.
 */
import { useTranslation } from 'react-i18next';
import { formatNumber, type Exact } from '@bourse/shared';
import { direction } from '../../../components/Numbers.tsx';
import type { LeverFormState } from '../useLeverForm.ts';
import styles from './Lever.module.css';

const usdt = (v: Exact | string | undefined) =>
  v === undefined ? '—' : formatNumber(v.toString(), 'amount', { decimals: 2, trim: false });
const risk = (v: Exact | null | undefined) =>
  v === null || v === undefined ? '—' : formatNumber(v.toString(), 'percent');

export function LeverPreviewRows({ form, quote }: { form: LeverFormState; quote: string }) {
  const { t } = useTranslation('lever');
  const p = form.preview;
  const rows: [string, string, string?][] = [
    [t('preview.fill'), p ? formatNumber(p.quote.price.toString(), 'price') : '—'],
    [t('preview.quantity'), p ? formatNumber(p.quote.quantity.toString(), 'amount') : '—'],
    [t('preview.margin'), `${usdt(p?.quote.margin)} ${quote}`],
    [t('preview.fee'), `${usdt(p?.quote.fee)} ${quote}`],
    [t('preview.cost'), `${usdt(p?.quote.cost)} ${quote}`, p?.short ? 'bad' : undefined],
    [
      t('preview.liquidation'),
      p
        ? p.liquidation
          ? formatNumber(p.liquidation.toString(), 'price')
          : t('preview.none')
        : '—',
    ],
    [t('preview.riskAfter'), risk(p?.riskAfter)],
  ];
  return (
    <>
      <dl className={styles.rows} data-testid="lever-preview">
        {rows.map(([label, value, tone]) => (
          <div key={label} className={tone ? styles.rowBad : styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {p?.short && (
        <p className={styles.error} role="alert">
          {t('form.balance', { cost: usdt(p.quote.cost) })}
        </p>
      )}
      {p && (
        <table className={styles.whatIf} aria-label={t('preview.whatIf')}>
          <caption>{t('preview.whatIf')}</caption>
          <thead>
            <tr>
              <th>{t('preview.index')}</th>
              <th>{t('preview.pnl')}</th>
              <th>{t('preview.risk')}</th>
            </tr>
          </thead>
          <tbody>
            {p.whatIf.map((w) => (
              <tr key={w.price.toString()}>
                <td>{formatNumber(w.price.toString(), 'price')}</td>
                <td className={direction(w.pnl.toString())}>
                  {formatNumber(w.pnl.toString(), 'amount', {
                    decimals: 2,
                    sign: true,
                    trim: false,
                  })}
                </td>
                <td>{risk(w.riskRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
