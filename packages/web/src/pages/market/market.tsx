/**
 * Markets (tab 1, spec 2): favorites, coins and stocks with live tickers, sortable by
 * volume, price or change; a row opens the pair's trade screen.
 */
import { useState } from 'react';
import { useSearchParams } from '../../app/routing.tsx';
import { useSession } from '../../store/session.ts';
import { useLiveTickers } from '../../features/market/liveTickers.ts';
import { MarketHeader } from '../../features/market/MarketHeader.tsx';
import { MarketTabs, isMarketTab, type MarketTab } from '../../features/market/MarketTabs.tsx';
import { SortHeader } from '../../features/market/SortHeader.tsx';
import { FavoritesList, KindList } from '../../features/market/TickerList.tsx';
import { nextSort, type Sort } from '../../features/market/sort.ts';

export default function MarketPage() {
  const [params] = useSearchParams();
  const initial = params.get('tab');
  const [tab, setTab] = useState<MarketTab>(isMarketTab(initial) ? initial : 'crypto');
  const [sort, setSort] = useState<Sort | null>(null);
  const signedIn = useSession((s) => Boolean(s.token));
  useLiveTickers();

  return (
    <>
      <MarketHeader>
        <MarketTabs value={tab} onChange={setTab} />
        {(tab !== 'favorites' || signedIn) && (
          <SortHeader sort={sort} onSort={(key) => setSort((s) => nextSort(s, key))} />
        )}
      </MarketHeader>
      {tab === 'favorites' ? <FavoritesList sort={sort} /> : <KindList kind={tab} sort={sort} />}
    </>
  );
}
