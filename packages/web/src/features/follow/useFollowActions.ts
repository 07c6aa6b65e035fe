/**
 * The follower's actions with their confirm dialogs: stop copying a trader, and take a
 * copied position over (self-holding). Each toasts the server's own words and refreshes
 * every copy-trading and contract list.
 */
import { useState } from 'react';
import { Dialog, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cancelFollow, refreshFollow, selfHold } from './api.ts';

export function useStopFollow(): {
  stop: (traderId: number, name: string) => Promise<boolean>;
  busy: boolean;
} {
  const { t } = useTranslation('follow');
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const stop = async (traderId: number, name: string) => {
    const sure = await Dialog.confirm({
      title: t('stop.title', { name }),
      content: t('stop.text', { name }),
      confirmText: t('stop.confirm'),
      cancelText: t('actions.back'),
    });
    if (!sure) return false;
    setBusy(true);
    try {
      Toast.show({ content: await cancelFollow(traderId), icon: 'success' });
      return true;
    } catch (error) {
      Toast.show({ content: (error as Error).message });
      return false;
    } finally {
      setBusy(false);
      refreshFollow(client);
    }
  };
  return { stop, busy };
}

/** Self-holding from any screen with contract positions (its words are the `lever` namespace's). */
export function useSelfHold(): {
  hold: (p: { id: number; symbol: string }) => Promise<boolean>;
  holding: number | undefined;
} {
  const { t } = useTranslation('lever');
  const client = useQueryClient();
  const [holding, setHolding] = useState<number>();
  const hold = async (p: { id: number; symbol: string }) => {
    const sure = await Dialog.confirm({
      title: t('selfHold.title'),
      content: t('selfHold.text', { symbol: p.symbol, id: p.id }),
      confirmText: t('selfHold.confirm'),
      cancelText: t('stops.cancel'),
    });
    if (!sure) return false;
    setHolding(p.id);
    try {
      Toast.show({ content: await selfHold(p.id), icon: 'success' });
      return true;
    } catch (error) {
      Toast.show({ content: (error as Error).message });
      return false;
    } finally {
      setHolding(undefined);
      refreshFollow(client);
    }
  };
  return { hold, holding };
}
