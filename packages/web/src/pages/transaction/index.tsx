/**
 * Trade (tab 2, spec 2): the pair's header, the order form beside the book, and the
 * user's open orders and the public trades below. Live by socket (useLiveMarket).
 */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/PageStates.tsx';
import { LoadFailed } from '../../components/StateViews.tsx';
import { ProductSwitch } from '../../features/lever/components/ProductSwitch.tsx';
import { PairHeader } from '../../features/trade/components/PairHeader.tsx';
import { PairPicker } from '../../features/trade/components/PairPicker.tsx';
import { TradePanel } from '../../features/trade/components/TradePanel.tsx';
import { TradeTabs } from '../../features/trade/components/TradeTabs.tsx';
import { useLiveAccount, useLiveMarket } from '../../features/trade/useLiveMarket.ts';
import { useTradePair } from '../../features/trade/useTradePair.ts';
import styles from '../../features/trade/components/TradePage.module.css';

export default function TradePage() {
  const { t } = useTranslation('trade');
  const { symbol, side, browseStocks, ticker, choose } = useTradePair();
  const [picking, setPicking] = useState(browseStocks);
  useLiveMarket(symbol);
  useLiveAccount();

  const picker = (
    <PairPicker
      visible={picking}
      current={symbol}
      initialKind={browseStocks ? 'stock' : 'crypto'}
      onClose={() => setPicking(false)}
      onSelect={(next) => {
        setPicking(false);
        choose(next);
      }}
    />
  );
  if (ticker.isPending) return <PageLoading />;
  if (!ticker.data)
    return (
      <div className={styles.failed}>
        <ProductSwitch current="spot" symbol={symbol} />
        <LoadFailed error={ticker.error} onRetry={() => void ticker.refetch()} />
        <div className={styles.choose}>
          <Button size="small" color="primary" fill="outline" onClick={() => setPicking(true)}>
            {t('pair.choose')}
          </Button>
        </div>
        {picker}
      </div>
    );
  return (
    <div className={styles.page}>
      <ProductSwitch current="spot" symbol={symbol} />
      <PairHeader ticker={ticker.data} onChoose={() => setPicking(true)} />
      <TradePanel key={`${symbol}:${side}`} ticker={ticker.data} initialSide={side} />
      <TradeTabs ticker={ticker.data} />
      {picker}
    </div>
  );
}
