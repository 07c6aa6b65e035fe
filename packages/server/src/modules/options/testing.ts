/**
 * Options test helpers: an app on fixed prices with the catalogue, regions, pairs and the
 * demo durations seeded; traders signed up, funded in the options (micro) account through
 * the ledger and (unless told) with the disclosure accepted; and the calls of the page.
 */
import { AccountType, OptionStatus, dec, type BalanceBucket } from '@bourse/shared';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { seedCurrencies, seedRegions } from '../../seed/catalogue.ts';
import { seedInstruments } from '../../seed/instruments.ts';
import { seedOptions } from '../../seed/options.ts';
import { seedSettings } from '../../seed/settings.ts';
import { buildTestApp, call, type Reply, type TestApp } from '../../test/helper.ts';
import { FixedFeed, instrumentBySymbol, type Feed } from '../market/index.ts';
import { balanceOf, fund, person, systemBalance, type Person } from '../wallet/testing.ts';
import { settleDueOptions } from './settle.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { getBalance } from '../ledger/index.ts';
import { optionOrders } from './tables.ts';

export const USDT = 3;
/** A Monday, 10:00 UTC. */
export const NOW = '2026-03-02T10:00:00Z';
export const NOW_S = Date.parse(NOW) / 1000;

export interface OptionsTest extends TestApp {
  feed: FixedFeed;
  /** `BTC/USDT`'s pair id (`match_id`). */
  btc: number;
  eth: number;
}

export async function optionsApp(
  options: { database?: TestApp['ctx']['database']; clock?: ManualClock; feed?: Feed } = {},
): Promise<OptionsTest> {
  const feed = (options.feed as FixedFeed) ?? new FixedFeed({ BTC: '65000.00', ETH: '3250.00' });
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
  }
  const btc = (await instrumentBySymbol(t.ctx.db, 'BTC/USDT'))!.id;
  const eth = (await instrumentBySymbol(t.ctx.db, 'ETH/USDT'))!.id;
  return { ...t, feed, btc, eth };
}

/** A signed-up trader with `usdt` in the options account and the disclosure accepted. */
export async function trader(
  t: OptionsTest,
  email: string,
  { usdt = '1000', disclosure = true }: { usdt?: string; disclosure?: boolean } = {},
): Promise<Person> {
  const who = await person(t, email);
  if (usdt !== '0') await fund(t, who.id, 'micro', USDT, usdt);
  if (disclosure) {
    const r = await call(t.app, 'POST', '/microtrade/disclosure', { accept: 1 }, who.token);
    if (r.type !== 'ok') throw new Error(`disclosure refused: ${JSON.stringify(r)}`);
  }
  return who;
}

type Fields = Record<string, string | number | undefined>;

/** `POST /microtrade/submit` as `who`: BTC/USDT up 10 USDT for 60 s unless told. */
export function submit<T = unknown>(
  t: OptionsTest,
  who: Person,
  fields: Fields = {},
): Promise<Reply<T> & { status: number }> {
  return call<T>(
    t.app,
    'POST',
    '/microtrade/submit',
    { match_id: t.btc, currency_id: USDT, type: 1, seconds: 60, number: '10', ...fields },
    who.token,
  );
}

export function result<T = unknown>(t: OptionsTest, who: Person, id: number | string) {
  return call<T>(t.app, 'GET', '/microtrade/get_result', { id }, who.token);
}

/** The options (micro) USDT balance of `who`. */
export function micro(t: OptionsTest, who: Person): Promise<Record<BalanceBucket, string>> {
  return balanceOf(t, who.id, 'micro', USDT);
}

/** The house's (treasury's) options USDT balance. */
export function treasury(t: OptionsTest): Promise<string> {
  return systemBalance(t, 'treasury', 'micro', USDT);
}

/** Moves the clock and runs the settlement job once. */
export async function settleAfter(t: OptionsTest, ms: number): Promise<number> {
  t.clock.advance(ms);
  return settleDueOptions(t.ctx);
}

/**
 * Every user's options frozen USDT equals the stakes of their open options (the hold
 * check the ledger's verifier does for spot orders and withdrawals).
 */
export async function expectOptionHolds(t: OptionsTest): Promise<void> {
  const rows = await t.ctx.db
    .select({
      userId: optionOrders.userId,
      open: sql<string>`coalesce(sum(${optionOrders.stake}) filter (where ${optionOrders.status} = ${OptionStatus.open}), 0)`,
    })
    .from(optionOrders)
    .groupBy(optionOrders.userId);
  for (const r of rows) {
    const { frozen } = await getBalance(t.ctx.db, r.userId, 'micro', USDT);
    expect(
      dec(frozen).eq(r.open),
      `user ${r.userId}: frozen ${frozen}, open stakes ${r.open}`,
    ).toBe(true);
  }
}

/**
 * The end of a money scenario: the holds checked and the ledger verified with the options
 * still open (ledger/verify.ts counts open stakes as holds), then every option settled by
 * the job (after the longest duration) and both checked again.
 */
export async function closeBooks(t: OptionsTest): Promise<void> {
  await expectOptionHolds(t);
  await expectLedgerBalanced(t.ctx);
  await settleAfter(t, 301_000);
  const open = await t.ctx.db.$count(optionOrders, and(eq(optionOrders.status, OptionStatus.open)));
  expect(open).toBe(0);
  await expectOptionHolds(t);
  await expectLedgerBalanced(t.ctx);
}

export { AccountType, call, fund, person, type Person };
