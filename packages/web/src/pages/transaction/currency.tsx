/**
 * A pair's chart (spec 2 "transaction/currency"): 24 h figures, the K-line with volume and
 * moving averages or the depth chart, the latest trades, and buy/sell to the trade screen.
 */
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/NavBar.tsx';
import { PageLoading } from '../../components/PageStates.tsx';
import { LoadFailed } from '../../components/StateViews.tsx';
import { ChartPanel } from '../../features/trade/components/ChartPanel.tsx';
import { ChartStats } from '../../features/trade/components/ChartStats.tsx';
import { FavoriteStar } from '../../features/trade/components/PairHeader.tsx';
import { RecentTrades } from '../../features/trade/components/RecentTrades.tsx';
import { TradeButtons } from '../../features/trade/components/TradeButtons.tsx';
import { useLiveMarket } from '../../features/trade/useLiveMarket.ts';
import { useTradePair } from '../../features/trade/useTradePair.ts';
import styles from '../../features/trade/components/TradePage.module.css';

export default function ChartPage() {
  const { t } = useTranslation('trade');
  const { symbol, ticker } = useTradePair();
  useLiveMarket(symbol);

  return (
    <div className={styles.chartPage}>
      <NavBar
        title={symbol}
        right={ticker.data ? <FavoriteStar ticker={ticker.data} /> : undefined}
      />
      {ticker.isPending && <PageLoading />}
      {ticker.isError && (
        <LoadFailed tall error={ticker.error} onRetry={() => void ticker.refetch()} />
      )}
      {ticker.data && (
        <>
          <ChartStats ticker={ticker.data} />
          <ChartPanel ticker={ticker.data} />
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t('trades.title')}</h2>
            <RecentTrades ticker={ticker.data} />
          </section>
          <TradeButtons symbol={symbol} />
        </>
      )}
    </div>
  );
}
