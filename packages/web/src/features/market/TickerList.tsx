/**
 * A market list: sorted rows, with a skeleton while the first page loads, the error with
 * a retry, and an empty state. The lists of the market tabs are below.
 */
import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TickerItem } from '@bourse/shared';
import { LOGIN_PATH, navigateTo } from '../../app/nav.ts';
import { EmptyState, LoadFailed } from '../../components/StateViews.tsx';
import { useSession } from '../../store/session.ts';
import { openPair } from './openPair.ts';
import { favoritesQuery, quotationQuery, tickersOfKind } from './queries.ts';
import { sortTickers, type Sort } from './sort.ts';
import { TickerRow, TickerRowSkeleton } from './TickerRow.tsx';

export const MARKET_PATH = '/pages/market/market';
export const SEARCH_PATH = '/pages/market/search';

interface ListState {
  rows: TickerItem[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

export function TickerList({
  rows,
  isPending,
  error,
  onRetry,
  sort,
  empty,
}: ListState & { sort: Sort | null; empty: ReactNode }) {
  const sorted = useMemo(() => sortTickers(rows ?? [], sort), [rows, sort]);
  if (isPending) return <TickerRowSkeleton />;
  if (error && !rows) return <LoadFailed tall error={error} onRetry={onRetry} />;
  if (sorted.length === 0) return <>{empty}</>;
  return (
    <div role="list">
      {sorted.map((ticker) => (
        <div role="listitem" key={ticker.symbol}>
          <TickerRow ticker={ticker} onOpen={openPair} />
        </div>
      ))}
    </div>
  );
}

/** Coins or stocks: every pair of the kind, from the quotation cache. */
export function KindList({ kind, sort }: { kind: TickerItem['kind']; sort: Sort | null }) {
  const { t } = useTranslation('market');
  const query = useQuery(quotationQuery());
  const rows = useMemo(() => query.data && tickersOfKind(query.data, kind), [query.data, kind]);
  return (
    <TickerList
      rows={rows}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      sort={sort}
      empty={<EmptyState tall title={t('empty')} />}
    />
  );
}

/** The user's favorites; signed out, an invitation to sign in (favorites need an account). */
export function FavoritesList({ sort }: { sort: Sort | null }) {
  const { t } = useTranslation('market');
  const signedIn = useSession((s) => Boolean(s.token));
  const query = useQuery(favoritesQuery());
  if (!signedIn) {
    return (
      <EmptyState tall title={t('favorites.signInTitle')}>
        <Button
          color="primary"
          onClick={() => navigateTo(LOGIN_PATH, { redirect: `${MARKET_PATH}?tab=favorites` })}
        >
          {t('favorites.signIn')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <TickerList
      rows={query.data}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      sort={sort}
      empty={
        <EmptyState tall title={t('favorites.empty')}>
          <Button fill="outline" onClick={() => navigateTo(SEARCH_PATH)}>
            {t('favorites.find')}
          </Button>
        </EmptyState>
      }
    />
  );
}
