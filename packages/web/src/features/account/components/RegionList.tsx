/**
 * The searchable country/area list: flag, localized name, dial code. Unsupported regions
 * are greyed and refused with "your region is not supported for now" (spec 5).
 */
import { useMemo, useState } from 'react';
import { Toast } from 'antd-mobile';
import { CheckOutline, CloseCircleFill, SearchOutline } from 'antd-mobile-icons';
import type { RegionItem } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { matchesRegion } from '../region.ts';
import styles from './RegionList.module.css';

/** "SG" -> 🇸🇬, from the regional indicator symbols. */
export function flagOf(iso: string): string {
  if (!/^[A-Za-z]{2}$/.test(iso)) return '🏳️';
  return String.fromCodePoint(...[...iso.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

export function RegionList({
  regions,
  selectedId,
  onPick,
  stickyTop = 45,
}: {
  regions: readonly RegionItem[];
  selectedId?: number | undefined;
  onPick: (region: RegionItem) => void;
  stickyTop?: number;
}) {
  const { t } = useTranslation('account');
  const [query, setQuery] = useState('');
  const shown = useMemo(() => regions.filter((r) => matchesRegion(r, query)), [regions, query]);

  const pick = (region: RegionItem) => {
    if (!region.supported) {
      Toast.show({ content: t('server:errors.regionNotSupported') });
      return;
    }
    onPick(region);
  };

  return (
    <>
      <div className={styles.search} style={{ top: stickyTop }}>
        <label className={styles.searchBox}>
          <SearchOutline />
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('area.search')}
            aria-label={t('area.search')}
          />
          {query && (
            <button
              type="button"
              className={styles.clear}
              onClick={() => setQuery('')}
              aria-label={t('common:actions.cancel')}
            >
              <CloseCircleFill />
            </button>
          )}
        </label>
      </div>
      {shown.length === 0 ? (
        <div className={styles.empty}>{t('area.empty')}</div>
      ) : (
        <ul className={styles.list}>
          {shown.map((region) => (
            <li key={region.id}>
              <button
                type="button"
                className={`${styles.item} ${region.supported ? '' : styles.unsupported}`}
                onClick={() => pick(region)}
                aria-disabled={!region.supported}
                aria-current={region.id === selectedId ? 'true' : undefined}
              >
                <span className={styles.flag} aria-hidden>
                  {flagOf(region.iso)}
                </span>
                <span className={styles.name}>
                  <span className={styles.nameText}>{region.name}</span>
                  {!region.supported && <span className={styles.tag}>{t('area.unsupported')}</span>}
                  <span className={styles.dial}>+{region.area_code}</span>
                  {region.id === selectedId && <CheckOutline className={styles.check} />}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
