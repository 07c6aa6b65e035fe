/**
 * Settling quiz rounds on the recorded index (issue 14). The price is the first recorded
 * tick at or after settle_at (as options find their close: `ctx.prices.firstRecordedFrom`,
 * which dual settlement uses too); the line is the strike (`above`) or the first tick at or
 * after the cut-off (`updown`, fixed once by the job). Nothing else is read: no operator,
 * setting or route chooses or alters an outcome.
 *
 * A round is claimed FOR UPDATE SKIP LOCKED while open and due, its bets' results and the
 * round's written, and ONE journal `quiz_rounds:<id>:settle` posted last: two runners never
 * settle the same round, and a repeated run finds it settled.
 */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import {
  JournalReason,
  QuizKind,
  QuizOutcome,
  QuizRoundStatus,
  dec,
  quizRightSide,
  quizSplit,
  toPlain,
  type QuizSplit,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import {
  pgArray,
  postJournal,
  systemOwner,
  userOwner,
  type Entry,
  type JournalInput,
} from '../ledger/index.ts';
import { instrumentById } from '../market/index.ts';
import { findCurrency } from '../system/index.ts';
import { QUIZ_ACCOUNT, QUIZ_ROUNDS_TABLE, type QuizBet, type QuizRound } from './config.ts';
import { quizBets, quizRounds } from './tables.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'prices'>;

/** Rounds looked at per run. */
export const SETTLE_ROUNDS = 50;

async function symbolOf(ctx: Pick<AppContext, 'db'>, round: QuizRound): Promise<string> {
  return (await instrumentById(ctx.db, round.instrumentId))!.base.name.toUpperCase();
}

/** A tick at "now" for each symbol (as options' job does), so the first tick at or after exists. */
async function recordTape(ctx: Ctx, rounds: QuizRound[]): Promise<void> {
  const symbols = new Set<string>();
  for (const r of rounds) symbols.add(await symbolOf(ctx, r));
  for (const s of [...symbols].sort()) await ctx.prices.record(s).catch(() => undefined);
}

/** `updown` rounds past their cut-off get their reference: the first tick at or after it. */
export async function fixReferences(ctx: Ctx): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select()
    .from(quizRounds)
    .where(
      and(
        eq(quizRounds.status, QuizRoundStatus.open),
        eq(quizRounds.kind, QuizKind.updown),
        isNull(quizRounds.referencePrice),
        lte(quizRounds.cutoffAt, now),
      ),
    )
    .limit(SETTLE_ROUNDS);
  if (due.length === 0) return 0;
  await recordTape(ctx, due);
  let fixed = 0;
  for (const r of due) {
    const symbol = await symbolOf(ctx, r);
    fixed += await ctx.db.transaction(async (tx) =>
      (await fixReference(ctx, tx, r, symbol)) ? 1 : 0,
    );
  }
  return fixed;
}

async function fixReference(ctx: Ctx, tx: Tx, r: QuizRound, symbol: string) {
  const ref = await ctx.prices.firstRecordedFrom(symbol, r.cutoffAt, tx);
  if (!ref) return undefined;
  const [row] = await tx
    .update(quizRounds)
    .set({ referencePrice: ref.price, referenceSource: ref.source, referenceAt: ref.at })
    .where(and(eq(quizRounds.id, r.id), isNull(quizRounds.referencePrice)))
    .returning();
  return row;
}

/** The settlement journal: stakes out of frozen, payouts to available, fee + remainder to fees. */
export function settleJournal(
  round: QuizRound,
  bets: QuizBet[],
  split: QuizSplit,
  at: Date,
): JournalInput | undefined {
  if (bets.length === 0) return undefined;
  const payouts = new Map(split.payouts.map((p) => [p.id, p.payout]));
  const perUser = new Map<number, { staked: string; paid: string }>();
  for (const b of bets) {
    const u = perUser.get(b.userId) ?? { staked: '0', paid: '0' };
    u.staked = toPlain(dec(u.staked).add(b.stake));
    u.paid = toPlain(dec(u.paid).add(payouts.get(b.id) ?? '0'));
    perUser.set(b.userId, u);
  }
  const currency = round.currencyId;
  const entries: Entry[] = [];
  for (const [userId, u] of [...perUser].sort((a, b) => a[0] - b[0])) {
    const side = { owner: userOwner(userId), account: QUIZ_ACCOUNT };
    entries.push({ ...side, currency, bucket: 'frozen', amount: dec(u.staked).negated() });
    if (dec(u.paid).gt(0))
      entries.push({ ...side, currency, bucket: 'available', amount: dec(u.paid) });
  }
  const kept = dec(split.fee).add(split.remainder);
  if (kept.gt(0)) {
    entries.push({
      owner: systemOwner('fees'),
      account: QUIZ_ACCOUNT,
      currency,
      bucket: 'available',
      amount: kept,
    });
  }
  return {
    idempotencyKey: `${QUIZ_ROUNDS_TABLE}:${round.id}:settle`,
    reason: JournalReason.quizSettle,
    ref: { table: QUIZ_ROUNDS_TABLE, id: round.id },
    at,
    entries,
  };
}

