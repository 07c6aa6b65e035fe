/** Transfer between the user's own accounts (spec 2 fund/fundTransfer, as in the original client, client contract 10); history at the top right. */
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../app/nav.ts';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { TransferForm } from '../../features/wallet/components/TransferForm.tsx';
import { ACCOUNT_TABS, type AccountTab } from '../../features/wallet/model.ts';
import forms from '../../features/wallet/components/Forms.module.css';

const asTab = (v: string | null) =>
  (ACCOUNT_TABS as readonly string[]).includes(v ?? '') ? (v as AccountTab) : undefined;

export default function AccountTransferPage() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const currency = Number(params.get('currency'));
  return (
    <div className={forms.page}>
      <NavBar
        title={t('transfer.title')}
        right={
          <button
            type="button"
            aria-label={t('transfer.history')}
            onClick={() => navigateTo('/pages/fund/transfer_history')}
            style={{ border: 0, background: 'none', color: 'var(--text)', fontSize: 20 }}
          >
            <ClockCircleOutline />
          </button>
        }
      />
      <div className={forms.body}>
        <TransferForm
          initial={{
            from: asTab(params.get('from')),
            to: asTab(params.get('to')),
            currency: Number.isInteger(currency) && currency > 0 ? currency : undefined,
          }}
        />
      </div>
    </div>
  );
}
