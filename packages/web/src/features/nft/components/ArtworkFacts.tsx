/** Who made and who owns the artwork, and its facts: collection, series, code, media, royalty, fee. */
import { useTranslation } from 'react-i18next';
import type { NftBox } from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import { Avatar } from './Avatar.tsx';
import styles from './Artwork.module.css';
import base from './Nft.module.css';

export function People({ box, me }: { box: NftBox; me: number | undefined }) {
  const { t } = useTranslation('nft');
  const owner = box.owner !== null && box.owner === me ? t('detail.you') : box.owner_name || '—';
  return (
    <div className={box.owner === null ? styles.peopleOne : styles.people}>
      <button
        type="button"
        className={styles.person}
        onClick={() => navigateTo('/pages/nft/artistDetail', { uid: box.author })}
      >
        <Avatar src={box.author_avatar} name={box.author_name} size={32} />
        <div>
          <small>{t('detail.creator')}</small>
          <strong>{box.author_name}</strong>
        </div>
      </button>
      {box.owner !== null && (
        <div className={styles.person}>
          <Avatar src="" name={box.owner_name || '?'} size={32} />
          <div>
            <small>{t('detail.owner')}</small>
            <strong>{owner}</strong>
          </div>
        </div>
      )}
    </div>
  );
}

export function ArtworkFacts({ box }: { box: NftBox }) {
  const { t } = useTranslation('nft');
  return (
    <div className={base.section}>
      <h3>{t('detail.facts')}</h3>
      <div className={base.kv}>
        {box.collection_id !== null && (
          <div className={base.row}>
            <span>{t('detail.collection')}</span>
            <button
              type="button"
              className={base.link}
              onClick={() => navigateTo('/pages/nft/collection', { id: box.collection_id ?? 0 })}
            >
              {box.collection_name}
            </button>
          </div>
        )}
        {box.series_code && (
          <div className={base.row}>
            <span>{t('detail.series')}</span>
            <button
              type="button"
              className={base.link}
              onClick={() => navigateTo('/pages/nft/series', { code: box.series_code ?? '' })}
            >
              {box.series_code}
            </button>
          </div>
        )}
        <div className={base.row}>
          <span>{t('detail.code')}</span>
          <span className={base.mono}>{box.code}</span>
        </div>
        <div className={base.row}>
          <span>{t('detail.media')}</span>
          <span>{t(`media.${box.type}`)}</span>
        </div>
        <div className={base.row}>
          <span>{t('detail.royalty')}</span>
          <span>{box.royalty_percent}%</span>
        </div>
        <div className={base.row}>
          <span>{t('detail.fee')}</span>
          <span>{box.fee_percent}%</span>
        </div>
      </div>
      {box.description && (
        <>
          <h3 style={{ marginTop: 16 }}>{t('detail.about')}</h3>
          <p className={base.text}>{box.description}</p>
        </>
      )}
    </div>
  );
}
