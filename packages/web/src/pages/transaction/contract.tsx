/**
 * Contracts (spec 2 "transaction/contract", issue 10): the pair and its index, the account
 * strip, the form (the platform is the counterparty; the preview is the fill), and the
 * positions, pending orders and close-all menu. Live by socket: `daymarket` moves the
 * index, the user's `lever_trade` / `lever_closed` the account and the lists.
 */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/PageStates.tsx';
import { LoadFailed } from '../../components/StateViews.tsx';
import { ContractPanel } from '../../features/lever/components/ContractPanel.tsx';
import { ProductSwitch } from '../../features/lever/components/ProductSwitch.tsx';
import { useLeverEvents } from '../../features/lever/useLeverEvents.ts';
import { PairHeader } from '../../features/trade/components/PairHeader.tsx';
import { PairPicker } from '../../features/trade/components/PairPicker.tsx';
import { useLiveMarket } from '../../features/trade/useLiveMarket.ts';
import { useTradePair } from '../../features/trade/useTradePair.ts';
import styles from '../../features/lever/components/Lever.module.css';

export default function ContractPage() {
  const { t } = useTranslation('lever');
  const { symbol, browseStocks, ticker, choose } = useTradePair();
  const [picking, setPicking] = useState(browseStocks);
  useLiveMarket(symbol, { depth: false, trades: false });
  useLeverEvents();

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
      <div className={styles.page}>
        <ProductSwitch current="contract" symbol={symbol} />
        <LoadFailed error={ticker.error} onRetry={() => void ticker.refetch()} tall />
        <Button size="small" fill="outline" onClick={() => setPicking(true)}>
          {t('page.choose')}
        </Button>
        {picker}
      </div>
    );
  return (
    <div className={styles.page}>
      <ProductSwitch current="contract" symbol={symbol} />
      <PairHeader ticker={ticker.data} onChoose={() => setPicking(true)} />
      <ContractPanel key={symbol} ticker={ticker.data} />
      {picker}
    </div>
  );
}
