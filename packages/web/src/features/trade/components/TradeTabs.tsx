/**
 * Under the trade form: the user's open orders in the pair (with a link to all orders)
 * and the pair's latest public trades.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TickerItem } from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import { useSession } from '../../../store/session.ts';
import { openOrdersQuery } from '../queries.ts';
import { OpenOrders } from './OpenOrders.tsx';
import { RecentTrades } from './RecentTrades.tsx';
import styles from './TradeTabs.module.css';

type Tab = 'orders' | 'trades';

export function TradeTabs({ ticker }: { ticker: TickerItem }) {
  const { t } = useTranslation('trade');
  const [tab, setTab] = useState<Tab>('orders');
  const token = useSession((s) => s.token);
  const open = useQuery(openOrdersQuery(ticker.currency_id, ticker.legal_id));
  const count = token ? open.data?.total : undefined;

  return (
    <section className={styles.section}>
      <div className={styles.bar} role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'orders'}
          className={tab === 'orders' ? styles.tabOn : styles.tab}
          onClick={() => setTab('orders')}
        >
          {count === undefined ? t('tabs.openPlain') : t('tabs.open', { count })}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'trades'}
          className={tab === 'trades' ? styles.tabOn : styles.tab}
          onClick={() => setTab('trades')}
        >
          {t('tabs.trades')}
        </button>
        <button
          type="button"
          className={styles.all}
          onClick={() => navigateTo('/pages/transaction/currency_order', { symbol: ticker.symbol })}
        >
          {t('tabs.all')} <RightOutline />
        </button>
      </div>
      <div className={styles.body}>
        {tab === 'orders' ? <OpenOrders ticker={ticker} /> : <RecentTrades ticker={ticker} />}
      </div>
    </section>
  );
}
