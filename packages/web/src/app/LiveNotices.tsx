/**
 * Decisions on the user's deposits, withdrawals and verifications arrive as `notice`
 * pushes: the records they change are refetched wherever they are shown, and Messages
 * (which hold the words of the notice) with them. Renders nothing.
 */
import type { NoticeEvent, NoticeTopic } from '@bourse/shared';
import { QK, type QueryKeyName } from '../api/keys.ts';
import { queryClient } from '../api/queryClient.ts';
import { useUserEvent } from '../api/useRealtime.ts';

/** What each kind of decision changes (balances move on deposits and withdrawals). */
export const STALE_AFTER: Record<NoticeTopic, readonly QueryKeyName[]> = {
  deposit: [QK.rechargeLog, QK.walletList, QK.walletDetail, QK.walletLog],
  withdrawal: [QK.withdrawList, QK.walletList, QK.walletDetail, QK.walletLog],
  verification: [QK.realState, QK.userInfo],
};

export function refetchAfter(notice: NoticeEvent): void {
  for (const key of [...(STALE_AFTER[notice.about] ?? []), QK.mailList]) {
    void queryClient.invalidateQueries({ queryKey: [key] });
  }
}

export function LiveNotices(): null {
  useUserEvent('notice', refetchAfter);
  return null;
}
