/**
 * One currency in one account (fund/assets_record): total, available, frozen, value, and
 * the actions that fit the account.
 */
import { Button } from 'antd-mobile';
import { formatFiat, formatNumber } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../app/nav.ts';
import { useSession } from '../../../store/session.ts';
import { CoinIcon } from '../../market/CoinIcon.tsx';
import { MASK, type AccountTab, type AssetRow } from '../model.ts';
import { useWalletPref } from '../prefs.ts';
import { useCoinCatalogue } from './AssetList.tsx';
import styles from './CoinSummary.module.css';

export function CoinSummary({
  currency,
  account,
  row,
}: {
  currency: number;
  account: AccountTab;
  row: AssetRow | undefined;
}) {
  const { t } = useTranslation('wallet');
  const fiat = useSession((s) => s.fiat);
  const [hidden] = useWalletPref('hideAmounts');
  const coin = useCoinCatalogue().get(currency);
  const name = coin?.name ?? row?.name ?? '';
  const decimals = coin?.decimals ?? 8;
  const amount = (v: string | undefined) =>
    hidden ? MASK : formatNumber(v ?? '0', 'amount', { decimals });
  const q = { currency: String(currency) };
  return (
    <section className={styles.card}>
      <div className={styles.head}>
        {name && <CoinIcon name={name} logo={coin?.logo} color={coin?.color} size={40} />}
        <div>
          <div className={styles.name}>{name}</div>
          <div className={styles.account}>{t(`accounts.${account}`)}</div>
        </div>
      </div>
      <div className={styles.total}>{amount(row?.total)}</div>
      <div className={styles.fiat}>≈ {hidden ? MASK : formatFiat(row?.usdt ?? '0', fiat)}</div>
      <div className={styles.grid}>
        <div>
          <span>{t('assets.available')}</span>
          <b>{amount(row?.available)}</b>
        </div>
        <div>
          <span>{t('assets.frozen')}</span>
          <b>{amount(row?.frozen)}</b>
        </div>
      </div>
      <div className={styles.actions}>
        {account === 'change' && (
          <>
            <Button color="primary" onClick={() => navigateTo('/pages/fund/receive', q)}>
              {t('actions.deposit')}
            </Button>
            <Button onClick={() => navigateTo('/pages/fund/withdraw', q)}>
              {t('actions.withdraw')}
            </Button>
          </>
        )}
        <Button
          color={account === 'change' ? 'default' : 'primary'}
          onClick={() => navigateTo('/pages/fund/fundTransfer', { ...q, from: account })}
        >
          {t('actions.transfer')}
        </Button>
      </div>
    </section>
  );
}
