/**
 * The self-set daily loss limit (issue 10): today's loss against the limit, and a new
 * limit (0 removes it). A lower limit applies at once; a higher one from the next UTC day
 * (the server decides and says so in the reply's pending fields).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popup, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { dec, formatDate, formatNumber, isDecimalString } from '@bourse/shared';
import { optionAccountQuery, setLossLimit } from '../api.ts';
import styles from './Options.module.css';

export function LossLimitSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation('options');
  const client = useQueryClient();
  const account = useQuery(optionAccountQuery());
  const [amount, setAmount] = useState('');
  const save = useMutation({
    mutationFn: setLossLimit,
    onSuccess: (view) => {
      client.setQueryData(optionAccountQuery().queryKey, view);
      Toast.show({ content: t('limit.saved') });
      setAmount('');
      onClose();
    },
  });
  const view = account.data;
  const valid = isDecimalString(amount.trim());

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet}>
      <h2 className={styles.sheetTitle}>{t('limit.title')}</h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('limit.current')}</dt>
          <dd>
            {view?.daily_loss_limit
              ? `${formatNumber(view.daily_loss_limit, 'amount')} USDT`
              : t('limit.none')}
          </dd>
        </div>
        {view && view.pending_from !== null && (
          <div className={styles.row}>
            <dt>{t('limit.pending', { date: formatDate(view.pending_from, true) })}</dt>
            <dd>
              {view.pending_loss_limit === null || dec(view.pending_loss_limit).isZero()
                ? t('limit.none')
                : `${formatNumber(view.pending_loss_limit, 'amount')} USDT`}
            </dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>{t('limit.today')}</dt>
          <dd>{view ? `${formatNumber(view.today_loss, 'amount')} USDT` : '—'}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('limit.open')}</dt>
          <dd>{view ? `${formatNumber(view.open_stakes, 'amount')} USDT` : '—'}</dd>
        </div>
      </dl>
      <label className={styles.stake}>
        <span className={styles.stakeLabel}>{t('limit.new')}</span>
        <input
          className={styles.stakeInput}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          placeholder={t('limit.placeholder')}
          onChange={(e) => setAmount(e.target.value)}
        />
      </label>
      <p className={styles.note}>{t('limit.rule')}</p>
      <div className={styles.sheetButtons}>
        <Button fill="outline" onClick={onClose}>
          {t('limit.cancel')}
        </Button>
        <Button
          color="primary"
          disabled={!valid}
          loading={save.isPending}
          onClick={() => save.mutate(amount.trim())}
        >
          {t('limit.save')}
        </Button>
      </div>
    </Popup>
  );
}
