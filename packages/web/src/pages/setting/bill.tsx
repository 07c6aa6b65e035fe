/** The bill (spec 2 setting/bill): every balance change, filterable. */
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/NavBar.tsx';
import { BillList } from '../../features/wallet/components/BillList.tsx';
import forms from '../../features/wallet/components/Forms.module.css';

export default function BillPage() {
  const { t } = useTranslation('wallet');
  return (
    <div className={forms.page}>
      <NavBar title={t('bill.title')} />
      <BillList />
    </div>
  );
}
