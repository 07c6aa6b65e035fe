/** Choose the currency to deposit (`?type=recharge`) or withdraw (`?type=withdraw`). */
import { useTranslation } from 'react-i18next';
import { navigateTo, redirectTo } from '../../app/nav.ts';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { CoinSelect } from '../../features/funding/components/CoinSelect.tsx';
import forms from '../../features/wallet/components/Forms.module.css';

export default function SelectPage() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const withdraw = params.get('type') === 'withdraw';
  return (
    <div className={forms.page}>
      <NavBar title={t(withdraw ? 'select.withdrawTitle' : 'select.depositTitle')} />
      <CoinSelect
        onPick={(coin) =>
          (withdraw ? navigateTo : redirectTo)(
            withdraw ? '/pages/fund/withdraw' : '/pages/fund/receive',
            { currency: String(coin.id) },
          )
        }
      />
    </div>
  );
}
