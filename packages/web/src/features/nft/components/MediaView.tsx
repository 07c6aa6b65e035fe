/**
 * An artwork's media by its kind: a picture (image, gif), the cover with a player (audio),
 * or a video player with the cover as its poster. An unopened box shows the box picture.
 */
import { useTranslation } from 'react-i18next';
import { GiftOutline } from 'antd-mobile-icons';
import { NftMediaType, type NftBox } from '@bourse/shared';
import styles from './Artwork.module.css';

export function MediaView({ box, unopened }: { box: NftBox; unopened: boolean }) {
  const { t } = useTranslation('nft');
  const media = box.media || box.image;
  if (box.type === NftMediaType.video && !unopened) {
    return (
      <div className={styles.media}>
        <video
          className={styles.video}
          src={media}
          poster={box.image || undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={box.name}
        />
      </div>
    );
  }
  return (
    <div className={styles.media}>
      {box.image ? (
        <img src={unopened || box.type === NftMediaType.audio ? box.image : media} alt={box.name} />
      ) : (
        <div className={styles.mediaEmpty}>
          <GiftOutline />
        </div>
      )}
      {unopened && <span className={styles.sealed}>{t('detail.sealed')}</span>}
      {box.type === NftMediaType.audio && !unopened && (
        <audio className={styles.audio} src={media} controls preload="none" aria-label={box.name} />
      )}
    </div>
  );
}
