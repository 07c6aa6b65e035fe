/**
 * Repayment (issue 14): the whole debt from the spot account in the loan coin to the loan
 * pool, the collateral unfrozen. An early repayment pays each interest day begun (2.5 days
 * in: 3 days of 500 USDT), one at least; a short balance changes nothing; 50 repayments at
 * once pay once; a repayment racing the job's forced close leaves exactly one outcome.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { dec } from '@bourse/shared';
import { journalsFor } from '../ledger/testing.ts';
import {
  BTC,
  DAY_MS,
  USDT,
  accrualsOf,
  borrower,
  closeBooks,
  expect,
  fund,
  loan,
  loanRow,
  loansApp,
  move,
  openLoan,
  poolOf,
  runAt,
  spot,
  type LoanTest,
} from './testing.ts';

describe('repayment', () => {
  let t: LoanTest;

  beforeAll(async () => {
    t = await loansApp();
  });
  afterAll(() => t?.close());

  it('repaying 2.5 days in pays 3 days of interest and releases the collateral', async () => {
    const who = await borrower(t, 'early@bourse.test');
    const poolBefore = (await poolOf(t, USDT)).available;
    const id = await openLoan(t, who);
    expect(await spot(t, who, USDT)).toEqual({ available: '1000000', frozen: '0' });
    t.clock.advance(2.5 * DAY_MS);
    await runAt(t, 0);
    expect(await accrualsOf(t, id)).toHaveLength(2);
    // Short by the third day's interest: refused, nothing written.
    await fund(t, who.id, 'change', USDT, '1000');
    const short = await loan.repay(t, who, id);
    expect(short).toMatchObject({ type: 'error', message: 'Insufficient USDT balance' });
    expect(await accrualsOf(t, id)).toHaveLength(2);
    expect((await loanRow(t, id)).status).toBe('active');
    await fund(t, who.id, 'change', USDT, '500');
    const paid = await loan.repay(t, who, id);
    expect(paid.type, JSON.stringify(paid)).toBe('ok');
    expect(paid.message).toBe('Loan repaid: 1001500 USDT paid, 20 BTC collateral released');
    expect(await spot(t, who, USDT)).toEqual({ available: '0', frozen: '0' });
    expect(await spot(t, who, BTC)).toEqual({ available: '20', frozen: '0' });
    expect((await poolOf(t, USDT)).available).toBe(dec(poolBefore).plus('1500').toFixed());
    expect(await loanRow(t, id)).toMatchObject({
      status: 'repaid',
      repaidAmount: '1001500.000000000000000000',
      interestDays: 3,
    });
    const journals = await journalsFor(t.ctx.db, { table: 'loans', id });
    expect(journals.map((j) => j.reason)).toEqual([
      'loan_collateral',
      'loan_disburse',
      'loan_repay',
      'loan_collateral',
    ]);
    await closeBooks(t);
  });

  it('repaying at once pays one day', async () => {
    const who = await borrower(t, 'at-once@bourse.test');
    const id = await openLoan(t, who);
    await fund(t, who.id, 'change', USDT, '500');
    expect((await loan.repay(t, who, id)).type).toBe('ok');
    expect((await loanRow(t, id)).repaidAmount).toBe('1000500.000000000000000000');
    await closeBooks(t);
  });

  it('50 repayments at once pay once', async () => {
    const who = await borrower(t, 'eight@bourse.test');
    const id = await openLoan(t, who);
    await fund(t, who.id, 'change', USDT, '1500000');
    const replies = await Promise.all(Array.from({ length: 50 }, () => loan.repay(t, who, id)));
    expect(replies.filter((r) => r.type === 'ok')).toHaveLength(1);
    expect(replies.filter((r) => r.type === 'error').map((r) => r.message)).toEqual(
      Array(49).fill('This loan is already closed'),
    );
    expect(await spot(t, who, USDT)).toEqual({ available: '1499500', frozen: '0' });
    const repays = (await journalsFor(t.ctx.db, { table: 'loans', id })).filter(
      (j) => j.reason === 'loan_repay',
    );
    expect(repays).toHaveLength(1);
    await closeBooks(t);
  });

  it('a repayment racing the forced close: exactly one of them closes the loan', async () => {
    const who = await borrower(t, 'race@bourse.test');
    const id = await openLoan(t, who);
    await fund(t, who.id, 'change', USDT, '500');
    move(t, 'BTC', '50000');
    const [job, repay] = await Promise.all([runAt(t, 0), loan.repay(t, who, id)]);
    const row = await loanRow(t, id);
    if (row.status === 'repaid') {
      expect(repay.type).toBe('ok');
      expect(job.liquidated).toBe(0);
      expect(await spot(t, who, BTC)).toEqual({ available: '20', frozen: '0' });
    } else {
      expect(row.status).toBe('liquidated');
      expect(repay).toMatchObject({ type: 'error', message: 'This loan is already closed' });
      expect(job.liquidated).toBe(1);
      expect(await spot(t, who, USDT)).toEqual({ available: '1000500', frozen: '0' });
    }
    move(t, 'BTC', '100000');
    await closeBooks(t);
  });
});
