/** One currency in one account (`?currency=&account=`): balances, actions and its records. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { BillList } from '../../features/wallet/components/BillList.tsx';
import { CoinSummary } from '../../features/wallet/components/CoinSummary.tsx';
import { ACCOUNT_TABS, accountView, type AccountTab } from '../../features/wallet/model.ts';
import { walletListQuery } from '../../features/wallet/queries.ts';
import forms from '../../features/wallet/components/Forms.module.css';

export default function AssetsRecordPage() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const currency = Number(params.get('currency'));
  const raw = params.get('account') ?? '';
  const account: AccountTab = (ACCOUNT_TABS as readonly string[]).includes(raw)
    ? (raw as AccountTab)
    : 'change';
  const { data } = useQuery(walletListQuery());
  const row = accountView(data, account).rows.find((r) => r.currency === currency);
  return (
    <div className={forms.page}>
      <NavBar title={t('records.title')} />
      <CoinSummary currency={currency} account={account} row={row} />
      <h2 style={{ margin: '18px 16px 0', fontSize: 16, fontWeight: 600 }}>
        {t('records.history')}
      </h2>
      <BillList initial={{ account, currency }} fixed />
    </div>
  );
}
