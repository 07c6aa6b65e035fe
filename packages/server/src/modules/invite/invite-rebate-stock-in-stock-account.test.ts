/**
 * A stock pair settles in the stock account, so its fees were collected there and its
 * rebates are paid there (issue 12; decision in config.ts). At 10:00 New York on Monday Bob
 * (Ann's invitee) buys 3 AAPL from Carl as a taker (fee 0.1% = 0.003 AAPL) and sells 1 AAPL
 * to him as a maker at 230.57 (fee 0.05% = 0.115285 USDT). At 20%: 0.0006 AAPL (4 decimals)
 * and 0.023057 USDT, from `fees` in the stock account to Ann's stock account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AAPL,
  USDT,
  balance,
  closeBooks,
  feesBalance,
  grant,
  inviteApp,
  member,
  order,
  rebateFigures,
  runAt,
  type InviteTest,
  type Member,
} from './testing.ts';

let t: InviteTest;
let ann: Member;
let bob: Member;
let carl: Member;

beforeAll(async () => {
  t = await inviteApp({ now: '2026-03-02T15:00:00Z' }); // a Monday, 10:00 in New York
  ann = await member(t, 'ann@example.com');
  bob = await member(t, 'bob@example.com', ann);
  carl = await member(t, 'carl@example.com');
  await grant(t, bob, USDT, '1000', 'stock');
  await grant(t, carl, AAPL, '10', 'stock');
  await grant(t, carl, USDT, '1000', 'stock');
});
afterAll(() => t?.close());

describe('stock fees', () => {
  it('are rebated from the stock fees to the stock account, per coin', async () => {
    await order(t, carl, 'sell', '3', '230.5', AAPL);
    expect(await order(t, bob, 'buy', '3', '230.5', AAPL)).toMatchObject({
      fee: '0.003',
      fee_currency: 'AAPL',
    });
    await order(t, bob, 'sell', '1', '230.57', AAPL);
    await order(t, carl, 'buy', '1', '230.57', AAPL);
    // Bob's taker fee and Carl's (0.001 AAPL, no inviter).
    expect(await feesBalance(t, 'stock', AAPL)).toBe('0.004');
    // Carl's maker fee (0.05% of 691.5 = 0.34575) and Bob's.
    expect(await feesBalance(t, 'stock', USDT)).toBe('0.461035');

    await runAt(t, '2026-03-03T00:10:00Z');
    const rebate = (currency: number, fee: string, value: string) => ({
      inviter: ann.id,
      invitee: bob.id,
      day: '2026-03-02',
      currency,
      source: 'stock',
      fee,
      count: 1,
      percent: '20',
      rebate: value,
      paid: true,
    });
    expect(await rebateFigures(t)).toEqual([
      rebate(USDT, '0.115285', '0.023057'),
      rebate(AAPL, '0.003', '0.0006'),
    ]);
    expect(await balance(t, ann, AAPL, 'stock')).toEqual({ available: '0.0006', frozen: '0' });
    expect(await balance(t, ann, USDT, 'stock')).toEqual({ available: '0.023057', frozen: '0' });
    expect(await balance(t, ann, USDT)).toEqual({ available: '0', frozen: '0' });
    expect(await feesBalance(t, 'stock', AAPL)).toBe('0.0034');
    expect(await feesBalance(t, 'stock', USDT)).toBe('0.437978');
    await closeBooks(t);
  });
});
