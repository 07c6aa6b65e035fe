/**
 * The rate in force when a day is paid applies, and every row records it (issue 12: the
 * page says so). Bob (Ann's invitee) trades the same 2-lot BTC contract each day (fees
 * 0.950475 + 0.95952 = 1.909995 USDT):
 * - Monday, paid after the operator set 17.5%: 1.909995 x 17.5% = 0.334249125 -> 0.334249;
 * - Tuesday at 0.001%: 0.00001909995 -> 0.000019; Bob's spot fee of 0.00012347 BTC earns
 *   0.0000000012347 -> 0 BTC: the row is kept, with no journal;
 * - Wednesday with an unusable setting ('150'): the published default, 20% -> 0.381999.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalsFor } from '../ledger/testing.ts';
import { move } from '../lever/testing.ts';
import {
  BTC,
  USDT,
  balance,
  closeBooks,
  contractRoundTrip,
  grant,
  invite,
  inviteApp,
  member,
  order,
  rebateFigures,
  runAt,
  setSetting,
  type InviteTest,
  type Member,
} from './testing.ts';

let t: InviteTest;
let ann: Member;
let bob: Member;
let carl: Member;

async function contractDay(iso: string) {
  t.clock.set(iso);
  move(t, 'BTC', '95000.00');
  await contractRoundTrip(t, bob, { margin: '200' });
}

const row =
  (day: string, currency: number, source: string, fee: string, count: number) =>
  ({ percent, rebate }: { percent: string; rebate: string }) => ({
    inviter: ann.id,
    invitee: bob.id,
    day,
    currency,
    source,
    fee,
    count,
    percent,
    rebate,
    paid: rebate !== '0',
  });

beforeAll(async () => {
  t = await inviteApp();
  ann = await member(t, 'ann@example.com');
  bob = await member(t, 'bob@example.com', ann);
  carl = await member(t, 'carl@example.com');
  await grant(t, bob, USDT, '10000');
  await grant(t, carl, BTC, '1');
});
afterAll(() => t?.close());

describe('the rate at payment', () => {
  it('is the one set before the pay instant, recorded on the row', async () => {
    await contractDay('2026-03-02T10:00:00Z');
    expect((await invite.summary<{ rebate_percent: string }>(t, ann)).message).toMatchObject({
      rebate_percent: '20',
    });
    await setSetting(t, 'invite_rebate_percent', '17.5');
    expect((await invite.summary<{ rebate_percent: string }>(t, ann)).message).toMatchObject({
      rebate_percent: '17.5',
    });
    await runAt(t, '2026-03-03T00:10:00Z');
    expect(await rebateFigures(t)).toEqual([
      row('2026-03-02', USDT, 'contract', '1.909995', 2)({ percent: '17.5', rebate: '0.334249' }),
    ]);
    expect(await balance(t, ann, USDT)).toEqual({ available: '0.334249', frozen: '0' });
    await closeBooks(t);
  });

  it('keeps a rebate that rounds down to zero as a row without a journal', async () => {
    await contractDay('2026-03-03T10:00:00Z');
    await order(t, carl, 'sell', '0.12347', '50000');
    await order(t, bob, 'buy', '0.12347', '50000');
    await setSetting(t, 'invite_rebate_percent', '0.001');
    expect((await runAt(t, '2026-03-04T00:10:00Z')).days).toEqual([
      { day: '2026-03-03', rows: 2, journals: 1 },
    ]);
    const tuesday = (await rebateFigures(t)).slice(1);
    expect(tuesday).toEqual([
      row('2026-03-03', BTC, 'spot', '0.00012347', 1)({ percent: '0.001', rebate: '0' }),
      row('2026-03-03', USDT, 'contract', '1.909995', 2)({ percent: '0.001', rebate: '0.000019' }),
    ]);
    expect(await journalsFor(t.ctx.db, { table: 'invite_rebates' })).toHaveLength(2);
    expect(await balance(t, ann, BTC)).toEqual({ available: '0', frozen: '0' });
    expect(await balance(t, ann, USDT)).toEqual({ available: '0.334268', frozen: '0' });
    await closeBooks(t);
  });

  it('falls back to the published default when the setting is unusable', async () => {
    await contractDay('2026-03-04T10:00:00Z');
    await setSetting(t, 'invite_rebate_percent', '150');
    await runAt(t, '2026-03-05T00:10:00Z');
    expect((await rebateFigures(t)).slice(3)).toEqual([
      row('2026-03-04', USDT, 'contract', '1.909995', 2)({ percent: '20', rebate: '0.381999' }),
    ]);
    // 0.334249 + 0.000019 + 0.381999.
    expect(await balance(t, ann, USDT)).toEqual({ available: '0.716267', frozen: '0' });
    await closeBooks(t);
  });
});
