/**
 * The risk rate as a half-circle gauge (100% empty, 300% full) with the forced-close mark,
 * the liquidation price and the index the figures were computed with.
 */
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, type LoanDetail } from '@bourse/shared';
import { GAUGE_MAX, GAUGE_MIN, gaugeFraction, riskTone } from '../model.ts';
import styles from './Loan.module.css';

const R = 90;
const CX = 110;
const CY = 105;
/** The point on the arc at `fraction` (0 left, 1 right). */
const at = (fraction: number) => {
  const angle = Math.PI * (1 - fraction);
  return { x: CX + R * Math.cos(angle), y: CY - R * Math.sin(angle) };
};
const arc = (from: number, to: number) => {
  const a = at(from);
  const b = at(to);
  return `M ${a.x} ${a.y} A ${R} ${R} 0 0 1 ${b.x} ${b.y}`;
};
const TONE_COLOUR = { safe: 'var(--up)', watch: 'var(--brand)', danger: 'var(--down)' };

export function RiskGauge({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation('loan');
  const tone = riskTone(loan.risk_percent, loan.liquidation_risk_percent);
  const fill = gaugeFraction(loan.risk_percent);
  const level = gaugeFraction(loan.liquidation_risk_percent);
  const mark = at(level);
  const liq = loan.liquidation_price;
  return (
    <div className={styles.gauge}>
      <svg viewBox="0 0 220 132" role="img" aria-label={t('detail.riskRate')}>
        <path
          d={arc(0, 1)}
          stroke="rgba(255,255,255,0.09)"
          strokeWidth="14"
          fill="none"
          strokeLinecap="round"
        />
        <path
          d={arc(0, level)}
          stroke="rgba(234,57,67,0.55)"
          strokeWidth="14"
          fill="none"
          strokeLinecap="round"
        />
        {fill > 0 && (
          <path
            d={arc(0, fill)}
            stroke={TONE_COLOUR[tone]}
            strokeWidth="14"
            fill="none"
            strokeLinecap="round"
          />
        )}
        <circle cx={mark.x} cy={mark.y} r="4" fill="var(--down)" />
        <text x="20" y="130" fill="var(--text-3)" fontSize="10">
          {GAUGE_MIN}%
        </text>
        <text x="200" y="130" fill="var(--text-3)" fontSize="10" textAnchor="end">
          {GAUGE_MAX}%+
        </text>
      </svg>
      <div className={[styles.gaugeValue, styles[tone]].join(' ')}>
        {formatNumber(loan.risk_percent, 'percent')}
      </div>
      <div className={styles.gaugeLabel}>{t('detail.riskRate')}</div>
      <span className={[styles.gaugeTone, styles[tone]].join(' ')}>{t(`detail.${tone}`)}</span>
      <div className={styles.gaugeFacts}>
        <div>
          <span>{t('detail.liquidationPrice')}</span>
          <b>{liq ? `${formatNumber(liq.price, 'price')} USDT` : '—'}</b>
          <small>
            {liq
              ? t(
                  liq.of === 'collateral'
                    ? 'detail.liquidationOfCollateral'
                    : 'detail.liquidationOfLoan',
                  {
                    coin: liq.of === 'collateral' ? loan.collateral_currency : loan.loan_currency,
                  },
                )
              : t('detail.noLiquidationPrice')}
          </small>
        </div>
        <div>
          <span>{t('enquiries.forcedClose')}</span>
          <b>{formatNumber(loan.liquidation_risk_percent, 'percent')}</b>
          <small>{t('detail.riskRate')}</small>
        </div>
      </div>
      {loan.index && (
        <p className={styles.indexLine}>
          {t('detail.index')}:{' '}
          {t('detail.indexValue', {
            coin: loan.index.collateral.symbol,
            price: formatNumber(loan.index.collateral.price, 'price'),
            source: loan.index.collateral.source,
            time: formatDate(loan.index.collateral.at, true),
          })}
        </p>
      )}
    </div>
  );
}
