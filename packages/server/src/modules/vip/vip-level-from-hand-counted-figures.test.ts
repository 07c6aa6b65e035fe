/**
 * Levels from hand-counted figures (issue 12). On 2 March alice trades spot as maker and as
 * taker (BTC/USDT, and ETH/BTC, a pair quoted in BTC, valued at BTC's recorded index), and
 * opens and closes a contract; her trade in the last second of January is outside the window. The assessment
 * of 3 March at 00:10 UTC counts the 30 days before 3 March and every balance of everyone,
 * at the recorded index (BTC 95000, ETH 3400, USDT 1):
 *
 * - alice: volume 49325 (VIP0 by volume), holdings 105062.875: VIP2 by holdings alone;
 * - erin: a contract round trip of 57000 notional, holdings 1943: VIP1 by volume alone;
 * - dave: never trades; 52900 held across the spot (some frozen), contract and options
 *   accounts: VIP2 by holdings;
 * - frank: nothing: no row, VIP0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType, VIP_DEFAULT_LEVELS } from '@bourse/shared';
import { forgetInstruments, instruments } from '../market/index.ts';
import { lever, move, submittedId } from '../lever/testing.ts';
import {
  BTC,
  ETH,
  assess,
  assessmentOf,
  closeBooks,
  fund,
  fundUser,
  order,
  person,
  runOf,
  signInAgain,
  spotTrade,
  vipApp,
  vipOf,
  type LeverTest,
  type Trader,
} from './testing.ts';

const ETH_BTC = { currency_id: ETH, legal_id: BTC };
let t: LeverTest;
let alice: Trader;
let bob: Trader;
let carol: Trader;
let dave: Trader;
let erin: Trader;
let frank: Trader;

/** A contract opened and closed at once: the open and close notionals both count. */
async function roundTrip(who: Trader, share: number, multiple: number): Promise<void> {
  const id = submittedId(await lever.submit(t, who.token, { share, multiple, type: 1 }));
  move(t, 'BTC', '95000.00');
  expect((await lever.close(t, who.token, id)).type).toBe('ok');
}

beforeAll(async () => {
  t = await vipApp({ now: '2026-01-31T23:59:59Z' });
  await t.ctx.db.insert(instruments).values({
    symbol: 'ETH/BTC',
    baseCurrencyId: ETH,
    quoteCurrencyId: BTC,
    kind: 'crypto',
    accountType: AccountType.change,
    tickSize: '0.00001',
    lotSize: '0.0001',
    minAmount: '0.0001',
    makerFee: '0.001',
    takerFee: '0.001',
    sort: 99,
  });
  forgetInstruments(t.ctx.db);
  alice = await person(t, 'alice@example.com', '20000');
  bob = await person(t, 'bob@example.com', '30000');
  carol = await person(t, 'carol@example.com', '6000');
  dave = await person(t, 'dave@example.com');
  erin = await person(t, 'erin@example.com');
  await fund(t, alice.id, 'change', BTC, '1');
  await fund(t, alice.id, 'change', ETH, '1');
  await fundUser(t, alice.id, '1000');
  await fund(t, bob.id, 'change', BTC, '0.035');
  await fund(t, carol.id, 'change', BTC, '0.2');
  await fund(t, dave.id, 'change', BTC, '0.5');
  await fundUser(t, dave.id, '2000');
  await fund(t, dave.id, 'micro', ETH, '1');
  await fundUser(t, erin.id, '2000');

  // The last second of January: outside the window of 3 March (it starts on 1 February).
  await spotTrade(t, alice, carol, '0.1', '60000');

  t.clock.set('2026-03-02T10:00:00Z');
  frank = await person(t, 'frank@example.com');
  await spotTrade(t, alice, bob, '0.5', '60000'); // alice maker: 30000
  await spotTrade(t, carol, alice, '0.2', '61000'); // alice taker: 12200
  await spotTrade(t, alice, bob, '1', '0.035', ETH_BTC); // 0.035 BTC = 3325 USDT
  await roundTrip(alice, 2, 10); // 1900.95 + 1899.05
  await roundTrip(erin, 30, 20); // 28514.25 + 28485.75
  // A resting order's hold is still the owner's.
  await order(t, dave, 'sell', '0.1', '99000');

  expect(await assess(t, '2026-03-03T00:10:00Z')).toEqual({
    day: '2026-03-03',
    assessed: 5,
    finished: true,
  });
}, 60_000);
afterAll(() => t.close());