/**
 * Settles one round if it is open, due and its price is recorded (in its own transaction).
 * Returns whether this call settled it.
 */
export async function settleRound(ctx: Ctx, id: number): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .select()
      .from(quizRounds)
      .where(
        and(
          eq(quizRounds.id, id),
          eq(quizRounds.status, QuizRoundStatus.open),
          lte(quizRounds.settleAt, now),
        ),
      )
      .for('update', { skipLocked: true });
    if (!claimed) return false;
    const symbol = await symbolOf(ctx, claimed);
    const price = await ctx.prices.firstRecordedFrom(symbol, claimed.settleAt, tx);
    if (!price) return false;
    let round = claimed;
    if (round.kind === QuizKind.updown && round.referencePrice === null) {
      round = (await fixReference(ctx, tx, round, symbol)) ?? round;
      if (round.referencePrice === null) return false;
    }
    const line = round.kind === QuizKind.above ? round.strike! : round.referencePrice!;
    const right = quizRightSide(line, price.price);
    const bets = await tx
      .select()
      .from(quizBets)
      .where(eq(quizBets.roundId, round.id))
      .orderBy(asc(quizBets.id));
    const decimals = (await findCurrency(tx, round.currencyId))?.decimals ?? 6;
    const split = quizSplit(
      bets.map((b) => ({ id: b.id, side: b.side, stake: toPlain(b.stake) })),
      right,
      round.feePercent,
      decimals,
    );
    if (bets.length > 0) {
      const payout = new Map(split.payouts.map((p) => [p.id, p.payout]));
      const outcome = (b: QuizBet) =>
        split.refund
          ? QuizOutcome.refunded
          : b.side === right
            ? QuizOutcome.right
            : QuizOutcome.missed;
      const updated = await tx.execute(sql`
        update quiz_bets b set payout = x.payout, outcome = x.outcome, settled_at = ${now}
        from unnest(${pgArray(bets.map((b) => b.id))}::bigint[],
          ${pgArray(bets.map((b) => payout.get(b.id)!))}::numeric[],
          ${pgArray(bets.map(outcome))}::text[]) as x(id, payout, outcome)
        where b.id = x.id and b.settled_at is null
        returning b.id`);
      if (rowsOf(updated).length !== bets.length) {
        throw new Error(`quiz round ${round.id}: a bet was settled already`);
      }
    }
    await tx
      .update(quizRounds)
      .set({
        status: QuizRoundStatus.settled,
        price: price.price,
        priceSource: price.source,
        priceAt: price.at,
        rightSide: right,
        refunded: split.refund,
        poolTotal: split.total,
        poolWinning: split.winning,
        fee: split.fee,
        roundingRemainder: split.remainder,
        settledAt: now,
      })
      .where(eq(quizRounds.id, round.id));
    // Posted last, so the fees row is held only from here to COMMIT.
    const journal = settleJournal(round, bets, split, now);
    if (journal) await postJournal(tx, journal);
    return true;
  });
}

/** The job's settling part: every due open round, each in its own transaction. */
export async function settleDueRounds(ctx: Ctx): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select()
    .from(quizRounds)
    .where(and(eq(quizRounds.status, QuizRoundStatus.open), lte(quizRounds.settleAt, now)))
    .orderBy(asc(quizRounds.settleAt), asc(quizRounds.id))
    .limit(SETTLE_ROUNDS);
  if (due.length === 0) return 0;
  await recordTape(ctx, due);
  let settled = 0;
  for (const r of due) if (await settleRound(ctx, r.id)) settled += 1;
  return settled;
}
