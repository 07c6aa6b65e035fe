/**
 * The subscription form: pay coin, token amount, the total computed with the server's own
 * formula at the coin's index now, the per-user limits, the spot balance, and confirm. The
 * server charges its own figure at the second it records (decision 75) and says so.
 */
import { useState } from 'react';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AccountType, IeoPhase, dec, type IeoProjectDetail } from '@bourse/shared';
import { requireLogin } from '../../../app/nav.ts';
import { Num } from '../../../components/Numbers.tsx';
import { balanceQuery } from '../../trade/queries.ts';
import { QK } from '../../../api/keys.ts';
import { subscribe } from '../api.ts';
import { amountProblem, maxAffordable, readAmount, roomOf, totalIn } from '../math.ts';
import styles from './Ieo.module.css';

export function SubscribeForm({ info, signedIn }: { info: IeoProjectDetail; signedIn: boolean }) {
  const { t } = useTranslation('ieo');
  const client = useQueryClient();
  const [payId, setPayId] = useState(info.pay[0]?.id ?? 0);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const pay = info.pay.find((p) => p.id === payId) ?? info.pay[0];
  const balance = useQuery({ ...balanceQuery(payId, AccountType.change), enabled: signedIn });
  const available = balance.data ? String(balance.data.change_balance ?? '0') : undefined;
  const amount = readAmount(typed);
  const total = amount && pay ? totalIn(amount, info, pay) : '';
  const problem = amountProblem(typed, info, total, signedIn ? available : undefined);
  const open = info.time_status === IeoPhase.inProgress && !info.paused;
  const affordable = signedIn && pay ? maxAffordable(info, pay, available) : undefined;
  // "Max" fills what the balance pays for within the room; below the minimum it fills the
  // minimum, so the form says plainly that the balance is short.
  const fillMax = () =>
    affordable !== undefined &&
    setTyped(dec(affordable).lt(info.min_amount) ? info.min_amount : affordable);

  const confirm = async () => {
    if (!requireLogin(`/pages/ieo/subscribe?id=${info.id}`) || !pay || !amount || problem) return;
    const sure = await Dialog.confirm({
      title: t('form.confirmTitle'),
      content: t('form.confirmText', {
        amount,
        token: info.currency_name,
        total,
        coin: pay.name,
      }),
      confirmText: t('form.confirm'),
      cancelText: t('form.cancel'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      const message = await subscribe({
        project_id: info.id,
        amount,
        pay_currency: pay.id,
        price: total,
      });
      Toast.show({ content: message, icon: 'success' });
      setTyped('');
      await Promise.all([
        client.invalidateQueries({ queryKey: [QK.ieoProject] }),
        client.invalidateQueries({ queryKey: [QK.ieoOrders] }),
        client.invalidateQueries({ queryKey: [QK.ieoProjects] }),
        balance.refetch(),
      ]);
    } catch (error) {
      Toast.show({ content: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.section}>
      <h3>{t('form.title')}</h3>
      <div className={styles.rows}>
        <span className={styles.hint}>{t('form.payWith')}</span>
        <div className={styles.coins} role="radiogroup">
          {info.pay.map((p) => (
            <button
              key={p.id}
              type="button"
              role="radio"
              aria-checked={p.id === payId}
              className={p.id === payId ? styles.coinOn : styles.coin}
              onClick={() => setPayId(p.id)}
            >
              {p.name}
            </button>
          ))}
        </div>
        {pay && pay.unit_price && (
          <span className={styles.hint}>
            {t('form.unit', { token: info.currency_name, price: pay.unit_price, coin: pay.name })}
          </span>
        )}
        <label className={styles.input}>
          <input
            inputMode="decimal"
            placeholder={t('form.amount', { token: info.currency_name })}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            aria-label={t('form.amount', { token: info.currency_name })}
          />
          <span>{info.currency_name}</span>
          {affordable !== undefined && (
            <button type="button" className={styles.max} onClick={fillMax}>
              {t('form.max')}
            </button>
          )}
        </label>
        <div className={styles.row}>
          <span>{t('form.perUser')}</span>
          <span>
            <Num value={info.min_amount} kind="amount" /> –{' '}
            <Num value={info.max_amount} kind="amount" /> {info.currency_name}
          </span>
        </div>
        {info.mine && (
          <div className={styles.row}>
            <span>{t('form.room')}</span>
            <span>
              <Num value={info.mine.remaining} kind="amount" /> {info.currency_name}
            </span>
          </div>
        )}
        {typed !== '' && problem && (
          <span className={styles.problem}>
            {t(`problem.${problem}`, {
              min: info.min_amount,
              room: roomOf(info),
              decimals: info.token_decimals,
              token: info.currency_name,
              coin: pay?.name ?? '',
            })}
          </span>
        )}
        <div className={styles.total}>
          <span>{t('form.total')}</span>
          <strong>
            {total ? <Num value={total} kind="amount" decimals={pay?.decimals} /> : '--'}{' '}
            {pay?.name}
          </strong>
        </div>
        {signedIn && available !== undefined && (
          <div className={styles.row}>
            <span>{t('form.available')}</span>
            <span>
              <Num value={available} kind="amount" decimals={pay?.decimals} /> {pay?.name}
            </span>
          </div>
        )}
        <p className={styles.note}>
          {t('form.serverTotal', { tolerance: info.tolerance_percent })}
        </p>
        <Button
          block
          color="primary"
          disabled={!open || (signedIn && !!problem)}
          loading={busy}
          onClick={() => void confirm()}
        >
          {open
            ? t('form.submit')
            : info.paused
              ? t('phase.paused')
              : t(`phase.${info.time_status}`)}
        </Button>
      </div>
    </div>
  );
}
