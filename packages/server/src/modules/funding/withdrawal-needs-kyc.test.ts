/** Money leaves only from verified accounts (spec 6): below Lv1 the reply is 998. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { placeWithdrawal } from './withdrawals.ts';
import { withdrawals } from './tables.ts';
import {
  TRON_ADDRESS,
  USDT,
  balanceOf,
  customer,
  fund,
  fundingApp,
  withdraw,
  type FundingApp,
} from './testing.ts';

let f: FundingApp;
beforeAll(async () => {
  f = await fundingApp();
});
afterAll(() => f.close());

it('answers 998 to an unverified user and freezes nothing', async () => {
  const leo = await customer(f, { level: 0 });
  await fund(f, leo, USDT, '100');
  expect(await withdraw(f, leo, { currency: USDT, amount: '20' })).toEqual({
    status: 200,
    type: '998',
    message: 'Please complete identity verification first',
  });
  // The money rule checks the level itself too, whoever calls it.
  await expect(
    placeWithdrawal(f.t.ctx, leo.id, {
      currency: USDT,
      amount: '20',
      network: 'TRC20',
      address: TRON_ADDRESS,
      account: 'change',
    }),
  ).rejects.toThrow('errors.verifyIdentityFirst');
  expect((await f.t.ctx.db.select({ n: count() }).from(withdrawals))[0]!.n).toBe(0);
  expect(await balanceOf(f, leo, USDT)).toEqual({ available: '100', frozen: '0' });
  await expectLedgerBalanced(f.t.ctx);
});
