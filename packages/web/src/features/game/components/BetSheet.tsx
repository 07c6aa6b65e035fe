/**
 * The bet sheet (spec "Quiz bet: bet amount, account balance, participants"): a side, the
 * amount with quick picks, the user's options-account USDT balance, the estimated payout
 * from the shared split, and the bet. Checks run here first in the server's order; the
 * server decides, and its refusal is shown as it says it.
 */
import { useState } from 'react';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { QuizRoundDetail, QuizSide } from '@bourse/shared';
import { requireLogin } from '../../../app/nav.ts';
import { Num } from '../../../components/Numbers.tsx';
import { useSession } from '../../../store/session.ts';
import { GAME_KEYS, placeBet } from '../api.ts';
import { backedSide, betProblem, estimate } from '../model.ts';
import styles from './Game.module.css';

const PICKS = ['10', '50', '100', '500'];

export function BetSheet({ round }: { round: QuizRoundDetail }) {
  const { t } = useTranslation('game');
  const client = useQueryClient();
  const signedIn = useSession((s) => !!s.token);
  const backed = backedSide(round.my_bets);
  const [chosen, setChosen] = useState<QuizSide>(backed ?? 'up');
  const side = backed ?? chosen;
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const problem = amount === '' ? null : betProblem(round, side, amount);
  const payout = estimate(round, side, amount);
  const open = round.state === 'guessing';

  const submit = async () => {
    if (!requireLogin(`/pages/game/round?id=${round.id}`)) return;
    if (!open || busy || betProblem(round, side, amount)) return;
    setBusy(true);
    try {
      await placeBet({ round_id: round.id, side, amount: amount.trim() });
      Toast.show({ content: t('placed'), icon: 'success' });
      setAmount('');
      await Promise.all([
        client.invalidateQueries({ queryKey: [GAME_KEYS.round, round.id] }),
        client.invalidateQueries({ queryKey: [GAME_KEYS.rounds] }),
        client.invalidateQueries({ queryKey: [GAME_KEYS.myBets] }),
      ]);
    } catch (error) {
      Toast.show({ content: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const sideButton = (s: QuizSide) => (
    <button
      type="button"
      key={s}
      aria-pressed={side === s}
      disabled={!!backed && backed !== s}
      className={side === s ? (s === 'up' ? styles.sideUpOn : styles.sideDownOn) : styles.side}
      onClick={() => setChosen(s)}
    >
      {t(`side.${s}`)}
      <small>{t(`sideLong.${s}`)}</small>
    </button>
  );

  return (
    <div className={styles.section}>
      <h3>{t('betAmount')}</h3>
      <div className={styles.sides}>{(['up', 'down'] as const).map(sideButton)}</div>
      <label className={styles.amount}>
        <input
          inputMode="decimal"
          aria-label={t('betAmount')}
          placeholder={`${round.min_stake} – ${round.max_stake}`}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <span>USDT</span>
      </label>
      <div className={styles.chips}>
        {PICKS.map((p) => (
          <button type="button" key={p} className={styles.chip} onClick={() => setAmount(p)}>
            {p}
          </button>
        ))}
      </div>
      {problem && problem.key !== 'empty' && (
        <p className={styles.problem} role="alert">
          {t(`problem.${problem.key}`, problem)}
        </p>
      )}
      <div className={styles.rows}>
        <div className={styles.row}>
          <span>
            {t('balance')} ({t('balanceHint')})
          </span>
          <span>
            {signedIn && round.balance !== null ? (
              <>
                <Num value={round.balance} kind="amount" decimals={2} /> USDT
              </>
            ) : (
              '—'
            )}
          </span>
        </div>
        <div className={styles.row}>
          <span>{t('participants')}</span>
          <span>
            {t('side.up')} {round.participants_up} · {t('side.down')} {round.participants_down}
          </span>
        </div>
      </div>
      <div className={styles.estimate}>
        <span>{t('estimate')}</span>
        <b>{payout ? <Num value={payout} kind="amount" decimals={round.decimals} /> : '—'}</b>
      </div>
      <p className={styles.note}>{t('estimateNote')}</p>
      <button
        type="button"
        className={side === 'up' ? styles.submitUp : styles.submitDown}
        disabled={signedIn && (!open || busy || amount === '' || !!problem)}
        onClick={() => void submit()}
      >
        {!signedIn
          ? t('signIn')
          : open
            ? t('place', { side: t(`side.${side}`) })
            : t('notGuessing')}
      </button>
    </div>
  );
}
