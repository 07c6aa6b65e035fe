/**
 * Choose a currency to deposit or withdraw (spec 2 fund/select): a search box and the
 * crypto coins of the catalogue with the spot balance beside each.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SearchBar, Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { formatNumber, type CurrencyItem } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '../../market/CoinIcon.tsx';
import { currencyListQuery } from '../../market/queries.ts';
import { availableOf } from '../../wallet/model.ts';
import { walletListQuery } from '../../wallet/queries.ts';
import styles from './Funding.module.css';

export function CoinSelect({ onPick }: { onPick: (coin: CurrencyItem) => void }) {
  const { t } = useTranslation('wallet');
  const [search, setSearch] = useState('');
  const coins = useQuery(currencyListQuery('crypto'));
  const wallet = useQuery(walletListQuery());
  const needle = search.trim().toLowerCase();
  const list = (coins.data ?? []).filter(
    (c) =>
      !needle ||
      c.name.toLowerCase().includes(needle) ||
      c.display_name.toLowerCase().includes(needle),
  );
  return (
    <>
      <div className={styles.search}>
        <SearchBar placeholder={t('select.search')} value={search} onChange={setSearch} />
      </div>
      <div className={styles.coinList}>
        {coins.isPending &&
          [0, 1, 2, 3].map((i) => <Skeleton key={i} animated className={styles.skeleton} />)}
        {!coins.isPending && list.length === 0 && (
          <p className={styles.empty}>{t('select.none')}</p>
        )}
        {list.map((c) => (
          <button key={c.id} type="button" className={styles.coinRow} onClick={() => onPick(c)}>
            <CoinIcon name={c.name} logo={c.logo} color={c.color} size={34} />
            <span className={styles.coinText}>
              <b>{c.name}</b>
              <small>{c.display_name}</small>
            </span>
            <span className={styles.coinBalance}>
              {formatNumber(availableOf(wallet.data, 'change', c.id), 'amount', {
                decimals: c.decimals,
              })}
            </span>
            <RightOutline className={styles.chevron} />
          </button>
        ))}
      </div>
    </>
  );
}
