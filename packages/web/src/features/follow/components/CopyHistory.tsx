/** My copy history, newest first, page by page, each closed copy with its net P/L. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../app/nav.ts';
import { EmptyState, InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { useSession } from '../../../store/session.ts';
import { copiesQuery } from '../api.ts';
import { CopyRow } from './CopyRow.tsx';

export function CopyHistory() {
  const { t } = useTranslation('follow');
  useSession((s) => s.token);
  const copies = useInfiniteQuery(copiesQuery());
  const rows = copies.data?.pages.flatMap((p) => p.data) ?? [];
  if (copies.isPending) return <InlineLoading tall />;
  if (copies.isError && rows.length === 0)
    return <LoadFailed onRetry={() => void copies.refetch()} />;
  if (rows.length === 0)
    return (
      <EmptyState title={t('copies.empty')}>
        <Button size="small" color="primary" onClick={() => navigateTo('/pages/follow/index')}>
          {t('actions.findTraders')}
        </Button>
      </EmptyState>
    );
  return (
    <div>
      {rows.map((item) => (
        <CopyRow key={item.id} item={item} net={item.profit === '' ? undefined : item.profit} />
      ))}
      {copies.hasNextPage && (
        <InfiniteScroll
          hasMore={copies.hasNextPage}
          loadMore={async () => {
            await copies.fetchNextPage();
          }}
        >
          <InlineLoading />
        </InfiniteScroll>
      )}
    </div>
  );
}
