/** The published levels: thresholds and discount per level, the caller's own row marked. */
import { useTranslation } from 'react-i18next';
import { dec, type VipLevelItem } from '@bourse/shared';
import { discountText, thresholdText } from '../model.ts';
import { VipBadge } from './VipBadge.tsx';
import styles from './Vip.module.css';

export function VipLevelsTable({
  levels,
  current,
}: {
  levels: VipLevelItem[];
  current: number | undefined;
}) {
  const { t } = useTranslation('vip');
  return (
    <section className={styles.card}>
      <h3 className={styles.cardTitle}>{t('table.title')}</h3>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('table.level')}</th>
            <th>{t('table.volume')}</th>
            <th>{t('table.holdings')}</th>
            <th>{t('table.discount')}</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((l) => (
            <tr key={l.level} className={l.level === current ? styles.current : undefined}>
              <td>
                <VipBadge level={l.level} />
              </td>
              <td>{thresholdText(l.volume_usdt)}</td>
              <td>{thresholdText(l.holdings_usdt)}</td>
              <td className={dec(l.fee_discount_percent).gt(0) ? styles.discount : styles.none}>
                {discountText(l.fee_discount_percent)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>{t('table.note')}</p>
    </section>
  );
}
