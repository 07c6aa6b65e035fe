/** The search field of market/search: icon, input, clear, and Cancel back to the market. */
import { CloseCircleFill, SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { navigateBack } from '../../app/nav.ts';
import styles from './Search.module.css';

export function SearchBar({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('market');
  return (
    <div className={styles.bar}>
      <label className={styles.field}>
        <SearchOutline className={styles.fieldIcon} />
        <input
          className={styles.input}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          // The screen exists to type into: focus the field as it opens.
          autoFocus
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        {value && (
          <button
            type="button"
            className={styles.clearInput}
            aria-label={t('search.clearInput')}
            onClick={() => onChange('')}
          >
            <CloseCircleFill />
          </button>
        )}
      </label>
      <button type="button" className={styles.cancel} onClick={() => navigateBack()}>
        {t('search.cancel')}
      </button>
    </div>
  );
}
