/**
 * The lock form: amount with the spot balance and a max button, the daily and full-term
 * interest and the dates computed with the server's shared formulas (math.ts), the
 * early-redemption terms, and a confirm dialog. The server decides at the second it
 * accepts; its translated confirmation is toasted and the user lands on their orders.
 */
import { useState } from 'react';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AccountType, LockupPlanStatus, formatDate, type LockupPlanItem } from '@bourse/shared';
import { navigateTo, requireLogin } from '../../../app/nav.ts';
import { Num } from '../../../components/Numbers.tsx';
import { balanceQuery } from '../../trade/queries.ts';
import { LOCKUP_KEYS, deposit } from '../api.ts';
import { amountProblem, depositPreview, floorTo, maxAmount, readAmount } from '../math.ts';
import styles from './Lockup.module.css';

export function DepositForm({ plan, signedIn }: { plan: LockupPlanItem; signedIn: boolean }) {
  const { t } = useTranslation('lockup');
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const coin = plan.currency_name;
  const balance = useQuery({
    ...balanceQuery(plan.currency_id, AccountType.change),
    enabled: signedIn,
  });
  const available =
    signedIn && balance.data ? String(balance.data.change_balance ?? '0') : undefined;
  const amount = readAmount(typed);
  const problem = amountProblem(typed, plan, available);
  // What the server will do if it accepts now (the value date follows the clock).
  const preview = depositPreview(plan, amount && !problem ? amount : '0', new Date());
  const open = plan.status === LockupPlanStatus.active;

  const confirm = async () => {
    if (!requireLogin(`/pages/lockming/buy?id=${plan.id}`) || !amount || problem) return;
    const sure = await Dialog.confirm({
      title: t('buy.confirmTitle'),
      content: t('buy.confirmText', {
        amount,
        coin,
        days: plan.day,
        rate: plan.interest_rate,
        daily: preview.daily,
        total: preview.total,
        end: formatDate(preview.endAt.getTime(), true),
      }),
      confirmText: t('buy.confirm'),
      cancelText: t('buy.cancel'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      const message = await deposit({ config_id: plan.id, amount });
      Toast.show({ content: message, icon: 'success' });
      setTyped('');
      await Promise.all([
        client.invalidateQueries({ queryKey: [LOCKUP_KEYS.orders] }),
        balance.refetch(),
      ]);
      navigateTo('/pages/lockming/order');
    } catch (error) {
      Toast.show({ content: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.section}>
        <h3>{t('buy.amount', { coin })}</h3>
        <div className={styles.rows}>
          <label className={styles.input}>
            <input
              inputMode="decimal"
              placeholder={t('buy.limits', { min: plan.save_min, max: plan.save_max, coin })}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              aria-label={t('buy.amount', { coin })}
            />
            <em>{coin}</em>
            {available !== undefined && (
              <button
                type="button"
                className={styles.maxButton}
                onClick={() => setTyped(maxAmount(plan, available))}
              >
                {t('buy.max')}
              </button>
            )}
          </label>
          {typed !== '' && problem && (
            <span className={styles.problem} role="alert">
              {t(`problem.${problem}`, {
                min: plan.save_min,
                max: plan.save_max,
                decimals: plan.decimals,
                coin,
              })}
            </span>
          )}
          {available !== undefined && (
            <div className={styles.row}>
              <span>{t('buy.available')}</span>
              <span>
                <Num value={floorTo(available, plan.decimals)} kind="amount" /> {coin}
              </span>
            </div>
          )}
          <div className={styles.row}>
            <span>{t('list.amount')}</span>
            <span>
              <Num value={plan.save_min} kind="amount" /> –{' '}
              <Num value={plan.save_max} kind="amount" /> {coin}
            </span>
          </div>
        </div>
      </div>
      <div className={styles.section}>
        <div className={styles.rows}>
          <div className={`${styles.row} ${styles.strong}`}>
            <span>{t('buy.dailyInterest')}</span>
            <span>
              <Num value={preview.daily} kind="amount" decimals={plan.decimals} /> {coin}
            </span>
          </div>
          <div className={`${styles.row} ${styles.strong}`}>
            <span>{t('buy.totalInterest')}</span>
            <span>
              <Num value={preview.total} kind="amount" decimals={plan.decimals} /> {coin}
            </span>
          </div>
          <div className={styles.row}>
            <span>{t('buy.valueDate')}</span>
            <span>{formatDate(preview.valueAt.getTime(), true)}</span>
          </div>
          <div className={styles.row}>
            <span>{t('buy.endDate')}</span>
            <span>{formatDate(preview.endAt.getTime(), true)}</span>
          </div>
          <span className={styles.hint}>
            {t('buy.creditTime', { time: plan.dividend_utc, days: plan.day })}
          </span>
        </div>
      </div>
      <div className={styles.section}>
        <h3>{t('buy.termsTitle')}</h3>
        <p className={styles.note}>{t('buy.terms', { percent: plan.penalty_percent })}</p>
        {amount && !problem && (
          <p className={styles.note} style={{ marginTop: 6 }}>
            {t('buy.worst', { penalty: preview.worstPenalty, coin })}
          </p>
        )}
      </div>
      <div className={styles.submit}>
        <Button
          block
          color="primary"
          size="large"
          disabled={!open || (signedIn && !!problem)}
          loading={busy}
          onClick={() => void confirm()}
        >
          {!open ? t('buy.paused') : signedIn ? t('buy.submit') : t('buy.signIn')}
        </Button>
      </div>
    </>
  );
}
