/** Deposit one currency (spec 2 fund/receive); records at the top right. */
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { PageLoading } from '../../components/PageStates.tsx';
import { DepositPanel } from '../../features/funding/components/DepositPanel.tsx';
import { useCoinParam } from '../../features/funding/useCoinParam.ts';
import forms from '../../features/wallet/components/Forms.module.css';
import { MissingCoin, headerButton } from '../../features/funding/components/MissingCoin.tsx';

export default function ReceivePage() {
  const { t } = useTranslation('wallet');
  const { coin, pending } = useCoinParam();
  return (
    <div className={forms.page}>
      <NavBar
        title={coin ? t('receive.title', { coin: coin.name }) : t('actions.deposit')}
        right={
          <button
            type="button"
            style={headerButton}
            aria-label={t('records.funding')}
            onClick={() => navigateTo('/pages/fund/receive_withdraw_record', { tab: 'deposit' })}
          >
            <FileOutline />
          </button>
        }
      />
      <div style={{ paddingTop: 8 }}>
        {pending ? (
          <PageLoading />
        ) : coin ? (
          <DepositPanel coin={coin} />
        ) : (
          <MissingCoin type="recharge" />
        )}
      </div>
    </div>
  );
}
