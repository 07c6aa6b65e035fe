/**
 * OTC loan test helpers: an app on fixed index prices (`move` changes one and steps the
 * clock a second, so the recorded index has a new tick) with the catalogue, USDC and the
 * loan pool funded as production does (`fundPool`), a finance desk of two operators,
 * borrowers made eligible (VIP level or market maker), the `/loan/*` and desk calls, and
 * `openLoan` that walks one loan through enquiry, claim, offer and acceptance.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BalanceBucket, LoanDetail, LoanEnquiryItem, LoanItem } from '@bourse/shared';
import { ManualClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { seedInstruments } from '../../seed/instruments.ts';
import { USDC, seedLoans } from '../../seed/loans.ts';
import { seedSettings } from '../../seed/settings.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { auditLog, createOperator, fundPool } from '../admin/index.ts';
import { balancesOf, systemOwner } from '../ledger/index.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { FixedFeed } from '../market/index.ts';
import { forgetSettings, settings } from '../system/index.ts';
import { userVip, vipAssessments, vipRuns } from '../vip/index.ts';
import { TEST_PASSWORD, freshIp, postFrom } from '../users/testing.ts';
import { balanceOf, fund, person, type Person } from '../wallet/testing.ts';
import { runLoanJobs } from './jobs.ts';
import { loanAccruals, loans } from './tables.ts';
import { loginOperator } from '../admin/testing.ts';

export const BTC = 1;
export const ETH = 2;
export const USDT = 3;
export { USDC };
/** A Monday, 10:00 UTC. */
export const NOW = '2026-03-02T10:00:00Z';
export const DAY_MS = 86_400_000;
export const PRICES: Record<string, string> = { BTC: '100000', ETH: '4000' };
const OPERATOR_PASSWORD = 'operator-pass-123';

export interface Desk {
  id: number;
  email: string;
  token: string;
}

export interface LoanTest extends TestApp {
  feed: FixedFeed;
  desk: Desk;
  desk2: Desk;
}

/** Operator sessions end when idle: sign a desk in again after moving the clock far. */
export async function signInDesk(t: TestApp, desk: Desk): Promise<void> {
  const login = await loginOperator(t, {
    email: desk.email,
    password: OPERATOR_PASSWORD,
  });
  if (login.type !== 'ok') throw new Error(`operator login refused: ${JSON.stringify(login)}`);
  desk.token = login.message;
}

export async function loansApp(
  opts: { database?: Database; clock?: ManualClock; pool?: Record<number, string> } = {},
): Promise<LoanTest> {
  const feed = new FixedFeed(PRICES);
  const t = await buildTestApp({
    clock: opts.clock ?? new ManualClock(NOW),
    feed,
    ...(opts.database ? { database: opts.database } : {}),
  });
  if (!opts.database) {
    await seedSettings(t.ctx.db, t.clock);
    await seedCurrencies(t.ctx.db);
    await seedInstruments(t.ctx.db);
    await seedLoans(t.ctx.db, t.clock, { production: true });
  }
  const desks: Desk[] = [];
  for (const name of ['Ana', 'Ben']) {
    const email = `${name.toLowerCase()}${opts.database ? 2 : 1}@desk.test`;
    const op = await createOperator(t.ctx.db, t.clock, {
      email,
      name,
      role: 'finance',
      password: OPERATOR_PASSWORD,
    });
    const desk = { id: op.id, email, token: '' };
    await signInDesk(t, desk);
    desks.push(desk);
  }
  const pool = opts.pool ?? { [USDT]: '20000000', [BTC]: '100', [USDC]: '1000000' };
  for (const [currency, amount] of Object.entries(pool)) {
    const ticker = { [BTC]: 'BTC', [ETH]: 'ETH', [USDT]: 'USDT', [USDC]: 'USDC' }[
      Number(currency)
    ]!;
    await fundPool(t.ctx.db, t.clock, {
      pool: 'loanPool',
      account: 'change',
      ticker,
      amount,
      reason: 'loan capital',
    });
  }
  return { ...t, feed, desk: desks[0]!, desk2: desks[1]! };
}

