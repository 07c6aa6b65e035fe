/**
 * The profit share is paid only on a copy closed in profit by its trader's close: nothing
 * on a loss, nothing on a copy the follower took over (self-holding) and closed later. A
 * self-held copy stays open when the trader closes; a cancelled follow's open copies still
 * close with the trader.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { journalsFor } from '../ledger/testing.ts';
import { leverPositions } from '../lever/index.ts';
import {
  expectLeverLedgerBalanced,
  fundUser,
  lever,
  leverBalance,
  move,
  submittedId,
  trader as signUp,
  type Trader,
} from '../lever/testing.ts';
import { approvedTrader, copyJobs, follow, followApp, type FollowTest } from './testing.ts';

let t: FollowTest;
let ada: Trader;
let keeper: Trader;
let quitter: Trader;

const copyOf = async (who: Trader, source: number) =>
  (
    await t.ctx.db
      .select()
      .from(leverPositions)
      .where(and(eq(leverPositions.copyOf, source), eq(leverPositions.userId, who.id)))
  )[0]!;
const sharesPaid = async () =>
  (await journalsFor(t.ctx.db, { table: 'lever_positions' })).filter(
    (j) => j.reason === 'copy_profit_share',
  );

beforeAll(async () => {
  t = await followApp();
  ada = await approvedTrader(t, 'ada@example.com', '15');
  await fundUser(t, ada.id, '5000');
  keeper = await signUp(t, 'keeper@example.com');
  quitter = await signUp(t, 'quitter@example.com');
  for (const f of [keeper, quitter]) {
    await fundUser(t, f.id, '5000');
    await follow.follow(t, f.token, { trader_user_id: ada.id, type: 1, number: 1 });
  }
});
afterAll(() => t.close());

it('a copy closed at a loss pays the trader nothing', async () => {
  const source = submittedId(await lever.submit(t, ada.token, { share: 2, multiple: 10, type: 1 }));
  await copyJobs(t);
  const adaBefore = await leverBalance(t, ada.id);
  move(t, 'BTC', '94000.00');
  await lever.close(t, ada.token, source);
  const adaAfterOwn = await leverBalance(t, ada.id);
  expect((await copyJobs(t)).closed).toBe(2);
  expect((await copyOf(keeper, source)).closeReason).toBe('copy');
  expect(Number((await copyOf(keeper, source)).profit)).toBeLessThan(0);
  expect(await sharesPaid()).toHaveLength(0);
  expect(await leverBalance(t, ada.id)).toEqual(adaAfterOwn);
  expect(adaAfterOwn).not.toEqual(adaBefore);
  await expectLeverLedgerBalanced(t);
});

it('a self-held copy stays open when the trader closes, and its later profit is not shared', async () => {
  move(t, 'BTC', '95000.00');
  const source = submittedId(await lever.submit(t, ada.token, { share: 2, multiple: 10, type: 1 }));
  await copyJobs(t);
  const kept = await copyOf(keeper, source);
  const held = await follow.selfHold(t, keeper.token, kept.id);
  expect(held.type).toBe('ok');
  expect((await copyOf(keeper, source)).orderType).toBe(1);
  // Only a copy can be taken over, and only by its follower.
  expect((await follow.selfHold(t, keeper.token, kept.id)).type).toBe('error');
  expect((await follow.selfHold(t, quitter.token, kept.id)).type).toBe('error');
  expect((await follow.selfHold(t, ada.token, source)).type).toBe('error');

  // quitter cancels the follow: the open copy still closes with the trader.
  expect((await follow.cancel(t, quitter.token, ada.id)).type).toBe('ok');
  move(t, 'BTC', '97000.00');
  await lever.close(t, ada.token, source);
  expect((await copyJobs(t)).closed).toBe(1);
  expect((await copyOf(keeper, source)).status).toBe(1);
  const quit = await copyOf(quitter, source);
  expect(quit.status).toBe(3);
  const paid = await sharesPaid();
  expect(paid.map((j) => j.idempotencyKey)).toEqual([`lever_positions:${quit.id}:share`]);

  // keeper closes the self-held copy in profit: no share.
  expect((await lever.close(t, keeper.token, kept.id)).type).toBe('ok');
  await copyJobs(t);
  expect(await sharesPaid()).toHaveLength(1);
  const history = (await follow.copies(t, keeper.token)).message.data.map((d) => d.outcome);
  expect(history.slice(0, 2)).toEqual(['detached', 'opened']);
  await expectLeverLedgerBalanced(t);
});

it('after cancelling, the trader’s new positions are not copied', async () => {
  submittedId(await lever.submit(t, ada.token, { share: 1, multiple: 10, type: 1 }));
  await copyJobs(t);
  const latest = (await follow.copies(t, quitter.token)).message.data[0]!;
  expect(latest.outcome).toBe('closed');
  const mine = await follow.mine(t, quitter.token);
  const follows = mine.message.follows as { status: string; shared: string }[];
  expect(follows[0]!.status).toBe('cancelled');
  expect(Number(follows[0]!.shared)).toBeGreaterThan(0);
});
