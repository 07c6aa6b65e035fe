/**
 * The caller's copied contract positions, from the contract lists: open copies (still
 * following, `order_type` 2) and which trader each copy follows (from the copy history,
 * by position id).
 */
import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LeverOrderType, type LeverPositionItem } from '@bourse/shared';
import { useSession } from '../../store/session.ts';
import { copiesQuery, copyPositionsQuery } from './api.ts';

export function useOpenCopies() {
  useSession((s) => s.token);
  const open = useInfiniteQuery(copyPositionsQuery(1));
  const rows = useMemo(
    () =>
      (open.data?.pages.flatMap((p) => p.message.data) ?? []).filter(
        (p) => p.order_type === LeverOrderType.copied,
      ),
    [open.data],
  );
  return { query: open, rows };
}

/**
 * The trader each copied position follows, by position id, read from the latest copy
 * history (one request, only when `rows` hold a copy); unknown for older copies.
 */
export function useCopyTraders(rows: Pick<LeverPositionItem, 'order_type'>[]) {
  const token = useSession((s) => s.token);
  const any = rows.some((p) => p.order_type === LeverOrderType.copied);
  const history = useInfiniteQuery({
    ...copiesQuery(),
    enabled: !!token && any,
    // The contract screens refresh on their own pushes; no polling here.
    refetchInterval: false,
  });
  return useMemo(() => {
    const out = new Map<number, string>();
    for (const page of history.data?.pages ?? [])
      for (const c of page.data)
        if (c.position_id !== null && !out.has(c.position_id))
          out.set(c.position_id, c.trader_nickname);
    return out;
  }, [history.data]);
}
