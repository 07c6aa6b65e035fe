/**
 * A trader opens a BTC long (3 lots at 10x) and closes it one second later, 1,000 higher.
 * Three followers: 1.5x the trader's lots (4.5), fixed 2 lots, and 0.55x (1.65 lots: a
 * fractional copy, two decimals). Each copy opens at the trader's recorded index of the
 * open and closes at the recorded index of the close, pays its own fees, and the trader
 * gets 10 % of each follower's net profit. Everything to the last digit; ledger verified.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  Exact,
  LeverSide,
  feeOf,
  fillPrice,
  marginOf,
  notionalOf,
  pnlOf,
  profitShareOf,
  toPlain,
} from '@bourse/shared';
import { journalsFor } from '../ledger/testing.ts';
import { leverPositions } from '../lever/index.ts';
import {
  expectLeverLedgerBalanced,
  fundUser,
  lever,
  leverBalance,
  move,
  submittedId,
  trader as signUpTrader,
  type Trader,
} from '../lever/testing.ts';
import { copySignals, copyTrades } from './tables.ts';
import { approvedTrader, copyJobs, follow, followApp, type FollowTest } from './testing.ts';

let t: FollowTest;
let ada: Trader;
let multiple: Trader;
let fixed: Trader;
let fractional: Trader;

const row = async (id: number) =>
  (await t.ctx.db.select().from(leverPositions).where(eq(leverPositions.id, id)))[0]!;
const copiesOf = (id: number) =>
  t.ctx.db.select().from(leverPositions).where(eq(leverPositions.copyOf, id));

beforeAll(async () => {
  t = await followApp();
  ada = await approvedTrader(t, 'ada@example.com', '10');
  await fundUser(t, ada.id, '1000');
  multiple = await signUpTrader(t, 'multiple@example.com');
  fixed = await signUpTrader(t, 'fixed@example.com');
  fractional = await signUpTrader(t, 'fractional@example.com');
  for (const f of [multiple, fixed, fractional]) await fundUser(t, f.id, '2000');
  expect(
    (await follow.follow(t, multiple.token, { trader_user_id: ada.id, type: 1, number: '1.5' }))
      .type,
  ).toBe('ok');
  expect(
    (await follow.follow(t, fixed.token, { trader_user_id: ada.id, type: 2, number: 2 })).type,
  ).toBe('ok');
  expect(
    (await follow.follow(t, fractional.token, { trader_user_id: ada.id, type: 1, number: '0.55' }))
      .type,
  ).toBe('ok');
});
afterAll(() => t.close());

let source: number;
const entry = fillPrice('95000.00', '0.05', LeverSide.long, 'open', '0.01');
const exit = fillPrice('96000.00', '0.05', LeverSide.long, 'close', '0.01');

it('copies the open at the trader’s recorded index, sized by each rule', async () => {
  source = submittedId(await lever.submit(t, ada.token, { share: 3, multiple: 10, type: 1 }));
  const report = await copyJobs(t);
  expect(report).toMatchObject({ opened: 3, skipped: 0 });
  const trader = await row(source);
  expect(toPlain(trader.openPrice!)).toBe(toPlain(entry));
  const copies = await copiesOf(source);
  const lots = new Map(copies.map((c) => [c.userId, c]));
  for (const [who, want] of [
    [multiple, '4.5'],
    [fixed, '2'],
    [fractional, '1.65'],
  ] as const) {
    const c = lots.get(who.id)!;
    expect(toPlain(c.lots)).toBe(want);
    expect(c.orderType).toBe(2);
    expect(c.side).toBe(LeverSide.long);
    expect(c.multiple).toBe(10);
    expect(c.openIndex).toBe(trader.openIndex);
    expect(c.openIndexAt).toEqual(trader.openIndexAt);
    expect(c.openPrice).toBe(trader.openPrice);
    const quantity = new Exact(want).times('0.01');
    expect(toPlain(c.margin)).toBe(toPlain(marginOf(notionalOf(entry, quantity), 10)));
    expect(toPlain(c.openFee)).toBe(toPlain(feeOf(notionalOf(entry, quantity), '0.05')));
  }
  // The 1.65-lot copy: 0.0165 BTC at 95,047.50 = 1,568.28375 notional, 156.828375 margin.
  expect(toPlain(lots.get(fractional.id)!.margin)).toBe('156.828375');
  await expectLeverLedgerBalanced(t);
});

it('a second run copies nothing twice', async () => {
  expect(await copyJobs(t)).toMatchObject({ opened: 0, skipped: 0, closed: 0, signals: 0 });
  expect(await copiesOf(source)).toHaveLength(3);
});

it('closes every copy at the trader’s close price and pays the trader 10 % of each net profit', async () => {
  const before = await leverBalance(t, ada.id);
  move(t, 'BTC', '96000.00');
  expect((await lever.close(t, ada.token, source)).type).toBe('ok');
  const afterOwnClose = await leverBalance(t, ada.id);
  const report = await copyJobs(t);
  expect(report).toMatchObject({ closed: 3 });
  const trader = await row(source);
  expect(toPlain(trader.closePrice!)).toBe(toPlain(exit));
  let shares = new Exact(0);
  for (const copy of await copiesOf(source)) {
    expect(copy.status).toBe(3);
    expect(copy.closeReason).toBe('copy');
    expect(copy.closeIndex).toBe(trader.closeIndex);
    expect(copy.closeIndexAt).toEqual(trader.closeIndexAt);
    expect(copy.closePrice).toBe(trader.closePrice);
    const pnl = pnlOf(LeverSide.long, entry, exit, copy.quantity);
    expect(toPlain(copy.profit!)).toBe(toPlain(pnl));
    const net = pnl.minus(copy.openFee).minus(copy.closeFee);
    const share = profitShareOf(net, '10');
    expect(share.gt(0)).toBe(true);
    shares = shares.plus(share);
    const journals = await journalsFor(t.ctx.db, { table: 'lever_positions', id: copy.id });
    const paid = journals.filter((j) => j.reason === 'copy_profit_share');
    expect(paid.map((j) => j.idempotencyKey)).toEqual([`lever_positions:${copy.id}:share`]);
  }
  // 4.5 lots: P/L 40.7025, fees 2.138569 + 2.15892 -> net 36.405011, share 3.640501.
  const big = (await copiesOf(source)).find((c) => c.userId === multiple.id)!;
  expect(toPlain(big.profit!)).toBe('40.7025');
  expect(
    toPlain(profitShareOf(new Exact(big.profit!).minus(big.openFee).minus(big.closeFee), '10')),
  ).toBe('3.640501');
  const after = await leverBalance(t, ada.id);
  expect(toPlain(new Exact(after.available).minus(afterOwnClose.available))).toBe(toPlain(shares));
  expect(new Exact(after.available).gt(before.available)).toBe(true);
  await expectLeverLedgerBalanced(t);
});

it('the copy history shows each opened and closed copy with the trader’s prices', async () => {
  const history = await follow.copies(t, multiple.token);
  expect(history.type).toBe('ok');
  const outcomes = history.message.data.map((d) => d.outcome);
  expect(outcomes).toEqual(['closed', 'opened']);
  const [closed, opened] = history.message.data;
  expect(closed!.index_price).toBe('96000');
  expect(opened!.index_price).toBe('95000');
  expect(closed!.profit_share).toBe('3.640501');
  expect(closed!.profit).toBe('36.405011');
  expect(opened!.profit).toBe('');
});

it('the database refuses to change what a copy did or the price a signal carried', async () => {
  const [trade] = await t.ctx.db.select().from(copyTrades).limit(1);
  await expect(
    t.ctx.db.update(copyTrades).set({ profitShare: '999' }).where(eq(copyTrades.id, trade!.id)),
  ).rejects.toThrow();
  await expect(t.ctx.db.delete(copyTrades).where(eq(copyTrades.id, trade!.id))).rejects.toThrow();
  const [signal] = await t.ctx.db.select().from(copySignals).limit(1);
  await expect(
    t.ctx.db.update(copySignals).set({ indexPrice: '1' }).where(eq(copySignals.id, signal!.id)),
  ).rejects.toThrow();
  await expect(
    t.ctx.db
      .update(copySignals)
      .set({ processedAt: new Date() })
      .where(eq(copySignals.id, signal!.id)),
  ).rejects.toThrow();
  // A copy's link to the trader's position is part of the order as placed.
  const [copy] = await copiesOf(source);
  await expect(
    t.ctx.db.update(leverPositions).set({ copyOf: null }).where(eq(leverPositions.id, copy!.id)),
  ).rejects.toThrow();
});
