/**
 * The table header: "Pair / Vol", "Last price", "24h change". Each sortable label cycles
 * largest first, smallest first, server order (sort.ts); the carets show which.
 */
import { useTranslation } from 'react-i18next';
import type { Sort, SortKey } from './sort.ts';
import styles from './SortHeader.module.css';

function Carets({ dir }: { dir: Sort['dir'] | undefined }) {
  return (
    <svg className={styles.carets} viewBox="0 0 8 12" aria-hidden="true">
      <path d="M4 1 7 4.5H1z" className={dir === 'asc' ? styles.on : undefined} />
      <path d="M4 11 1 7.5h6z" className={dir === 'desc' ? styles.on : undefined} />
    </svg>
  );
}

export function SortHeader({
  sort,
  onSort,
}: {
  sort: Sort | null;
  onSort: (key: SortKey) => void;
}) {
  const { t } = useTranslation('market');
  const button = (key: SortKey, label: string) => {
    const dir = sort?.key === key ? sort.dir : undefined;
    return (
      <button
        type="button"
        className={dir ? styles.sorted : styles.sort}
        aria-label={t('columns.sortBy', { column: label })}
        aria-pressed={dir !== undefined}
        data-dir={dir}
        onClick={() => onSort(key)}
      >
        {label}
        <Carets dir={dir} />
      </button>
    );
  };
  return (
    <div className={styles.header}>
      <span className={styles.cell}>
        {t('columns.pair')}
        <span className={styles.slash}>/</span>
        {button('volume', t('columns.volume'))}
      </span>
      <span className={`${styles.cell} ${styles.end}`}>{button('price', t('columns.price'))}</span>
      <span className={`${styles.cell} ${styles.end}`}>
        {button('change', t('columns.change'))}
      </span>
    </div>
  );
}
