/** A trial bonus past its validity (ManualClock) is listed as expired and cannot be redeemed. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DAY_MS, SECOND_MS } from '../../clock.ts';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import {
  USDT,
  balanceOf,
  buyer,
  claim,
  mine,
  purchaseApp,
  redeem,
  templateId,
  type FundingApp,
} from './testing.ts';

let f: FundingApp;
beforeAll(async () => {
  f = await purchaseApp();
});
afterAll(() => f.close());

it('refuses the 50 USDT bonus once its 3 days are over, in the caller language', async () => {
  const ada = await buyer(f, 0);
  const coupon = (await claim(f, ada, await templateId(f, 'trial-bonus-50'))).message;
  f.t.clock.advance(3 * DAY_MS - SECOND_MS);
  expect((await mine(f, ada, 'unused')).message.data.map((c) => c.id)).toEqual([coupon.id]);

  f.t.clock.advance(SECOND_MS);
  expect(await redeem(f, ada, coupon.id)).toEqual({
    status: 200,
    type: 'error',
    message: 'This coupon has expired',
  });
  expect(await redeem(f, ada, coupon.id, 'spa')).toEqual({
    status: 200,
    type: 'error',
    message: 'Este cupón ha caducado',
  });
  const expired = await mine(f, ada, 'expired');
  expect(expired.message.data.map((c) => [c.id, c.status])).toEqual([[coupon.id, 'expired']]);
  expect((await mine(f, ada, 'unused')).message.total).toBe(0);
  expect(await balanceOf(f, ada, USDT)).toEqual({ available: '0', frozen: '0' });
  await expectLedgerBalanced(f.t.ctx);
});
