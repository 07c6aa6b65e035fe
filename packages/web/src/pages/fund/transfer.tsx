/** Convert between coins in the spot account (spec 2 fund/transfer; the original client's conversion page, client contract 10). */
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/NavBar.tsx';
import { ConvertForm } from '../../features/wallet/components/ConvertForm.tsx';
import forms from '../../features/wallet/components/Forms.module.css';

export default function ConvertPage() {
  const { t } = useTranslation('wallet');
  return (
    <div className={forms.page}>
      <NavBar title={t('convert.title')} />
      <div className={forms.body}>
        <ConvertForm />
        <ul className={forms.note}>
          <li>{t('convert.note')}</li>
        </ul>
      </div>
    </div>
  );
}
