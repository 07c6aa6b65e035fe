/** Withdraw one currency (spec 2 fund/withdraw); records at the top right. */
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { PageLoading } from '../../components/PageStates.tsx';
import { MissingCoin, headerButton } from '../../features/funding/components/MissingCoin.tsx';
import { WithdrawForm } from '../../features/funding/components/WithdrawForm.tsx';
import { useCoinParam } from '../../features/funding/useCoinParam.ts';
import forms from '../../features/wallet/components/Forms.module.css';

export default function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const { coin, pending } = useCoinParam();
  return (
    <div className={forms.page}>
      <NavBar
        title={coin ? t('withdraw.title', { coin: coin.name }) : t('actions.withdraw')}
        right={
          <button
            type="button"
            style={headerButton}
            aria-label={t('records.funding')}
            onClick={() => navigateTo('/pages/fund/receive_withdraw_record', { tab: 'withdraw' })}
          >
            <FileOutline />
          </button>
        }
      />
      <div style={{ paddingTop: 8 }}>
        {pending ? (
          <PageLoading />
        ) : coin ? (
          <WithdrawForm coin={coin} />
        ) : (
          <MissingCoin type="withdraw" />
        )}
      </div>
    </div>
  );
}
