/**
 * The user's contract pushes into the same query caches (STYLE.md): `lever_trade` (the
 * account after a change or a price step) patches the account of every loaded deal and
 * list; `lever_closed` (positions closed by the user, a trigger or a liquidation) reloads
 * the lists, the terms and the balances.
 */
import { useEffect } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { LeverAccountView, LeverDealReply, LeverMyTradeReply } from '@bourse/shared';
import { QK } from '../../api/keys.ts';
import { onUserEvent } from '../../api/socket.ts';
import { useSession } from '../../store/session.ts';
import { refreshLever } from './api.ts';

const ACCOUNT_FIELDS = ['hazard_rate', 'equity', 'used_margin', 'risk_rate', 'balance'] as const;

/** The account fields a push carries, over the cached account. */
export function patchAccount(
  account: LeverAccountView,
  push: Record<string, unknown>,
): LeverAccountView {
  const next = { ...account };
  for (const f of ACCOUNT_FIELDS) if (typeof push[f] === 'string') next[f] = push[f];
  return next;
}

export function useLeverEvents(): void {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!token) return;
    const offTrade = onUserEvent('lever_trade', (push) => {
      const fields = push as unknown as Record<string, unknown>;
      client.setQueriesData<LeverDealReply>({ queryKey: [QK.leverDeal] }, (old) =>
        old ? { ...old, account: patchAccount(old.account, fields) } : old,
      );
      client.setQueriesData<InfiniteData<LeverMyTradeReply>>(
        { queryKey: [QK.leverTrades] },
        (old) =>
          old && {
            ...old,
            pages: old.pages.map((p) => ({
              ...p,
              account: patchAccount(p.account, fields),
              rate_profits_total: {
                hazard_rate: push.hazard_rate,
                profits_total: push.profits_all,
              },
            })),
          },
      );
    });
    const offClosed = onUserEvent('lever_closed', () => refreshLever(client));
    return () => {
      offTrade();
      offClosed();
    };
  }, [token, client]);
}
