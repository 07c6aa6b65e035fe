/** Pieces every quiz screen shares: the state badge, the countdown, the pool bars, the title. */
import { useTranslation } from 'react-i18next';
import { formatNumber, type QuizRoundItem, type QuizState } from '@bourse/shared';
import { Num } from '../../../components/Numbers.tsx';
import { countdownTarget, formatLeft, payoutRatio, upShare, whenText } from '../model.ts';
import { useNow } from '../useNow.ts';
import styles from './Game.module.css';

export function StateBadge({ state }: { state: QuizState }) {
  const { t } = useTranslation('game');
  return (
    <span className={styles.badge} data-state={state}>
      {t(`state.${state}`)}
    </span>
  );
}

export function Countdown({ round }: { round: QuizRoundItem }) {
  const { t } = useTranslation('game');
  const target = countdownTarget(round);
  const now = useNow(target !== null);
  // A finished round shows its times and result instead.
  if (round.state === 'over' || round.state === 'cancelled') return null;
  if (target === null) {
    return (
      <div className={styles.timer}>
        <span>{t('countdown.unsettled')}</span>
      </div>
    );
  }
  return (
    <div className={styles.timer}>
      <span>{t(`countdown.${round.state}`)}</span>
      <b aria-label="countdown">{formatLeft(target, now)}</b>
    </div>
  );
}

/** A short title: "Above 66,000?" or "Higher or lower?". */
export function roundTitle(t: (k: string, o?: Record<string, string>) => string, r: QuizRoundItem) {
  return r.kind === 'above'
    ? t('kind.above', { strike: formatNumber(r.strike, 'amount') })
    : t('kind.updown');
}

export function PoolBars({ round }: { round: QuizRoundItem }) {
  const { t } = useTranslation('game');
  const up = upShare(round);
  // What a unit pays is a live quote: shown only while the pools can still change.
  const live = round.state === 'guessing' || round.state === 'not_started';
  const ratio = (side: 'up' | 'down') => {
    if (!live) return '';
    const r = payoutRatio(round, side);
    if (r) return t('payoutRatio', { ratio: r });
    // One side empty: a stake on the other is refunded unless someone joins against it.
    const mine = side === 'up' ? round.pool_up : round.pool_down;
    return mine !== '0' ? t('noRatio') : '';
  };
  return (
    <div className={styles.pools}>
      <div className={styles.poolLine}>
        <span className={styles.upText}>
          <b>{t('side.up')}</b> <Num value={round.pool_up} kind="amount" decimals={2} /> USDT
        </span>
        <span className={styles.downText}>
          <Num value={round.pool_down} kind="amount" decimals={2} /> USDT <b>{t('side.down')}</b>
        </span>
      </div>
      <div className={styles.poolBar} aria-hidden>
        <i className={styles.up} style={{ width: `${up}%` }} />
        <i className={styles.down} style={{ width: `${100 - up}%` }} />
      </div>
      <div className={styles.poolLine}>
        <span>
          {[t('players', { count: round.participants_up }), ratio('up')]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <span>
          {[ratio('down'), t('players', { count: round.participants_down })]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
    </div>
  );
}

export function RoundCard({ round, onOpen }: { round: QuizRoundItem; onOpen: () => void }) {
  const { t } = useTranslation('game');
  const base = round.symbol.split('/')[0] ?? '';
  return (
    <button type="button" className={styles.card} onClick={onOpen} data-round={round.id}>
      <div className={styles.head}>
        <span className={styles.coin}>{base.slice(0, 3)}</span>
        <div className={styles.headText}>
          <strong>{roundTitle(t, round)}</strong>
          <span>
            {round.symbol} · #{round.id} · {t('settle')} {whenText(round.settle_at, Date.now())}
          </span>
        </div>
        <StateBadge state={round.state} />
      </div>
      <Countdown round={round} />
      <PoolBars round={round} />
    </button>
  );
}
