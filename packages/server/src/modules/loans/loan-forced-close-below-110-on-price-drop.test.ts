/**
 * Forced close below 110% (issue 14; spec "forced close when the risk rate is below 110%").
 * 1,000,000 USDT at 0.05% a day against 20 BTC at 100,000: on day 1 the debt is 1,000,500
 * (the begun day's 500 included), the risk rate 199.90% and the liquidation price
 * 1.1 x 1,000,500 / 20 = 55,027.5. At 55,027.51 (110.00002%) and at exactly 55,027.5 (110%)
 * nothing happens; at 55,027.49 the job sells 1,000,500 / 55,027.49 = 18.18182149 BTC
 * (rounded up) to the loan pool at that recorded index and unfreezes the other 1.81817851.
 * A crash below the debt sells all of it and records the pool's loss.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { dec } from '@bourse/shared';
import { journalsFor } from '../ledger/testing.ts';
import {
  BTC,
  USDT,
  accrualsOf,
  borrower,
  closeBooks,
  expect,
  loan,
  loanRow,
  loansApp,
  move,
  openLoan,
  poolOf,
  runAt,
  spot,
  type LoanTest,
  type Person,
} from './testing.ts';

describe('forced close on a price drop', () => {
  let t: LoanTest;
  let who: Person;
  let id: number;
  let poolBtc: string;

  beforeAll(async () => {
    t = await loansApp();
    who = await borrower(t, 'drop@bourse.test');
    poolBtc = (await poolOf(t, BTC)).available;
    id = await openLoan(t, who);
  });
  afterAll(() => t?.close());

  it('shows the risk rate and the liquidation price at the index', async () => {
    const { message: d } = await loan.detail(t, who, id);
    expect(d.debt).toBe('1000500');
    expect(d.risk_percent).toBe('199.90');
    expect(d.liquidation_price).toEqual({ price: '55027.5', of: 'collateral' });
    expect(d.index?.collateral).toMatchObject({ symbol: 'BTC', price: '100000', source: 'fixed' });
    expect(d.index?.loan).toMatchObject({ symbol: 'USDT', price: '1', source: 'peg' });
    expect(await spot(t, who, BTC)).toEqual({ available: '0', frozen: '20' });
  });

  it('just above 110%, and at exactly 110%, the loan stays open', async () => {
    move(t, 'BTC', '55027.51');
    expect((await runAt(t, 0)).liquidated).toBe(0);
    expect((await loan.detail(t, who, id)).message.risk_percent).toBe('110.00');
    move(t, 'BTC', '55027.5');
    expect((await runAt(t, 0)).liquidated).toBe(0);
    expect((await loanRow(t, id)).status).toBe('active');
    await closeBooks(t);
  });

  it('below 110% the collateral worth the debt is sold at the index and the rest returned', async () => {
    move(t, 'BTC', '55027.49');
    const closedAt = t.clock.now();
    expect((await runAt(t, 0)).liquidated).toBe(1);
    const row = await loanRow(t, id);
    expect(row).toMatchObject({
      status: 'liquidated',
      soldCollateral: '18.181821490000000000',
      returnedCollateral: '1.818178510000000000',
      shortfall: '0.000000000000000000',
      closeCollateralPrice: '55027.49',
      closeLoanPrice: '1',
      closePriceSource: 'fixed / peg',
      interestDays: 1,
    });
    expect(row.closePriceAt?.getTime()).toBe(Math.floor(closedAt.getTime() / 1000) * 1000);
    expect(await spot(t, who, BTC)).toEqual({ available: '1.81817851', frozen: '0' });
    // The principal stays with the borrower; the pool holds the BTC sold instead.
    expect(await spot(t, who, USDT)).toEqual({ available: '1000000', frozen: '0' });
    const pool = await poolOf(t, BTC);
    expect(pool.available).toBe(dec(poolBtc).plus('18.18182149').toFixed());
    expect((await accrualsOf(t, id)).map((r) => r.amount)).toEqual(['500.000000000000000000']);
    const keys = (await journalsFor(t.ctx.db, { table: 'loans', id })).map((j) => [
      j.reason,
      j.idempotencyKey,
    ]);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['loan_liquidation', `loans:${id}:liquidation`],
        ['loan_collateral', `loans:${id}:release`],
      ]),
    );
    await closeBooks(t);
  });

  it('a closed loan is not closed again, nor repaid', async () => {
    move(t, 'BTC', '30000');
    expect((await runAt(t, 0)).liquidated).toBe(0);
    const repay = await loan.repay(t, who, id);
    expect(repay.type).toBe('error');
    expect(repay.message).toBe('This loan is already closed');
    const { message: d } = await loan.detail(t, who, id);
    expect(d).toMatchObject({
      status: 'liquidated',
      risk_percent: null,
      sold_collateral: '18.18182149',
    });
    expect(d.close_index).toMatchObject({ symbol: 'BTC', price: '55027.49' });
    await closeBooks(t);
  });

  it('a crash below the debt sells all the collateral and records the pool loss', async () => {
    move(t, 'BTC', '100000');
    const other = await borrower(t, 'crash@bourse.test');
    const second = await openLoan(t, other);
    move(t, 'BTC', '40000');
    expect((await runAt(t, 0)).liquidated).toBe(1);
    // 20 BTC x 40,000 = 800,000 of a 1,000,500 debt: 200,500 USDT short.
    expect(await loanRow(t, second)).toMatchObject({
      status: 'liquidated',
      soldCollateral: '20.000000000000000000',
      returnedCollateral: '0.000000000000000000',
      shortfall: '200500.000000000000000000',
    });
    expect(await spot(t, other, BTC)).toEqual({ available: '0', frozen: '0' });
    await closeBooks(t);
  });
});
