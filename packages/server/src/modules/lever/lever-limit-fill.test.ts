/**
 * Limit orders: placement holds margin + fee at the target price; the job fills a long
 * when the ask reaches the target, at that ask (at least as good as the target), releasing
 * the hold and freezing the real margin and fee in one journal. A pending order can be
 * cancelled by its owner; an order the account can no longer pay is cancelled (`margin`).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { journalsFor } from '../ledger/testing.ts';
import {
  expectLeverLedgerBalanced,
  fundUser,
  jobs,
  lever,
  leverApp,
  leverBalance,
  move,
  submittedId,
  trader,
  type LeverTest,
  type Trader,
} from './testing.ts';

let t: LeverTest;
let ida: Trader;

beforeAll(async () => {
  t = await leverApp();
  ida = await trader(t, 'ida@example.com');
  await fundUser(t, ida.id, '1000');
});
afterAll(() => t.close());

it('holds 188.94 for a long limit at 94000 and fills at the ask once it is reached', async () => {
  const r = await lever.submit(t, ida.token, {
    share: 2,
    multiple: 10,
    type: 1,
    status: 0,
    target_price: '94000',
  });
  expect(r.message).toBe('Limit order placed');
  const id = submittedId(r);
  expect(r.data).toMatchObject({ status: 0, price: '', target_price: '94000', held: '188.94' });
  expect(await leverBalance(t, ida.id)).toEqual({ available: '811.06', frozen: '188.94' });
  const pending = await lever.myTrade(t, ida.token, { status: 0 });
  expect((pending.message as { message: { total: number } }).message.total).toBe(1);

  move(t, 'BTC', '94000.00'); // ask 94047: above the target
  expect((await jobs(t)).filled).toBe(0);
  move(t, 'BTC', '93950.00'); // ask 93996.975 -> 93996.98 <= 94000
  expect((await jobs(t)).filled).toBe(1);
  expect((await jobs(t)).filled).toBe(0);

  const detail = await lever.position(t, ida.token, id);
  expect((detail.message as { position: unknown }).position).toMatchObject({
    status: 1,
    price: '93996.98',
    caution_money: '187.99396',
    trade_fee: '0.93997',
    held: '0',
    open_index: { price: '93950' },
  });
  // 1000 - 187.99396 - 0.93997
  expect(await leverBalance(t, ida.id)).toEqual({ available: '811.06607', frozen: '187.99396' });
  const js = await journalsFor(t.ctx.db, { table: 'lever_positions', id });
  expect(js.map((j) => [j.reason, j.idempotencyKey])).toEqual([
    ['lever_open', `lever_positions:${id}:hold`],
    ['lever_open', `lever_positions:${id}:open`],
  ]);
  await expectLeverLedgerBalanced(t);
});

it('cancels a pending order on request (cancel, or close on a pending one), releasing the hold', async () => {
  const before = await leverBalance(t, ida.id);
  const a = submittedId(
    await lever.submit(t, ida.token, {
      share: 2,
      multiple: 10,
      type: 2,
      status: 0,
      target_price: '96000',
    }),
  );
  const b = submittedId(
    await lever.submit(t, ida.token, {
      share: 1,
      multiple: 10,
      type: 2,
      status: 0,
      target_price: '97000',
    }),
  );
  expect(await lever.cancel(t, ida.token, a)).toMatchObject({
    type: 'ok',
    message: 'Order cancelled',
  });
  expect(await lever.close(t, ida.token, b)).toMatchObject({
    type: 'ok',
    message: 'Order cancelled',
  });
  expect(await lever.cancel(t, ida.token, a)).toMatchObject({
    type: 'error',
    message: 'This order is no longer pending',
  });
  expect(await leverBalance(t, ida.id)).toEqual(before);
  await expectLeverLedgerBalanced(t);
});

it('cancels an order the account can no longer pay when it fills (reason margin)', async () => {
  const hal = await trader(t, 'hal@example.com');
  // Exactly the hold of a short 2 lots at 96000: margin 192 + fee 0.96.
  await fundUser(t, hal.id, '192.96');
  const id = submittedId(
    await lever.submit(t, hal.token, {
      share: 2,
      multiple: 10,
      type: 2,
      status: 0,
      target_price: '96000',
    }),
  );
  expect(await leverBalance(t, hal.id)).toEqual({ available: '0', frozen: '192.96' });
  // bid 96551.7 >= 96000: the real margin and fee (194.068917) exceed the hold.
  move(t, 'BTC', '96600.00');
  expect(await jobs(t)).toMatchObject({ filled: 0, cancelled: 1 });
  const detail = await lever.position(t, hal.token, id);
  expect((detail.message as { position: unknown }).position).toMatchObject({
    status: 4,
    close_reason: 'margin',
  });
  expect(await leverBalance(t, hal.id)).toEqual({ available: '192.96', frozen: '0' });
  await expectLeverLedgerBalanced(t);
});

it('cancels an order whose fill would leave the account at its maintenance level', async () => {
  const jo = await trader(t, 'jo@example.com');
  await fundUser(t, jo.id, '300');
  move(t, 'BTC', '96600.00');
  const held = submittedId(await lever.submit(t, jo.token, { share: 2, multiple: 10, type: 1 }));
  // A long limit of 1 lot at 88000: affordable when it fills (hold 88.44, 17 left over).
  const id = submittedId(
    await lever.submit(t, jo.token, {
      share: 1,
      multiple: 10,
      type: 1,
      status: 0,
      target_price: '88000',
    }),
  );
  // At 87950 the open long has lost about 175 of its 193.30 margin: risk about 64%, above
  // the 50% level. Filling (fee, spread, 88 more margin used) would leave about 44%.
  move(t, 'BTC', '87950.00');
  await jobs(t);
  const detail = await lever.position(t, jo.token, id);
  expect((detail.message as { position: unknown }).position).toMatchObject({
    status: 4,
    close_reason: 'margin',
  });
  const kept = await lever.position(t, jo.token, held);
  expect((kept.message as { position: unknown }).position).toMatchObject({ status: 1 });
  await expectLeverLedgerBalanced(t);
});
