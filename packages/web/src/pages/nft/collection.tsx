/** A collection (spec 2 "nft/collection", issue 13): cover, name, artist, text and its artworks. `?id=`. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../app/nav.ts';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { EmptyState, InlineLoading, LoadFailed } from '../../components/StateViews.tsx';
import { collectionQuery } from '../../features/nft/api.ts';
import { ArtworkGrid } from '../../features/nft/components/Lists.tsx';
import styles from '../../features/nft/components/Nft.module.css';
import cover from '../../features/nft/components/Collection.module.css';

export default function NftCollectionPage() {
  const { t } = useTranslation('nft');
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : 0;
  const query = useQuery(collectionQuery(id));
  const data = query.data;
  return (
    <div className={styles.page}>
      <NavBar title={data?.collection.name ?? t('collection.title')} />
      {id === 0 || query.isError ? (
        <LoadFailed
          tall
          error={query.error}
          onRetry={id ? () => void query.refetch() : undefined}
        />
      ) : !data ? (
        <InlineLoading tall />
      ) : (
        <>
          <div className={cover.cover}>
            {data.collection.cover && <img src={data.collection.cover} alt="" />}
            <div className={cover.shade}>
              <h1>{data.collection.name}</h1>
              <button
                type="button"
                className={cover.by}
                onClick={() =>
                  navigateTo('/pages/nft/artistDetail', { uid: data.collection.artist })
                }
              >
                {t('collection.by', { artist: data.collection.artist_name })}
              </button>
            </div>
          </div>
          {data.collection.description && (
            <p className={styles.text} style={{ margin: '0 16px 4px' }}>
              {data.collection.description}
            </p>
          )}
          <h3 className={styles.sectionTitle}>
            {t('collection.artworks')}
            <small>{t('artist.artworksCount', { count: data.artworks.length })}</small>
          </h3>
          {data.artworks.length === 0 ? (
            <EmptyState title={t('collection.noArtworks')} />
          ) : (
            <ArtworkGrid boxes={data.artworks} />
          )}
        </>
      )}
    </div>
  );
}
