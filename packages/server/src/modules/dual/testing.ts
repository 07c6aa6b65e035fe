/**
 * Dual investment test helpers: an app on fixed prices with the catalogue and pairs seeded,
 * the dual pool funded through the ledger (faucet), products created by the operator's own
 * service, buyers funded in the spot account, and the page's calls.
 */
import { dec, toPlain, type DualBought, type DualProductItem } from '@bourse/shared';
import { expect } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { seedCurrencies, seedRegions } from '../../seed/catalogue.ts';
import { seedInstruments } from '../../seed/instruments.ts';
import { seedSettings } from '../../seed/settings.ts';
import { buildTestApp, call, type Reply, type TestApp } from '../../test/helper.ts';
import { createOperator } from '../admin/index.ts';
import { balancesOf, creditFromSystem, systemOwner } from '../ledger/index.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { FixedFeed } from '../market/index.ts';
import { balanceOf, fund, person, type Person } from '../wallet/testing.ts';
import { createDualProduct } from './admin.ts';
import { settleDueDual } from './settle.ts';
import { JournalReason } from '@bourse/shared';
import { loginOperator } from '../admin/testing.ts';

export const BTC = 1;
export const ETH = 2;
export const USDT = 3;
/** A Monday, 10:00 UTC. */
export const NOW = '2026-03-02T10:00:00Z';
/** Ten days later, 10:00 UTC: a product maturing then is held 10 whole days if bought at NOW. */
export const MATURITY = '2026-03-12T10:00:00Z';
export const DAY_MS = 86_400_000;

export interface DualTest extends TestApp {
  feed: FixedFeed;
}

let grant = 0;
/** Puts `amount` of `currency` into the dual pool's spot account (faucet, through the ledger). */
export async function fundPool(t: TestApp, currency: number, amount: string): Promise<void> {
  await t.ctx.db.transaction((tx) =>
    creditFromSystem(tx, {
      system: 'faucet',
      to: { owner: systemOwner('dualPool'), account: 'change' },
      currency,
      amount: dec(amount),
      idempotencyKey: `test-dual-pool:${currency}:${++grant}`,
      reason: JournalReason.faucet,
      ref: { table: 'currencies', id: currency },
      at: t.clock.now(),
    }),
  );
}

export async function dualApp(
  options: {
    database?: TestApp['ctx']['database'];
    clock?: ManualClock;
    feed?: FixedFeed;
    pool?: Record<number, string> | null;
  } = {},
): Promise<DualTest> {
  const feed = options.feed ?? new FixedFeed({ BTC: '95000.00', ETH: '3400.00' });
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
    const pool = options.pool === undefined ? { 1: '10', 2: '100', 3: '1000000' } : options.pool;
    for (const [currency, amount] of Object.entries(pool ?? {})) {
      await fundPool(t, Number(currency), amount);
    }
  }
  return { ...t, feed };
}

export interface ProductTerms {
  currency_id?: number;
  type?: 'call' | 'put';
  linked_price?: string;
  apr?: string;
  per_share?: string;
  total_shares?: number;
  start_time?: string;
  end_time?: string;
}

/**
 * A product created by the operator's service: BTC put at 90,000, 36.5% a year, 100 USDT a
 * share, 100 shares, maturing at MATURITY, unless told.
 */
export async function product(t: TestApp, terms: ProductTerms = {}): Promise<DualProductItem> {
  return createDualProduct(t.ctx, null, {
    currency_id: BTC,
    type: 'put',
    linked_price: '90000',
    apr: '36.5',
    per_share: '100',
    total_shares: 100,
    end_time: MATURITY,
    ...terms,
  });
}

/** A signed-up buyer with `usdt` (and `btc`) in the spot account. */
export async function buyer(
  t: TestApp,
  email: string,
  { usdt = '10000', btc = '0' }: { usdt?: string; btc?: string } = {},
): Promise<Person> {
  const who = await person(t, email);
  if (usdt !== '0') await fund(t, who.id, 'change', USDT, usdt);
  if (btc !== '0') await fund(t, who.id, 'change', BTC, btc);
  return who;
}

type Fields = Record<string, string | number | undefined>;

export function buy(
  t: TestApp,
  who: Person,
  id: number,
  num: string | number,
  extra: Fields = {},
): Promise<Reply<DualBought> & { status: number }> {
  return call<DualBought>(t.app, 'POST', '/dual/buyDual', { id, num, ...extra }, who.token);
}

/** The spot balance of `who` in `currency`. */
export const spot = (t: TestApp, who: Person, currency: number) =>
  balanceOf(t, who.id, 'change', currency);

/** The dual pool's spot balance in `currency` as {available, frozen}. */
export async function pool(
  t: TestApp,
  currency: number,
): Promise<{ available: string; frozen: string }> {
  const [row] = await balancesOf(t.ctx.db, systemOwner('dualPool'), {
    account: 'change',
    currencies: [currency],
  });
  return { available: toPlain(row?.available ?? '0'), frozen: toPlain(row?.frozen ?? '0') };
}

/** Moves the clock past maturity by `ms`, optionally sets the index, and runs the job. */
export async function settleAt(
  t: DualTest,
  at: string,
  prices: Record<string, string> = {},
): Promise<number> {
  t.clock.set(at);
  for (const [symbol, price] of Object.entries(prices)) t.feed.set(symbol, price);
  return settleDueDual(t.ctx);
}

/** The end of every money scenario: the ledger verified (holds included). */
export async function closeBooks(t: TestApp): Promise<void> {
  await expectLedgerBalanced(t.ctx);
}

export async function operatorToken(t: TestApp, role: 'finance' | 'support' = 'finance') {
  const email = `${role}-dual@desk.test`;
  await createOperator(t.ctx.db, t.clock, {
    email,
    name: `${role} desk`,
    role,
    password: 'operator-pass-123',
  });
  const login = await loginOperator(t, {
    email,
    password: 'operator-pass-123',
  });
  expect(login.type).toBe('ok');
  return login.message;
}

export { call, person, type Person };
