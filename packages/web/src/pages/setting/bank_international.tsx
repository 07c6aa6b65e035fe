/** The international bank account (spec 2 setting/bank_international). */
import { useTranslation } from 'react-i18next';
import { FormPage } from '../../features/settings/components/FormPage.tsx';
import { BankForm } from '../../features/wallet/components/BankForm.tsx';

export default function BankInternationalPage() {
  const { t } = useTranslation('wallet');
  return (
    <FormPage title={t('bank.intlTitle')} note={t('bank.note')}>
      <BankForm international />
    </FormPage>
  );
}
