/**
 * A seeded simulation of contracts and seconds options together (issue 10): random opens
 * (market and limit, long and short, every multiple), closes, batch closes, stops, option
 * bets on both sides and transfers out of the contract account, across several users,
 * while the index walks, jumps and now and then crashes 90% in one second; the jobs (tape,
 * limit fills, triggers, liquidations, overnight fees, option settlements) run as the
 * clock moves. After every step no user balance is negative; every 25 steps and at the end
 * the ledger verifies (each currency sums to zero, every hold is held by an open position,
 * a pending order or an open option). No request may answer 5xx.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/migrate.ts';
import { Decimal, dec, seededRandom, type Rng } from '@bourse/shared';
import { ManualClock } from '../clock.ts';
import { FixedFeed, recordTape } from '../modules/market/index.ts';
import { runLeverJobs } from '../modules/lever/index.ts';
import { settleDueOptions } from '../modules/options/index.ts';
import { everyBalance, expectLedgerBalanced } from '../modules/ledger/testing.ts';
import { fund, person, type Person } from '../modules/wallet/testing.ts';
import { creditFromSystem, systemOwner } from '../modules/ledger/index.ts';
import { JournalReason } from '@bourse/shared';
import { seedCurrencies, seedRegions } from '../seed/catalogue.ts';
import { seedInstruments } from '../seed/instruments.ts';
import { seedLever } from '../seed/lever.ts';
import { seedOptions } from '../seed/options.ts';
import { seedSettings } from '../seed/settings.ts';
import { buildTestApp, call, type TestApp } from '../test/helper.ts';

const SEED = 20261126;
const STEPS = 400;
const USDT = 3;
const PAIRS = [
  { symbol: 'BTC', currencyId: 1, tick: 2 },
  { symbol: 'ETH', currencyId: 2, tick: 2 },
];

let t: TestApp;
let users: Person[];
let pairIds: Record<string, number>;
const feed = new FixedFeed({ BTC: '95000.00', ETH: '3400.00' });
const START: Record<string, string> = { BTC: '95000.00', ETH: '3400.00' };
const price: Record<string, string> = { ...START };

beforeAll(async () => {
  // A Monday, 10:00 UTC; the walk crosses midnight, so overnight fees are charged too.
  t = await buildTestApp({ clock: new ManualClock('2026-03-02T22:00:00Z'), feed });
  await seedSettings(t.ctx.db, t.clock);
  await seedRegions(t.ctx.db);
  await seedCurrencies(t.ctx.db);
  await seedInstruments(t.ctx.db);
  await seedLever(t.ctx.db, t.clock, { production: true });
  await seedOptions(t.ctx.db, t.clock);
  await t.ctx.db.transaction((tx) =>
    creditFromSystem(tx, {
      system: 'faucet',
      to: { owner: systemOwner('insurance'), account: 'lever' },
      currency: USDT,
      amount: dec('1000000'),
      idempotencyKey: 'sim:insurance',
      reason: JournalReason.faucet,
      ref: { table: 'users', id: 0 },
      at: t.clock.now(),
    }),
  );
  users = [];
  for (let i = 0; i < 5; i++) {
    const who = await person(t, `sim${i}@example.com`);
    await fund(t, who.id, 'lever', USDT, String(2000 + i * 3000));
    await fund(t, who.id, 'micro', USDT, '1500');
    expect(
      (await call(t.app, 'POST', '/microtrade/disclosure', { accept: 1 }, who.token)).type,
    ).toBe('ok');
    users.push(who);
  }
  const quotation = await call<{ quotation: { id: number; currency_name: string }[] }[]>(
    t.app,
    'GET',
    '/currency/quotation_new',
  );
  pairIds = Object.fromEntries(
    quotation.message.flatMap((g) => g.quotation).map((q) => [q.currency_name, q.id]),
  );
}, 120_000);
afterAll(() => t?.close());

/**
 * The next index: a small walk mostly, a fall of 5-20% now and then (liquidates the high
 * multiples), rarely a 90% crash in one second (the insurance fund pays), and a return
 * near the starting price after a crash, so the market stays tradable.
 */
function nextPrice(rng: Rng, current: string, start: string, tick: number): string {
  const roll = rng.next();
  const now = dec(current);
  const next = now.lt(dec(start).div(4))
    ? dec(start).times(0.9 + rng.next() * 0.2)
    : now.times(
        roll < 0.03
          ? 0.1
          : roll < 0.12
            ? 0.8 + rng.next() * 0.15
            : roll < 0.2
              ? 1.05 + rng.next() * 0.15
              : 1 + (rng.next() - 0.5) * 0.01,
      );
  const floor = dec(1).div(10 ** tick);
  return Decimal.max(next.toDecimalPlaces(tick), floor).toFixed(tick);
}

async function openPositions(who: Person): Promise<string[]> {
  const r = await call<{ message: { data: { id: number | string }[] } }>(
    t.app,
    'POST',
    '/lever/my_trade',
    { page: 1, status: 1 },
    who.token,
  );
  expect(r.status).toBeLessThan(500);
  return r.type === 'ok' ? r.message.message.data.map((p) => String(p.id)) : [];
}

