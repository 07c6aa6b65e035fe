/**
 * A settled round (issue 14: "after settlement it shows the price, its second and the payout
 * computation"): the recorded price with its second and source, the line it was compared
 * with, the right side, and the published split: T, W, the fee rounded down, what was
 * shared, the rounding remainder, and the formula every right bet was paid by.
 */
import { useTranslation } from 'react-i18next';
import type { QuizRoundItem } from '@bourse/shared';
import { Num } from '../../../components/Numbers.tsx';
import { secondText } from '../model.ts';
import styles from './Game.module.css';

export function ResultPanel({ round }: { round: QuizRoundItem }) {
  const { t } = useTranslation('game');
  const r = round.result;
  if (!r) return null;
  const amount = (v: string) => (
    <>
      <Num value={v} kind="amount" decimals={round.decimals} /> {round.currency}
    </>
  );
  return (
    <section className={styles.section} aria-label={t('result')}>
      <div className={styles.resultHead}>
        <span>{t('price')}</span>
        <b
          className={
            r.right_side === 'up' ? styles.upText : r.right_side === 'down' ? styles.downText : ''
          }
        >
          {r.price.price}
        </b>
      </div>
      <div className={styles.rows}>
        <div className={styles.row}>
          <span>{t('priceAt')}</span>
          <span>{secondText(r.price.at)}</span>
        </div>
        <div className={styles.row}>
          <span>{t('source')}</span>
          <span>{r.price.source}</span>
        </div>
        <div className={styles.row}>
          <span>{round.kind === 'above' ? t('strike') : t('reference')}</span>
          <span>{r.line}</span>
        </div>
        <div className={styles.row}>
          <span>{t('rightSide')}</span>
          <span>{r.right_side ? t(`side.${r.right_side}`) : t('nobodyRight')}</span>
        </div>
      </div>
      <h3 style={{ marginTop: 16 }}>{t('split')}</h3>
      {r.refund ? (
        <p className={styles.note}>{t('refundAll')}</p>
      ) : (
        <>
          <div className={styles.rows}>
            <div className={styles.row}>
              <span>{t('total')}</span>
              <span>{amount(r.total)}</span>
            </div>
            <div className={styles.row}>
              <span>{t('winning')}</span>
              <span>{amount(r.winning)}</span>
            </div>
            <div className={styles.row}>
              <span>{t('feeLine', { percent: round.fee_percent })}</span>
              <span>{amount(r.fee)}</span>
            </div>
            <div className={styles.row}>
              <span>{t('distributable')}</span>
              <span>{amount(r.distributable)}</span>
            </div>
            <div className={styles.row}>
              <span>{t('remainder')}</span>
              <span>{amount(r.rounding_remainder)}</span>
            </div>
          </div>
          <p className={styles.formula}>{t('formula')}</p>
        </>
      )}
    </section>
  );
}
