/**
 * The enquiry form's limits (spec: 500,000 to 10,000,000 USDT equivalent, term 7 days to 1
 * year, BTC/ETH/USDT/USDC) and hostile inputs: each refused with a message naming the rule,
 * never a 500; at most one open enquiry per user, even for two forms at once.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { borrower, expect, loan, loansApp, type LoanTest, type Person } from './testing.ts';

describe('enquiry limits and bad inputs', () => {
  let t: LoanTest;
  let who: Person;

  beforeAll(async () => {
    t = await loansApp();
    who = await borrower(t, 'inputs@bourse.test');
  });
  afterAll(() => t?.close());

  it.each([
    [{ amount: '499999.99' }, 'The amount must be between 500000 and 10000000 USDT'],
    [{ amount: '10000000.01' }, 'The amount must be between 500000 and 10000000 USDT'],
    [{ amount: '600000.123' }, 'Amount allows at most 2 decimals'],
    [{ amount: '1e6' }, 'Amount must be a plain decimal number, such as 12.5'],
    [{ amount: '-600000' }, 'Amount must be greater than zero'],
    [{ amount: '' }, 'Amount is required'],
    [{ collateral_currency: 'DOGE' }, 'Collateral currency must be one of: BTC, ETH, USDT, USDC'],
    [{ loan_currency: 'XRP' }, 'Loan currency must be one of: BTC, ETH, USDT, USDC'],
    [{ term_days: 6 }, 'The term must be 7 to 365 days'],
    [{ term_days: 366 }, 'The term must be 7 to 365 days'],
    [{ term_days: '7.5' }, 'Term (days) must be a whole number'],
    [{ contact: '   ' }, 'Contact UID is required'],
    [{ contact: 'x'.repeat(65) }, 'Contact UID must be at most 64 characters'],
    [{ contact: 'uid\u0007' }, 'Contact UID is not valid'],
    [{ contact: 'uid\u0000' }, 'contact is not valid'],
  ])('%j is refused', async (fields, message) => {
    const reply = await loan.apply(t, who, fields);
    expect(reply.status).toBe(200);
    expect(reply).toMatchObject({ type: 'error', message });
  });

  it('lower-case coins and the limits themselves are accepted; one open enquiry at a time', async () => {
    const first = await loan.apply(t, who, {
      amount: '500000',
      collateral_currency: 'eth',
      loan_currency: 'usdc',
      term_days: 7,
      contact: '  UID-88  ',
    });
    expect(first.type, JSON.stringify(first)).toBe('ok');
    const [mine] = (await loan.enquiries(t, who)).message;
    expect(mine).toMatchObject({
      status: 'pending',
      amount: '500000',
      collateral_currency: 'ETH',
      loan_currency: 'USDC',
      term_days: 7,
      contact: 'UID-88',
      offer: null,
    });
    expect((await loan.apply(t, who, { amount: '10000000', term_days: 365 })).message).toBe(
      'You already have an open enquiry: withdraw it or wait for the answer',
    );
    expect((await loan.withdraw(t, who, mine!.id)).type).toBe('ok');
    expect((await loan.withdraw(t, who, mine!.id)).message).toBe(
      'This enquiry is no longer waiting for a decision',
    );
    // Two forms at once: the partial unique index lets one through.
    const both = await Promise.all([loan.apply(t, who), loan.apply(t, who)]);
    expect(both.map((r) => r.type).sort()).toEqual(['error', 'ok']);
  });

  it('ids past int32 name nothing; past 2^53 they are refused', async () => {
    for (const path of ['/loan/withdraw', '/loan/accept', '/loan/decline']) {
      const big = await call(t.app, 'POST', path, { id: '2147483648' }, who.token);
      expect(big).toMatchObject({ status: 200, type: 'error', message: 'Loan enquiry not found' });
      const huge = await call(t.app, 'POST', path, { id: '9007199254740993' }, who.token);
      expect(huge).toMatchObject({ status: 200, type: 'error' });
      expect(huge.message).toMatch(/^ID /);
    }
    for (const id of ['2147483648', '0', '-1', 'abc', '1.5']) {
      const reply = await call(t.app, 'GET', '/loan/detail', { id }, who.token);
      expect(reply.status).toBe(200);
      expect(reply.type).toBe('error');
    }
    const repay = await call(t.app, 'POST', '/loan/repay', { id: '2147483648' }, who.token);
    expect(repay.message).toBe('Loan not found');
  });

  it('signed out: session first', async () => {
    const reply = await call(t.app, 'POST', '/loan/apply', { amount: 'x' });
    expect(reply.type).toBe('999');
  });
});
