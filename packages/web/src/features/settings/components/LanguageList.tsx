/** The eight UI languages, each in its own name, with the current one ticked. */
import { CheckOutline } from 'antd-mobile-icons';
import { LANGS, LANG_NAMES, type Lang } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import styles from './ChoiceList.module.css';

export function LanguageList({ current, onPick }: { current: Lang; onPick: (lang: Lang) => void }) {
  const { t } = useTranslation('settings');
  return (
    <ul className={styles.list} role="listbox" aria-label={t('areas.language')}>
      {LANGS.map((lang) => (
        <li key={lang} role="option" aria-selected={lang === current}>
          <button
            type="button"
            className={`${styles.item} ${lang === current ? styles.selected : ''}`}
            onClick={() => onPick(lang)}
            lang={lang}
          >
            <span className={styles.main}>
              <div className={styles.primary}>{LANG_NAMES[lang]}</div>
              <div className={styles.secondary}>{t(`languages.${lang}`)}</div>
            </span>
            <span className={styles.check}>{lang === current && <CheckOutline />}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
