/**
 * The home quotes preview. Markets are not live yet (GET /currency/quotation_new comes
 * with the market module), so this lists the real coin catalogue and shows "—" where a
 * price or change will be: no made-up numbers.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RightOutline } from 'antd-mobile-icons';
import { CurrencyKind, type CurrencyItem } from '@bourse/shared';
import { Change, Num } from '../../components/Numbers.tsx';
import { switchTab } from '../../app/nav.ts';
import { InlineLoading, LoadFailed, EmptyState } from '../../components/StateViews.tsx';
import { currencyListQuery } from './queries.ts';
import { CoinIcon } from './CoinIcon.tsx';
import styles from './QuotesPreview.module.css';

const SHOWN = 6;
const KINDS = [CurrencyKind.crypto, CurrencyKind.stock] as const;

export function QuotesPreview() {
  const { t } = useTranslation('home');
  const [kind, setKind] = useState<(typeof KINDS)[number]>(CurrencyKind.crypto);
  const coins = useQuery(currencyListQuery());
  const rows = (coins.data ?? []).filter((c) => c.kind === kind).slice(0, SHOWN);

  return (
    <section className={styles.card} aria-labelledby="quotes-title">
      <div className={styles.head}>
        <h2 id="quotes-title" className={styles.title}>
          {t('quotes.title')}
        </h2>
        <button type="button" className={styles.more} onClick={() => switchTab(1)}>
          {t('quotes.more')} <RightOutline />
        </button>
      </div>
      <div className={styles.kinds} role="tablist">
        {KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === kind}
            className={k === kind ? styles.kindActive : styles.kind}
            onClick={() => setKind(k)}
          >
            {t(`quotes.kind.${k}`)}
          </button>
        ))}
      </div>
      <div className={styles.columns}>
        <span>{t('quotes.name')}</span>
        <span className={styles.right}>{t('quotes.price')}</span>
        <span className={styles.right}>{t('quotes.change')}</span>
      </div>
      {coins.isPending && <InlineLoading />}
      {coins.isError && <LoadFailed error={coins.error} onRetry={() => void coins.refetch()} />}
      {coins.isSuccess && rows.length === 0 && <EmptyState title={t('quotes.empty')} />}
      {rows.map((c) => (
        <QuoteRow key={c.id} coin={c} />
      ))}
      {rows.length > 0 && <p className={styles.note}>{t('quotes.notLive')}</p>}
    </section>
  );
}

/** `price` and `change` stay undefined (shown as "—") until a market quotes this coin. */
function QuoteRow({
  coin,
  price,
  change,
}: {
  coin: CurrencyItem;
  price?: string;
  change?: string;
}) {
  return (
    <div className={styles.row}>
      <div className={styles.coin}>
        <CoinIcon name={coin.name} logo={coin.logo} color={coin.color} size={30} />
        <div className={styles.names}>
          <span className={styles.symbol}>{coin.name}</span>
          <span className={styles.full}>{coin.display_name}</span>
        </div>
      </div>
      <Num className={`${styles.right} ${styles.price}`} value={price} kind="price" />
      <span className={styles.right}>
        <Change className={styles.change} percent={change} />
      </span>
    </div>
  );
}