it(`trades contracts and options against a wild index and keeps the books (seed ${SEED})`, async () => {
  const rng = seededRandom(SEED);
  const replies: Record<string, number> = {};
  const note = (what: string, r: { status: number; type: unknown }) => {
    expect(r.status, what).toBeLessThan(500);
    const key = `${what}:${r.type === 'ok' ? 'ok' : 'refused'}`;
    replies[key] = (replies[key] ?? 0) + 1;
  };
  for (let step = 1; step <= STEPS; step++) {
    const who = rng.pick(users);
    const pair = rng.pick(PAIRS);
    const roll = rng.next();
    if (roll < 0.3) {
      for (const p of PAIRS) {
        price[p.symbol] = nextPrice(rng, price[p.symbol]!, START[p.symbol]!, p.tick);
        feed.set(p.symbol, price[p.symbol]!);
      }
      t.clock.advance(1000 + Math.floor(rng.next() * 120_000));
      await recordTape(t.ctx);
      await runLeverJobs(t.ctx);
      await settleDueOptions(t.ctx);
    } else if (roll < 0.55) {
      const limit = rng.next() < 0.3;
      const side = rng.next() < 0.5 ? 1 : 2;
      const away = dec(price[pair.symbol]!)
        .times(side === 1 ? 0.99 : 1.01)
        .toFixed(pair.tick);
      note(
        'open',
        await call(
          t.app,
          'POST',
          '/lever/submit',
          {
            currency_id: pair.currencyId,
            legal_id: USDT,
            share: 1 + Math.floor(rng.next() * 5),
            multiple: rng.pick([5, 10, 20, 50, 100]),
            type: side,
            status: limit ? 0 : 1,
            target_price: limit ? away : '999',
            password: '',
          },
          who.token,
        ),
      );
    } else if (roll < 0.7) {
      const open = await openPositions(who);
      if (open.length > 0)
        note('close', await call(t.app, 'POST', '/lever/close', { id: rng.pick(open) }, who.token));
    } else if (roll < 0.74) {
      note(
        'batch_close',
        await call(t.app, 'POST', '/lever/batch_close', { type: rng.pick([0, 1, 2]) }, who.token),
      );
    } else if (roll < 0.8) {
      const open = await openPositions(who);
      if (open.length > 0) {
        const p = dec(price[pair.symbol]!);
        note(
          'setstop',
          await call(
            t.app,
            'POST',
            '/lever/setstop',
            {
              id: rng.pick(open),
              target_profit_price: p.times(1 + rng.next() * 0.05).toFixed(2),
              stop_loss_price: p.times(1 - rng.next() * 0.05).toFixed(2),
            },
            who.token,
          ),
        );
      }
    } else if (roll < 0.95) {
      t.clock.advance(5000);
      note(
        'option',
        await call(
          t.app,
          'POST',
          '/microtrade/submit',
          {
            match_id: pairIds[pair.symbol],
            currency_id: USDT,
            type: rng.next() < 0.5 ? 1 : 2,
            seconds: rng.pick([60, 120, 300]),
            number: String(10 + Math.floor(rng.next() * 190)),
          },
          who.token,
        ),
      );
    } else {
      note(
        'transfer_out',
        await call(
          t.app,
          'POST',
          '/wallet/change',
          {
            currency_id: USDT,
            number: String(50 + Math.floor(rng.next() * 3000)),
            from_field: 'lever',
            to_field: 'change',
          },
          who.token,
        ),
      );
    }
    for (const b of await everyBalance(t.ctx.db, { ownerKind: 'user' })) {
      expect(
        dec(b.available).gte(0) && dec(b.frozen).gte(0),
        `step ${step}: ${JSON.stringify(b)}`,
      ).toBe(true);
    }
    if (step % 25 === 0) await expectLedgerBalanced(t.ctx);
  }
  // Everything left open settles: options after their longest duration, contracts closed.
  t.clock.advance(301_000);
  await recordTape(t.ctx);
  await runLeverJobs(t.ctx);
  await settleDueOptions(t.ctx);
  for (const who of users)
    note('batch_close', await call(t.app, 'POST', '/lever/batch_close', { type: 0 }, who.token));
  await expectLedgerBalanced(t.ctx);
  // The walk did exercise each kind of step (a guard against a simulation of nothing),
  // liquidations and the insurance fund included.
  for (const what of ['open', 'close', 'option', 'transfer_out'])
    expect(replies[`${what}:ok`] ?? 0, JSON.stringify(replies)).toBeGreaterThan(0);
  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: string }>(await t.ctx.db.execute(query))[0]!.n);
  const liquidations = await count(sql`select count(*) as n from lever_liquidations`);
  const rescued = await count(
    sql`select count(*) as n from lever_liquidations where insurance_paid > 0`,
  );
  const charges = await count(
    sql`select count(*) as n from lever_charges where kind = 'overnight'`,
  );
  if (process.env.SIM_REPORT) console.log({ replies, liquidations, rescued, charges });
  expect(liquidations).toBeGreaterThan(0);
}, 600_000);
