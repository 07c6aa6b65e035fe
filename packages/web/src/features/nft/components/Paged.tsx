/** The states of a paged list: loading, failed, empty, the rows, "load more" at the end. */
import type { ReactNode } from 'react';
import { InfiniteScroll } from 'antd-mobile';
import { EmptyState, InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';

export interface PagedLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

export function Paged({
  query,
  count,
  empty,
  children,
}: {
  query: PagedLike;
  count: number;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return <InlineLoading tall />;
  if (query.isError && count === 0)
    return <LoadFailed tall error={query.error} onRetry={() => void query.refetch()} />;
  if (count === 0) return <EmptyState tall title={empty} />;
  return (
    <>
      {children}
      {query.hasNextPage && (
        <InfiniteScroll
          hasMore={query.hasNextPage}
          loadMore={async () => {
            await query.fetchNextPage();
          }}
        >
          <InlineLoading />
        </InfiniteScroll>
      )}
    </>
  );
}
