/** The lists the marketplace pages share: artwork cards, artist rows, collections and tiles. */
import { useTranslation } from 'react-i18next';
import { RightOutline } from 'antd-mobile-icons';
import type { NftArtistItem, NftBox, NftCollectionItem, NftRarity } from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import { artworkPath } from '../model.ts';
import { ArtworkCard } from './ArtworkCard.tsx';
import { Avatar } from './Avatar.tsx';
import { RarityBadge } from './Badges.tsx';
import styles from './Nft.module.css';

export const openArtwork = (item: { id: number; type?: NftBox['type'] }) =>
  navigateTo(artworkPath({ type: item.type ?? 1 }), { id: item.id });

export function ArtworkGrid({ boxes }: { boxes: NftBox[] }) {
  return (
    <div className={styles.grid}>
      {boxes.map((box) => (
        <ArtworkCard key={box.id} box={box} onOpen={() => openArtwork(box)} />
      ))}
    </div>
  );
}

export function ArtistRow({ artist }: { artist: NftArtistItem }) {
  const { t } = useTranslation('nft');
  return (
    <button
      type="button"
      className={styles.artistRow}
      onClick={() => navigateTo('/pages/nft/artistDetail', { uid: artist.id })}
    >
      <Avatar src={artist.head_portrait} name={artist.nickname} size={46} />
      <div className={styles.artistText}>
        <strong>{artist.nickname}</strong>
        <span>{artist.bio || t('artist.noBio')}</span>
      </div>
      <div className={styles.artistCount}>
        <b>{artist.artworks}</b>
        {t('artist.artworks', { count: artist.artworks })}
      </div>
      <RightOutline color="var(--text-3)" />
    </button>
  );
}

export function CollectionCard({ item }: { item: NftCollectionItem }) {
  const { t } = useTranslation('nft');
  return (
    <button
      type="button"
      className={styles.collectionCard}
      onClick={() => navigateTo('/pages/nft/collection', { id: item.id })}
    >
      {item.cover && <img src={item.cover} alt="" loading="lazy" />}
      <div className={styles.collectionShade}>
        <strong>{item.name}</strong>
        <span>
          {t('collection.by', { artist: item.artist_name })} ·{' '}
          {t('artist.artworksCount', { count: item.artworks })}
        </span>
      </div>
    </button>
  );
}

export interface TileItem {
  id: number;
  image: string;
  name: string;
  code: string;
  rarity?: NftRarity | '';
  type?: NftBox['type'];
  /** An unopened box carries its tag. */
  unopened?: boolean;
}

export function Tiles({ items }: { items: TileItem[] }) {
  const { t } = useTranslation('nft');
  return (
    <div className={styles.tiles}>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          className={styles.tile}
          onClick={() => openArtwork(item)}
          aria-label={item.name}
        >
          <div className={styles.thumb}>
            {item.image && <img src={item.image} alt="" loading="lazy" />}
            {item.rarity && (
              <span className={styles.rarityCorner}>
                <RarityBadge rarity={item.rarity} />
              </span>
            )}
            {item.unopened && <span className={styles.boxTag}>{t('mine.unopened')}</span>}
          </div>
          <div className={styles.tileName}>
            {item.name}
            <small>#{item.code}</small>
          </div>
        </button>
      ))}
    </div>
  );
}
