/**
 * One day of an invitee's trading, paid to the inviter to the last digit (issue 12). Bob
 * registered with Ann's code; Carl (no inviter) is the other side of Bob's spot trades. On
 * Monday Bob buys 0.12347 BTC as a taker (fee 0.00012347 BTC), sells 0.0123 BTC as a maker
 * at 50,185.61 (fee 0.1% of 617.283003 = 0.617283 USDT) and opens and closes a 2-lot BTC
 * contract (fees 0.950475 + 0.95952 = 1.909995 USDT). At 20%, rounded down to each coin:
 * 0.00002469 BTC, 0.123456 USDT (spot) and 0.381999 USDT (contract), paid on Tuesday at
 * 00:10 UTC from the fees account that collected each, to Ann's spot account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillItem, Page } from '@bourse/shared';
import { journalEntries, journalsFor } from '../ledger/testing.ts';
import {
  BTC,
  DAY,
  PAY_AT,
  USDT,
  balance,
  call,
  closeBooks,
  contractRoundTrip,
  feesBalance,
  grant,
  inviteApp,
  member,
  order,
  rebateFigures,
  rebateRows,
  runAt,
  type InviteTest,
  type Member,
} from './testing.ts';

let t: InviteTest;
let ann: Member;
let bob: Member;
let carl: Member;

beforeAll(async () => {
  t = await inviteApp();
  ann = await member(t, 'ann@example.com');
  bob = await member(t, 'bob@example.com', ann);
  carl = await member(t, 'carl@example.com');
  await grant(t, bob, USDT, '100000');
  await grant(t, carl, BTC, '2');
  await grant(t, carl, USDT, '100000');
});
afterAll(() => t?.close());

describe("an invitee's spot and contract fees over a day", () => {
  it('are the recorded fees of both sides of the trades and of the contract', async () => {
    await order(t, carl, 'sell', '0.12347', '50000');
    const buy = await order(t, bob, 'buy', '0.12347', '50000');
    expect(buy).toMatchObject({ status: 'filled', fee: '0.00012347', fee_currency: 'BTC' });
    const sell = await order(t, bob, 'sell', '0.0123', '50185.61');
    await order(t, carl, 'buy', '0.0123', '50185.61');
    const list = await call<{ id: number; fee: string; fee_currency: string }[]>(
      t.app,
      'GET',
      '/coin/list',
      { status: 'history' },
      bob.token,
    );
    expect(list.message.find((o) => o.id === sell.id)).toMatchObject({
      fee: '0.617283',
      fee_currency: 'USDT',
    });
    t.clock.set('2026-03-02T14:00:00Z');
    expect(await contractRoundTrip(t, bob)).toEqual({ openFee: '0.950475', closeFee: '0.95952' });
    // Collected: Bob's and Carl's spot fees, Bob's contract fees.
    expect(await feesBalance(t, 'change', BTC)).toBe('0.00013577');
    expect(await feesBalance(t, 'change', USDT)).toBe('6.790783');
    expect(await feesBalance(t, 'lever', USDT)).toBe('1.909995');
    await closeBooks(t);
  });

  it('are not paid while the day is not over, nor in its first ten minutes after', async () => {
    const first = await runAt(t, '2026-03-02T23:59:59Z');
    // The first run of an installation starts with the day before it: nothing was traded.
    expect(first.days).toEqual([{ day: '2026-03-01', rows: 0, journals: 0 }]);
    expect((await runAt(t, '2026-03-03T00:09:59Z')).days).toEqual([]);
    expect(await rebateRows(t)).toEqual([]);
    expect(await balance(t, ann, USDT)).toEqual({ available: '0', frozen: '0' });
    await closeBooks(t);
  });

  it('pay Ann per coin and kind at 00:10, rounded down, from the fees that collected them', async () => {
    expect((await runAt(t, PAY_AT)).days).toEqual([{ day: DAY, rows: 3, journals: 3 }]);
    const rebate = (currency: number, source: string, fee: string, count: number, r: string) => ({
      inviter: ann.id,
      invitee: bob.id,
      day: DAY,
      currency,
      source,
      fee,
      count,
      percent: '20',
      rebate: r,
      paid: true,
    });
    expect(await rebateFigures(t)).toEqual([
      rebate(BTC, 'spot', '0.00012347', 1, '0.00002469'),
      rebate(USDT, 'contract', '1.909995', 2, '0.381999'),
      rebate(USDT, 'spot', '0.617283', 1, '0.123456'),
    ]);
    expect(await balance(t, ann, BTC)).toEqual({ available: '0.00002469', frozen: '0' });
    expect(await balance(t, ann, USDT)).toEqual({ available: '0.505455', frozen: '0' });
    // Carl has no inviter: his fees stay with the platform, whole.
    expect(await feesBalance(t, 'change', BTC)).toBe('0.00011108');
    expect(await feesBalance(t, 'change', USDT)).toBe('6.667327');
    expect(await feesBalance(t, 'lever', USDT)).toBe('1.527996');
    expect(await balance(t, ann, USDT, 'lever')).toEqual({ available: '0', frozen: '0' });
    await closeBooks(t);
  });

  it('post one journal per row, named by the row, that the row records', async () => {
    const rows = await rebateRows(t);
    const posted = await journalsFor(t.ctx.db, { table: 'invite_rebates' });
    expect(posted.map((j) => [j.idempotencyKey, j.reason, j.id])).toEqual(
      rows.map((r) => [`invite_rebates:${r.id}`, 'invite_rebate', r.journalId]),
    );
    const contract = rows.find((r) => r.source === 'contract')!;
    const entries = await journalEntries(t.ctx.db, contract.journalId!);
    expect(
      entries.map((e) => [e.ownerKind, e.ownerId, e.accountType, e.currencyId, e.amount]),
    ).toEqual([
      ['system', 2, 3, USDT, '-0.381999000000000000'],
      ['user', ann.id, 2, USDT, '0.381999000000000000'],
    ]);
    await closeBooks(t);
  });

  it("show in Ann's bills as an invitation rebate", async () => {
    const bills = await call<Page<BillItem>>(
      t.app,
      'POST',
      '/wallet/legal_log',
      { type: 2, currency: USDT },
      ann.token,
    );
    expect(bills.message.data.map((b) => [b.amount, b.reason, b.reason_label])).toEqual([
      ['0.123456', 'invite_rebate', 'Invitation rebate'],
      ['0.381999', 'invite_rebate', 'Invitation rebate'],
    ]);
  });
});
