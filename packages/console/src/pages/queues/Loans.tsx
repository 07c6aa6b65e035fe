/**
 * The OTC loan desk (finance): the enquiries to claim and answer with an offer or a
 * rejection, the loans those offers became, and the market makers who may borrow without
 * VIP level 2.
 */
import { Tabs } from 'antd';
import { useT } from '../../i18n/index.ts';
import { Enquiries } from './loans/Enquiries.tsx';
import { LoanBook } from './loans/LoanBook.tsx';
import { MarketMakers } from './loans/MarketMakers.tsx';

export default function Loans() {
  const t = useT();
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'enquiries', label: t('loans.tabEnquiries'), children: <Enquiries /> },
        { key: 'loans', label: t('loans.tabLoans'), children: <LoanBook /> },
        { key: 'makers', label: t('loans.tabMakers'), children: <MarketMakers /> },
      ]}
    />
  );
}
