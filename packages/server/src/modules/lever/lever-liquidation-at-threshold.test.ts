/**
 * Liquidation at the published maintenance level (50%), not before and not at the first
 * loss: the account's risk rate (equity at close-side prices / used margin) is checked by
 * the job; at or below the level every position closes at the index itself (no spread)
 * and a lever_liquidations row keeps the account as it was.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { journalsFor } from '../ledger/testing.ts';
import { leverLiquidations } from './tables.ts';
import {
  expectLeverLedgerBalanced,
  fundUser,
  jobs,
  lever,
  leverApp,
  leverBalance,
  move,
  submittedId,
  systemLever,
  trader,
  type LeverTest,
  type Trader,
} from './testing.ts';

let t: LeverTest;
let jay: Trader;
let id: number;

type Trades = {
  message: { data: { liquidation_price: string }[] };
  rate_profits_total: { hazard_rate: string };
};

beforeAll(async () => {
  t = await leverApp();
  jay = await trader(t, 'jay@example.com');
  await fundUser(t, jay.id, '200');
  // Long 2 lots at 10x: ask 95047.5, margin 190.095, fee 0.950475; balance 199.049525.
  id = submittedId(await lever.submit(t, jay.token, { share: 2, multiple: 10, type: 1 }));
});
afterAll(() => t.close());

it('publishes the liquidation price: equity = 50% of 190.095 at index 89892.34', async () => {
  const r = await lever.myTrade(t, jay.token, { status: 1 });
  const m = r.message as Trades;
  expect(m.message.data[0]!.liquidation_price).toBe('89892.34');
  // (199.049525 - 1.9) / 190.095 = 103.711052...%
  expect(m.rate_profits_total.hazard_rate).toBe('103711052');
});

it('does not liquidate at a first or a large loss above the level', async () => {
  move(t, 'BTC', '94000.00');
  expect((await jobs(t)).liquidated).toBe(0);
  // bid 89848.05: equity 199.049525 - 103.989 = 95.060525 > 95.0475
  move(t, 'BTC', '89893.00');
  expect((await jobs(t)).liquidated).toBe(0);
  expect(await leverBalance(t, jay.id)).toEqual({ available: '8.954525', frozen: '190.095' });
});

it('liquidates at the level, at the index: loss 103.11, fee 0.89892', async () => {
  // bid 89847.05: equity 95.040525 <= 95.0475
  move(t, 'BTC', '89892.00');
  expect((await jobs(t)).liquidated).toBe(1);
  expect((await jobs(t)).liquidated).toBe(0);
  const detail = await lever.position(t, jay.token, id);
  const d = detail.message as { position: unknown; liquidation: unknown };
  expect(d.position).toMatchObject({
    status: 3,
    close_reason: 'liquidation',
    update_price: '89892',
    profits: '-103.11',
    close_fee: '0.89892',
  });
  expect(d.liquidation).toMatchObject({
    equity: '95.040525',
    used_margin: '190.095',
    maintenance_percent: '50',
    insurance_paid: '0',
    unrecovered: '0',
    prices: [{ symbol: 'BTC', price: '89892', source: 'fixed' }],
  });
  // 199.049525 - 103.11 - 0.89892
  expect(await leverBalance(t, jay.id)).toEqual({ available: '95.040605', frozen: '0' });
  expect(await systemLever(t, 'treasury')).toBe('103.11');
  const js = await journalsFor(t.ctx.db, { table: 'lever_positions', id });
  expect(js.map((j) => j.reason)).toEqual(['lever_open', 'lever_liquidation']);
  expect(await t.ctx.db.$count(leverLiquidations)).toBe(1);
  await expectLeverLedgerBalanced(t);
});
