/**
 * An IEO project (spec 2 "ieo/subscribe", issue 11): its phase and countdown, the
 * progress, the terms (issue price, issuance, limits, dates, lock, time to market), the
 * subscription form with the pay-coin choice and the computed total, and the project's text
 * and links. `?id=<project id>`.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IeoPhase, formatDate } from '@bourse/shared';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { Num } from '../../components/Numbers.tsx';
import { PageLoading } from '../../components/PageStates.tsx';
import { LoadFailed } from '../../components/StateViews.tsx';
import { projectQuery } from '../../features/ieo/api.ts';
import { Countdown } from '../../features/ieo/components/Countdown.tsx';
import { PhaseBadge, Progress } from '../../features/ieo/components/ProjectCard.tsx';
import { SubscribeForm } from '../../features/ieo/components/SubscribeForm.tsx';
import { useSession } from '../../store/session.ts';
import styles from '../../features/ieo/components/Ieo.module.css';

export default function IeoSubscribePage() {
  const { t } = useTranslation('ieo');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const signedIn = !!useSession((s) => s.token);
  const project = useQuery(projectQuery(Number.isSafeInteger(id) && id > 0 ? id : 0));
  const info = project.data?.info;
  const countdownTo =
    info?.time_status === IeoPhase.warmUp
      ? { label: t('detail.startsIn'), ts: info.start_ts }
      : info?.time_status === IeoPhase.inProgress
        ? { label: t('detail.endsIn'), ts: info.end_ts }
        : undefined;
  return (
    <div className={styles.page}>
      <NavBar title={info ? `${info.title} (${info.currency_name})` : t('detail.title')} />
      {project.isError ? (
        <LoadFailed onRetry={() => void project.refetch()} />
      ) : !info ? (
        <PageLoading />
      ) : (
        <>
          <div className={styles.section}>
            <div className={styles.head}>
              <img className={styles.logo} src={info.logo} alt="" />
              <div className={styles.title}>
                <strong>{info.title}</strong>
                <span>{info.summary}</span>
              </div>
              <PhaseBadge item={info} />
            </div>
            {countdownTo && (
              <div className={styles.rows} style={{ marginTop: 12 }}>
                <span className={styles.hint}>{countdownTo.label}</span>
                <Countdown toTs={countdownTo.ts} serverNowTs={info.now_ts} />
              </div>
            )}
            <div style={{ marginTop: 12 }}>
              <Progress item={info} />
            </div>
          </div>
          <div className={styles.section}>
            <h3>{t('detail.terms')}</h3>
            <div className={styles.rows}>
              <div className={styles.row}>
                <span>{t('card.price')}</span>
                <span>
                  <Num value={info.price} kind="price" trim /> USDT
                </span>
              </div>
              <div className={styles.row}>
                <span>{t('card.issuance')}</span>
                <span>
                  <Num value={info.amount} kind="amount" /> {info.currency_name}
                </span>
              </div>
              <div className={styles.row}>
                <span>{t('detail.participants')}</span>
                <span>{info.participants}</span>
              </div>
              <div className={styles.row}>
                <span>{t('detail.start')}</span>
                <span>{formatDate(info.start_ts, true)}</span>
              </div>
              <div className={styles.row}>
                <span>{t('detail.end')}</span>
                <span>{formatDate(info.end_ts, true)}</span>
              </div>
              <div className={styles.row}>
                <span>{t('card.lock')}</span>
                <span>{t('card.days', { count: info.day })}</span>
              </div>
              <div className={styles.row}>
                <span>{t('detail.release')}</span>
                <span>{formatDate(info.release_ts, true)}</span>
              </div>
              <div className={styles.row}>
                <span>{t('detail.market')}</span>
                <span>{formatDate(info.market_ts)}</span>
              </div>
              {info.sold !== null && (
                <>
                  <div className={styles.row}>
                    <span>{t('detail.sold')}</span>
                    <span>
                      <Num value={info.sold} kind="amount" /> {info.currency_name}
                    </span>
                  </div>
                  <div className={styles.row}>
                    <span>{t('detail.remainder')}</span>
                    <span>
                      <Num value={info.remainder} kind="amount" /> {info.currency_name}
                    </span>
                  </div>
                </>
              )}
            </div>
          </div>
          <SubscribeForm info={info} signedIn={signedIn} />
          <div className={styles.section}>
            <h3>{t('detail.about')}</h3>
            {/* Sanitised by the server when the project was written (content/html.ts). */}
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: info.content }} />
            <div className={styles.links} style={{ marginTop: 12 }}>
              <a href={info.website} target="_blank" rel="noopener noreferrer">
                {t('detail.website')}
              </a>
              <a href={info.whitepaper} target="_blank" rel="noopener noreferrer">
                {t('detail.whitepaper')}
              </a>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
