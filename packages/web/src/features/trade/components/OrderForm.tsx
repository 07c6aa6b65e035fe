/**
 * The order form (left column of the trade screen): buy/sell, limit/market, price and
 * amount with steppers, the share-of-balance slider, the estimate and the big button.
 * State and maths come from useOrderForm / orderMath; this only draws them.
 */
import { useState } from 'react';
import { ActionSheet, Button, Slider } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Decimal, TIME_IN_FORCE, dec, formatNumber, type TickerItem } from '@bourse/shared';
import type { OrderFormState } from '../useOrderForm.ts';
import { Stepper } from './Stepper.tsx';
import styles from './OrderForm.module.css';

const MARKS = { 0: '', 25: '', 50: '', 75: '', 100: '' };

export function OrderForm({
  form,
  ticker,
  signedIn,
  pending,
  onSubmit,
}: {
  form: OrderFormState;
  ticker: TickerItem;
  signedIn: boolean;
  pending: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('trade');
  const [tifOpen, setTifOpen] = useState(false);
  const { side, kind, summary, error } = form;
  const buy = side === 'buy';
  // Quote sums at the price's decimals (at least cents); what the user has or gets is
  // rounded down, so the screen never promises more than the ledger holds.
  const quoteDecimals = Math.max(2, ticker.price_decimals);
  const quoteText = (v: Decimal | string | undefined, down = false) =>
    v === undefined
      ? '—'
      : `${formatNumber(down ? dec(v).toDecimalPlaces(quoteDecimals, Decimal.ROUND_DOWN) : v, 'fiat', { decimals: quoteDecimals })} ${ticker.quote}`;
  const feeRate = formatNumber(dec(form.takerFee).mul(100), 'percent', { trim: true });

  return (
    <div className={styles.form}>
      <div className={styles.sides} role="tablist" aria-label={t('form.side')}>
        {(['buy', 'sell'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={side === s}
            className={`${styles.side} ${styles[s]} ${side === s ? styles.sideOn : ''}`}
            onClick={() => form.setSide(s)}
          >
            {t(`side.${s}`)}
          </button>
        ))}
      </div>

      <div className={styles.kinds}>
        {(['limit', 'market'] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            className={kind === k ? styles.kindOn : styles.kind}
            onClick={() => form.setKind(k)}
          >
            {t(`kind.${k}`)}
          </button>
        ))}
        {kind === 'limit' && (
          <button
            type="button"
            className={styles.tif}
            aria-label={t('form.tif')}
            onClick={() => setTifOpen(true)}
          >
            {t(`tif.${form.tif}`)} <DownFill fontSize={8} />
          </button>
        )}
      </div>

      {kind === 'limit' ? (
        <Stepper
          label={t('form.price')}
          unit={ticker.quote}
          value={form.price}
          onChange={form.setPrice}
          onStep={form.stepPrice}
          invalid={error?.field === 'price'}
          downLabel={t('form.priceDown')}
          upLabel={t('form.priceUp')}
        />
      ) : (
        <div className={styles.marketPrice}>{t('form.marketPrice')}</div>
      )}
      <Stepper
        label={t('form.amount')}
        unit={ticker.base}
        value={form.amount}
        onChange={form.setAmount}
        onStep={form.stepAmount}
        invalid={error?.field === 'amount'}
        downLabel={t('form.amountDown')}
        upLabel={t('form.amountUp')}
      />

      <div className={`${styles.slider} ${styles[side]}`}>
        <Slider
          aria-label={t('form.percent')}
          step={25}
          ticks
          marks={MARKS}
          value={form.percent}
          disabled={!signedIn}
          onChange={(v) => form.setPercent(Array.isArray(v) ? v[1] : v)}
        />
        <div className={styles.percents} aria-hidden="true">
          {[0, 25, 50, 75, 100].map((p) => (
            <span key={p}>{p}%</span>
          ))}
        </div>
      </div>

      <dl className={styles.rows}>
        <div className={error?.field === 'balance' ? styles.rowBad : styles.row}>
          <dt>{t('form.available')}</dt>
          <dd>
            {!signedIn || form.available === undefined
              ? '—'
              : buy
                ? quoteText(form.available, true)
                : `${formatNumber(form.available, 'amount')} ${ticker.base}`}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{buy ? t('form.cost') : t('form.proceeds')}</dt>
          <dd>{quoteText(summary.value)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('form.fee', { rate: feeRate })}</dt>
          <dd>
            {!summary.fee
              ? '—'
              : buy
                ? `${formatNumber(summary.fee, 'amount')} ${summary.feeCurrency}`
                : quoteText(summary.fee)}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('form.receive')}</dt>
          <dd>
            {!summary.receive
              ? '—'
              : buy
                ? `${formatNumber(summary.receive, 'amount')} ${summary.receiveCurrency}`
                : quoteText(summary.receive, true)}
          </dd>
        </div>
      </dl>

      <Button
        block
        className={`${styles.submit} ${signedIn ? styles[side] : styles.login}`}
        loading={pending}
        onClick={onSubmit}
      >
        {signedIn
          ? t(buy ? 'form.buyBase' : 'form.sellBase', { base: ticker.base })
          : t('form.login')}
      </Button>
      {error && (
        <p className={styles.error} role="alert">
          {t(error.key, error.params)}
        </p>
      )}

      <ActionSheet
        visible={tifOpen}
        onClose={() => setTifOpen(false)}
        cancelText={t('form.close')}
        extra={t('form.tif')}
        actions={TIME_IN_FORCE.map((key) => ({
          key,
          text: (
            <span className={styles.tifOption}>
              <strong className={form.tif === key ? styles.tifOn : ''}>{t(`tif.${key}`)}</strong>
              <small>{t(`tifHint.${key}`)}</small>
            </span>
          ),
        }))}
        onAction={(action) => {
          form.setTif(action.key as (typeof TIME_IN_FORCE)[number]);
          setTifOpen(false);
        }}
      />
    </div>
  );
}
