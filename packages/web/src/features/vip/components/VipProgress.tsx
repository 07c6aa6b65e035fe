/** What the next level still needs: a bar each for 30-day volume and holdings; either is enough. */
import { useTranslation } from 'react-i18next';
import type { VipStatusReply } from '@bourse/shared';
import { discountText, progressRows, usdtText, vipLabel } from '../model.ts';
import styles from './Vip.module.css';

export function VipProgress({ status }: { status: VipStatusReply }) {
  const { t } = useTranslation('vip');
  const next = status.next;
  if (!next) {
    return (
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t('progress.topTitle')}</h3>
        <p className={styles.muted}>{t('progress.top')}</p>
      </section>
    );
  }
  const rows = progressRows(
    next,
    status.assessment?.volume_usdt ?? '0',
    status.assessment?.holdings_usdt ?? '0',
  );
  return (
    <section className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{t('progress.title', { level: vipLabel(next.level) })}</h3>
        <span className={styles.pill}>
          {t('progress.discount', { percent: discountText(next.fee_discount_percent) })}
        </span>
      </div>
      {rows.map((row, i) => (
        <div key={row.kind}>
          {i > 0 && <div className={styles.or}>{t('progress.or')}</div>}
          <div className={styles.progress} data-testid={`progress-${row.kind}`}>
            <div className={styles.progressHead}>
              <span>{t(`progress.${row.kind}`)}</span>
              <span>
                <b>{usdtText(row.have)}</b> / {usdtText(row.need)} USDT
              </span>
            </div>
            <div className={styles.bar}>
              <div className={styles.barFill} style={{ width: `${row.percent}%` }} />
            </div>
            <div className={styles.missing}>
              {row.met
                ? t('progress.met')
                : t('progress.missing', { amount: usdtText(row.missing) })}
            </div>
          </div>
        </div>
      ))}
      <p className={styles.muted}>{t('progress.either')}</p>
    </section>
  );
}
