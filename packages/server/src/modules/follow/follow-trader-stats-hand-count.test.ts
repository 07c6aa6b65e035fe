/**
 * A trader's figures against a hand count: a long closed in profit the day before, then a
 * long at a loss, a short in profit and a long still open today. Net P/L is the P/L after
 * both fees; the return divides it by the closed positions' opening margins; accuracy is
 * profitable closed / closed. A follower's copies are not the trader's own figures.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { Exact, toPlain } from '@bourse/shared';
import { leverPositions } from '../lever/index.ts';
import {
  fundUser,
  lever,
  move,
  submittedId,
  trader as signUp,
  type Trader,
} from '../lever/testing.ts';
import { refreshTraderStats } from './stats.ts';
import { approvedTrader, copyJobs, follow, followApp, type FollowTest } from './testing.ts';

let t: FollowTest;
let ada: Trader;

beforeAll(async () => {
  t = await followApp({ now: '2026-03-01T23:50:00Z' });
  ada = await approvedTrader(t, 'ada@example.com');
  await fundUser(t, ada.id, '20000');
  const fan = await signUp(t, 'fan@example.com');
  await fundUser(t, fan.id, '20000');
  await follow.follow(t, fan.token, { trader_user_id: ada.id, type: 1, number: 2 });
});
afterAll(() => t.close());

async function trade(side: 1 | 2, lots: number, from: string, to: string | null) {
  move(t, 'BTC', from);
  const id = submittedId(
    await lever.submit(t, ada.token, { share: lots, multiple: 10, type: side }),
  );
  await copyJobs(t);
  if (to) {
    move(t, 'BTC', to);
    await lever.close(t, ada.token, id);
    await copyJobs(t);
  }
  return id;
}

it('matches a hand count of the trader’s own positions', async () => {
  await trade(1, 2, '95000.00', '96000.00'); // yesterday: long, profit
  t.clock.set(new Date('2026-03-02T09:00:00Z'));
  await trade(1, 1, '96000.00', '95500.00'); // long, loss
  await trade(2, 3, '95500.00', '95000.00'); // short, profit
  await trade(1, 1, '95000.00', null); // still open
  await refreshTraderStats(t.ctx);

  const own = await t.ctx.db
    .select()
    .from(leverPositions)
    .where(and(eq(leverPositions.userId, ada.id), isNull(leverPositions.copyOf)));
  const closed = own.filter((p) => p.status === 3);
  expect(closed).toHaveLength(3);
  const net = (p: (typeof own)[number]) =>
    new Exact(p.profit!).minus(p.openFee).minus(p.closeFee).minus(p.overnightPaid);
  const [y, loss, short] = closed.sort((a, b) => a.id - b.id);
  expect(net(y!).gt(0) && net(loss!).lt(0) && net(short!).gt(0)).toBe(true);
  const total = net(y!).plus(net(loss!)).plus(net(short!));
  const margins = new Exact(y!.openMargin).plus(loss!.openMargin).plus(short!.openMargin);

  const detail = await follow.detail(t, ada.id);
  expect(detail.message.data).toEqual({
    follow_num: 1,
    total_profits: toPlain(total),
    total_income_rate: toPlain(total.div(margins).times(100).toDecimalPlaces(2)),
    correct_rate: '66.67',
    profitCount: 2,
    riseCount: 1,
    fallCount: 1,
    yesterday_profits: toPlain(net(y!)),
    position_count: 1,
    total_count: 4,
    closed_count: 3,
    computed_at: Math.floor(t.clock.now().getTime() / 1000),
  });
  const list = await follow.index(t);
  expect(list.message.data[0]).toMatchObject({
    id: ada.id,
    follow_num: 1,
    total_profits: toPlain(total.div(margins).times(100).toDecimalPlaces(2)),
    total_pnl: toPlain(total),
    correct_rate: '66.67',
  });
  const history = await follow.history(t, ada.id);
  expect(history.message.data.map((d) => d.type)).toEqual([2, 1, 1]);
  expect(history.message.data[0]!.transaction_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
});
