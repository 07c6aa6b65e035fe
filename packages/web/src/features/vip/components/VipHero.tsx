/**
 * The current level: badge, fee discount, and when and from what it was assessed (the
 * window and the two figures), or that the first assessment is still to come.
 */
import { useTranslation } from 'react-i18next';
import { formatDate, type VipStatusReply } from '@bourse/shared';
import { discountText, usdtText, utcDay } from '../model.ts';
import { VipBadge } from './VipBadge.tsx';
import styles from './Vip.module.css';

export function VipHero({ status }: { status: VipStatusReply }) {
  const { t } = useTranslation('vip');
  const a = status.assessment;
  return (
    <section className={styles.hero}>
      <div className={styles.heroTop}>
        <VipBadge level={status.level} large />
        <div className={styles.heroDiscount}>
          <span>{t('hero.discount')}</span>
          <strong>{discountText(status.fee_discount_percent)}</strong>
        </div>
      </div>
      <p className={styles.heroNote}>
        {status.level > 0
          ? t('hero.discountNote', { percent: discountText(status.fee_discount_percent) })
          : t('hero.noDiscount')}
      </p>
      {a ? (
        <>
          <div className={styles.figures}>
            <div>
              <span>{t('figures.volume')}</span>
              <b>{usdtText(a.volume_usdt)}</b>
              <small>
                {t('figures.split', {
                  spot: usdtText(a.spot_volume_usdt),
                  contract: usdtText(a.contract_volume_usdt),
                })}
              </small>
            </div>
            <div>
              <span>{t('figures.holdings')}</span>
              <b>{usdtText(a.holdings_usdt)}</b>
              <small>{t('figures.holdingsNote')}</small>
            </div>
          </div>
          <dl className={styles.meta}>
            <dt>{t('hero.assessedAt')}</dt>
            <dd>{formatDate(a.computed_at, true)}</dd>
            <dt>{t('hero.window')}</dt>
            <dd>
              {t('hero.windowDays', { from: utcDay(a.window_from), to: utcDay(a.window_to - 1) })}
            </dd>
            <dt>{t('hero.next')}</dt>
            <dd>{formatDate(status.next_assessment_at, true)}</dd>
          </dl>
        </>
      ) : (
        <>
          <p className={styles.heroMeta}>{t('hero.notYet')}</p>
          <dl className={styles.meta}>
            <dt>{t('hero.next')}</dt>
            <dd>{formatDate(status.next_assessment_at, true)}</dd>
          </dl>
        </>
      )}
    </section>
  );
}
