/**
 * Negative-balance protection: BTC falls 90% in one tick. The job liquidates at the index;
 * the user pays everything the lever account has (the closing fee is cut first) and ends
 * at exactly 0, the insurance fund pays the house the rest of the loss; when even the fund
 * is short, the house forgoes the remainder, and the user still owes nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  expectLeverLedgerBalanced,
  fundInsurance,
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
} from './testing.ts';

let t: LeverTest;

beforeAll(async () => {
  t = await leverApp();
});
afterAll(() => t.close());

it('the user ends at 0, the insurance fund pays 1511.900475', async () => {
  await fundInsurance(t, '10000');
  const kim = await trader(t, 'kim@example.com');
  await fundUser(t, kim.id, '200');
  const id = submittedId(await lever.submit(t, kim.token, { share: 2, multiple: 10, type: 1 }));
  move(t, 'BTC', '9500.00');
  expect((await jobs(t)).liquidated).toBe(1);
  // (9500 - 95047.5) x 0.02 = -1710.95; the account had 199.049525.
  expect(await leverBalance(t, kim.id)).toEqual({ available: '0', frozen: '0' });
  expect(await systemLever(t, 'insurance')).toBe('8488.099525');
  expect(await systemLever(t, 'treasury')).toBe('1710.95');
  const detail = await lever.position(t, kim.token, id);
  const d = detail.message as { position: unknown; charges: unknown[]; liquidation: unknown };
  expect(d.position).toMatchObject({ profits: '-1710.95', close_fee: '0' });
  expect(d.charges).toMatchObject([
    { kind: 'open_fee', amount: '0.950475' },
    { kind: 'close_fee', amount: '0' },
    { kind: 'liquidation_shortfall', amount: '1511.900475', index: { price: '9500' } },
  ]);
  expect(d.liquidation).toMatchObject({ insurance_paid: '1511.900475', unrecovered: '0' });
  await expectLeverLedgerBalanced(t);
});

it('with the fund short too, the house forgoes the rest and the user still owes nothing', async () => {
  move(t, 'BTC', '95000.00');
  const lou = await trader(t, 'lou@example.com');
  await fundUser(t, lou.id, '200');
  submittedId(await lever.submit(t, lou.token, { share: 2, multiple: 10, type: 1 }));
  // Leave the fund 100: move the rest out to the house through a test journal.
  const { systemOwner, transfer } = await import('../ledger/index.ts');
  const { dec, JournalReason } = await import('@bourse/shared');
  await t.ctx.db.transaction((tx) =>
    transfer(tx, {
      from: { owner: systemOwner('insurance'), account: 'lever' },
      to: { owner: systemOwner('treasury'), account: 'lever' },
      currency: 3,
      amount: dec('8388.099525'),
      idempotencyKey: 'test:drain-insurance',
      reason: JournalReason.adjustment,
      memo: 'test: leave the fund 100',
      ref: { table: 'tests', id: 1 },
      at: t.clock.now(),
    }),
  );
  move(t, 'BTC', '9500.00');
  expect((await jobs(t)).liquidated).toBe(1);
  expect(await leverBalance(t, lou.id)).toEqual({ available: '0', frozen: '0' });
  expect(await systemLever(t, 'insurance')).toBe('0');
  const list = await lever.myTrade(t, lou.token, { status: 3 });
  const [item] = (list.message as { message: { data: { id: number }[] } }).message.data;
  const detail = await lever.position(t, lou.token, item!.id);
  expect((detail.message as { liquidation: unknown }).liquidation).toMatchObject({
    insurance_paid: '100',
    unrecovered: '1411.900475',
  });
  await expectLeverLedgerBalanced(t);
});
