/** The app's card: icon, name, what installing brings, and the install button or state. */
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { siteConfigQuery } from '../../content/queries.ts';
import type { InstallState } from '../useInstall.ts';
import styles from './Download.module.css';

const PERKS = ['homeScreen', 'offline', 'noStore'] as const;

export function InstallCard({ state, onInstall }: { state: InstallState; onInstall: () => void }) {
  const { t } = useTranslation('download');
  const site = useQuery(siteConfigQuery());
  const name = site.data?.site_name ?? 'Bourse';
  return (
    <section className={styles.card} aria-labelledby="download-app-name">
      <div className={styles.app}>
        <img
          className={styles.icon}
          src={`${import.meta.env.BASE_URL}icons/icon-192.png`}
          alt=""
          width={72}
          height={72}
        />
        <div>
          <h1 id="download-app-name" className={styles.name}>
            {name}
          </h1>
          <p className={styles.tagline}>{t('tagline')}</p>
        </div>
      </div>
      <ul className={styles.perks}>
        {PERKS.map((perk) => (
          <li key={perk}>
            <CheckCircleFill className={styles.perkIcon} aria-hidden="true" />
            {t(`perks.${perk}`)}
          </li>
        ))}
      </ul>
      <InstallAction state={state} onInstall={onInstall} />
    </section>
  );
}

function InstallAction({ state, onInstall }: { state: InstallState; onInstall: () => void }) {
  const { t } = useTranslation('download');
  if (state === 'offered') {
    return (
      <div className={styles.action}>
        <Button block color="primary" size="large" onClick={onInstall}>
          {t('install')}
        </Button>
        <p className={styles.hint}>{t('offeredHint')}</p>
      </div>
    );
  }
  if (state === 'installed' || state === 'standalone') {
    return (
      <div className={styles.done} role="status">
        <CheckCircleFill className={styles.doneIcon} aria-hidden="true" />
        <div>
          <p className={styles.doneTitle}>{t(state)}</p>
          <p className={styles.hint}>{t(`${state}Hint`)}</p>
        </div>
      </div>
    );
  }
  return <p className={styles.manual}>{t('manualHint')}</p>;
}
