/**
 * The contract form: who the counterparty is, long / short, market / limit, lots,
 * multiple, then the preview (the fill, margin, fee, liquidation price and a what-if
 * table) and the open button. State and maths: useLeverForm / preview.ts.
 */
import { useTranslation } from 'react-i18next';
import { LeverSide, formatNumber, type TickerItem } from '@bourse/shared';
import { Stepper } from '../../trade/components/Stepper.tsx';
import type { LeverFormState } from '../useLeverForm.ts';
import { LeverPreviewRows } from './LeverPreviewRows.tsx';
import styles from './Lever.module.css';

export function LeverForm({
  form,
  ticker,
  signedIn,
  pending,
  onSubmit,
}: {
  form: LeverFormState;
  ticker: TickerItem;
  signedIn: boolean;
  pending: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('lever');
  const long = form.side === LeverSide.long;
  const spread = form.terms?.spread;
  return (
    <section className={styles.form} aria-label={t('form.title')}>
      <p className={styles.counterparty} data-testid="counterparty">
        {t('form.counterparty', {
          spread: spread ? formatNumber(spread, 'percent', { trim: true }) : '—',
        })}
      </p>
      <div className={styles.sides} role="tablist" aria-label={t('form.side')}>
        {([LeverSide.long, LeverSide.short] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={form.side === s}
            className={`${styles.side} ${s === LeverSide.long ? styles.long : styles.short} ${form.side === s ? styles.sideOn : ''}`}
            onClick={() => form.setSide(s)}
          >
            {t(s === LeverSide.long ? 'side.long' : 'side.short')}
          </button>
        ))}
      </div>
      <div className={styles.kinds}>
        {(['market', 'limit'] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={form.kind === k}
            className={form.kind === k ? styles.kindOn : styles.kind}
            onClick={() => form.setKind(k)}
          >
            {t(`kind.${k}`)}
          </button>
        ))}
      </div>
      {form.kind === 'limit' ? (
        <Stepper
          label={t('form.limitPrice')}
          unit={ticker.quote}
          value={form.limitPrice}
          onChange={form.setLimitPrice}
          onStep={form.stepPrice}
          invalid={form.error?.field === 'price'}
          downLabel={t('form.priceDown')}
          upLabel={t('form.priceUp')}
        />
      ) : (
        <div className={styles.marketPrice}>{t('form.marketPrice')}</div>
      )}
      <Stepper
        label={t('form.lots')}
        unit={t('form.lotUnit', {
          size: form.terms ? formatNumber(form.terms.contractSize, 'amount') : '—',
          base: ticker.base,
        })}
        value={form.lots}
        onChange={form.setLots}
        onStep={form.stepLots}
        invalid={form.error?.field === 'lots'}
        downLabel={t('form.lotsDown')}
        upLabel={t('form.lotsUp')}
      />
      {form.terms && (
        <p className={styles.hint}>
          {t('form.lotsLimits', { min: form.terms.minLots, max: form.terms.maxLots })}
        </p>
      )}
      <div className={styles.multiples} role="radiogroup" aria-label={t('form.multiple')}>
        {form.multiples.map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={form.multiple === m}
            className={form.multiple === m ? styles.chipOn : styles.chip}
            onClick={() => form.setMultiple(m)}
          >
            {m}x
          </button>
        ))}
      </div>

      <LeverPreviewRows form={form} quote={ticker.quote} />

      <button
        type="button"
        className={`${styles.submit} ${signedIn ? (long ? styles.long : styles.short) : styles.login}`}
        disabled={pending}
        onClick={onSubmit}
      >
        {!signedIn
          ? t('form.login')
          : t(long ? 'form.openLong' : 'form.openShort', {
              multiple: form.multiple ?? '',
            })}
      </button>
      {form.error && (
        <p className={styles.error} role="alert">
          {t(form.error.key, 'params' in form.error ? form.error.params : {})}
        </p>
      )}
    </section>
  );
}
