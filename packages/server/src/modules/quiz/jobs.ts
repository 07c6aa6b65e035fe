/**
 * `runQuizJobs` (every 2 s, one runner): rounds created from the `quiz_schedule` setting
 * (each schedule slot once: a unique key), the reference of `updown` rounds fixed at their
 * cut-off, and due rounds settled (settle.ts). Every part is idempotent.
 */
import { inArray } from 'drizzle-orm';
import { QuizKind } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { toSecond } from '../market/index.ts';
import {
  pairBySymbol,
  quizSchedule,
  roundStrike,
  roundValues,
  type AboveSchedule,
  type RoundTerms,
  type UpdownSchedule,
} from './config.ts';
import { fixReferences, settleDueRounds } from './settle.ts';
import { quizRounds } from './tables.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'prices'>;

const MINUTE = 60_000;
const DAY = 86_400_000;

function updownSlots(s: UpdownSchedule, pairId: number, now: Date): RoundTerms[] {
  const every = s.every_minutes * MINUTE;
  const current = Math.floor(now.getTime() / every) * every;
  const slots: RoundTerms[] = [];
  for (const start of [current, current + every]) {
    const opensAt = new Date(start);
    const cutoffAt = new Date(start + s.guess_minutes * MINUTE);
    if (cutoffAt <= now) continue;
    slots.push({
      instrumentId: pairId,
      kind: QuizKind.updown,
      strike: null,
      opensAt,
      cutoffAt,
      settleAt: new Date(cutoffAt.getTime() + s.settle_after_minutes * MINUTE),
      feePercent: s.fee_percent,
      minStake: s.min_stake,
      maxStake: s.max_stake,
      slotKey: `updown:${s.symbol}:${opensAt.toISOString()}`,
    });
  }
  return slots;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Today's daily round while its cut-off is ahead, else tomorrow's (opening at 00:00 UTC). */
function aboveSlot(s: AboveSchedule, now: Date) {
  let day = Math.floor(now.getTime() / DAY) * DAY;
  if (now.getTime() >= day + minutesOf(s.cutoff_utc) * MINUTE) day += DAY;
  return {
    key: `above:${s.symbol}:${new Date(day).toISOString().slice(0, 10)}`,
    opensAt: new Date(Math.max(day, toSecond(now).getTime())),
    cutoffAt: new Date(day + minutesOf(s.cutoff_utc) * MINUTE),
    settleAt: new Date(day + minutesOf(s.settle_utc) * MINUTE),
  };
}

/**
 * Creates the scheduled rounds that do not exist yet; returns how many it created. Without
 * `prices` (the seed) the daily `above` rounds, whose strike needs the index, wait for the job.
 */
export async function createScheduledRounds(
  ctx: Pick<AppContext, 'db' | 'clock'> & { prices?: AppContext['prices'] },
): Promise<number> {
  const now = ctx.clock.now();
  const schedule = await quizSchedule(ctx.db);
  const wanted: (RoundTerms | (() => Promise<RoundTerms | undefined>))[] = [];
  const keys: string[] = [];
  for (const s of schedule.updown) {
    const pair = await pairBySymbol(ctx.db, s.symbol);
    if (!pair?.isActive) continue;
    for (const slot of updownSlots(s, pair.id, now)) {
      wanted.push(slot);
      keys.push(slot.slotKey!);
    }
  }
  for (const s of ctx.prices ? schedule.above : []) {
    const prices = ctx.prices!;
    const pair = await pairBySymbol(ctx.db, s.symbol);
    if (!pair?.isActive) continue;
    const slot = aboveSlot(s, now);
    keys.push(slot.key);
    // The strike needs the index: asked only when the slot is missing.
    wanted.push(async () => {
      const index = await prices.indexPrice(pair.base.name).catch(() => undefined);
      if (!index) return undefined;
      return {
        instrumentId: pair.id,
        kind: QuizKind.above,
        strike: roundStrike(index.price, s.round_to),
        opensAt: slot.opensAt,
        cutoffAt: slot.cutoffAt,
        settleAt: slot.settleAt,
        feePercent: s.fee_percent,
        minStake: s.min_stake,
        maxStake: s.max_stake,
        slotKey: slot.key,
      };
    });
  }
  if (keys.length === 0) return 0;
  const existing = new Set(
    (
      await ctx.db
        .select({ key: quizRounds.slotKey })
        .from(quizRounds)
        .where(inArray(quizRounds.slotKey, keys))
    ).map((r) => r.key),
  );
  let created = 0;
  for (const [i, w] of wanted.entries()) {
    if (existing.has(keys[i]!)) continue;
    const terms = typeof w === 'function' ? await w() : w;
    if (!terms) continue;
    const values = await roundValues(ctx.db, terms, now).catch(() => undefined);
    if (!values) continue;
    const rows = await ctx.db.insert(quizRounds).values(values).onConflictDoNothing().returning();
    created += rows.length;
  }
  return created;
}

/** The job: create, fix references, settle. */
export async function runQuizJobs(
  ctx: Ctx,
): Promise<{ created: number; fixed: number; settled: number }> {
  const created = await createScheduledRounds(ctx);
  const fixed = await fixReferences(ctx);
  const settled = await settleDueRounds(ctx);
  return { created, fixed, settled };
}
