/**
 * No operator route moves money or changes a loan's outcome (issue 14): every
 * `/api/admin/loans/*` route, called by an admin with ids of the active and of a closed
 * loan and their enquiries, leaves every journal, balance and loan row as it was. The
 * database refuses a change of a loan's terms, of a closed loan and of an accrual (BR004).
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { everyBalance, journalCount } from '../ledger/testing.ts';
import { call } from '../../test/helper.ts';
import {
  OFFER,
  borrower,
  closeBooks,
  expect,
  fund,
  loan,
  loansApp,
  openLoan,
  runAt,
  signInDesk,
  DAY_MS,
  USDT,
  type LoanTest,
} from './testing.ts';
import { loanAccruals, loans } from './tables.ts';

/** The database's own refusal (BR004, or BR002 append-only), read through drizzle's wrapper. */
async function refused(query: PromiseLike<unknown>, pattern: RegExp): Promise<void> {
  const error = await Promise.resolve(query).then(
    () => undefined,
    (e: unknown) => e as { message?: string; cause?: { message?: string; code?: string } },
  );
  expect(error?.cause?.code).toMatch(/^BR00[24]$/);
  expect(error?.cause?.message).toMatch(pattern);
}

describe('the desk never moves money', () => {
  let t: LoanTest;
  let active: number;
  let closed: number;

  beforeAll(async () => {
    t = await loansApp();
    const a = await borrower(t, 'active@bourse.test');
    const b = await borrower(t, 'closed@bourse.test');
    active = await openLoan(t, a);
    closed = await openLoan(t, b);
    await fund(t, b.id, 'change', USDT, '500');
    expect((await loan.repay(t, b, closed)).type).toBe('ok');
    t.clock.advance(DAY_MS);
    await runAt(t, 0);
    await signInDesk(t, t.desk);
  });
  afterAll(() => t?.close());

  it('no admin route changes a journal, a balance or a loan', async () => {
    const before = {
      journals: await journalCount(t.ctx.db),
      balances: await everyBalance(t.ctx.db),
      loans: await t.ctx.db.select().from(loans),
    };
    const token = t.desk.token;
    for (const id of [active, closed, 1, 2, 2147483647]) {
      for (const path of ['claim', 'offer', 'reject']) {
        await call(
          t.app,
          'POST',
          `/admin/loans/enquiries/${id}/${path}`,
          { ...OFFER, reason: 'x' },
          token,
        );
      }
    }
    for (const userId of [1, 2, 3]) {
      await call(t.app, 'POST', '/admin/loans/market-makers', { user_id: userId }, token);
      await call(t.app, 'POST', '/admin/loans/market-makers/revoke', { user_id: userId }, token);
    }
    const list = await call<{ data: { id: number; risk_percent: string | null }[] }>(
      t.app,
      'GET',
      '/admin/loans/list',
      {},
      token,
    );
    expect(list.message.data.map((l) => [l.id, l.risk_percent])).toEqual([
      [closed, null],
      [active, '199.80'],
    ]);
    await call(t.app, 'GET', '/admin/loans/enquiries', { status: 'accepted' }, token);
    expect(await journalCount(t.ctx.db)).toBe(before.journals);
    expect(await everyBalance(t.ctx.db)).toEqual(before.balances);
    expect(await t.ctx.db.select().from(loans)).toEqual(before.loans);
    await closeBooks(t);
  });

  it('the database refuses to change terms, a closed loan or an accrual', async () => {
    await refused(
      t.ctx.db.update(loans).set({ principal: '1' }).where(eq(loans.id, active)),
      /terms never change/,
    );
    await refused(
      t.ctx.db.update(loans).set({ status: 'active' }).where(eq(loans.id, closed)),
      /closed loan is final/,
    );
    await refused(
      t.ctx.db.update(loanAccruals).set({ amount: '0' }).where(eq(loanAccruals.loanId, active)),
      /append-only|never/i,
    );
    await refused(t.ctx.db.execute(sql`delete from loans where id = ${active}`), /never deleted/);
  });
});
