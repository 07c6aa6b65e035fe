/**
 * The favorite star of the pair on screen. The market's own toggle (features/market
 * favorites.ts) updates every ticker list at once; this adds the trade screens' ticker,
 * shown at once and put back if the server refuses.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TickerItem } from '@bourse/shared';
import { requireLogin } from '../../app/nav.ts';
import { useToggleFavorite } from '../market/favorites.ts';
import { instrumentQuery } from './queries.ts';

export function useFavorite(ticker: TickerItem) {
  const { t } = useTranslation('trade');
  const client = useQueryClient();
  const key = instrumentQuery(ticker.symbol).queryKey;
  const mutation = useToggleFavorite(({ favorite }) =>
    Toast.show({ content: t(favorite ? 'pair.favoriteAdded' : 'pair.favoriteRemoved') }),
  );
  const star = (on: boolean) =>
    client.setQueryData(key, (old) => (old ? { ...old, is_favorite: on } : old));
  return {
    isFavorite: !!ticker.is_favorite,
    toggle() {
      if (!requireLogin()) return;
      const on = !ticker.is_favorite;
      star(on);
      mutation.mutate({ ticker, favorite: on }, { onError: () => star(!on) });
    },
  };
}
