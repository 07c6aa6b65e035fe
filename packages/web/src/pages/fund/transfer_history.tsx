/** Account-to-account transfer history (spec 7 `GET /wallet/hzhistory`). */
import { formatDate, formatNumber } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/NavBar.tsx';
import { RecordCard, RecordList } from '../../features/wallet/components/RecordList.tsx';
import { transferHistoryQuery } from '../../features/wallet/queries.ts';
import forms from '../../features/wallet/components/Forms.module.css';

export default function TransferHistoryPage() {
  const { t } = useTranslation('wallet');
  return (
    <div className={forms.page}>
      <NavBar title={t('transfer.history')} />
      <RecordList
        query={transferHistoryQuery()}
        rowKey={(r) => r.id}
        render={(r) => (
          <RecordCard
            title={r.currency_name}
            chip={{ text: t('transfer.chipDone'), tone: 'ok' }}
            amount={formatNumber(r.number, 'amount')}
            details={[
              [
                t('transfer.direction'),
                `${t(`accounts.${r.from_field}`)} → ${t(`accounts.${r.to_field}`)}`,
              ],
              [t('records.time'), formatDate(r.created_at, true)],
            ]}
          />
        )}
      />
    </div>
  );
}
