/**
 * An artist's page and the caller's own profile (`getArtistDetail {uid}`): the picture,
 * name and biography, the counts, then the artworks, the favourites (own profile) and the
 * collections.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { artistQuery } from '../api.ts';
import { Avatar } from './Avatar.tsx';
import { CollectionCard, Tiles } from './Lists.tsx';
import styles from './Nft.module.css';

type Tab = 'artworks' | 'collects' | 'collections';

export function Profile({ uid, own }: { uid: number; own: boolean }) {
  const { t } = useTranslation('nft');
  const artist = useQuery(artistQuery(uid));
  const [tab, setTab] = useState<Tab>('artworks');
  if (uid === 0 || artist.isError)
    return (
      <LoadFailed
        tall
        error={artist.error}
        onRetry={uid ? () => void artist.refetch() : undefined}
      />
    );
  if (artist.isPending) return <InlineLoading tall />;
  const a = artist.data;
  const tabs: Tab[] = own ? ['artworks', 'collects', 'collections'] : ['artworks', 'collections'];
  const counts: Record<Tab, number> = {
    artworks: a.artworks.length,
    collects: a.collects.length,
    collections: a.collections.length,
  };
  return (
    <>
      <div className={styles.profile}>
        <div className={styles.profileHead}>
          <Avatar src={a.head_portrait} name={a.nickname} size={64} />
          <div>
            <strong>{a.nickname}</strong>
            <span>{own ? t('profile.own') : t('profile.artist')}</span>
          </div>
        </div>
        {a.bio && <p className={styles.text}>{a.bio}</p>}
        <div className={styles.stats}>
          {tabs.map((k) => (
            <span key={k}>
              <b>{counts[k]}</b>
              {t(`profile.tabs.${k}`)}
            </span>
          ))}
          {!own && (
            <span>
              <b>{a.artworks_collect_number}</b>
              {t('profile.favourited')}
            </span>
          )}
        </div>
      </div>
      <div className={styles.tabs} role="tablist">
        {tabs.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={tab === k ? styles.tabOn : styles.tab}
            onClick={() => setTab(k)}
          >
            {t(`profile.tabs.${k}`)}
          </button>
        ))}
      </div>
      <div style={{ paddingTop: 12 }}>
        {tab === 'collections' ? (
          a.collections.length === 0 ? (
            <EmptyState title={t('collection.empty')} />
          ) : (
            <div className={styles.rows} style={{ paddingTop: 0 }}>
              {a.collections.map((c) => (
                <CollectionCard key={c.id} item={c} />
              ))}
            </div>
          )
        ) : a[tab].length === 0 ? (
          <EmptyState title={t(tab === 'artworks' ? 'profile.noArtworks' : 'profile.noCollects')} />
        ) : (
          <Tiles items={a[tab]} />
        )}
      </div>
    </>
  );
}
