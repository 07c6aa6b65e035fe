/**
 * `POST /quiz/bet` (issue 14): a stake on one side of a round while it takes guesses. Every
 * rule that needs no lock is checked before anything is written (a refusal changes nothing);
 * then, in one transaction under the user's `option_accounts` row lock (the lock options
 * submissions take, so the shared daily loss limit is checked by one writer at a time), the
 * other-side rule, the loss limit and the balance; then the bet row and its frozen stake.
 */
import { and, eq, ne } from 'drizzle-orm';
import {
  JournalReason,
  QuizState,
  dec,
  quizState,
  scaleOf,
  toPlain,
  type QuizBetBody,
  type QuizBetItem,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import {
  BalanceShortfall,
  availableOf,
  journals,
  postJournal,
  userOwner,
} from '../ledger/index.ts';
import { lockAccount, regionAllowed, requireWithinLossLimit } from '../options/index.ts';
import { findCurrency } from '../system/index.ts';
import { QUIZ_ACCOUNT, QUIZ_BETS_TABLE, quizPair, roundById } from './config.ts';
import { quizBets, quizRounds } from './tables.ts';
import { betItem } from './views.ts';

export async function placeBet(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  body: Omit<QuizBetBody, 'lang'>,
): Promise<QuizBetItem> {
  const now = ctx.clock.now();
  const round = await roundById(ctx.db, body.round_id);
  if (!round) return fail('errors.quizRoundNotFound');
  if (quizState(round, now) !== QuizState.guessing) return fail('errors.quizNotGuessing');
  const pair = await quizPair(ctx.db, round.instrumentId);
  const coin = (await findCurrency(ctx.db, round.currencyId))!;
  const currency = coin.name;
  const stake = dec(body.amount);
  if (scaleOf(body.amount) > coin.decimals && !stake.eq(stake.toDecimalPlaces(coin.decimals))) {
    return fail('errors.quizStakeDecimals', { decimals: coin.decimals, currency });
  }
  if (stake.lt(round.minStake) || stake.gt(round.maxStake)) {
    return fail('errors.quizStakeRange', {
      min: toPlain(round.minStake),
      max: toPlain(round.maxStake),
      currency,
    });
  }
  if (!(await regionAllowed(ctx.db, userId))) return fail('errors.regionNotSupported');

  const bet = await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    // The round is open (a cancel takes this row FOR UPDATE before it opens; terms are fixed).
    const [locked] = await tx
      .select({ status: quizRounds.status })
      .from(quizRounds)
      .where(eq(quizRounds.id, round.id))
      .for('share');
    // The clock read again under the locks: a bet that waited past the cut-off is refused.
    const at = ctx.clock.now();
    if (!locked || quizState({ ...round, status: locked.status }, at) !== QuizState.guessing) {
      return fail('errors.quizNotGuessing');
    }
    const [other] = await tx
      .select({ side: quizBets.side })
      .from(quizBets)
      .where(
        and(
          eq(quizBets.roundId, round.id),
          eq(quizBets.userId, userId),
          ne(quizBets.side, body.side),
        ),
      )
      .limit(1);
    if (other) return fail('errors.quizOtherSide', { side: `@quiz.${other.side}` });
    await requireWithinLossLimit(tx, account, stake, currency, now);
    const owner = userOwner(userId);
    if ((await availableOf(tx, owner, QUIZ_ACCOUNT, coin.id)).lt(stake)) {
      return fail('errors.insufficientBalanceOf', { currency });
    }
    const [row] = await tx
      .insert(quizBets)
      .values({
        roundId: round.id,
        userId,
        currencyId: coin.id,
        side: body.side,
        stake: toPlain(stake),
        createdAt: now,
      })
      .returning();
    try {
      await postJournal(
        tx,
        journals.freeze({
          side: { owner, account: QUIZ_ACCOUNT },
          currency: coin.id,
          amount: stake,
          reason: JournalReason.quizStake,
          idempotencyKey: `${QUIZ_BETS_TABLE}:${row!.id}:stake`,
          ref: { table: QUIZ_BETS_TABLE, id: row!.id },
          at: now,
        }),
      );
    } catch (error) {
      if (error instanceof BalanceShortfall) fail('errors.insufficientBalanceOf', { currency });
      throw error;
    }
    return row!;
  });
  return betItem(bet, { ...round, symbol: pair.symbol }, now);
}
