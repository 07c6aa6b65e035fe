/** Add a withdrawal address (spec 2 setting/addWallet); `?currency=` preselects the coin. */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../app/routing.tsx';
import { FormPage } from '../../features/settings/components/FormPage.tsx';
import { AddressForm } from '../../features/wallet/components/AddressForm.tsx';

export default function AddWalletPage() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const id = Number(params.get('currency'));
  return (
    <FormPage title={t('addressBook.addTitle')}>
      <AddressForm initialCurrency={Number.isInteger(id) && id > 0 ? id : undefined} />
    </FormPage>
  );
}
