/**
 * The quiz demo: the scheduled up/down rounds of now and next (the job keeps creating them,
 * and adds the daily "above" round once it can read the index). Idempotent: a slot's round
 * is made once.
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { createScheduledRounds } from '../modules/quiz/index.ts';

export async function seedQuiz(db: Db, clock: Clock): Promise<void> {
  await createScheduledRounds({ db, clock });
}
