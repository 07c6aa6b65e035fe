/**
 * Fees of someone nobody invited are nobody's rebate (issue 12). Carl registered without an
 * invite code: on Monday he buys BTC from the market maker, sells some back and trades a
 * contract; the market maker (a system account) pays its own maker fees. Tuesday's run
 * writes no rebate and moves no money. On Tuesday Bob, whom Ann invited, buys 0.01 BTC from
 * the market maker beside Carl: only Bob's taker fee (0.00001 BTC) earns Ann 0.000002 BTC.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec } from '@bourse/shared';
import { seedMarketMaker } from '../../seed/marketMaker.ts';
import { journalsFor } from '../ledger/testing.ts';
import { runMarketMaker } from '../spot/index.ts';
import {
  BTC,
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
  runAt,
  type InviteTest,
  type Member,
} from './testing.ts';

let t: InviteTest;
let ann: Member;
let bob: Member;
let carl: Member;

type Depth = { bids: [string, string][]; asks: [string, string][] };
const depth = async () =>
  (await call<Depth>(t.app, 'GET', '/market/depth', { symbol: 'BTC/USDT', limit: 50 })).message;

/** A buy of `amount` BTC from the market maker, priced through its first asks. */
async function buyFromMaker(who: Member, amount: string) {
  await runMarketMaker(t.ctx);
  const [ask] = (await depth()).asks[0]!;
  const r = await order(t, who, 'buy', amount, dec(ask).plus(500).toFixed(2));
  expect(r.status).toBe('filled');
}

async function sellToMaker(who: Member, amount: string) {
  await runMarketMaker(t.ctx);
  const [bid] = (await depth()).bids[0]!;
  const r = await order(t, who, 'sell', amount, dec(bid).minus(500).toFixed(2));
  expect(r.status).toBe('filled');
}

beforeAll(async () => {
  t = await inviteApp();
  await seedMarketMaker(t.ctx.db, t.clock, { production: false });
  ann = await member(t, 'ann@example.com');
  bob = await member(t, 'bob@example.com', ann);
  carl = await member(t, 'carl@example.com');
  await grant(t, carl, USDT, '10000');
  await grant(t, bob, USDT, '10000');
});
afterAll(() => t?.close());

describe('a user without an inviter', () => {
  it("earns nobody a rebate: Monday's run writes nothing and moves nothing", async () => {
    await buyFromMaker(carl, '0.02');
    await sellToMaker(carl, '0.01');
    t.clock.set('2026-03-02T15:00:00Z');
    await contractRoundTrip(t, carl);
    const fees = {
      btc: await feesBalance(t, 'change', BTC),
      usdt: await feesBalance(t, 'change', USDT),
      lever: await feesBalance(t, 'lever', USDT),
    };
    const carlBefore = [await balance(t, carl, BTC), await balance(t, carl, USDT)];
    expect((await runAt(t, '2026-03-03T00:10:00Z')).days).toEqual([
      { day: '2026-03-02', rows: 0, journals: 0 },
    ]);
    expect(await rebateFigures(t)).toEqual([]);
    expect(await journalsFor(t.ctx.db, { table: 'invite_rebates' })).toEqual([]);
    expect({
      btc: await feesBalance(t, 'change', BTC),
      usdt: await feesBalance(t, 'change', USDT),
      lever: await feesBalance(t, 'lever', USDT),
    }).toEqual(fees);
    expect([await balance(t, carl, BTC), await balance(t, carl, USDT)]).toEqual(carlBefore);
    await closeBooks(t);
  });

  it("nor does the market maker's side of an invitee's trade: only the invitee's fee counts", async () => {
    t.clock.set('2026-03-03T10:00:00Z');
    await buyFromMaker(bob, '0.01');
    await buyFromMaker(carl, '0.01');
    expect((await runAt(t, '2026-03-04T00:10:00Z')).days).toEqual([
      { day: '2026-03-03', rows: 1, journals: 1 },
    ]);
    expect(await rebateFigures(t)).toEqual([
      {
        inviter: ann.id,
        invitee: bob.id,
        day: '2026-03-03',
        currency: BTC,
        source: 'spot',
        fee: '0.00001',
        count: 1,
        percent: '20',
        rebate: '0.000002',
        paid: true,
      },
    ]);
    expect(await balance(t, ann, BTC)).toEqual({ available: '0.000002', frozen: '0' });
    await closeBooks(t);
  });
});
