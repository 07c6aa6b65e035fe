/**
 * The financial hub (`GET /earn/summary`): one user's IEO subscription, lock-up and dual
 * order on the demo products, per coin, with the next events soonest first; then the
 * clock runs each product's jobs and the hub follows: credits and a maturity paid, tokens
 * allotted, the dual order settled.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EarnProductSummary, EarnSummary } from '@bourse/shared';
import { ManualClock } from '../../clock.ts';
import { seedCurrencies, seedRegions } from '../../seed/catalogue.ts';
import { seedDual } from '../../seed/dual.ts';
import { seedIeo } from '../../seed/ieo.ts';
import { seedInstruments } from '../../seed/instruments.ts';
import { seedLockup } from '../../seed/lockup.ts';
import { seedSettings } from '../../seed/settings.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { settleDueDual } from '../dual/index.ts';
import { runIeoJobs } from '../ieo/index.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { runLockupJobs } from '../lockup/index.ts';
import { earnSummary } from './summary.ts';
import { FixedFeed } from '../market/index.ts';
import { fund, person, type Person } from '../wallet/testing.ts';

const USDT = 3;
const DAY = 86_400_000;
let t: TestApp;
let ann: Person;

const summary = async (who: Person, lang = 'en') =>
  (await call<EarnSummary>(t.app, 'GET', '/earn/summary', { lang }, who.token)).message;
const product = (s: EarnSummary, name: string) =>
  s.products.find((p) => p.product === name) as EarnProductSummary;

beforeAll(async () => {
  const clock = new ManualClock('2026-03-02T10:00:00Z');
  t = await buildTestApp({ clock, feed: new FixedFeed({ BTC: '95000.00', ETH: '3400.00' }) });
  await seedSettings(t.ctx.db, clock);
  await seedRegions(t.ctx.db);
  await seedCurrencies(t.ctx.db);
  await seedInstruments(t.ctx.db);
  await seedIeo(t.ctx.db, clock, { production: false });
  await seedLockup(t.ctx.db, clock, { production: false });
  await seedDual(t.ctx.db, clock, { production: false });
  ann = await person(t, 'ann@example.com');
  await fund(t, ann.id, 'change', USDT, '100000');
});
afterAll(() => t.close());

it('answers 999 to a guest and an empty hub to a user with nothing', async () => {
  expect((await call(t.app, 'GET', '/earn/summary')).type).toBe('999');
  const empty = await summary(ann);
  expect(empty.upcoming).toEqual([]);
  expect(empty.products.map((p) => [p.product, p.open, p.holding, p.pending, p.paid])).toEqual([
    ['ieo', 0, [], [], []],
    ['lockup', 0, [], [], []],
    ['dual', 0, [], [], []],
  ]);
});

it('lists each position per coin and the next events soonest first', async () => {
  // A USDT lock-up, a put (USDT invested) and an IEO subscription paid in USDT.
  const plans = await call<{ id: number; currency_name: string; day: number }[]>(
    t.app,
    'GET',
    '/lh/deposit/config',
  );
  const plan = plans.message.find((p) => p.currency_name === 'USDT')!;
  const deposit = await call(
    t.app,
    'POST',
    '/lh/deposit',
    { config_id: plan.id, amount: '1000' },
    ann.token,
  );
  expect(deposit.type).toBe('ok');

  const puts = await call<{ dual_currencys: { id: number; status: number }[] }>(
    t.app,
    'GET',
    '/dual/index',
    { currency_id: 1, type: 'put' },
  );
  const put = puts.message.dual_currencys.find((p) => p.status)!;
  expect((await call(t.app, 'POST', '/dual/buyDual', { id: put.id, num: 2 }, ann.token)).type).toBe(
    'ok',
  );

  const projects = await call<{ list: { id: number; time_status: number }[] }>(
    t.app,
    'GET',
    '/project',
    {
      page: 1,
    },
  );
  const live = projects.message.list.find((p) => p.time_status === 2)!;
  const info = await call<{ info: { price: string } }>(t.app, 'GET', '/project/detail', {
    project_id: live.id,
  });
  const subscribe = await call(
    t.app,
    'POST',
    '/project/order',
    {
      project_id: live.id,
      amount: 500,
      pay_currency: USDT,
      price: String(500 * Number(info.message.info.price)),
    },
    ann.token,
  );
  expect(subscribe.type, JSON.stringify(subscribe.message)).toBe('ok');

  const s = await summary(ann);
  const lockup = product(s, 'lockup');
  expect(lockup).toMatchObject({
    open: 1,
    holding: [{ currency: 'USDT', amount: '1000' }],
    paid: [],
  });
  expect(lockup.pending).toHaveLength(1);
  expect(lockup.next).toMatchObject({ kind: 'lockupCredit', product: 'lockup' });
  const dual = product(s, 'dual');
  expect(dual).toMatchObject({ open: 1, holding: [{ currency: 'USDT', amount: '200' }], paid: [] });
  expect(dual.next).toMatchObject({ kind: 'dualSettle' });
  expect(dual.next!.title).toMatch(/^Buy BTC low · \d+$/);
  const ieo = product(s, 'ieo');
  expect(ieo).toMatchObject({ open: 1, pending: [], paid: [] });
  expect(ieo.holding).toEqual([{ currency: 'USDT', amount: expect.any(String) }]);
  expect(ieo.next).toMatchObject({ kind: 'ieoAllocate' });
  // Soonest first, at most five.
  expect(s.upcoming.map((e) => e.at)).toEqual(
    [...s.upcoming.map((e) => e.at)].sort((a, b) => a - b),
  );
  expect(s.upcoming.length).toBe(3);
  // Titles in the caller's language.
  const zh = await summary(ann, 'zh');
  expect(product(zh, 'lockup').next!.title).toMatch(/天锁仓/);
  // Another user sees none of it.
  const bob = await person(t, 'bob@example.com');
  expect((await summary(bob)).upcoming).toEqual([]);
});

it('follows the jobs: credits paid, the dual order settled, tokens allotted', async () => {
  for (let day = 0; day < 40; day++) {
    t.clock.advance(DAY);
    await runLockupJobs(t.ctx);
    await settleDueDual(t.ctx);
    await runIeoJobs(t.ctx);
  }
  // Forty days on, Ann's session has reached its maximum age: the service reads for her.
  expect((await call(t.app, 'GET', '/earn/summary', {}, ann.token)).type).toBe('999');
  const s = await earnSummary(t.ctx.db, ann.id, 'en');
  const lockup = product(s, 'lockup');
  // The USDT plans run at most 30 days in the demo, then the principal is back.
  expect(lockup.open).toBe(0);
  expect(lockup.holding).toEqual([]);
  expect(lockup.paid).toHaveLength(1);
  expect(lockup.paid[0]!.currency).toBe('USDT');
  const dual = product(s, 'dual');
  expect(dual.open).toBe(0);
  expect(dual.paid).toHaveLength(1);
  expect(product(s, 'ieo')).toMatchObject({ open: 0, holding: [], pending: [] });
  expect(product(s, 'ieo').paid).toEqual([{ currency: 'LUMA', amount: '500' }]);
  expect(s.upcoming).toEqual([]);
  await expectLedgerBalanced(t.ctx);
});
