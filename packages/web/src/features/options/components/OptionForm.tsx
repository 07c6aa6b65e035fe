/**
 * The options form: duration chips, the stake (within the duration's minimum and
 * maximum), the balance, what a win adds, and the up / down buttons. The risk disclosure
 * is asked for once, before the first order; a refusal (region, loss limit, cooldown)
 * is shown in the server's words under the buttons.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  OptionDirection,
  formatNumber,
  type OptionDirection as Direction,
  type TickerItem,
} from '@bourse/shared';
import { requireLogin } from '../../../app/nav.ts';
import { useSession } from '../../../store/session.ts';
import {
  durationsQuery,
  optionAccountQuery,
  payableQuery,
  refreshOptions,
  submitOption,
} from '../api.ts';
import { stakeError, winProfit } from '../math.ts';
import { DisclosureSheet } from './DisclosureSheet.tsx';
import { DurationChips } from './DurationChips.tsx';
import styles from './Options.module.css';

export function OptionForm({ ticker }: { ticker: TickerItem }) {
  const { t } = useTranslation('options');
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const durations = useQuery(durationsQuery());
  const payable = useQuery({ ...payableQuery(), enabled: !!token });
  const account = useQuery({ ...optionAccountQuery(), enabled: !!token });
  const [chosen, setChosen] = useState<number>();
  const [stake, setStake] = useState('');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [disclosureFor, setDisclosureFor] = useState<Direction>();

  const list = durations.data ?? [];
  const duration = list.find((d) => d.seconds === chosen) ?? list[0];
  const wallet = payable.data?.find((c) => c.id === ticker.legal_id);
  const available = token ? wallet?.user_wallet.micro_with_insurance : undefined;
  const error = stakeError(stake, duration, available);
  const profit = duration ? winProfit(stake, duration.profit_ratio) : undefined;

  const submit = useMutation({
    mutationFn: submitOption,
    onMutate: () => setRefusal(undefined),
    onSuccess: () => {
      Toast.show({ content: t('form.placed') });
      setStake('');
      setTouched(false);
    },
    onError: (e) => setRefusal(e instanceof Error ? e.message : undefined),
    onSettled: () => refreshOptions(client),
  });

  const send = (direction: Direction) => {
    if (!requireLogin()) return;
    setTouched(true);
    if (error || !duration) return;
    if (account.data && !account.data.disclosure_accepted) {
      setDisclosureFor(direction);
      return;
    }
    place(direction);
  };

  const place = (direction: Direction) => {
    if (!duration) return;
    submit.mutate({
      matchId: ticker.id,
      legalId: ticker.legal_id,
      direction,
      seconds: duration.seconds,
      stake: stake.trim(),
    });
  };

  return (
    <section className={styles.form} aria-label={t('form.title')}>
      <DurationChips durations={list} seconds={duration?.seconds} onChoose={setChosen} />
      <label className={`${styles.stake} ${touched && error ? styles.invalid : ''}`}>
        <span className={styles.stakeLabel}>{t('form.stake', { coin: ticker.quote })}</span>
        <input
          className={styles.stakeInput}
          inputMode="decimal"
          autoComplete="off"
          value={stake}
          placeholder={
            duration
              ? t('form.stakeRange', {
                  min: formatNumber(duration.min_amount, 'amount'),
                  max: formatNumber(duration.max_amount, 'amount'),
                })
              : ''
          }
          aria-invalid={(touched && !!error) || undefined}
          onChange={(e) => setStake(e.target.value)}
        />
      </label>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('form.available')}</dt>
          <dd>{available === undefined ? '—' : `${formatNumber(available, 'amount')} USDT`}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('form.ifWin')}</dt>
          <dd className={profit ? 'up' : ''}>
            {profit ? `+${formatNumber(profit, 'amount')} ${ticker.quote}` : '—'}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('form.ifLose')}</dt>
          <dd className={profit ? 'down' : ''}>
            {profit ? `-${formatNumber(stake.trim(), 'amount')} ${ticker.quote}` : '—'}
          </dd>
        </div>
      </dl>
      {touched && error && (
        <p className={styles.error} role="alert">
          {t(error.key, 'params' in error ? error.params : {})}
        </p>
      )}
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.upButton}
          disabled={submit.isPending}
          onClick={() => send(OptionDirection.up)}
        >
          {t('form.up')}
        </button>
        <button
          type="button"
          className={styles.downButton}
          disabled={submit.isPending}
          onClick={() => send(OptionDirection.down)}
        >
          {t('form.down')}
        </button>
      </div>
      {refusal && (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
      <p className={styles.note}>{t('form.house')}</p>
      <DisclosureSheet
        visible={disclosureFor !== undefined}
        onClose={() => setDisclosureFor(undefined)}
        onAccepted={() => {
          const direction = disclosureFor;
          setDisclosureFor(undefined);
          if (direction !== undefined) place(direction);
        }}
      />
    </section>
  );
}
