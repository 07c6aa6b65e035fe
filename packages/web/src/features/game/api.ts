/**
 * The quiz game (issue 14, Bourse's own `/quiz/*` API): one query factory per endpoint.
 * Rounds and a round are public (a round carries the caller's bets and balance when signed
 * in, so its key carries the token); my bets are the caller's own. The pools move with
 * every bet and a round settles on its own clock: the queries poll while a screen is open.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  QuizBetItem,
  QuizBetList,
  QuizRoundDetail,
  QuizRoundList,
  QuizSide,
  QuizState,
} from '@bourse/shared';
import { api } from '../../api/client.ts';
import { session } from '../../store/session.ts';

export const GAME_KEYS = {
  rounds: 'quiz.rounds',
  round: 'quiz.round',
  myBets: 'quiz.myBets',
} as const;

const tokenKey = () => session.get().token ?? '';

/** `GET /quiz/rounds`: open rounds first (soonest cut-off), then settled ones. */
export const roundsQuery = (status?: QuizState) =>
  queryOptions({
    queryKey: [GAME_KEYS.rounds, status ?? 'all'],
    queryFn: () =>
      api.get<QuizRoundList>(
        '/quiz/rounds',
        { page: 1, limit: 30, ...(status ? { status } : {}) },
        { quiet: true },
      ),
    // Pools and states change every few seconds; polling is the page's live source.
    refetchInterval: 5_000,
  });

/** `GET /quiz/round`: the round, and with a session the caller's bets and micro balance. */
export const roundQuery = (id: number) =>
  queryOptions({
    queryKey: [GAME_KEYS.round, id, tokenKey()],
    queryFn: () => api.get<QuizRoundDetail>('/quiz/round', { id }, { quiet: true }),
    enabled: id > 0,
    // A settled round never changes again: stop polling then.
    refetchInterval: (q) => (q.state.data?.state === 'over' ? false : 3_000),
  });

/** `GET /quiz/my_bets`: the caller's bets, newest first, with their outcomes. */
export const myBetsQuery = () =>
  queryOptions({
    queryKey: [GAME_KEYS.myBets, tokenKey()],
    queryFn: () => api.get<QuizBetList>('/quiz/my_bets', { page: 1, limit: 50 }, { quiet: true }),
    enabled: !!tokenKey(),
    refetchInterval: 5_000,
  });

/** `POST /quiz/bet`: resolves to the accepted bet; a refusal rejects with the server's words. */
export function placeBet(body: {
  round_id: number;
  side: QuizSide;
  amount: string;
}): Promise<QuizBetItem> {
  return api.post<QuizBetItem>('/quiz/bet', body, { silent: true });
}
