/** Deposits and withdrawals with status chips (spec 2 fund/receive_withdraw_record). */
import { formatDate, formatNumber, type DepositView, type WithdrawalView } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { RecordCard, RecordList } from '../../wallet/components/RecordList.tsx';
import { depositLogQuery, withdrawalLogQuery } from '../queries.ts';

type Tone = 'ok' | 'warn' | 'bad' | 'muted';
export const STATUS_TONE: Record<string, Tone> = {
  pending: 'warn',
  confirmed: 'ok',
  approved: 'ok',
  rejected: 'bad',
};

export function DepositRecords({ currency }: { currency?: number | undefined }) {
  const { t } = useTranslation('wallet');
  return (
    <RecordList
      query={depositLogQuery(currency)}
      rowKey={(r: DepositView) => r.id}
      render={(r) => (
        <RecordCard
          title={r.currency_name}
          chip={{ text: t(`status.${r.status}`), tone: STATUS_TONE[r.status] ?? 'muted' }}
          amount={`+${formatNumber(r.amount, 'amount')}`}
          amountTone="up"
          details={[
            [t('receive.network'), r.network],
            [t('records.account'), t(`accounts.${r.account}`)],
            [t('records.time'), formatDate(r.created_at, true)],
            ...(r.reason ? [[t('records.reason'), r.reason] as [string, string]] : []),
          ]}
        />
      )}
    />
  );
}

export function WithdrawalRecords({ currency }: { currency?: number | undefined }) {
  const { t } = useTranslation('wallet');
  return (
    <RecordList
      query={withdrawalLogQuery(currency)}
      rowKey={(r: WithdrawalView) => r.id}
      render={(r) => (
        <RecordCard
          title={r.currency_name}
          chip={{ text: t(`status.${r.status}`), tone: STATUS_TONE[r.status] ?? 'muted' }}
          amount={`-${formatNumber(r.amount, 'amount')}`}
          amountTone="down"
          details={[
            [t('receive.network'), r.network],
            [t('withdraw.address'), r.address],
            [t('withdraw.fee'), formatNumber(r.fee, 'amount')],
            ...(r.tx_hash ? [[t('records.txHash'), r.tx_hash] as [string, string]] : []),
            [t('records.time'), formatDate(r.created_at, true)],
            ...(r.reason ? [[t('records.reason'), r.reason] as [string, string]] : []),
          ]}
        />
      )}
    />
  );
}