/** Sessions end after 30 idle days: a borrower signs in again after a long term. */
export async function signInAgain(t: TestApp, who: Person, email: string): Promise<void> {
  const login = await postFrom(t.app, freshIp(), '/user/login', {
    user_string: email,
    password: TEST_PASSWORD,
  });
  if (login.type !== 'ok') throw new Error(`login refused: ${JSON.stringify(login)}`);
  who.token = login.message as string;
}

/** Moves an index and steps the clock one second (a new recorded tick). */
export function move(t: LoanTest, symbol: string, price: string): void {
  t.feed.set(symbol, price);
  t.clock.advance(1000);
}

export async function setSetting(t: TestApp, keyword: string, value: string): Promise<void> {
  await t.ctx.db
    .insert(settings)
    .values({ keyword, value, updatedAt: t.clock.now() })
    .onConflictDoUpdate({ target: settings.keyword, set: { value } });
  forgetSettings(t.ctx.db);
}

/** Gives `userId` a VIP level as an assessment would (the vip job's rows). */
export async function setVip(t: TestApp, userId: number, level: number): Promise<void> {
  const at = t.clock.now();
  const day = at.toISOString().slice(0, 10);
  await t.ctx.db
    .insert(vipRuns)
    .values({
      day,
      windowFrom: new Date(at.getTime() - 30 * DAY_MS),
      windowTo: at,
      levels: [],
      levelsSource: 'default',
      prices: {},
      unpriced: [],
      startedAt: at,
      finishedAt: at,
    })
    .onConflictDoNothing();
  const row = { userId, day, level, feeDiscountPercent: '0' };
  await t.ctx.db
    .insert(vipAssessments)
    .values({ ...row, spotVolume: '0', contractVolume: '0', holdings: '0', computedAt: at });
  await t.ctx.db
    .insert(userVip)
    .values({ ...row, updatedAt: at })
    .onConflictDoUpdate({ target: userVip.userId, set: { day, level, updatedAt: at } });
}

/** A signed-up user at VIP2 with `btc` BTC in the spot account. */
export async function borrower(t: TestApp, email: string, btc = '20'): Promise<Person> {
  const who = await person(t, email);
  await setVip(t, who.id, 2);
  if (btc !== '0') await fund(t, who.id, 'change', BTC, btc);
  return who;
}

type Fields = Record<string, string | number | undefined>;

export const loan = {
  terms: (t: TestApp, who?: Person) => call(t.app, 'GET', '/loan/terms', {}, who?.token),
  apply: (t: TestApp, who: Person, f: Fields = {}) =>
    call<string>(
      t.app,
      'POST',
      '/loan/apply',
      {
        amount: '1000000',
        collateral_currency: 'BTC',
        loan_currency: 'USDT',
        term_days: 30,
        contact: 'UID 12345',
        ...f,
      },
      who.token,
    ),
  enquiries: (t: TestApp, who: Person) =>
    call<LoanEnquiryItem[]>(t.app, 'GET', '/loan/enquiries', {}, who.token),
  withdraw: (t: TestApp, who: Person, id: number | string) =>
    call<string>(t.app, 'POST', '/loan/withdraw', { id }, who.token),
  accept: (t: TestApp, who: Person, id: number | string) =>
    call<string>(t.app, 'POST', '/loan/accept', { id }, who.token),
  decline: (t: TestApp, who: Person, id: number | string) =>
    call<string>(t.app, 'POST', '/loan/decline', { id }, who.token),
  list: (t: TestApp, who: Person) => call<LoanItem[]>(t.app, 'GET', '/loan/list', {}, who.token),
  detail: (t: TestApp, who: Person, id: number | string) =>
    call<LoanDetail>(t.app, 'GET', '/loan/detail', { id }, who.token),
  repay: (t: TestApp, who: Person, id: number | string) =>
    call<string>(t.app, 'POST', '/loan/repay', { id }, who.token),
};

