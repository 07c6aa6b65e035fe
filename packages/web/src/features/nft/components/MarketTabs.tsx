/**
 * The marketplace's three lists: artworks (search and filters, six a page), artists and
 * collections, each loading the next page as it scrolls into view.
 */
import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CloseCircleFill, FilterOutline, SearchOutline } from 'antd-mobile-icons';
import { artistsQuery, boxesQuery, collectionsQuery, type NftListFilter } from '../api.ts';
import { FilterSheet, filterCount } from './FilterSheet.tsx';
import { ArtistRow, ArtworkGrid, CollectionCard } from './Lists.tsx';
import { Paged } from './Paged.tsx';
import styles from './Nft.module.css';

/** A pause this long after typing searches (not every keystroke). */
export const SEARCH_DELAY_MS = 400;

export function ArtworksTab() {
  const { t } = useTranslation('nft');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [choice, setChoice] = useState<Omit<NftListFilter, 'keyword'>>({});
  const [sheet, setSheet] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const filter: NftListFilter = { ...choice, ...(keyword ? { keyword } : {}) };
  const boxes = useInfiniteQuery(boxesQuery(filter));
  const rows = boxes.data?.pages.flat() ?? [];
  const chosen = filterCount(choice);
  return (
    <>
      <form
        className={styles.toolbar}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(typed.trim());
        }}
      >
        <label className={styles.search}>
          <SearchOutline />
          <input
            type="search"
            value={typed}
            placeholder={t('list.searchPlaceholder')}
            aria-label={t('list.search')}
            enterKeyHint="search"
            onChange={(e) => setTyped(e.target.value)}
          />
          {typed && (
            <CloseCircleFill
              role="button"
              aria-label={t('list.clear')}
              onClick={() => {
                setTyped('');
                setKeyword('');
              }}
            />
          )}
        </label>
        <button
          type="button"
          className={chosen ? styles.filterOn : styles.filterButton}
          onClick={() => setSheet(true)}
        >
          <FilterOutline />
          {chosen ? t('filter.buttonCount', { n: chosen }) : t('filter.button')}
        </button>
      </form>
      <Paged
        query={boxes}
        count={rows.length}
        empty={keyword || chosen ? t('list.noMatch') : t('list.empty')}
      >
        <ArtworkGrid boxes={rows} />
      </Paged>
      <FilterSheet
        visible={sheet}
        value={choice}
        onClose={() => setSheet(false)}
        onApply={(next) => {
          setChoice(next);
          setSheet(false);
        }}
      />
    </>
  );
}

export function ArtistsTab() {
  const { t } = useTranslation('nft');
  const artists = useInfiniteQuery(artistsQuery());
  const rows = artists.data?.pages.flat() ?? [];
  return (
    <Paged query={artists} count={rows.length} empty={t('artist.empty')}>
      <div className={styles.rows}>
        {rows.map((a) => (
          <ArtistRow key={a.id} artist={a} />
        ))}
      </div>
    </Paged>
  );
}

export function CollectionsTab() {
  const { t } = useTranslation('nft');
  const collections = useInfiniteQuery(collectionsQuery());
  const rows = collections.data?.pages.flat() ?? [];
  return (
    <Paged query={collections} count={rows.length} empty={t('collection.empty')}>
      <div className={styles.rows}>
        {rows.map((c) => (
          <CollectionCard key={c.id} item={c} />
        ))}
      </div>
    </Paged>
  );
}
