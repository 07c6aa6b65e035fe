/**
 * Opening one's own box (`openBlindBox {code}`): the sealed box shakes while the server
 * draws, then the drawn artwork turns over with its rarity's glow, with a link to check the
 * draw on the series' page.
 */
import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import type { NftBox } from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import { RarityBadge } from './Badges.tsx';
import styles from './Artwork.module.css';

export type RevealState = { phase: 'opening'; box: NftBox } | { phase: 'drawn'; drawn: NftBox };

export function OpenBoxReveal({ state, onClose }: { state: RevealState; onClose: () => void }) {
  const { t } = useTranslation('nft');
  if (state.phase === 'opening') {
    return (
      <div
        className={styles.reveal}
        role="dialog"
        aria-busy="true"
        aria-label={t('openBox.opening')}
      >
        <div className={styles.shaking}>
          {state.box.image && <img src={state.box.image} alt="" />}
        </div>
        <p className={styles.revealTitle}>{t('openBox.opening')}</p>
      </div>
    );
  }
  const { drawn } = state;
  const glow = drawn.rarity ? styles[`drawn${drawn.rarity}`] : '';
  return (
    <div className={styles.reveal} role="dialog" aria-label={t('openBox.drawnTitle')}>
      <p className={styles.revealTitle}>{t('openBox.drawnTitle')}</p>
      <div className={`${styles.drawn} ${glow}`}>
        {drawn.image && <img src={drawn.image} alt={drawn.name} />}
        <div className={styles.drawnText}>
          <RarityBadge rarity={drawn.rarity} />
          <strong>{drawn.name}</strong>
          {drawn.rarity && <span>{t(`rarity.${drawn.rarity}`)}</span>}
        </div>
      </div>
      <div className={styles.revealButtons}>
        <Button color="primary" onClick={onClose}>
          {t('openBox.view')}
        </Button>
        {drawn.series_code && (
          <Button
            fill="outline"
            onClick={() => navigateTo('/pages/nft/series', { code: drawn.series_code ?? '' })}
          >
            {t('openBox.verify')}
          </Button>
        )}
      </div>
    </div>
  );
}
