/**
 * Quiz test helpers: an app on fixed prices and a manual clock with the catalogue, regions,
 * pairs and option durations seeded (no scheduled rounds unless a test asks: the setting
 * `quiz_schedule` is written empty); players funded in the options (micro) account; rounds
 * made through the operator's service; the page's calls; and the end of a money scenario:
 * every hold equal to the unsettled stakes, `verifyLedger` clean.
 */
import { expect } from 'vitest';
import { eq, isNull, sql } from 'drizzle-orm';
import { dec, type QuizBetItem, type QuizRoundDetail, type QuizSide } from '@bourse/shared';
import { ManualClock } from '../../clock.ts';
import { settings } from '../../db/schema.ts';
import { seedCurrencies, seedRegions } from '../../seed/catalogue.ts';
import { seedInstruments } from '../../seed/instruments.ts';
import { seedOptions } from '../../seed/options.ts';
import { seedSettings } from '../../seed/settings.ts';
import { buildTestApp, call, type Reply, type TestApp } from '../../test/helper.ts';
import { getBalance } from '../ledger/index.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { FixedFeed, instrumentBySymbol } from '../market/index.ts';
import { forgetSettings } from '../system/index.ts';
import { balanceOf, fund, person, systemBalance, type Person } from '../wallet/testing.ts';
import { createRound } from './admin.ts';
import { QUIZ_SCHEDULE_SETTING } from './config.ts';
import { runQuizJobs } from './jobs.ts';
import { quizBets } from './tables.ts';

export const USDT = 3;
/** A Monday, 10:00 UTC. */
export const NOW = '2026-03-02T10:00:00Z';
export const NOW_S = Date.parse(NOW) / 1000;

export interface QuizTest extends TestApp {
  feed: FixedFeed;
  btc: number;
}

export async function quizApp(
  options: {
    database?: TestApp['ctx']['database'];
    clock?: ManualClock;
    feed?: FixedFeed;
    schedule?: unknown;
  } = {},
): Promise<QuizTest> {
  const feed = options.feed ?? new FixedFeed({ BTC: '65000.00', ETH: '3250.00' });
  const clock = options.clock ?? new ManualClock(NOW);
  const t = await buildTestApp({
    clock,
    feed,
    ...(options.database ? { database: options.database } : {}),
  });
  if (!options.database) {
    await seedSettings(t.ctx.db, t.clock);
    await seedRegions(t.ctx.db);
    await seedCurrencies(t.ctx.db);
    await seedInstruments(t.ctx.db);
    await seedOptions(t.ctx.db, t.clock);
    await setSchedule(t, options.schedule ?? { updown: [], above: [] });
  }
  const btc = (await instrumentBySymbol(t.ctx.db, 'BTC/USDT'))!.id;
  return { ...t, feed, btc };
}

export async function setSchedule(t: TestApp, value: unknown): Promise<void> {
  await t.ctx.db
    .insert(settings)
    .values({ keyword: QUIZ_SCHEDULE_SETTING, value, isPublic: false, updatedAt: t.clock.now() })
    .onConflictDoUpdate({ target: settings.keyword, set: { value, updatedAt: t.clock.now() } });
  forgetSettings(t.ctx.db);
}

/** A signed-up player with `usdt` in the options (micro) account. */
export async function player(t: QuizTest, email: string, usdt = '1000'): Promise<Person> {
  const who = await person(t, email);
  if (usdt !== '0') await fund(t, who.id, 'micro', USDT, usdt);
  return who;
}

/**
 * A round made by the operator's service: `updown` unless told, open now, cut-off in 60 s,
 * settlement 60 s later, fee 5%, stakes 1 to 1000.
 */
export async function round(
  t: QuizTest,
  terms: Partial<{
    kind: 'above' | 'updown';
    strike: string;
    opensIn: number;
    cutoffIn: number;
    settleIn: number;
    fee: string;
    min: string;
    max: string;
  }> = {},
): Promise<number> {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  const made = await createRound(t.ctx, null, {
    match_id: t.btc,
    kind: terms.kind ?? 'updown',
    strike: terms.strike,
    opens_at: now + (terms.opensIn ?? 0),
    cutoff_at: now + (terms.cutoffIn ?? 60),
    settle_at: now + (terms.settleIn ?? 120),
    fee_percent: terms.fee ?? '5',
    min_stake: terms.min ?? '1',
    max_stake: terms.max ?? '1000',
  });
  return made.id;
}

export function bet<T = QuizBetItem>(
  t: QuizTest,
  who: Person,
  roundId: number | string,
  side: QuizSide | string,
  amount: string,
  extra: Record<string, string> = {},
): Promise<Reply<T> & { status: number }> {
  return call<T>(
    t.app,
    'POST',
    '/quiz/bet',
    { round_id: roundId, side, amount, ...extra },
    who.token,
  );
}

export async function detail(t: QuizTest, id: number, who?: Person): Promise<QuizRoundDetail> {
  const r = await call<QuizRoundDetail>(t.app, 'GET', '/quiz/round', { id }, who?.token);
  if (r.type !== 'ok') throw new Error(`round ${id}: ${JSON.stringify(r)}`);
  return r.message;
}

/** Moves the clock to `seconds` after NOW-relative start and runs the job once. */
export async function runAt(t: QuizTest, ms: number) {
  t.clock.advance(ms);
  return runQuizJobs(t.ctx);
}

export const micro = (t: QuizTest, who: Person) => balanceOf(t, who.id, 'micro', USDT);
export const fees = (t: QuizTest) => systemBalance(t, 'fees', 'micro', USDT);

/** Every user's frozen micro USDT equals their unsettled quiz stakes; the ledger verifies. */
export async function closeBooks(t: QuizTest): Promise<void> {
  const rows = await t.ctx.db
    .select({
      userId: quizBets.userId,
      open: sql<string>`sum(${quizBets.stake})`,
    })
    .from(quizBets)
    .where(isNull(quizBets.settledAt))
    .groupBy(quizBets.userId);
  for (const r of rows) {
    const { frozen } = await getBalance(t.ctx.db, r.userId, 'micro', USDT);
    expect(dec(frozen).eq(r.open), `user ${r.userId}: frozen ${frozen}, open ${r.open}`).toBe(true);
  }
  await expectLedgerBalanced(t.ctx);
}

export const betsOf = (t: QuizTest, roundId: number) =>
  t.ctx.db.select().from(quizBets).where(eq(quizBets.roundId, roundId)).orderBy(quizBets.id);

export { call, fund, person, type Person };
