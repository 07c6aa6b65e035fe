/**
 * The frame of the deposit and withdrawal pages (spec 2 fund/receive, fund/withdraw): the
 * coin from the route, a title naming it, the records button at the top right, and a
 * chooser when the route names no known coin.
 */
import type { ReactNode } from 'react';
import type { CurrencyItem } from '@bourse/shared';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../app/nav.ts';
import { NavBar } from '../../../components/NavBar.tsx';
import { PageLoading } from '../../../components/PageStates.tsx';
import forms from '../../wallet/components/Forms.module.css';
import { useCoinParam } from '../useCoinParam.ts';
import { MissingCoin, headerButton } from './MissingCoin.tsx';

const KINDS = {
  deposit: { title: 'receive.title', fallback: 'actions.deposit', select: 'recharge' },
  withdraw: { title: 'withdraw.title', fallback: 'actions.withdraw', select: 'withdraw' },
} as const;

export function CoinFundingPage({
  kind,
  children,
}: {
  kind: keyof typeof KINDS;
  children: (coin: CurrencyItem) => ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const { coin, pending } = useCoinParam();
  const k = KINDS[kind];
  return (
    <div className={forms.page}>
      <NavBar
        title={coin ? t(k.title, { coin: coin.name }) : t(k.fallback)}
        right={
          <button
            type="button"
            style={headerButton}
            aria-label={t('records.funding')}
            onClick={() => navigateTo('/pages/fund/receive_withdraw_record', { tab: kind })}
          >
            <FileOutline />
          </button>
        }
      />
      <div style={{ paddingTop: 8 }}>
        {pending ? <PageLoading /> : coin ? children(coin) : <MissingCoin type={k.select} />}
      </div>
    </div>
  );
}
