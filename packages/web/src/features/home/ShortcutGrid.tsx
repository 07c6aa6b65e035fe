/**
 * The shortcut grid (spec 2, from GET /menu): nine shortcuts and "More", which opens
 * the rest. Protected shortcuts pass the login gate first. "Download app" (issue 14) ends
 * the list in Bourse's app only: the original client has no label for it and reaches the
 * same page through `apk_download_url`.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppstoreOutline, UpOutline } from 'antd-mobile-icons';
import type { MenuItem } from '@bourse/shared';
import { debounceClick } from '../../app/nav.ts';
import { menuQuery } from '../content/queries.ts';
import { openShortcut } from '../content/openLink.ts';
import { FALLBACK_ICON, SHORTCUT_ICONS } from './shortcutIcons.tsx';
import styles from './ShortcutGrid.module.css';

/** Shown before "More": two rows of five with "More" as the tenth. */
export const FOLDED_COUNT = 9;

const open = debounceClick((item: Pick<MenuItem, 'route' | 'auth'>) => openShortcut(item));

const DOWNLOAD = {
  key: 'download',
  web_icon: 'download',
  route: '#/pages/common/download',
  auth: false,
};

export function ShortcutGrid() {
  const { t } = useTranslation('home');
  const menu = useQuery(menuQuery());
  const [expanded, setExpanded] = useState(false);
  if (menu.isPending) return <div className={styles.placeholder} aria-hidden="true" />;
  if (!menu.data?.length) return null;
  const items = [...menu.data, { ...DOWNLOAD, name: t('server:menu.download') }];
  const folds = items.length > FOLDED_COUNT + 1;
  const shown = folds && !expanded ? items.slice(0, FOLDED_COUNT) : items;

  return (
    <nav className={styles.grid} aria-label={t('shortcuts.label')}>
      {shown.map((item) => (
        <button key={item.key} type="button" className={styles.cell} onClick={() => open(item)}>
          <span className={styles.icon}>{SHORTCUT_ICONS[item.web_icon] ?? FALLBACK_ICON}</span>
          <span className={styles.label}>{item.name}</span>
        </button>
      ))}
      {folds && (
        <button
          type="button"
          className={styles.cell}
          onClick={() => setExpanded((e) => !e)}
          aria-expanded={expanded}
        >
          <span className={styles.icon}>{expanded ? <UpOutline /> : <AppstoreOutline />}</span>
          <span className={styles.label}>
            {expanded ? t('shortcuts.less') : t('shortcuts.more')}
          </span>
        </button>
      )}
    </nav>
  );
}
