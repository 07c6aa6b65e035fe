/**
 * IEO on the hub: the first three projects of page 1 (contract 7.11), each with its phase,
 * issue price and subscription progress (the real percentage; the bar stops at its end
 * when oversubscribed).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IeoPhase, type IeoProjectItem } from '@bourse/shared';
import { navigateTo } from '../../../app/nav.ts';
import { Num } from '../../../components/Numbers.tsx';
import { projectsQuery } from '../../ieo/api.ts';
import { barWidth } from '../../ieo/components/ProjectCard.tsx';
import { CoinIcon } from '../../market/CoinIcon.tsx';
import { EARN_ROUTES } from '../links.ts';
import { firstIeoProjects } from '../model.ts';
import { Section } from './Section.tsx';
import styles from './Earn.module.css';

function Phase({ item }: { item: IeoProjectItem }) {
  const { t } = useTranslation('earn');
  if (item.paused && item.time_status !== IeoPhase.finished)
    return <span className={styles.tagPaused}>{t('ieo.phase.paused')}</span>;
  return (
    <span className={item.time_status === IeoPhase.inProgress ? styles.tagLive : styles.tag}>
      {t(`ieo.phase.${item.time_status}`)}
    </span>
  );
}

export function IeoSection() {
  const { t } = useTranslation('earn');
  const projects = useQuery(projectsQuery());
  const shown = firstIeoProjects(projects.data?.list);
  return (
    <Section
      product="ieo"
      state={projects.status}
      count={shown.length}
      onRetry={() => void projects.refetch()}
    >
      {shown.map((p) => (
        <button
          key={p.id}
          type="button"
          className={styles.rowBtn}
          onClick={() => navigateTo(EARN_ROUTES.ieo.item, { id: p.id })}
        >
          <CoinIcon name={p.currency_name} logo={p.logo} size={36} />
          <div className={styles.rowMain}>
            <strong>
              {p.title}
              <Phase item={p} />
            </strong>
            <span>
              {t('ieo.price')} <Num value={p.price} kind="amount" /> USDT
            </span>
            <div className={styles.bar} aria-hidden>
              <i style={{ width: barWidth(p.percentage) }} />
            </div>
          </div>
          <div className={styles.rowSide}>
            <Num className={styles.figure} value={p.percentage} kind="percent" />
            <span>{t('ieo.subscribed')}</span>
          </div>
        </button>
      ))}
    </Section>
  );
}
