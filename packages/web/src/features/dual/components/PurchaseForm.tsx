/**
 * The purchase form: whole shares (stepper or typed, checked with the server's own field
 * rule), what is paid, the spot balance, both outcomes from the shared function, and a
 * confirm sheet. The server takes its own figures at the second it records.
 */
import { useState } from 'react';
import { Button, Popup, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AccountType,
  DualType,
  dec,
  formatDate,
  formatNumber,
  type DualProductItem,
  type TickerItem,
} from '@bourse/shared';
import { navigateTo, requireLogin } from '../../../app/nav.ts';
import { balanceQuery } from '../../trade/queries.ts';
import { DUAL_KEYS, buyDual } from '../api.ts';
import { purchasePreview, readShares, stepShares } from '../math.ts';
import { OutcomeBox } from './OutcomeBox.tsx';
import styles from './Dual.module.css';

export function PurchaseForm({
  product: p,
  ticker,
  signedIn,
}: {
  product: DualProductItem;
  ticker: TickerItem | undefined;
  signedIn: boolean;
}) {
  const { t } = useTranslation('dual');
  const client = useQueryClient();
  const [typed, setTyped] = useState('1');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const investId = ticker ? (p.type === DualType.call ? ticker.currency_id : ticker.legal_id) : 0;
  const balance = useQuery({
    ...balanceQuery(investId, AccountType.change),
    enabled: signedIn && investId > 0,
  });
  const available = balance.data?.available;
  const read = readShares(typed, p.remaining_number);
  const preview = read.shares ? purchasePreview(p, read.shares) : undefined;
  const short = !!preview && available !== undefined && dec(available).lt(preview.invested);
  const problem = read.problem ?? (short ? 'balance' : undefined);
  const open = p.status === 1;
  const decimals = p.type === DualType.call ? p.coin_decimals : p.usdt_decimals;

  const submit = () => {
    if (!requireLogin(`/pages/invest/purchase?id=${p.id}`)) return;
    if (!problem && preview) setConfirming(true);
  };
  const buy = async () => {
    if (!read.shares) return;
    setBusy(true);
    try {
      const bought = await buyDual(p.id, read.shares);
      setConfirming(false);
      Toast.show({ content: t('purchase.bought', { shares: bought.shares }), icon: 'success' });
      await Promise.all([
        client.invalidateQueries({ queryKey: [DUAL_KEYS.product] }),
        client.invalidateQueries({ queryKey: [DUAL_KEYS.products] }),
        client.invalidateQueries({ queryKey: [DUAL_KEYS.orders] }),
        balance.refetch(),
      ]);
      navigateTo('/pages/invest/mine');
    } catch (error) {
      setConfirming(false);
      Toast.show({ content: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.section}>
        <h3>{t('purchase.shares')}</h3>
        <div className={styles.rows}>
          <div className={styles.stepper}>
            <button
              type="button"
              aria-label={t('purchase.less')}
              disabled={!open}
              onClick={() => setTyped(stepShares(typed, -1, p.remaining_number))}
            >
              −
            </button>
            <input
              inputMode="numeric"
              value={typed}
              disabled={!open}
              aria-label={t('purchase.sharesLabel')}
              onChange={(e) => setTyped(e.target.value)}
            />
            <button
              type="button"
              aria-label={t('purchase.more')}
              disabled={!open}
              onClick={() => setTyped(stepShares(typed, 1, p.remaining_number))}
            >
              +
            </button>
            <button
              type="button"
              className={styles.max}
              disabled={!open}
              onClick={() => setTyped(String(Math.max(1, p.remaining_number)))}
            >
              {t('purchase.max')}
            </button>
          </div>
          {problem && (
            <span className={styles.problem} role="alert">
              {t(`problem.${problem}`, {
                remaining: p.remaining_number,
                currency: p.invest_currency,
              })}
            </span>
          )}
          <div className={styles.pay}>
            <span>{t('purchase.pay')}</span>
            <strong data-testid="pay">
              {preview ? formatNumber(preview.invested.toFixed(), 'amount', { decimals }) : '--'}{' '}
              {p.invest_currency}
            </strong>
          </div>
          {signedIn && (
            <div className={styles.row}>
              <span>{t('purchase.available')}</span>
              <span data-testid="available">
                {formatNumber(available, 'amount', { decimals })} {p.invest_currency}
              </span>
            </div>
          )}
          {preview && (
            <div className={styles.row}>
              <span>{t('purchase.interest')}</span>
              <span>
                +{formatNumber(preview.interest.toFixed(), 'amount', { decimals })}{' '}
                {p.invest_currency}
              </span>
            </div>
          )}
        </div>
      </div>
      {preview && (
        <div className={styles.section}>
          <h3>{t('outcome.title')}</h3>
          <OutcomeBox
            preview={preview}
            coin={p.currency_name}
            linkedPrice={p.exercise_price}
            endTime={p.end_time}
          />
        </div>
      )}
      <div className={styles.submitBar}>
        <Button
          block
          color="primary"
          size="large"
          disabled={!open || (signedIn && !!problem)}
          onClick={submit}
        >
          {!open
            ? t('purchase.closed')
            : !signedIn
              ? t('purchase.signIn')
              : preview
                ? t('purchase.submit', {
                    amount: formatNumber(preview.invested.toFixed(), 'amount', { decimals }),
                    currency: p.invest_currency,
                  })
                : t('card.buy')}
        </Button>
      </div>
      <Popup
        visible={confirming && !!preview}
        onMaskClick={() => !busy && setConfirming(false)}
        bodyClassName={styles.sheet}
      >
        {preview && (
          <div className={styles.sheetBody}>
            <h2 className={styles.sheetTitle}>{t('confirm.title')}</h2>
            <div className={styles.rows}>
              <div className={styles.row}>
                <span>{t('confirm.product')}</span>
                <span>
                  {p.name} · {formatNumber(p.rate, 'percent')}
                </span>
              </div>
              <div className={styles.row}>
                <span>{t('purchase.shares')}</span>
                <span>{preview.shares}</span>
              </div>
              <div className={styles.row}>
                <span>{t('purchase.pay')}</span>
                <span>
                  {formatNumber(preview.invested.toFixed(), 'amount', { decimals })}{' '}
                  {p.invest_currency}
                </span>
              </div>
              <div className={styles.row}>
                <span>{t('confirm.settles')}</span>
                <span>{formatDate(p.end_time, true)}</span>
              </div>
            </div>
            <OutcomeBox
              preview={preview}
              coin={p.currency_name}
              linkedPrice={p.exercise_price}
              endTime={p.end_time}
            />
            <p className={styles.hint}>{t('confirm.risk')}</p>
            <div className={styles.sheetButtons}>
              <Button disabled={busy} onClick={() => setConfirming(false)}>
                {t('confirm.cancel')}
              </Button>
              <Button color="primary" loading={busy} onClick={() => void buy()}>
                {t('confirm.ok')}
              </Button>
            </div>
          </div>
        )}
      </Popup>
    </>
  );
}
