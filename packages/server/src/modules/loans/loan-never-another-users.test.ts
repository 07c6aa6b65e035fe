/**
 * A user never sees or acts on another user's enquiry or loan (issue 14): every route
 * answers as for a missing row, and nothing changes.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { journalCount } from '../ledger/testing.ts';
import {
  borrower,
  closeBooks,
  expect,
  fund,
  loan,
  loanRow,
  loansApp,
  openLoan,
  USDT,
  type LoanTest,
  type Person,
} from './testing.ts';

describe("another user's loan", () => {
  let t: LoanTest;
  let owner: Person;
  let other: Person;
  let loanId: number;
  let pendingId: number;

  beforeAll(async () => {
    t = await loansApp();
    owner = await borrower(t, 'owner@bourse.test');
    other = await borrower(t, 'other@bourse.test');
    loanId = await openLoan(t, owner);
    const applied = await loan.apply(t, owner, { amount: '700000' });
    pendingId = (applied as unknown as { data: { id: number } }).data.id;
    await fund(t, other.id, 'change', USDT, '2000000');
  });
  afterAll(() => t?.close());

  it('answers as for a missing row and changes nothing', async () => {
    const before = await journalCount(t.ctx.db);
    expect((await loan.detail(t, other, loanId)).message).toBe('Loan not found');
    expect((await loan.repay(t, other, loanId)).message).toBe('Loan not found');
    for (const act of [loan.withdraw, loan.accept, loan.decline]) {
      expect((await act(t, other, pendingId)).message).toBe('Loan enquiry not found');
    }
    expect((await loan.list(t, other)).message).toEqual([]);
    expect((await loan.enquiries(t, other)).message).toEqual([]);
    expect(await journalCount(t.ctx.db)).toBe(before);
    expect((await loanRow(t, loanId)).status).toBe('active');
    const mine = await loan.list(t, owner);
    expect(mine.message.map((l) => l.id)).toEqual([loanId]);
    expect((await loan.enquiries(t, owner)).message.map((e) => e.status)).toEqual([
      'pending',
      'accepted',
    ]);
    await closeBooks(t);
  });
});