/** The standard offer: 1,000,000 USDT for 30 days at 0.05% a day against 20 BTC (200%). */
export const OFFER = {
  loan_currency: 'USDT',
  principal: '1000000',
  collateral_currency: 'BTC',
  collateral_amount: '20',
  daily_percent: '0.05',
  term_days: 30,
};

export const desk = {
  queue: (t: TestApp, d: Desk, f: Fields = {}) =>
    call<{ data: (LoanEnquiryItem & { claimed_by: unknown })[] }>(
      t.app,
      'GET',
      '/admin/loans/enquiries',
      f,
      d.token,
    ),
  claim: (t: TestApp, d: Desk, id: number | string) =>
    call(t.app, 'POST', `/admin/loans/enquiries/${id}/claim`, {}, d.token),
  offer: (t: TestApp, d: Desk, id: number | string, f: Fields = {}) =>
    call<LoanEnquiryItem>(
      t.app,
      'POST',
      `/admin/loans/enquiries/${id}/offer`,
      { ...OFFER, ...f },
      d.token,
    ),
  reject: (t: TestApp, d: Desk, id: number | string, reason = 'Not enough history') =>
    call(t.app, 'POST', `/admin/loans/enquiries/${id}/reject`, { reason }, d.token),
  loans: (t: TestApp, d: Desk) => call(t.app, 'GET', '/admin/loans/list', {}, d.token),
  grant: (t: TestApp, d: Desk, userId: number) =>
    call(t.app, 'POST', '/admin/loans/market-makers', { user_id: userId }, d.token),
  revoke: (t: TestApp, d: Desk, userId: number) =>
    call(t.app, 'POST', '/admin/loans/market-makers/revoke', { user_id: userId }, d.token),
};

/** Enquiry, claim, offer (OFFER with `terms`) and acceptance: the loan's id. */
export async function openLoan(t: LoanTest, who: Person, terms: Fields = {}): Promise<number> {
  const applied = await loan.apply(t, who);
  expect(applied.type, JSON.stringify(applied)).toBe('ok');
  const id = (applied as unknown as { data: LoanEnquiryItem }).data.id;
  // Operator sessions end when idle: a scenario may have moved the clock days ahead.
  await signInDesk(t, t.desk);
  expect((await desk.claim(t, t.desk, id)).type).toBe('ok');
  const offered = await desk.offer(t, t.desk, id, terms);
  expect(offered.type, JSON.stringify(offered)).toBe('ok');
  const accepted = await loan.accept(t, who, id);
  expect(accepted.type, JSON.stringify(accepted)).toBe('ok');
  return (accepted as unknown as { data: LoanItem }).data.id;
}

export const spot = (t: TestApp, who: Person, currency: number) =>
  balanceOf(t, who.id, 'change', currency);

/** The loan pool's spot balance in `currency`. */
export async function poolOf(t: TestApp, currency: number): Promise<Record<BalanceBucket, string>> {
  const [row] = await balancesOf(t.ctx.db, systemOwner('loanPool'), {
    account: 'change',
    currencies: [currency],
  });
  return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
}

export async function loanRow(t: TestApp, id: number) {
  const [row] = await t.ctx.db.select().from(loans).where(eq(loans.id, id));
  return row!;
}

export async function accrualsOf(t: TestApp, id: number) {
  return t.ctx.db
    .select()
    .from(loanAccruals)
    .where(eq(loanAccruals.loanId, id))
    .orderBy(loanAccruals.kind, loanAccruals.day);
}

export async function auditActions(t: TestApp): Promise<string[]> {
  const rows = await t.ctx.db.select({ action: auditLog.action }).from(auditLog);
  return rows.map((r) => r.action);
}

/** Moves the clock to `iso` (or by `ms`) and runs the job once. */
export async function runAt(t: TestApp, at: string | number) {
  if (typeof at === 'string') t.clock.set(at);
  else t.clock.advance(at);
  return runLoanJobs(t.ctx);
}

export const closeBooks = (t: TestApp) => expectLedgerBalanced(t.ctx);

export { call, expect, fund, person, type Person };
