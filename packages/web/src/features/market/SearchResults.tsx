/** Matches of a settled keyword: the market row with a favorite star. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed } from '../../components/StateViews.tsx';
import { FavoriteStar } from './FavoriteStar.tsx';
import { openPair } from './openPair.ts';
import { marketSearchQuery } from './queries.ts';
import { SEARCH_PATH } from './TickerList.tsx';
import { TickerRow, TickerRowSkeleton } from './TickerRow.tsx';

export function SearchResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation('market');
  const query = useQuery({ ...marketSearchQuery(keyword), placeholderData: keepPreviousData });
  if (query.isPending) return <TickerRowSkeleton rows={5} />;
  if (query.isError && !query.data) {
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) return <EmptyState title={t('search.noResults', { keyword })} />;
  return (
    <section aria-label={t('search.results')} role="list">
      {query.data.map((ticker) => (
        <div role="listitem" key={ticker.symbol}>
          <TickerRow
            ticker={ticker}
            onOpen={openPair}
            trailing={<FavoriteStar ticker={ticker} returnTo={SEARCH_PATH} />}
          />
        </div>
      ))}
    </section>
  );
}
