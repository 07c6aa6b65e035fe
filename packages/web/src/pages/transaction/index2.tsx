/**
 * Seconds options (spec 2 "transaction/index2", issue 10): the pair and its index, a
 * one-minute chart, the form (durations with payout and expected return, stake, up /
 * down), the running orders counting down, and links to the orders and the daily loss
 * limit. Live by socket (useLiveMarket's `daymarket`, the user's `closed_microorder`).
 */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/PageStates.tsx';
import { LoadFailed } from '../../components/StateViews.tsx';
import { navigateTo, requireLogin } from '../../app/nav.ts';
import { ProductSwitch } from '../../features/lever/components/ProductSwitch.tsx';
import { LossLimitSheet } from '../../features/options/components/LossLimitSheet.tsx';
import { OpenOptions } from '../../features/options/components/OpenOptions.tsx';
import { OptionForm } from '../../features/options/components/OptionForm.tsx';
import { useOptionEvents } from '../../features/options/useOptions.ts';
import { KlineChart } from '../../features/trade/components/KlineChart.tsx';
import { PairHeader } from '../../features/trade/components/PairHeader.tsx';
import { PairPicker } from '../../features/trade/components/PairPicker.tsx';
import { useLiveMarket } from '../../features/trade/useLiveMarket.ts';
import { useTradePair } from '../../features/trade/useTradePair.ts';
import { useSession } from '../../store/session.ts';
import { Num } from '../../components/Numbers.tsx';
import styles from '../../features/options/components/Options.module.css';

export default function OptionsPage() {
  const { t } = useTranslation('options');
  const { symbol, ticker, choose } = useTradePair();
  const [picking, setPicking] = useState(false);
  const [limitOpen, setLimitOpen] = useState(false);
  const token = useSession((s) => s.token);
  useLiveMarket(symbol, { depth: false, trades: false });
  useOptionEvents();

  const picker = (
    <PairPicker
      visible={picking}
      current={symbol}
      initialKind="crypto"
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
        <ProductSwitch current="options" symbol={symbol} />
        <LoadFailed error={ticker.error} onRetry={() => void ticker.refetch()} tall />
        <Button size="small" fill="outline" onClick={() => setPicking(true)}>
          {t('page.choose')}
        </Button>
        {picker}
      </div>
    );
  const pair = ticker.data;
  return (
    <div className={styles.page}>
      <ProductSwitch current="options" symbol={symbol} />
      <PairHeader ticker={pair} onChoose={() => setPicking(true)} />
      <p className={styles.indexLine}>
        <strong data-testid="index-price">
          <Num value={pair.index_price} kind="price" decimals={pair.price_decimals} />
        </strong>
        {t('page.index')}
      </p>
      <div className={styles.chart}>
        <KlineChart ticker={pair} period="1m" />
      </div>
      <OptionForm ticker={pair} />
      {token && <OpenOptions ticker={pair} />}
      <div className={styles.links}>
        <button
          type="button"
          className={styles.link}
          onClick={() =>
            requireLogin('/pages/transaction/seconds_order') &&
            navigateTo('/pages/transaction/seconds_order', { match_id: pair.id })
          }
        >
          {t('page.orders')}
        </button>
        <button
          type="button"
          className={styles.link}
          onClick={() => requireLogin() && setLimitOpen(true)}
        >
          {t('page.limit')}
        </button>
      </div>
      {token && <LossLimitSheet visible={limitOpen} onClose={() => setLimitOpen(false)} />}
      {picker}
    </div>
  );
}
