/**
 * One round (Bourse's page game/round?id=): the question, its state and countdown, the terms
 * (times, strike or reference, the published fee, stakes), the pools and participants, the
 * bet sheet while it takes guesses, the user's bets, and after settlement the result with
 * its recorded price, second, source and the split.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber, type QuizRoundDetail } from '@bourse/shared';
import { NavBar } from '../../../components/NavBar.tsx';
import { PageLoading } from '../../../components/PageStates.tsx';
import { LoadFailed } from '../../../components/StateViews.tsx';
import { useSession } from '../../../store/session.ts';
import { roundQuery } from '../api.ts';
import { clockText, secondText } from '../model.ts';
import { BetSheet } from './BetSheet.tsx';
import { RoundBets } from './BetList.tsx';
import { ResultPanel } from './ResultPanel.tsx';
import { Countdown, PoolBars, StateBadge } from './RoundParts.tsx';
import styles from './Game.module.css';

function Terms({ round }: { round: QuizRoundDetail }) {
  const { t } = useTranslation('game');
  const time = secondText;
  const question =
    round.kind === 'above'
      ? t('question.above', {
          symbol: round.symbol,
          strike: formatNumber(round.strike, 'amount'),
          time: clockText(round.settle_at),
        })
      : t('question.updown', {
          symbol: round.symbol,
          time: clockText(round.settle_at),
          cutoff: clockText(round.cutoff_at),
        });
  return (
    <section className={styles.section}>
      <div className={styles.head} style={{ marginBottom: 10 }}>
        <p className={styles.question} style={{ flex: 1 }}>
          {question}
        </p>
        <StateBadge state={round.state} />
      </div>
      <Countdown round={round} />
      <div className={styles.rows} style={{ marginTop: 12 }}>
        <div className={styles.row}>
          <span>{t('opens')}</span>
          <span>{time(round.opens_at)}</span>
        </div>
        <div className={styles.row}>
          <span>{t('cutoff')}</span>
          <span>{time(round.cutoff_at)}</span>
        </div>
        <div className={styles.row}>
          <span>{t('settle')}</span>
          <span>{time(round.settle_at)}</span>
        </div>
        <div className={styles.row}>
          <span>{round.kind === 'above' ? t('strike') : t('reference')}</span>
          <span>
            {round.kind === 'above'
              ? round.strike
              : round.reference
                ? `${round.reference.price} · ${time(round.reference.at)}`
                : t('referencePending')}
          </span>
        </div>
        <div className={styles.row}>
          <span>{t('fee')}</span>
          <span>{round.fee_percent}%</span>
        </div>
        <div className={styles.row}>
          <span>{t('stakes')}</span>
          <span>
            {round.min_stake} – {round.max_stake} {round.currency}
          </span>
        </div>
      </div>
    </section>
  );
}

export function RoundScreen({ id }: { id: number }) {
  const { t } = useTranslation('game');
  const signedIn = useSession((s) => !!s.token);
  const round = useQuery(roundQuery(id));
  const data = round.data;
  return (
    <div className={styles.page}>
      <NavBar title={data ? `${data.symbol} · ${t('round', { id })}` : t('title')} />
      {round.isPending ? (
        <PageLoading />
      ) : round.isError || !data ? (
        <LoadFailed onRetry={() => void round.refetch()} />
      ) : (
        <>
          <Terms round={data} />
          <section className={styles.section}>
            <h3>{t('pools')}</h3>
            <PoolBars round={data} />
          </section>
          {data.state === 'over' && <ResultPanel round={data} />}
          {(data.state === 'guessing' || data.state === 'not_started') && <BetSheet round={data} />}
          {signedIn && <RoundBets bets={data.my_bets} />}
          <p className={styles.intro}>{t('rules')}</p>
        </>
      )}
    </div>
  );
}
