/**
 * The pair picker: a sheet from the left listing every pair of quotation_new (crypto and
 * stocks), searchable by symbol or name, each with its last price and 24 h change.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Popup, SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatNumber, type TickerItem } from '@bourse/shared';
import { Change } from '../../../components/Numbers.tsx';
import { EmptyState, InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { quotationQuery } from '../../market/queries.ts';
import styles from './PairPicker.module.css';

type Kind = TickerItem['kind'];

export function matchesPair(p: Pick<TickerItem, 'symbol' | 'name'>, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  return !k || p.symbol.toLowerCase().includes(k) || p.name.toLowerCase().includes(k);
}

export function PairPicker({
  visible,
  current,
  initialKind = 'crypto',
  onClose,
  onSelect,
}: {
  visible: boolean;
  current: string;
  initialKind?: Kind;
  onClose: () => void;
  onSelect: (symbol: string) => void;
}) {
  const { t } = useTranslation('trade');
  const [kind, setKind] = useState<Kind>(initialKind);
  const [keyword, setKeyword] = useState('');
  const pairs = useQuery({ ...quotationQuery(), enabled: visible });
  const all = (pairs.data ?? []).flatMap((g) => g.quotation);
  const rows = all.filter((p) => p.kind === kind && matchesPair(p, keyword));

  return (
    <Popup
      visible={visible}
      position="left"
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.body}
    >
      <h2 className={styles.title}>{t('pair.choose')}</h2>
      <SearchBar
        className={styles.search}
        placeholder={t('pair.search')}
        value={keyword}
        onChange={setKeyword}
      />
      <div className={styles.kinds} role="tablist">
        {(['crypto', 'stock'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={kind === k}
            className={kind === k ? styles.kindOn : styles.kind}
            onClick={() => setKind(k)}
          >
            {t(`pair.${k}`)}
          </button>
        ))}
      </div>
      <div className={styles.columns}>
        <span>{t('pair.name')}</span>
        <span>{t('pair.last')}</span>
        <span>{t('pair.change')}</span>
      </div>
      <div className={styles.list}>
        {pairs.isPending && <InlineLoading />}
        {pairs.isError && <LoadFailed error={pairs.error} onRetry={() => void pairs.refetch()} />}
        {pairs.isSuccess && rows.length === 0 && <EmptyState title={t('pair.empty')} />}
        {rows.map((p) => (
          <button
            key={p.symbol}
            type="button"
            className={`${styles.row} ${p.symbol === current ? styles.current : ''}`}
            onClick={() => onSelect(p.symbol)}
          >
            <span className={styles.name}>
              <strong>{p.base}</strong>
              <small>/{p.quote}</small>
            </span>
            <span className={styles.last}>
              {formatNumber(p.last, 'price', { decimals: p.price_decimals })}
            </span>
            <Change className={styles.changeCell} percent={p.change} />
          </button>
        ))}
      </div>
    </Popup>
  );
}
