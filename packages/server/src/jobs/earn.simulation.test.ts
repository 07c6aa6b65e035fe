/**
 * The earn products on the clock (issue 11): 1,000 users, 90 simulated days of lock-up
 * deposits and early redemptions, dual purchases and IEO subscriptions, with the index
 * walking and every product's job running as in production (a few times a simulated day).
 * Then the clock runs on until everything has matured, and the books are read back:
 * every lock-up order ended once (its credits one per day paid, one redemption journal),
 * every dual order settled once, every IEO subscription allotted and released once, and
 * the ledger sums to zero with every frozen amount explained. Seeded: the same run each time.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DualType, JournalReason, dec, seededRandom, type LockupPlanItem } from '@bourse/shared';
import { ManualClock } from '../clock.ts';
import { rowsOf } from '../db/migrate.ts';
import { DomainError } from '../http/errors.ts';
import { buyDual, listProducts, settleDueDual } from '../modules/dual/index.ts';
import { listProjects, runIeoJobs, subscribe } from '../modules/ieo/index.ts';
import { creditFromSystem, userOwner, verifyLedger } from '../modules/ledger/index.ts';
import { depositLockup, listPlans, redeemEarly, runLockupJobs } from '../modules/lockup/index.ts';
import { FixedFeed } from '../modules/market/index.ts';
import { users } from '../modules/users/index.ts';
import { seedCurrencies, seedRegions } from '../seed/catalogue.ts';
import { seedDual } from '../seed/dual.ts';
import { seedIeo } from '../seed/ieo.ts';
import { seedInstruments } from '../seed/instruments.ts';
import { seedLockup } from '../seed/lockup.ts';
import { seedSettings } from '../seed/settings.ts';
import { buildTestApp, type TestApp } from '../test/helper.ts';

const SEED = 20_261_127;
const USERS = 1_000;
const DAYS = 90;
/** Job runs per simulated day (every 6 hours), and user actions between two runs. */
const STEPS_PER_DAY = 2;
const ACTIONS_PER_STEP = 5;
const HOUR = 3_600_000;
const BTC = 1;
const ETH = 2;
const USDT = 3;

let t: TestApp;
let feed: FixedFeed;
const rng = seededRandom(SEED);
const done = { deposits: 0, redemptions: 0, dual: 0, ieo: 0, refused: 0 };
let ids: number[] = [];

async function createUsers(clock: ManualClock): Promise<number[]> {
  const rows = await t.ctx.db
    .insert(users)
    .values(
      Array.from({ length: USERS }, (_, i) => ({
        account: `earn${i + 1}@sim.test`,
        email: `earn${i + 1}@sim.test`,
        // Nobody signs in: the simulation calls the services as each user.
        passwordHash: 'not-a-password-hash',
        nickname: `earn ${i + 1}`,
        inviteCode: `EARN${String(i + 1).padStart(5, '0')}`,
        createdAt: clock.now(),
      })),
    )
    .returning({ id: users.id });
  for (let i = 0; i < rows.length; i += 100) {
    await t.ctx.db.transaction(async (tx) => {
      for (const { id } of rows.slice(i, i + 100)) {
        for (const [currency, amount] of [
          [USDT, '20000'],
          [BTC, '0.5'],
          [ETH, '6'],
        ] as const) {
          await creditFromSystem(tx, {
            system: 'faucet',
            to: { owner: userOwner(id), account: 'change' },
            currency,
            amount: dec(amount),
            idempotencyKey: `sim:earn:${id}:${currency}`,
            reason: JournalReason.faucet,
            ref: { table: 'users', id },
            at: clock.now(),
          });
        }
      }
    });
  }
  return rows.map((r) => r.id);
}

/** A refusal the product gives on purpose (limits, balance, sold out, phase): counted, not thrown. */
async function attempt(action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    done.refused++;
    return false;
  }
}

/** Amounts in whole units of a plan's coin, inside its limits. */
function amountFor(plan: LockupPlanItem): string {
  const min = dec(plan.save_min);
  const max = dec(plan.save_max).mul(0.2);
  const span = max.minus(min);
  const value = min.plus(span.gt(0) ? span.mul(rng.next()) : 0);
  return value.toDecimalPlaces(plan.currency_name === 'USDT' ? 0 : 4, 1).toFixed();
}

async function act(userId: number): Promise<void> {
  const roll = rng.next();
  if (roll < 0.35) {
    const plans = await listPlans(t.ctx.db, 'en');
    const open = plans.filter((p) => p.status === 'active');
    if (!open.length) return;
    const plan = rng.pick(open);
    if (
      await attempt(() =>
        depositLockup(t.ctx, userId, { config_id: plan.id, amount: amountFor(plan) }),
      )
    )
      done.deposits++;
  } else if (roll < 0.45) {
    // Someone who holds a running lock-up changes their mind (the caller is its owner).
    const running = rowsOf<{ id: string; user_id: number }>(
      await t.ctx.db.execute(
        sql`select id::text, user_id from lockup_orders where status = 1 order by id`,
      ),
    );
    if (!running.length) return;
    const order = rng.pick(running);
    if (await attempt(() => redeemEarly(t.ctx, order.user_id, Number(order.id))))
      done.redemptions++;
  } else if (roll < 0.85) {
    const coin = rng.pick([BTC, ETH]);
    const type = rng.pick([DualType.call, DualType.put]);
    const products = await listProducts(t.ctx, { currency_id: coin, type });
    const buyable = products.dual_currencys.filter((p) => p.status && p.remaining_number > 0);
    if (!buyable.length) return;
    const product = rng.pick(buyable);
    if (await attempt(() => buyDual(t.ctx, userId, { id: product.id, num: rng.int(1, 3) })))
      done.dual++;
  } else {
    const projects = await listProjects(t.ctx, { page: 1, limit: 10 }, 'en');
    const live = projects.list.filter((p) => p.time_status === 2);
    if (!live.length) return;
    const project = rng.pick(live);
    const amount = dec(project.min_amount).mul(rng.int(1, 4)).toFixed();
    if (
      await attempt(() =>
        subscribe(t.ctx, userId, { project_id: project.id, amount, pay_currency: USDT }, 'en'),
      )
    )
      done.ieo++;
  }
}

