/**
 * Interest and overdue interest accrue exactly (issue 14): each day's amount is
 * principal x percent / 100 rounded down to the loan coin (USDT, 6 decimals), the job writes
 * a day once it has ended, inside the term as interest and past it as overdue interest
 * (0.5% of the principal a day), and repeated or concurrent runs write each day once.
 *
 *   principal 1,234,567.891234 USDT at 0.0123% a day: 151.851850621782 -> 151.851850 a day
 *   overdue 0.5%: 6,172.83945617 -> 6,172.839456 a day
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { dec } from '@bourse/shared';
import {
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
  openLoan,
  poolOf,
  runAt,
  signInAgain,
  spot,
  type LoanTest,
  type Person,
} from './testing.ts';

const PRINCIPAL = '1234567.891234';
const EMAIL = 'accrual@bourse.test';

describe('loan accrual', () => {
  let t: LoanTest;
  let who: Person;
  let id: number;
  let start: number;

  beforeAll(async () => {
    t = await loansApp();
    who = await borrower(t, EMAIL, '25');
    id = await openLoan(t, who, {
      principal: PRINCIPAL,
      daily_percent: '0.0123',
      collateral_amount: '25',
      term_days: 30,
    });
    start = (await loanRow(t, id)).startedAt.getTime();
  });
  afterAll(() => t?.close());

  it('writes nothing before a day has ended, then one day at its end', async () => {
    t.clock.set(new Date(start + DAY_MS - 1000).toISOString());
    expect((await runAt(t, 0)).accrued).toBe(0);
    expect(await accrualsOf(t, id)).toHaveLength(0);
    t.clock.set(new Date(start + DAY_MS).toISOString());
    expect((await runAt(t, 0)).accrued).toBe(1);
    const rows = await accrualsOf(t, id);
    expect(rows.map((r) => [r.kind, r.day, r.amount])).toEqual([
      ['interest', 1, '151.851850000000000000'],
    ]);
    await closeBooks(t);
  });

  it('writes every day of the term as interest, none as overdue at the term end', async () => {
    t.clock.set(new Date(start + 30 * DAY_MS).toISOString());
    expect((await runAt(t, 0)).accrued).toBe(29);
    const rows = await accrualsOf(t, id);
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => r.kind === 'interest' && r.amount === '151.851850000000000000')).toBe(
      true,
    );
    const detail = await loan.detail(t, who, id);
    expect(detail.message.accrued).toBe('4555.5555');
    expect(detail.message.debt).toBe('1239123.446734');
    expect(detail.message.days_overdue).toBe(0);
    await closeBooks(t);
  });

  it('writes overdue interest for each full day past the term, once however often it runs', async () => {
    t.clock.set(new Date(start + 33 * DAY_MS + 3_600_000).toISOString());
    await signInAgain(t, who, EMAIL);
    expect((await runAt(t, 0)).accrued).toBe(3);
    expect((await runAt(t, 0)).accrued).toBe(0);
    const again = await Promise.all([runAt(t, 0), runAt(t, 0), runAt(t, 0)]);
    expect(again.map((r) => r.accrued)).toEqual([0, 0, 0]);
    const rows = await accrualsOf(t, id);
    expect(rows.filter((r) => r.kind === 'overdue').map((r) => [r.day, r.amount])).toEqual([
      [1, '6172.839456000000000000'],
      [2, '6172.839456000000000000'],
      [3, '6172.839456000000000000'],
    ]);
    const row = await loanRow(t, id);
    expect([row.interestDays, row.overdueDays]).toEqual([30, 3]);
    // The fourth overdue day has begun: repaying now owes it too.
    const detail = await loan.detail(t, who, id);
    expect(detail.message.accrued).toBe('23074.073868');
    expect(detail.message.overdue_due).toBe('24691.357824');
    expect(detail.message.debt).toBe('1263814.804558');
    expect(detail.message.days_overdue).toBe(3);
    await closeBooks(t);
  });

  it('a repayment pays that debt to the pool exactly and writes the begun day', async () => {
    const poolBefore = await poolOf(t, USDT);
    await fund(t, who.id, 'change', USDT, '29246.913324');
    const paid = await loan.repay(t, who, id);
    expect(paid.type, JSON.stringify(paid)).toBe('ok');
    expect(await spot(t, who, USDT)).toEqual({ available: '0', frozen: '0' });
    const poolAfter = await poolOf(t, USDT);
    expect(dec(poolAfter.available).minus(poolBefore.available).toFixed()).toBe('1263814.804558');
    const row = await loanRow(t, id);
    expect([row.status, row.repaidAmount, row.overdueDays]).toEqual([
      'repaid',
      '1263814.804558000000000000',
      4,
    ]);
    await closeBooks(t);
  });
});
