/** Deposit and withdrawal records, one tab each (`?tab=deposit|withdraw`, `?currency=`). */
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import {
  DepositRecords,
  WithdrawalRecords,
} from '../../features/funding/components/FundingRecords.tsx';
import forms from '../../features/wallet/components/Forms.module.css';
import tabs from '../../features/wallet/components/Tabs.module.css';

export default function FundingRecordPage() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'withdraw' ? 'withdraw' : 'deposit';
  const id = Number(params.get('currency'));
  const currency = Number.isInteger(id) && id > 0 ? id : undefined;
  return (
    <div className={forms.page}>
      <NavBar title={t('records.funding')} />
      <Tabs
        className={tabs.tabs}
        activeKey={tab}
        onChange={(k) => {
          const next = new URLSearchParams(params);
          next.set('tab', k);
          setParams(next, { replace: true });
        }}
      >
        <Tabs.Tab key="deposit" title={t('actions.deposit')} />
        <Tabs.Tab key="withdraw" title={t('actions.withdraw')} />
      </Tabs>
      {tab === 'deposit' ? (
        <DepositRecords currency={currency} />
      ) : (
        <WithdrawalRecords currency={currency} />
      )}
    </div>
  );
}