async function runJobs(): Promise<void> {
  await runLockupJobs(t.ctx);
  await settleDueDual(t.ctx);
  await runIeoJobs(t.ctx);
}

/** The index walks a little every step, as the recorded tape would. */
function walk(): void {
  for (const [symbol, base] of [
    ['BTC', 95_000],
    ['ETH', 3_400],
  ] as const) {
    const drift = 1 + (rng.next() - 0.5) * 0.3;
    feed.set(symbol, (base * drift).toFixed(2));
  }
}

beforeAll(async () => {
  const clock = new ManualClock('2026-03-02T10:00:00Z');
  feed = new FixedFeed({ BTC: '95000.00', ETH: '3400.00' });
  t = await buildTestApp({ clock, feed });
  await seedSettings(t.ctx.db, clock);
  await seedRegions(t.ctx.db);
  await seedCurrencies(t.ctx.db);
  await seedInstruments(t.ctx.db);
  await seedIeo(t.ctx.db, clock, { production: false });
  await seedLockup(t.ctx.db, clock, { production: false });
  await seedDual(t.ctx.db, clock, { production: false });
  ids = await createUsers(clock);
}, 120_000);
afterAll(() => t.close());

it(`${USERS} users, ${DAYS} days of earn products, every position paid exactly once (seed ${SEED})`, async () => {
  for (let day = 0; day < DAYS; day++) {
    for (let step = 0; step < STEPS_PER_DAY; step++) {
      for (let a = 0; a < ACTIONS_PER_STEP; a++) await act(rng.pick(ids));
      t.clock.advance((24 / STEPS_PER_DAY) * HOUR);
      walk();
      await runJobs();
    }
    if (day % 15 === 0) console.log(`earn simulation: day ${day}`, JSON.stringify(done));
    // A fresh demo grid once a coin's dual products have all matured (the dualDemoGrid job).
    await seedDual(t.ctx.db, t.clock, { production: false });
  }
  // Everything matures: the longest plan, the longest dual term and every IEO lock period,
  // in ten-day strides (the jobs catch up what a stride skips, as after an outage).
  for (let stride = 0; stride < 20; stride++) {
    t.clock.advance(10 * 24 * HOUR);
    walk();
    await runJobs();
  }
  // The run was not empty: every product was used.
  expect(done.deposits).toBeGreaterThan(150);
  expect(done.redemptions).toBeGreaterThan(20);
  expect(done.dual).toBeGreaterThan(150);
  expect(done.ieo).toBeGreaterThan(10);

  const one = async (query: ReturnType<typeof sql>) =>
    rowsOf<Record<string, string>>(await t.ctx.db.execute(query));
  // Lock-up: every order ended, its credits one per paid day, its redemption journal posted
  // (keys are unique, so at most once); an early one's unpaid reserve went back to the pool.
  expect(await one(sql`select id from lockup_orders where status <> 2`)).toEqual([]);
  expect(
    await one(sql`select o.id from lockup_orders o
      where o.redeem_kind = 'matured' and o.days_paid <> o.lock_days`),
  ).toEqual([]);
  expect(
    await one(sql`select o.id from lockup_orders o
      where (select count(*) from lockup_credits c where c.order_id = o.id) <> o.days_paid`),
  ).toEqual([]);
  expect(
    await one(sql`select o.id from lockup_orders o
      where not exists (select 1 from journals j
                        where j.idempotency_key = 'lockup_orders:' || o.id || ':redeem')`),
  ).toEqual([]);
  expect(
    await one(sql`select o.id from lockup_orders o
      where o.redeem_kind = 'early' and o.days_paid < o.lock_days and not exists (
        select 1 from journals j where j.idempotency_key = 'lockup_orders:' || o.id || ':release')`),
  ).toEqual([]);
  // Dual: every order settled once.
  expect(await one(sql`select id from dual_orders where status <> 3`)).toEqual([]);
  expect(
    await one(sql`select o.id from dual_orders o
      where (select count(*) from journals j where j.ref_table = 'dual_orders'
             and j.ref_id = o.id::text and j.reason = 'dual_settle') <> 1`),
  ).toEqual([]);
  // IEO: every subscription allotted and released, tokens credited once when any.
  expect(await one(sql`select id from ieo_subscriptions where status <> 3`)).toEqual([]);
  expect(
    await one(sql`select s.id from ieo_subscriptions s
      where (select count(*) from journals j where j.ref_table = 'ieo_subscriptions'
             and j.ref_id = s.id::text and j.reason = 'ieo_release') <> (case when s.allotted > 0 then 1 else 0 end)`),
  ).toEqual([]);
  // The books: every journal sums to zero, nothing guarded is negative, every hold explained.
  const report = await verifyLedger(t.ctx.db);
  expect(report.problems).toEqual([]);
  console.log(
    `earn simulation (seed ${SEED}): ${done.deposits} lock-ups, ${done.redemptions} early redemptions, ` +
      `${done.dual} dual orders, ${done.ieo} IEO subscriptions, ${done.refused} refused`,
  );
}, 600_000);
