/**
 * The operator's quiz desk (`/api/admin/quiz/rounds`, role admin): list rounds, create one,
 * cancel one that has not opened and has no bets. Each decision is one transaction with its
 * audit row. Nothing here can touch a price, a reference, a bet or a result: a round's terms
 * are fixed at creation (migration 0025) and its outcome comes from the recorded index only.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import {
  QuizRoundStatus,
  toPlain,
  type QuizRoundCreateBody,
  type QuizRoundItem,
  type QuizRoundList,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { recordAudit } from '../admin/index.ts';
import { QUIZ_ROUNDS_TABLE, roundValues } from './config.ts';
import { quizBets, quizRounds } from './tables.ts';
import { roundItems } from './views.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type Body = Omit<QuizRoundCreateBody, 'lang' | 'reason'> & { reason?: string | undefined };

const fromSeconds = (s: number) => new Date(s * 1000);

export async function createRound(
  ctx: Ctx,
  operatorId: number | null,
  body: Body,
): Promise<QuizRoundItem> {
  const now = ctx.clock.now();
  const values = await roundValues(
    ctx.db,
    {
      instrumentId: body.match_id,
      kind: body.kind,
      strike: body.strike ?? null,
      opensAt: fromSeconds(body.opens_at),
      cutoffAt: fromSeconds(body.cutoff_at),
      settleAt: fromSeconds(body.settle_at),
      feePercent: body.fee_percent,
      minStake: body.min_stake,
      maxStake: body.max_stake,
      createdBy: operatorId,
    },
    now,
  );
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx.insert(quizRounds).values(values).returning();
    await recordAudit(tx, {
      operatorId,
      action: 'quiz.create',
      targetTable: QUIZ_ROUNDS_TABLE,
      targetId: created!.id,
      reason: body.reason,
      detail: {
        match_id: created!.instrumentId,
        kind: created!.kind,
        strike: created!.strike === null ? null : toPlain(created!.strike),
        opens_at: body.opens_at,
        cutoff_at: body.cutoff_at,
        settle_at: body.settle_at,
        fee_percent: toPlain(created!.feePercent),
        min_stake: toPlain(created!.minStake),
        max_stake: toPlain(created!.maxStake),
      },
      at: now,
    });
    return created!;
  });
  return (await roundItems(ctx.db, [row], now))[0]!;
}

export async function cancelRound(
  ctx: Ctx,
  operatorId: number | null,
  id: number,
  reason: string | undefined,
): Promise<QuizRoundItem> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [round] = await tx.select().from(quizRounds).where(eq(quizRounds.id, id)).for('update');
    if (!round) return fail('errors.quizRoundNotFound');
    const [bets] = await tx.select({ n: count() }).from(quizBets).where(eq(quizBets.roundId, id));
    if (round.status !== QuizRoundStatus.open || now >= round.opensAt || Number(bets?.n) > 0) {
      return fail('errors.quizCancelRefused');
    }
    const [cancelled] = await tx
      .update(quizRounds)
      .set({ status: QuizRoundStatus.cancelled, cancelledAt: now })
      .where(and(eq(quizRounds.id, id), eq(quizRounds.status, QuizRoundStatus.open)))
      .returning();
    await recordAudit(tx, {
      operatorId,
      action: 'quiz.cancel',
      targetTable: QUIZ_ROUNDS_TABLE,
      targetId: id,
      reason,
      detail: { status: round.status },
      at: now,
    });
    return cancelled!;
  });
  return (await roundItems(ctx.db, [row], now))[0]!;
}

/** Every round, newest first, cancelled ones too. */
export async function adminRounds(
  ctx: Ctx,
  page: { page: number; limit: number },
): Promise<QuizRoundList> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select()
    .from(quizRounds)
    .orderBy(desc(quizRounds.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [total] = await ctx.db.select({ n: count() }).from(quizRounds);
  return {
    list: await roundItems(ctx.db, rows, now),
    total: Number(total?.n ?? 0),
    ...page,
  };
}
