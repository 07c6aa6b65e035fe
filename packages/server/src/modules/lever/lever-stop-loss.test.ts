/**
 * Stop-loss on a short: set above the ask, refused below it, triggered when the ask
 * reaches it, closed at the ask of that second; clearing it with 0 disarms it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ETH,
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
let gus: Trader;
let id: number;

beforeAll(async () => {
  t = await leverApp();
  gus = await trader(t, 'gus@example.com');
  await fundUser(t, gus.id, '500');
  // Short 3 lots ETH at 20x: bid 3398.3, margin 50.9745, fee 0.509745.
  id = submittedId(
    await lever.submit(t, gus.token, { currency_id: ETH, share: 3, multiple: 20, type: 2 }),
  );
});
afterAll(() => t.close());

it('refuses a short stop-loss at or below the ask', async () => {
  const r = await lever.setstop(t, gus.token, { id, stop_loss_price: '3401.7' });
  expect(r).toMatchObject({
    type: 'error',
    message: 'The stop-loss price of a short must be above the current price 3401.7',
  });
});

it('clearing with 0 disarms it', async () => {
  await lever.setstop(t, gus.token, { id, stop_loss_price: '3450' });
  await lever.setstop(t, gus.token, { id, stop_loss_price: '0', target_profit_price: '0' });
  move(t, 'ETH', '3600.00');
  expect((await jobs(t)).triggered).toBe(0);
  move(t, 'ETH', '3400.00');
});

it('triggers at the ask when it reaches the stop-loss', async () => {
  await lever.setstop(t, gus.token, { id, stop_loss_price: '3450' });
  move(t, 'ETH', '3448.00'); // ask 3449.72: not yet
  expect((await jobs(t)).triggered).toBe(0);
  move(t, 'ETH', '3460.00'); // ask 3461.73 >= 3450
  expect((await jobs(t)).triggered).toBe(1);
  const detail = await lever.position(t, gus.token, id);
  // (3398.3 - 3461.73) x 0.3 = -19.029; fee 3461.73 x 0.3 x 0.05% = 0.5192595 -> 0.51926
  expect((detail.message as { position: unknown }).position).toMatchObject({
    close_reason: 'sl',
    update_price: '3461.73',
    profits: '-19.029',
    close_fee: '0.51926',
  });
  // 500 - 0.509745 - 19.029 - 0.51926
  expect(await leverBalance(t, gus.id)).toEqual({ available: '479.941995', frozen: '0' });
  await expectLeverLedgerBalanced(t);
});
