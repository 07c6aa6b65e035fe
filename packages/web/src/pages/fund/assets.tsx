/**
 * Assets (tab 3, spec 2): total value in USDT and the user's fiat, quick actions, and the
 * accounts (spot, contract, options, stock, fiat) with their currencies.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../app/nav.ts';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { AccountTabs, AssetList } from '../../features/wallet/components/AssetList.tsx';
import { AssetsOverview } from '../../features/wallet/components/AssetsOverview.tsx';
import {
  ACCOUNT_TABS,
  allAccounts,
  totalUsdt,
  type AccountTab,
} from '../../features/wallet/model.ts';
import { walletListQuery } from '../../features/wallet/queries.ts';

const isTab = (v: string | null): v is AccountTab =>
  (ACCOUNT_TABS as readonly string[]).includes(v ?? '');

export default function AssetsPage() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const initial = params.get('account');
  const [tab, setTab] = useState<AccountTab>(isTab(initial) ? initial : 'change');
  const { data, isPending } = useQuery({ ...walletListQuery(), refetchInterval: 15_000 });
  const views = allAccounts(data);
  const view = views.find((v) => v.account === tab)!;

  return (
    <div style={{ minHeight: '100%', background: 'var(--bg)' }}>
      <NavBar
        back={false}
        title={t('assets.title')}
        right={
          <button
            type="button"
            onClick={() => navigateTo('/pages/fund/assets_all_record')}
            aria-label={t('records.all')}
            style={{
              border: 0,
              background: 'none',
              color: 'var(--text)',
              fontSize: 20,
              padding: 4,
            }}
          >
            <FileOutline />
          </button>
        }
      />
      <AssetsOverview totalUsdt={totalUsdt(data)} loading={isPending} />
      <AccountTabs views={views} active={tab} onChange={setTab} />
      <AssetList view={view} loading={isPending} />
    </div>
  );
}
