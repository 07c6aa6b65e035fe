/**
 * Hooks of the options screens: the clock a countdown reads (display only; the server's
 * clock decides expiry), the settlement push, and asking for a result when a countdown
 * ends.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { OptionStatus, dec, formatNumber, type OptionResult } from '@bourse/shared';
import { onUserEvent } from '../../api/socket.ts';
import { useSession } from '../../store/session.ts';
import { fetchResult, refreshOptions } from './api.ts';

/** `Date.now()`, again every `everyMs` while mounted. */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** A settled option (`closed_microorder` push): lists, balance and the day's loss read again. */
export function useOptionEvents(): void {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!token) return;
    return onUserEvent('closed_microorder', () => refreshOptions(client));
  }, [token, client]);
}

const RETRY_MS = 1500;
const MAX_TRIES = 8;

/**
 * Called when an order's countdown reaches zero: `get_result` once (the server settles a
 * due order then), again a little later while the close tick is not recorded yet; the
 * result is told in a toast and the lists refresh.
 */
export function useResultOnExpiry(): (id: number) => void {
  const { t } = useTranslation('options');
  const client = useQueryClient();
  const asked = useRef(new Set<number>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const ask = useCallback(
    (id: number, tries: number) => {
      const again = () => {
        if (tries + 1 >= MAX_TRIES) return refreshOptions(client);
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          ask(id, tries + 1);
        }, RETRY_MS);
        timers.current.add(timer);
      };
      fetchResult(id).then((r: OptionResult) => {
        if (r.status !== OptionStatus.settled) return again();
        // "You lost: 10 USDT": the words carry the sign.
        Toast.show({
          content: t(`result.${r.outcome ?? 'tie'}`, {
            profit: formatNumber(dec(r.fact_profits).abs(), 'amount'),
          }),
        });
        refreshOptions(client);
      }, again);
    },
    [client, t],
  );

  return useCallback(
    (id: number) => {
      if (asked.current.has(id)) return;
      asked.current.add(id);
      ask(id, 0);
    },
    [ask],
  );
}
