/**
 * Wallet test helpers: an app on fixed prices with the coin catalogue and settings seeded,
 * signed-up users, and funding through the ledger (never by writing balances).
 */
import {
  JournalReason,
  toPlain,
  type SystemAccountName,
  dec,
  type AccountTypeName,
  type BalanceBucket,
  type Page,
} from '@bourse/shared';
import { ManualClock } from '../../clock.ts';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { seedSettings } from '../../seed/settings.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import {
  availableOf,
  creditFromSystem,
  getBalance,
  systemOwner,
  userOwner,
} from '../ledger/index.ts';
import { FixedFeed } from '../market/index.ts';
import { signUp } from '../users/testing.ts';

export const BTC = 1;
export const ETH = 2;
export const USDT = 3;
export const LTC = 4;
export const AAPL = 101;
export const NOW = '2026-03-02T10:00:00Z';
export const NOW_S = Date.parse(NOW) / 1000;

export interface WalletTest extends TestApp {
  feed: FixedFeed;
}

export async function walletApp(prices: Record<string, string> = {}): Promise<WalletTest> {
  const feed = new FixedFeed({ BTC: '65000', ETH: '3250', LTC: '95.5', AAPL: '230.55', ...prices });
  const t = await buildTestApp({ clock: new ManualClock(NOW), feed });
  await seedCurrencies(t.ctx.db);
  await seedSettings(t.ctx.db, t.clock);
  return { ...t, feed };
}

export interface Person {
  token: string;
  id: number;
}

export async function person(t: TestApp, email: string): Promise<Person> {
  const token = await signUp(t.app, email);
  const info = await call<{ id: number }>(t.app, 'GET', '/user/info', {}, token);
  return { token, id: info.message.id };
}

let grant = 0;
/** Credits a user from the faucet system account, through the ledger. */
export async function fund(
  t: TestApp,
  userId: number,
  account: AccountTypeName,
  currency: number,
  amount: string,
): Promise<void> {
  await t.ctx.db.transaction((tx) =>
    creditFromSystem(tx, {
      system: 'faucet',
      to: { owner: userOwner(userId), account },
      currency,
      amount: dec(amount),
      idempotencyKey: `test-grant:${userId}:${++grant}`,
      reason: JournalReason.faucet,
      ref: { table: 'users', id: userId },
      at: t.clock.now(),
    }),
  );
}

/** A user's balance as {available, frozen}. */
export async function balanceOf(
  t: TestApp,
  userId: number,
  account: AccountTypeName,
  currency: number,
): Promise<Record<BalanceBucket, string>> {
  const { available, frozen } = await getBalance(t.ctx.db, userId, account, currency);
  return { available, frozen };
}

/** A system account's available balance (treasury, fees): '0' when it never moved. */
export async function systemBalance(
  t: TestApp,
  system: SystemAccountName,
  account: AccountTypeName,
  currency: number,
): Promise<string> {
  return toPlain(await availableOf(t.ctx.db, systemOwner(system), account, currency));
}

export type { Page };
