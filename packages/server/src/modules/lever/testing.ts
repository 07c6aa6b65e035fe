/**
 * Contract test helpers: an app on fixed prices with coins, pairs, settings and contract
 * terms seeded, signed-up users funded through the ledger, and the `/lever/*` calls.
 * Prices move with `move(symbol, price)`, which also steps the clock one second: the
 * recorded index keeps one price per second, as in production.
 */
import { expect } from 'vitest';
import { inArray } from 'drizzle-orm';
import { Exact, JournalReason, LeverStatus, dec, toPlain } from '@bourse/shared';
import { ManualClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { seedInstruments } from '../../seed/instruments.ts';
import { seedLever } from '../../seed/lever.ts';
import { seedSettings } from '../../seed/settings.ts';
import { buildTestApp, call, type Reply, type TestApp } from '../../test/helper.ts';
import {
  availableOf,
  creditFromSystem,
  getBalance,
  systemOwner,
  userOwner,
  type Owner,
} from '../ledger/index.ts';
import { everyBalance, expectLedgerBalanced } from '../ledger/testing.ts';
import { FixedFeed } from '../market/index.ts';
import { forgetSettings } from '../system/index.ts';
import { signUp } from '../users/testing.ts';
import { runLeverJobs } from './jobs.ts';
import { leverPositions } from './tables.ts';

/** A Monday 10:00 UTC (crypto trades; the US stock session is closed). */
export const NOW = '2026-03-02T10:00:00Z';
export const BTC = 1;
export const ETH = 2;
export const USDT = 3;
export const AAPL = 101;

export const LEVER_PRICES: Record<string, string> = {
  BTC: '95000.00',
  ETH: '3400.00',
  LTC: '95.00',
  XRP: '2.3000',
  SOL: '180.00',
  DOGE: '0.22000',
  BNB: '650.00',
  AAPL: '230.00',
  TSLA: '350.00',
  NVDA: '175.00',
  MSFT: '500.00',
  AMZN: '220.00',
};

export interface LeverTest extends TestApp {
  feed: FixedFeed;
}

export async function leverApp(
  opts: { now?: string; database?: Database; feed?: FixedFeed; clock?: ManualClock } = {},
): Promise<LeverTest> {
  const feed = opts.feed ?? new FixedFeed(LEVER_PRICES);
  const t = await buildTestApp({
    clock: opts.clock ?? new ManualClock(opts.now ?? NOW),
    feed,
    ...(opts.database ? { database: opts.database } : {}),
  });
  if (!opts.database) {
    await seedSettings(t.ctx.db, t.clock);
    await seedCurrencies(t.ctx.db);
    await seedInstruments(t.ctx.db);
    // production: no demo insurance capital; tests fund the fund themselves.
    await seedLever(t.ctx.db, t.clock, { production: true });
  }
  return { ...t, feed };
}

export interface Trader {
  token: string;
  id: number;
}

export async function trader(t: TestApp, email: string): Promise<Trader> {
  const token = await signUp(t.app, email);
  const info = await call<{ id: number }>(t.app, 'GET', '/user/info', {}, token);
  return { token, id: info.message.id };
}

let grant = 0;
/** Credits lever USDT (or another owner's lever USDT) from the faucet, through the ledger. */
export async function fundLever(t: TestApp, owner: Owner, amount: string): Promise<void> {
  await t.ctx.db.transaction((tx) =>
    creditFromSystem(tx, {
      system: 'faucet',
      to: { owner, account: 'lever' },
      currency: USDT,
      amount: dec(amount),
      idempotencyKey: `test-lever-grant:${owner.kind}:${owner.id}:${++grant}:${Math.random()}`,
      reason: JournalReason.faucet,
      ref: { table: 'users', id: owner.id },
      at: t.clock.now(),
    }),
  );
}

export const fundUser = (t: TestApp, userId: number, amount: string) =>
  fundLever(t, userOwner(userId), amount);
export const fundInsurance = (t: TestApp, amount: string) =>
  fundLever(t, systemOwner('insurance'), amount);

/** A user's lever USDT, plain strings. */
export async function leverBalance(t: TestApp, userId: number) {
  const b = await getBalance(t.ctx.db, userId, 'lever', USDT);
  return { available: b.available, frozen: b.frozen };
}

/** A system account's lever USDT available (treasury, fees, insurance). */
export async function systemLever(t: TestApp, name: 'treasury' | 'fees' | 'insurance') {
  return toPlain(await availableOf(t.ctx.db, systemOwner(name), 'lever', USDT));
}

/** Moves an index and steps the clock one second (a new recorded tick). */
export function move(t: LeverTest, symbol: string, price: string): void {
  t.feed.set(symbol, price);
  t.clock.advance(1000);
}

export async function setSetting(t: TestApp, keyword: string, value: string): Promise<void> {
  const { settings } = await import('../system/index.ts');
  await t.ctx.db
    .insert(settings)
    .values({ keyword, value, updatedAt: t.clock.now() })
    .onConflictDoUpdate({ target: settings.keyword, set: { value } });
  forgetSettings(t.ctx.db);
}

export const jobs = (t: TestApp) => runLeverJobs(t.ctx);

type Fields = Record<string, string | number | undefined>;

/** The `/lever/*` calls as the original client makes them. */
export const lever = {
  deal: (t: TestApp, token: string, f: Fields = {}) =>
    call(t.app, 'POST', '/lever/deal', { currency_id: BTC, legal_id: USDT, ...f }, token),
  submit: (t: TestApp, token: string, f: Fields) =>
    call<string>(
      t.app,
      'POST',
      '/lever/submit',
      { currency_id: BTC, legal_id: USDT, status: 1, target_price: '999', password: '', ...f },
      token,
    ) as Promise<Reply<string> & { status: number; data?: Record<string, unknown> }>,
  close: (t: TestApp, token: string, id: number | string) =>
    call<string>(t.app, 'POST', '/lever/close', { id }, token),
  cancel: (t: TestApp, token: string, id: number | string) =>
    call<string>(t.app, 'POST', '/lever/cancel', { id }, token),
  setstop: (t: TestApp, token: string, f: Fields) =>
    call<string>(t.app, 'POST', '/lever/setstop', f, token),
  batchClose: (t: TestApp, token: string, f: Fields = {}) =>
    call<string>(t.app, 'POST', '/lever/batch_close', f, token),
  myTrade: (t: TestApp, token: string, f: Fields = {}) =>
    call(t.app, 'POST', '/lever/my_trade', { page: 1, ...f }, token),
  position: (t: TestApp, token: string, id: number) =>
    call(t.app, 'GET', '/lever/position', { id }, token),
};

/** The id of the item a successful submit answered with. */
export function submittedId(r: { data?: Record<string, unknown>; message: unknown }): number {
  if (!r.data) throw new Error(`submit refused: ${JSON.stringify(r.message)}`);
  return r.data.id as number;
}

/**
 * `expectLedgerBalanced` (ledger/verify.ts reconciles lever holds too), and the lever holds
 * once more per user here, from the rows' own columns: every user's frozen lever USDT is
 * the margins of their open positions plus the holds of their pending orders, exactly.
 */
export async function expectLeverLedgerBalanced(t: TestApp): Promise<void> {
  await expectLedgerBalanced(t.ctx);
  const rows = await t.ctx.db
    .select()
    .from(leverPositions)
    .where(inArray(leverPositions.status, [LeverStatus.pending, LeverStatus.open]));
  const held = new Map<number, Exact>();
  for (const r of rows) {
    const amount = r.status === LeverStatus.open ? r.margin : r.held;
    held.set(r.userId, (held.get(r.userId) ?? new Exact(0)).plus(amount));
  }
  const frozen = new Map<number, string>();
  for (const b of await everyBalance(t.ctx.db, { ownerKind: 'user', account: 'lever' })) {
    if (b.currency === USDT && !dec(b.frozen).isZero()) frozen.set(b.owner.id, toPlain(b.frozen));
  }
  const expected = new Map(
    [...held].filter(([, v]) => !v.isZero()).map(([k, v]) => [k, toPlain(v)]),
  );
  expect(Object.fromEntries(frozen)).toEqual(Object.fromEntries(expected));
}
