/**
 * IEO test helpers: an app on fixed prices (BTC 65000, ETH 3250) with the catalogue, the
 * pairs and the demo tokens as coins; projects created through the same `insertProject` as
 * the operator's route (issuance from the treasury to the pool); subscribers funded in the
 * spot account through the ledger; and the page's calls.
 */
import { expect } from 'vitest';
import {
  IeoSubscriptionStatus,
  dec,
  type BalanceBucket,
  type IeoOrderItem,
  type IeoProjectDetail,
  type IeoProjectItem,
} from '@bourse/shared';
import { and, eq, sql } from 'drizzle-orm';
import { ManualClock } from '../../clock.ts';
import { seedCurrencies, seedRegions } from '../../seed/catalogue.ts';
import { seedInstruments } from '../../seed/instruments.ts';
import { IEO_DEMO_TOKENS } from '../../seed/ieo.ts';
import { seedSettings } from '../../seed/settings.ts';
import { buildTestApp, call, type Reply, type TestApp } from '../../test/helper.ts';
import { createOperator } from '../admin/index.ts';
import { getBalance } from '../ledger/index.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { FixedFeed } from '../market/index.ts';
import { currencies, forgetCurrencies } from '../system/index.ts';
import { balanceOf, fund, person, systemBalance, type Person } from '../wallet/testing.ts';
import { insertProject, type NewProject } from './admin.ts';
import { ieoSubscriptions } from './tables.ts';
import { loginOperator } from '../admin/testing.ts';

export const BTC = 1;
export const ETH = 2;
export const USDT = 3;
/** The demo tokens: NOVA (4 decimals), LUMA (4), VRDT (2). */
export const NOVA = 41;
export const LUMA = 42;
export const VRDT = 43;
/** A Monday, 10:00 UTC. */
export const NOW = '2026-03-02T10:00:00Z';
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

export interface IeoTest extends TestApp {
  feed: FixedFeed;
}

export async function ieoApp(
  options: { database?: TestApp['ctx']['database']; clock?: ManualClock; feed?: FixedFeed } = {},
): Promise<IeoTest> {
  const feed = options.feed ?? new FixedFeed({ BTC: '65000', ETH: '3250' });
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
    await t.ctx.db
      .insert(currencies)
      .values(
        IEO_DEMO_TOKENS.map((k) => ({
          id: k.id,
          name: k.name,
          networks: [],
          names: k.names,
          kind: 'crypto' as const,
          decimals: k.decimals,
          color: k.color,
          logo: `/h5/coins/${k.name.toLowerCase()}.svg`,
        })),
      )
      .onConflictDoNothing();
    forgetCurrencies(t.ctx.db);
  }
  return { ...t, feed };
}

/**
 * A project on NOVA unless told: 0.05 USDT a token, 1,000,000 issued, 100 to 300,000 per
 * user, paid in USDT, BTC or ETH; in progress from an hour ago to a day from now, 30 lock
 * days.
 */
export async function project(t: IeoTest, edit: Partial<NewProject> = {}): Promise<number> {
  const now = t.clock.now().getTime();
  const p: NewProject = {
    currencyId: NOVA,
    title: { en: 'Novaline Network', zh: '诺瓦链网络' },
    summary: { en: 'Cross-border settlement' },
    content: { en: '<p>Settles <strong>payments</strong>.</p><script>alert(1)</script>' },
    logo: '/h5/coins/nova.svg',
    price: '0.05',
    payCurrencyIds: [USDT, BTC, ETH],
    total: '1000000',
    minAmount: '100',
    maxAmount: '300000',
    warmupAt: new Date(now - 2 * HOUR),
    startAt: new Date(now - HOUR),
    endAt: new Date(now + DAY),
    lockDays: 30,
    marketAt: new Date(now + 40 * DAY),
    whitepaperUrl: 'https://novaline.example.org/whitepaper.pdf',
    websiteUrl: 'https://novaline.example.org',
    ...edit,
  };
  const row = await t.ctx.db.transaction((tx) => insertProject(tx, p, t.clock.now()));
  return row.id;
}

/** A signed-up user with `usdt` in the spot account (and BTC/ETH when told). */
export async function subscriber(
  t: IeoTest,
  email: string,
  funds: { usdt?: string; btc?: string; eth?: string } = { usdt: '100000' },
): Promise<Person> {
  const who = await person(t, email);
  if (funds.usdt) await fund(t, who.id, 'change', USDT, funds.usdt);
  if (funds.btc) await fund(t, who.id, 'change', BTC, funds.btc);
  if (funds.eth) await fund(t, who.id, 'change', ETH, funds.eth);
  return who;
}

type Fields = Record<string, string | number | undefined>;

/** `POST /project/order` as `who`: paid in USDT unless told. */
export function order(
  t: IeoTest,
  who: Person,
  projectId: number,
  fields: Fields = {},
): Promise<Reply<string> & { status: number }> {
  return call<string>(
    t.app,
    'POST',
    '/project/order',
    { project_id: projectId, pay_currency: USDT, lang: 'en', ...fields },
    who.token,
  );
}

export async function list(t: IeoTest, token?: string) {
  return call<{ list: IeoProjectItem[]; total: number }>(
    t.app,
    'GET',
    '/project',
    { page: 1, limit: 10 },
    token,
  );
}

export async function detail(t: IeoTest, id: number | string, token?: string) {
  return call<{ info: IeoProjectDetail }>(
    t.app,
    'GET',
    '/project/detail',
    { project_id: id },
    token,
  );
}

export async function myOrders(t: IeoTest, who: Person) {
  return call<{ data: IeoOrderItem[]; total: number }>(
    t.app,
    'GET',
    '/user/project/order',
    { page: 1, limit: 10 },
    who.token,
  );
}

export function spot(
  t: IeoTest,
  who: Person,
  currency: number,
): Promise<Record<BalanceBucket, string>> {
  return balanceOf(t, who.id, 'change', currency);
}

export function pool(t: IeoTest, currency: number): Promise<string> {
  return systemBalance(t, 'ieoPool', 'change', currency);
}

/** An admin operator's token. */
export async function operatorToken(t: IeoTest): Promise<string> {
  await createOperator(t.ctx.db, t.clock, {
    email: 'admin@desk.test',
    name: 'admin desk',
    role: 'admin',
    password: 'operator-pass-123',
  });
  const login = await loginOperator(t, {
    email: 'admin@desk.test',
    password: 'operator-pass-123',
  });
  if (login.type !== 'ok') throw new Error(`operator login failed: ${JSON.stringify(login)}`);
  return login.message;
}

/**
 * Every user's frozen spot balance per coin equals the pay amounts of their subscriptions
 * still waiting for the allocation; then the whole ledger is verified.
 */
export async function closeBooks(t: IeoTest): Promise<void> {
  const rows = await t.ctx.db
    .select({
      userId: ieoSubscriptions.userId,
      currency: ieoSubscriptions.payCurrencyId,
      held: sql<string>`sum(${ieoSubscriptions.payAmount})::text`,
    })
    .from(ieoSubscriptions)
    .where(and(eq(ieoSubscriptions.status, IeoSubscriptionStatus.subscribed)))
    .groupBy(ieoSubscriptions.userId, ieoSubscriptions.payCurrencyId);
  for (const r of rows) {
    const { frozen } = await getBalance(t.ctx.db, r.userId, 'change', r.currency);
    expect(dec(frozen).eq(r.held), `user ${r.userId}: frozen ${frozen}, held ${r.held}`).toBe(true);
  }
  await expectLedgerBalanced(t.ctx);
}

export { call, fund, person, type Person };
