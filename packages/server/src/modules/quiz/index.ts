/**
 * The quiz (guess) game (issue 14): the door. Rounds on a pair's recorded index, pari-
 * mutuel pools per side (`/quiz/*`, routes.ts); stakes frozen in the options (micro) account
 * under the options' daily loss limit; `runQuizJobs` (jobs/, every 2 s) creates scheduled
 * rounds, fixes `updown` references at the cut-off and settles due rounds exactly once.
 */
export { placeBet } from './bet.ts';
export { runQuizJobs, createScheduledRounds } from './jobs.ts';
export { settleDueRounds, settleRound, fixReferences } from './settle.ts';
export { listRounds, roundDetail, myBets } from './views.ts';
export { createRound, cancelRound, adminRounds } from './admin.ts';
export {
  DEFAULT_QUIZ_SCHEDULE,
  QUIZ_SCHEDULE_SETTING,
  QUIZ_ACCOUNT,
  QUIZ_STAKE_CURRENCY,
  quizSchedule,
  roundStrike,
  type QuizRound,
  type QuizBet,
  type QuizSchedule,
} from './config.ts';
export * from './tables.ts';