describe('the assessment of 3 March', () => {
  it('alice: volume 49325 is short of VIP1, holdings 105062.875 make VIP2', async () => {
    expect(await assessmentOf(t, alice.id, '2026-03-03')).toMatchObject({
      level: 2,
      feeDiscountPercent: '15.0000',
      // 30000 + 12200 + 0.035 x 95000
      spotVolume: '45525.000000000000000000',
      // (95047.5 + 94952.5) x 0.02
      contractVolume: '3800.000000000000000000',
      // BTC 0.4 + 0.1998 + 0.034965 at 95000 = 60302.675; USDT 20000 + 5994 + 29970 - 12200
      // = 43764; lever 1000 - 0.950475 - 0.949525 - 1.9 = 996.2
      holdings: '105062.875000000000000000',
      computedAt: new Date('2026-03-03T00:10:00Z'),
    });
  });

  it('erin: volume alone (57000) makes VIP1 with 1943 held', async () => {
    expect(await assessmentOf(t, erin.id, '2026-03-03')).toMatchObject({
      level: 1,
      feeDiscountPercent: '10.0000',
      spotVolume: '0.000000000000000000',
      contractVolume: '57000.000000000000000000',
      holdings: '1943.000000000000000000',
    });
  });

  it('dave: every account counts, frozen too: 47500 + 2000 + 3400 = 52900 is VIP2', async () => {
    expect(await assessmentOf(t, dave.id, '2026-03-03')).toMatchObject({
      level: 2,
      spotVolume: '0.000000000000000000',
      contractVolume: '0.000000000000000000',
      holdings: '52900.000000000000000000',
    });
  });

  it('bob and carol are assessed too; frank, with nothing, gets no row', async () => {
    // bob: 30000 + 3325 traded; 0.4995 BTC + 0.999 ETH = 47452.5 + 3396.6 held
    expect(await assessmentOf(t, bob.id, '2026-03-03')).toMatchObject({
      level: 2,
      spotVolume: '33325.000000000000000000',
      holdings: '50849.100000000000000000',
    });
    // carol: 12200 traded (her January buy is outside); 0.0999 BTC + 12187.8 USDT held
    expect(await assessmentOf(t, carol.id, '2026-03-03')).toMatchObject({
      level: 1,
      spotVolume: '12200.000000000000000000',
      holdings: '21678.300000000000000000',
    });
    expect(await assessmentOf(t, frank.id, '2026-03-03')).toBeUndefined();
  });

  it('the run keeps its window, table and the recorded prices it valued coins at', async () => {
    const run = await runOf(t, '2026-03-03');
    expect(run).toMatchObject({
      windowFrom: new Date('2026-02-01T00:00:00Z'),
      windowTo: new Date('2026-03-03T00:00:00Z'),
      levels: VIP_DEFAULT_LEVELS,
      levelsSource: 'default',
      unpriced: [],
      assessed: 5,
      finishedAt: new Date('2026-03-03T00:10:00Z'),
    });
    expect(run!.prices).toEqual({
      BTC: { price: '95000', source: 'fixed', at: '2026-03-03T00:10:00.000Z' },
      ETH: { price: '3400', source: 'fixed', at: '2026-03-03T00:10:00.000Z' },
    });
  });

  it('GET /vip shows alice her level, figures, window and what VIP3 needs', async () => {
    await signInAgain(t, alice, 'alice@example.com');
    expect(await vipOf(t, alice)).toEqual({
      level: 2,
      fee_discount_percent: '15',
      assessment: {
        day: '2026-03-03',
        level: 2,
        fee_discount_percent: '15',
        computed_at: Date.parse('2026-03-03T00:10:00Z') / 1000,
        window_from: Date.parse('2026-02-01T00:00:00Z') / 1000,
        window_to: Date.parse('2026-03-03T00:00:00Z') / 1000,
        spot_volume_usdt: '45525',
        contract_volume_usdt: '3800',
        volume_usdt: '49325',
        holdings_usdt: '105062.875',
      },
      next: {
        ...VIP_DEFAULT_LEVELS[3],
        volume_missing: '1950675',
        holdings_missing: '94937.125',
      },
      next_assessment_at: Date.parse('2026-03-04T00:10:00Z') / 1000,
      levels: VIP_DEFAULT_LEVELS,
      rule: 'either',
      window_days: 30,
      assess_utc: '00:10',
    });
  });

  it('frank, never assessed, is VIP0 and needs VIP1 in full', async () => {
    expect(await vipOf(t, frank)).toMatchObject({
      level: 0,
      fee_discount_percent: '0',
      assessment: null,
      next: { level: 1, volume_missing: '50000', holdings_missing: '10000' },
    });
  });

  it('leaves the ledger and the books consistent', async () => {
    await closeBooks(t);
  });
});
