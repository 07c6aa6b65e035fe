/** Bets with their outcomes (spec: right, missed, bonus paid): in a round, and "My bets". */
import { useTranslation } from 'react-i18next';
import { formatDate, type QuizBetItem } from '@bourse/shared';
import { Num } from '../../../components/Numbers.tsx';
import { StateBadge } from './RoundParts.tsx';
import styles from './Game.module.css';

export function OutcomeBadge({ bet }: { bet: QuizBetItem }) {
  const { t } = useTranslation('game');
  return (
    <span className={styles.outcome} data-outcome={bet.outcome}>
      {t(`outcome.${bet.outcome}`)}
    </span>
  );
}

function BetRow({ bet }: { bet: QuizBetItem }) {
  const { t } = useTranslation('game');
  return (
    <div className={styles.bet} data-bet={bet.id}>
      <span>
        <b className={bet.side === 'up' ? styles.upText : styles.downText}>
          {t(`side.${bet.side}`)}
        </b>{' '}
        <Num value={bet.amount} kind="amount" /> USDT
      </span>
      <OutcomeBadge bet={bet} />
      <span className={styles.betMeta}>{formatDate(bet.created_at, true)}</span>
      <span className={styles.betMeta}>
        {bet.payout !== null && (
          <>
            {t('payout')} <Num value={bet.payout} kind="amount" /> USDT
          </>
        )}
      </span>
    </div>
  );
}

export function RoundBets({ bets }: { bets: QuizBetItem[] }) {
  const { t } = useTranslation('game');
  return (
    <section className={styles.section}>
      <h3>{t('myBets')}</h3>
      {bets.length === 0 ? (
        <p className={styles.note}>{t('noBets')}</p>
      ) : (
        <div className={styles.bets}>
          {bets.map((b) => (
            <BetRow key={b.id} bet={b} />
          ))}
        </div>
      )}
    </section>
  );
}

/** One bet of "My bets": its round, side, stake, state and outcome; a tap opens the round. */
export function MyBetCard({ bet, onOpen }: { bet: QuizBetItem; onOpen: () => void }) {
  const { t } = useTranslation('game');
  return (
    <button type="button" className={styles.card} onClick={onOpen}>
      <div className={styles.head}>
        <div className={styles.headText}>
          <strong>
            {bet.symbol} · {t('round', { id: bet.round_id })}
          </strong>
          <span>
            {t('settle')} {formatDate(bet.settle_at, true)}
          </span>
        </div>
        <StateBadge state={bet.round_state} />
      </div>
      <BetRow bet={bet} />
    </button>
  );
}
