/**
 * What market/search shows before anything is typed: recently viewed pairs (the server's
 * when signed in, this device's otherwise) with a clear button, and the hot pairs.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DeleteOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@bourse/shared';
import { direction } from '../../components/Numbers.tsx';
import { useSession } from '../../store/session.ts';
import { openPair, type PairRef } from './openPair.ts';
import { marketHotQuery } from './queries.ts';
import { clearRecent, readHidden, readRecent, withoutHidden } from './recent.ts';
import styles from './Search.module.css';

function useRecentPairs(serverRecent: PairRef[] | undefined) {
  const signedIn = useSession((s) => Boolean(s.token));
  const [local, setLocal] = useState(readRecent);
  const [hidden, setHidden] = useState(readHidden);
  const pairs: PairRef[] = signedIn
    ? withoutHidden(serverRecent ?? [], hidden)
    : local.map((symbol) => ({ symbol }));
  const clear = () => {
    clearRecent(signedIn ? pairs.map((p) => p.symbol) : []);
    setLocal(readRecent());
    setHidden(readHidden());
  };
  return { pairs, clear };
}

export function SearchDiscover() {
  const { t } = useTranslation('market');
  const hot = useQuery(marketHotQuery());
  const recent = useRecentPairs(hot.data?.recent);

  return (
    <div className={styles.discover}>
      {recent.pairs.length > 0 && (
        <section aria-labelledby="recent-title">
          <div className={styles.sectionHead}>
            <h2 id="recent-title" className={styles.sectionTitle}>
              {t('search.recent')}
            </h2>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('search.clear')}
              onClick={recent.clear}
            >
              <DeleteOutline />
            </button>
          </div>
          <div className={styles.chips}>
            {recent.pairs.map((pair) => (
              <button
                key={pair.symbol}
                type="button"
                className={styles.chip}
                onClick={() => openPair(pair)}
              >
                {pair.symbol}
              </button>
            ))}
          </div>
        </section>
      )}
      {hot.data && hot.data.hot.length > 0 && (
        <section aria-labelledby="hot-title">
          <div className={styles.sectionHead}>
            <h2 id="hot-title" className={styles.sectionTitle}>
              {t('search.hot')}
            </h2>
          </div>
          <ol className={styles.hot}>
            {hot.data.hot.map((ticker, i) => (
              <li key={ticker.symbol}>
                <button type="button" className={styles.hotChip} onClick={() => openPair(ticker)}>
                  <span className={i < 3 ? styles.rankTop : styles.rank}>{i + 1}</span>
                  <span className={styles.hotName}>{ticker.base}</span>
                  <span className={`${styles.hotChange} ${direction(ticker.change)}`}>
                    {formatNumber(ticker.change, 'percent', { sign: true })}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
