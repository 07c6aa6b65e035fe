/**
 * The account tabs (spot, contract, options, stock, fiat) and the currency rows of the
 * chosen account: available, frozen and the USDT value, with the hide-small toggle.
 * A row opens that currency's records in that account.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Skeleton } from 'antd-mobile';
import { formatFiat, formatNumber, type CurrencyItem } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../app/nav.ts';
import { useSession } from '../../../store/session.ts';
import { CoinIcon } from '../../market/CoinIcon.tsx';
import { currencyListQuery } from '../../market/queries.ts';
import {
  ACCOUNT_TABS,
  MASK,
  visibleRows,
  type AccountTab,
  type AccountView,
  type AssetRow,
} from '../model.ts';
import { useWalletPref } from '../prefs.ts';
import styles from './AssetList.module.css';

export function AccountTabs({
  views,
  active,
  onChange,
}: {
  views: AccountView[];
  active: AccountTab;
  onChange: (tab: AccountTab) => void;
}) {
  const { t } = useTranslation('wallet');
  const [hidden] = useWalletPref('hideAmounts');
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('assets.accounts')}>
      {ACCOUNT_TABS.map((tab) => {
        const view = views.find((v) => v.account === tab);
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === active}
            className={`${styles.tab} ${tab === active ? styles.tabActive : ''}`}
            onClick={() => onChange(tab)}
          >
            <span className={styles.tabName}>{t(`accounts.${tab}`)}</span>
            <span className={styles.tabValue}>
              {hidden ? '****' : formatNumber(view?.totalUsdt, 'compact', { decimals: 2 })}
            </span>
          </button>
        );
      })}
    </div>
  );
}

export function useCoinCatalogue() {
  const { data } = useQuery(currencyListQuery());
  return useMemo(() => new Map<number, CurrencyItem>((data ?? []).map((c) => [c.id, c])), [data]);
}

export function AssetList({ view, loading }: { view: AccountView; loading: boolean }) {
  const { t } = useTranslation('wallet');
  const [hideSmall, setHideSmall] = useWalletPref('hideSmall');
  const coins = useCoinCatalogue();
  const rows = visibleRows(view.rows, hideSmall);
  return (
    <section className={styles.list}>
      <div className={styles.listHead}>
        <h2 className={styles.listTitle}>{t(`accounts.${view.account}`)}</h2>
        <Checkbox
          className={styles.hideSmall}
          checked={hideSmall}
          onChange={(v) => setHideSmall(v)}
        >
          {t('assets.hideSmall')}
        </Checkbox>
      </div>
      {loading ? (
        <div className={styles.skeletons}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} animated className={styles.skeleton} />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>
          {view.rows.length === 0 ? t('assets.emptyAccount') : t('assets.allSmall')}
        </p>
      ) : (
        rows.map((row) => (
          <AssetRowView
            key={row.currency}
            row={row}
            coin={coins.get(row.currency)}
            account={view.account}
          />
        ))
      )}
    </section>
  );
}

function AssetRowView({
  row,
  coin,
  account,
}: {
  row: AssetRow;
  coin: CurrencyItem | undefined;
  account: AccountTab;
}) {
  const { t } = useTranslation('wallet');
  const fiat = useSession((s) => s.fiat);
  const [hidden] = useWalletPref('hideAmounts');
  const decimals = coin?.decimals ?? 8;
  const amount = (v: string) => (hidden ? MASK : formatNumber(v, 'amount', { decimals }));
  return (
    <button
      type="button"
      className={styles.row}
      onClick={() =>
        navigateTo('/pages/fund/assets_record', { currency: String(row.currency), account })
      }
    >
      <div className={styles.rowTop}>
        <CoinIcon name={row.name} logo={coin?.logo} color={coin?.color} size={34} />
        <div className={styles.coin}>
          <span className={styles.coinName}>{row.name}</span>
          <span className={styles.coinFull}>{coin?.display_name ?? ''}</span>
        </div>
        <div className={styles.value}>
          <span className={styles.amount}>{amount(row.total)}</span>
          <span className={styles.fiatValue}>≈ {hidden ? MASK : formatFiat(row.usdt, fiat)}</span>
        </div>
      </div>
      <div className={styles.rowBottom}>
        <div>
          <span className={styles.cellLabel}>{t('assets.available')}</span>
          <span className={styles.cellValue}>{amount(row.available)}</span>
        </div>
        <div>
          <span className={styles.cellLabel}>{t('assets.frozen')}</span>
          <span className={styles.cellValue}>{amount(row.frozen)}</span>
        </div>
        <div className={styles.right}>
          <span className={styles.cellLabel}>{t('assets.valueUsdt')}</span>
          <span className={styles.cellValue}>{hidden ? MASK : formatNumber(row.usdt, 'fiat')}</span>
        </div>
      </div>
    </button>
  );
}
