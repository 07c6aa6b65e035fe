/**
 * Take-profit: set on an open long above the bid, refused on the wrong side, triggered by
 * the job when the bid reaches it, closed at the bid of that second (not at the TP price).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
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
let fay: Trader;
let id: number;

beforeAll(async () => {
  t = await leverApp();
  fay = await trader(t, 'fay@example.com');
  await fundUser(t, fay.id, '1000');
  id = submittedId(await lever.submit(t, fay.token, { share: 2, multiple: 10, type: 1 }));
});
afterAll(() => t.close());

it('refuses a long take-profit at or below the bid, clearly', async () => {
  const r = await lever.setstop(t, fay.token, { id, target_profit_price: '94952.5' });
  expect(r).toMatchObject({
    type: 'error',
    message: 'The take-profit price of a long must be above the current price 94952.5',
  });
});

it('triggers at the bid once it reaches the take-profit, once', async () => {
  const set = await lever.setstop(t, fay.token, {
    id,
    target_profit_price: '96000',
    stop_loss_price: '',
  });
  expect(set).toMatchObject({ type: 'ok', message: 'Take-profit and stop-loss saved' });
  expect((set as unknown as { data: unknown }).data).toMatchObject({
    target_profit_price: '96000',
    stop_loss_price: '',
  });
  move(t, 'BTC', '96040.00'); // bid 95991.98: not yet
  expect((await jobs(t)).triggered).toBe(0);
  move(t, 'BTC', '96100.00'); // bid 96051.95 >= 96000
  expect((await jobs(t)).triggered).toBe(1);
  expect((await jobs(t)).triggered).toBe(0);
  const detail = await lever.position(t, fay.token, id);
  // (96051.95 - 95047.5) x 0.02 = 20.089; fee 96051.95 x 0.02 x 0.05% = 0.9605195 -> 0.96052
  expect((detail.message as { position: unknown }).position).toMatchObject({
    status: 3,
    close_reason: 'tp',
    update_price: '96051.95',
    profits: '20.089',
    close_fee: '0.96052',
    close_index: { price: '96100' },
  });
  // 1000 - 0.950475 + 20.089 - 0.96052
  expect(await leverBalance(t, fay.id)).toEqual({ available: '1018.178005', frozen: '0' });
  await expectLeverLedgerBalanced(t);
});

it('refuses stops on a closed position', async () => {
  const r = await lever.setstop(t, fay.token, { id, target_profit_price: '99000' });
  expect(r).toMatchObject({ type: 'error', message: 'This position is no longer open' });
});
