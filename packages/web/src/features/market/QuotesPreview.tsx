/**
 * The home quotes preview: the first pairs of each kind from GET /currency/quotation_new,
 * kept live by `daymarket` pushes (the same cache as the market tab); a row opens the
 * pair's trade screen. The home page loads this block lazily (home route budget 200 KB
 * gzip, CONTEXT.md); its strings are the `home` namespace's, loaded at start.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RightOutline } from 'antd-mobile-icons';
import { formatNumber, type TickerItem } from '@bourse/shared';
import { direction } from '../../components/Numbers.tsx';
import { switchTab } from '../../app/nav.ts';
import { InlineLoading, LoadFailed, EmptyState } from '../../components/StateViews.tsx';
import { quotationQuery, tickersOfKind } from './queries.ts';
import { CoinIcon } from './CoinIcon.tsx';
import { useLiveTickers } from './liveTickers.ts';
import { openPair } from './openPair.ts';
import styles from './QuotesPreview.module.css';

const SHOWN = 6;
const KINDS = ['crypto', 'stock'] as const;

export function QuotesPreview() {
  const { t } = useTranslation('home');
  const [kind, setKind] = useState<(typeof KINDS)[number]>('crypto');
  const quotes = useQuery(quotationQuery());
  useLiveTickers();
  const rows = tickersOfKind(quotes.data, kind).slice(0, SHOWN);

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
      {quotes.isPending && <InlineLoading />}
      {quotes.isError && !quotes.data && (
        <LoadFailed error={quotes.error} onRetry={() => void quotes.refetch()} />
      )}
      {quotes.isSuccess && rows.length === 0 && <EmptyState title={t('quotes.empty')} />}
      {rows.map((ticker) => (
        <QuoteRow key={ticker.symbol} ticker={ticker} />
      ))}
    </section>
  );
}

function QuoteRow({ ticker }: { ticker: TickerItem }) {
  const dir = direction(ticker.change);
  return (
    <button type="button" className={styles.row} onClick={() => openPair(ticker)}>
      <span className={styles.coin}>
        <CoinIcon name={ticker.base} logo={ticker.logo} color={ticker.color} size={30} />
        <span className={styles.names}>
          <span className={styles.symbol}>
            {ticker.base}
            <span className={styles.quote}>/{ticker.quote}</span>
          </span>
          <span className={styles.full}>{ticker.name}</span>
        </span>
      </span>
      <span className={`${styles.right} ${styles.price}`}>
        {formatNumber(ticker.last, 'price', { decimals: ticker.price_decimals })}
      </span>
      <span className={styles.right}>
        <span className={`${styles.change} ${dir ? styles[dir] : ''}`}>
          {formatNumber(ticker.change, 'percent', { sign: true })}
        </span>
      </span>
    </button>
  );
}
