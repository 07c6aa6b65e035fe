/**
 * A blind-box series (issue 13, Bourse's page): cover, price, supply and sold, the published
 * odds with each rarity's designs, the seed's commitment and (after the end) the seed, and
 * every draw, verifiable in the browser. `?code=`.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../app/nav.ts';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { Num } from '../../components/Numbers.tsx';
import { InlineLoading, LoadFailed } from '../../components/StateViews.tsx';
import { seriesQuery } from '../../features/nft/api.ts';
import { SeriesOdds } from '../../features/nft/components/SeriesOdds.tsx';
import { SeriesCommitment, SeriesDraws } from '../../features/nft/components/SeriesDraws.tsx';
import styles from '../../features/nft/components/Nft.module.css';
import series from '../../features/nft/components/Series.module.css';

export default function NftSeriesPage() {
  const { t } = useTranslation('nft');
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim().toUpperCase();
  const query = useQuery(seriesQuery(code));
  const view = query.data;
  return (
    <div className={styles.page}>
      <NavBar title={t('series.title')} />
      {!code || query.isError ? (
        <LoadFailed
          tall
          error={query.error}
          onRetry={code ? () => void query.refetch() : undefined}
        />
      ) : !view ? (
        <InlineLoading tall />
      ) : (
        <>
          <div className={series.head}>
            {view.cover && <img src={view.cover} alt="" />}
            <div className={series.headText}>
              <h1>{view.name}</h1>
              <button
                type="button"
                className={styles.link}
                style={{ textAlign: 'left', fontSize: 12 }}
                onClick={() => navigateTo('/pages/nft/artistDetail', { uid: view.artist })}
              >
                {t('collection.by', { artist: view.artist_name })}
              </button>
              <b>
                <Num value={view.price} kind="amount" /> {view.currency_name}
              </b>
              <span>{t('series.soldOf', { sold: view.sold, supply: view.supply })}</span>
            </div>
          </div>
          {view.description && (
            <p className={styles.text} style={{ margin: '0 16px 10px' }}>
              {view.description}
            </p>
          )}
          <SeriesOdds view={view} />
          <SeriesCommitment view={view} />
          <SeriesDraws view={view} />
        </>
      )}
    </div>
  );
}
