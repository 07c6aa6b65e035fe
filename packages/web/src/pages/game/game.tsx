/**
 * The quiz game (spec 2 "game/game": "Quiz: bets and my bets"; issue 14): the rounds with
 * their state, countdown and pools, and the user's bets with their outcomes (behind the
 * login gate). A tap opens the round.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigateTo, requireLogin } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { PageLoading } from '../../components/PageStates.tsx';
import { EmptyState, LoadFailed } from '../../components/StateViews.tsx';
import { myBetsQuery, roundsQuery } from '../../features/game/api.ts';
import { MyBetCard } from '../../features/game/components/BetList.tsx';
import { RoundCard } from '../../features/game/components/RoundParts.tsx';
import styles from '../../features/game/components/Game.module.css';
import { useSearchParams } from '../../app/routing.tsx';

const open = (id: number) => navigateTo('/pages/game/round', { id });

function Rounds() {
  const { t } = useTranslation('game');
  const rounds = useQuery(roundsQuery());
  if (rounds.isPending) return <PageLoading />;
  if (rounds.isError) return <LoadFailed onRetry={() => void rounds.refetch()} />;
  if (rounds.data.list.length === 0) return <EmptyState title={t('noRounds')} />;
  return (
    <div className={styles.list}>
      {rounds.data.list.map((r) => (
        <RoundCard key={r.id} round={r} onOpen={() => open(r.id)} />
      ))}
    </div>
  );
}

function MyBets() {
  const { t } = useTranslation('game');
  const bets = useQuery(myBetsQuery());
  if (bets.isPending) return <PageLoading />;
  if (bets.isError) return <LoadFailed onRetry={() => void bets.refetch()} />;
  if (bets.data.list.length === 0) return <EmptyState title={t('noBets')} />;
  return (
    <div className={styles.list}>
      {bets.data.list.map((b) => (
        <MyBetCard key={b.id} bet={b} onOpen={() => open(b.round_id)} />
      ))}
    </div>
  );
}

export default function GamePage() {
  const { t } = useTranslation('game');
  const [params] = useSearchParams();
  const [tab, setTab] = useState<'bets' | 'mine'>(params.get('tab') === 'mine' ? 'mine' : 'bets');
  const choose = (next: 'bets' | 'mine') => {
    if (next === 'mine' && !requireLogin('/pages/game/game?tab=mine')) return;
    setTab(next);
  };
  return (
    <div className={styles.page}>
      <NavBar title={t('title')} />
      <div className={styles.tabs} role="tablist">
        {(['bets', 'mine'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={tab === k ? styles.tabOn : styles.tab}
            onClick={() => choose(k)}
          >
            {k === 'bets' ? t('tabBets') : t('tabMine')}
          </button>
        ))}
      </div>
      {tab === 'bets' && <p className={styles.intro}>{t('rules')}</p>}
      {tab === 'bets' ? <Rounds /> : <MyBets />}
    </div>
  );
}
