/**
 * An ETH short, 3 lots (0.3 ETH) at 20x: opens at the bid (index x 0.9995), closes at the
 * ask (index x 1.0005); the closing fee rounds half-up at the sixth decimal.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { journalsFor } from '../ledger/testing.ts';
import {
  ETH,
  expectLeverLedgerBalanced,
  fundUser,
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
let carol: Trader;

beforeAll(async () => {
  t = await leverApp();
  carol = await trader(t, 'carol@example.com');
  await fundUser(t, carol.id, '500');
});
afterAll(() => t.close());

it('opens a short at the bid and closes it at the ask, P/L 28.995, fees to the last digit', async () => {
  const r = await lever.submit(t, carol.token, {
    currency_id: ETH,
    share: 3,
    multiple: 20,
    type: 2,
  });
  const id = submittedId(r);
  expect(r.data).toMatchObject({
    type: 2,
    symbol: 'ETH/USDT',
    price: '3398.3',
    quantity: '0.3',
    caution_money: '50.9745',
    trade_fee: '0.509745',
  });
  expect(await leverBalance(t, carol.id)).toEqual({ available: '448.515755', frozen: '50.9745' });

  move(t, 'ETH', '3300.00');
  const closed = await lever.close(t, carol.token, id);
  expect((closed as unknown as { data: unknown }).data).toMatchObject({
    status: 3,
    update_price: '3301.65',
    profits: '28.995',
    // 3301.65 x 0.3 x 0.05% = 0.4952475 -> 0.495248
    close_fee: '0.495248',
  });
  expect(await leverBalance(t, carol.id)).toEqual({ available: '527.990007', frozen: '0' });
  expect(await systemLever(t, 'treasury')).toBe('-28.995');
  expect(await systemLever(t, 'fees')).toBe('1.004993');
  const journals = await journalsFor(t.ctx.db, { table: 'lever_positions', id });
  expect(journals.map((j) => [j.reason, j.idempotencyKey])).toEqual([
    ['lever_open', `lever_positions:${id}:open`],
    ['lever_close', `lever_positions:${id}:close`],
  ]);
  await expectLeverLedgerBalanced(t);
});

it('a short loses when the price rises: 3398.3 -> ask 3503.5 loses 31.56', async () => {
  move(t, 'ETH', '3400.00');
  const id = submittedId(
    await lever.submit(t, carol.token, { currency_id: ETH, share: 3, multiple: 20, type: 2 }),
  );
  const before = await leverBalance(t, carol.id);
  move(t, 'ETH', '3501.75');
  const closed = await lever.close(t, carol.token, id);
  // ask = 3501.75 x 1.0005 = 3503.500875 -> 3503.5; (3398.3 - 3503.5) x 0.3 = -31.56
  expect((closed as unknown as { data: unknown }).data).toMatchObject({
    update_price: '3503.5',
    profits: '-31.56',
    close_fee: '0.525525',
  });
  expect(before).toEqual({ available: '476.505762', frozen: '50.9745' });
  // 476.505762 + 50.9745 - 31.56 - 0.525525
  expect(await leverBalance(t, carol.id)).toEqual({ available: '495.394737', frozen: '0' });
  await expectLeverLedgerBalanced(t);
});
