/** The domestic bank card (spec 2 setting/bank). */
import { useTranslation } from 'react-i18next';
import { FormPage } from '../../features/settings/components/FormPage.tsx';
import { BankForm } from '../../features/wallet/components/BankForm.tsx';

export default function BankPage() {
  const { t } = useTranslation('wallet');
  return (
    <FormPage title={t('bank.title')} note={t('bank.note')}>
      <BankForm international={false} />
    </FormPage>
  );
}
