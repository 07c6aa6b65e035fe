/** A series' published odds: each rarity's share of 10,000 and the designs it may draw. */
import { useTranslation } from 'react-i18next';
import { NFT_RARITIES, type NftSeriesView } from '@bourse/shared';
import { designCounts, oddsPercent } from '../verify.ts';
import { RarityBadge } from './Badges.tsx';
import styles from './Series.module.css';
import base from './Nft.module.css';

export function SeriesOdds({ view }: { view: NftSeriesView }) {
  const { t } = useTranslation('nft');
  const counts = designCounts(view.designs);
  return (
    <div className={base.section}>
      <h3>{t('series.odds')}</h3>
      <div className={styles.odds}>
        {NFT_RARITIES.map((r) => (
          <div key={r} className={styles.rarity}>
            <div className={styles.rarityHead}>
              <RarityBadge rarity={r} />
              <span>{t(`rarity.${r}`)}</span>
              <b>{oddsPercent(view.odds[r])}%</b>
            </div>
            <div className={styles.oddsBar} aria-hidden>
              <i className={styles[`bar${r}`]} style={{ width: `${oddsPercent(view.odds[r])}%` }} />
            </div>
            <span className={base.hint}>
              {t('series.designs', { count: counts[r] })} · {view.odds[r]} / 10000
            </span>
            {counts[r] > 0 && (
              <div className={styles.designs}>
                {view.designs
                  .filter((d) => d.rarity === r)
                  .map((d) => (
                    <figure key={`${r}-${d.index}`} className={styles.design}>
                      {d.image && <img src={d.image} alt="" loading="lazy" />}
                      <figcaption>
                        #{d.index} {d.name}
                      </figcaption>
                    </figure>
                  ))}
              </div>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
