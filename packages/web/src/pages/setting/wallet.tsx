/** Withdrawal addresses (spec 2 setting/wallet). */
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/NavBar.tsx';
import { AddressBook } from '../../features/wallet/components/AddressBook.tsx';
import forms from '../../features/wallet/components/Forms.module.css';

export default function WalletAddressesPage() {
  const { t } = useTranslation('wallet');
  return (
    <div className={forms.page}>
      <NavBar title={t('addressBook.title')} />
      <AddressBook />
    </div>
  );
}
