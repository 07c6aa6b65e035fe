/**
 * IEO (spec 2 "ieo/ieo", issue 11): the projects by phase (warm-up, in progress,
 * finished), each with its price, issuance, lock and the real subscription progress; a tap
 * opens its detail, the header links to my subscriptions.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IeoPhase } from '@bourse/shared';
import { navigateTo } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { PageLoading } from '../../components/PageStates.tsx';
import { EmptyState, LoadFailed } from '../../components/StateViews.tsx';
import { projectsQuery } from '../../features/ieo/api.ts';
import { ProjectCard } from '../../features/ieo/components/ProjectCard.tsx';
import styles from '../../features/ieo/components/Ieo.module.css';

const TABS = [IeoPhase.inProgress, IeoPhase.warmUp, IeoPhase.finished] as const;

export default function IeoPage() {
  const { t } = useTranslation('ieo');
  const [tab, setTab] = useState<(typeof TABS)[number]>(IeoPhase.inProgress);
  const projects = useQuery(projectsQuery());
  const shown = projects.data?.list.filter((p) => p.time_status === tab) ?? [];
  return (
    <div className={styles.page}>
      <NavBar
        title={t('list.title')}
        right={
          <span
            role="link"
            className={styles.navLink}
            onClick={() => navigateTo('/pages/ieo/order')}
          >
            {t('list.mine')}
          </span>
        }
      />
      <div className={styles.tabs} role="tablist">
        {TABS.map((phase) => (
          <button
            key={phase}
            type="button"
            role="tab"
            aria-selected={phase === tab}
            className={phase === tab ? styles.tabOn : styles.tab}
            onClick={() => setTab(phase)}
          >
            {t(`phase.${phase}`)}
          </button>
        ))}
      </div>
      {projects.isPending ? (
        <PageLoading />
      ) : projects.isError ? (
        <LoadFailed onRetry={() => void projects.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('list.empty')} />
      ) : (
        <div className={styles.list}>
          {shown.map((p) => (
            <ProjectCard
              key={p.id}
              item={p}
              onOpen={() => navigateTo('/pages/ieo/subscribe', { id: p.id })}
            />
          ))}
        </div>
      )}
    </div>
  );
}
