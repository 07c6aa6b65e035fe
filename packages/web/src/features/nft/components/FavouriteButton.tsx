/**
 * The heart: toggles the artwork among the caller's favourites (`collect {code}`), shown at
 * once and put back if the server refuses. Signed out, it goes through the login gate.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { NftBox } from '@bourse/shared';
import { requireLogin } from '../../../app/nav.ts';
import { NFT_KEYS, boxQuery, toggleFavourite } from '../api.ts';
import styles from './Artwork.module.css';

export function FavouriteButton({ box, id, here }: { box: NftBox; id: number; here: string }) {
  const { t } = useTranslation('nft');
  const client = useQueryClient();
  const key = boxQuery(id).queryKey;
  const toggle = useMutation({
    mutationFn: () => toggleFavourite(box.code),
    onMutate: () => {
      client.setQueryData(key, (old) => old && { ...old, collect: !old.collect });
    },
    onSuccess: (message) => {
      Toast.show({ content: message });
      void client.invalidateQueries({ queryKey: [NFT_KEYS.artist] });
    },
    onError: (error) => {
      client.setQueryData(key, (old) => old && { ...old, collect: box.collect });
      Toast.show({ content: (error as Error).message });
    },
  });
  return (
    <button
      type="button"
      className={box.collect ? styles.heartOn : styles.heart}
      aria-pressed={box.collect}
      aria-label={box.collect ? t('detail.unfavourite') : t('detail.favourite')}
      disabled={toggle.isPending}
      onClick={() => {
        if (requireLogin(here)) toggle.mutate();
      }}
    >
      {box.collect ? <HeartFill /> : <HeartOutline />}
    </button>
  );
}
