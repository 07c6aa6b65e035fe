/**
 * Accepting an offer (issue 14): refused, with nothing written, when the collateral is not
 * in the spot account, when the loan pool cannot lend, when the offer has expired (72 h,
 * the job marks it), or when the index has moved the risk rate to the forced-close level.
 * Otherwise the collateral is frozen and the principal paid from the pool, in one step.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { journalCount } from '../ledger/testing.ts';
import {
  BTC,
  USDT,
  borrower,
  closeBooks,
  desk,
  expect,
  fund,
  loan,
  loansApp,
  move,
  poolOf,
  runAt,
  signInAgain,
  signInDesk,
  spot,
  type LoanTest,
  type Person,
} from './testing.ts';

async function offered(t: LoanTest, who: Person, terms: Record<string, string> = {}) {
  const applied = await loan.apply(t, who);
  const id = (applied as unknown as { data: { id: number } }).data.id;
  await signInDesk(t, t.desk);
  expect((await desk.claim(t, t.desk, id)).type).toBe('ok');
  const reply = await desk.offer(t, t.desk, id, terms);
  expect(reply.type, JSON.stringify(reply)).toBe('ok');
  return id;
}

describe('accepting an offer', () => {
  let t: LoanTest;

  beforeAll(async () => {
    t = await loansApp({ pool: { [USDT]: '1500000' } });
  });
  afterAll(() => t?.close());

  it('refuses a borrower without the collateral, writing nothing', async () => {
    const who = await borrower(t, 'poor@bourse.test', '19.99999999');
    const id = await offered(t, who);
    const before = await journalCount(t.ctx.db);
    expect((await loan.accept(t, who, id)).message).toBe('Insufficient BTC balance');
    expect(await journalCount(t.ctx.db)).toBe(before);
    expect((await loan.enquiries(t, who)).message[0]!.status).toBe('offered');
    await fund(t, who.id, 'change', BTC, '0.00000001');
    const accepted = await loan.accept(t, who, id);
    expect(accepted.message).toBe(
      'Loan started: 1000000 USDT credited to your spot account, 20 BTC frozen as collateral',
    );
    expect(await spot(t, who, BTC)).toEqual({ available: '0', frozen: '20' });
    expect(await spot(t, who, USDT)).toEqual({ available: '1000000', frozen: '0' });
    expect((await loan.accept(t, who, id)).message).toBe('This enquiry has no offer to answer');
    await closeBooks(t);
  });

  it('refuses when the loan pool cannot lend', async () => {
    const who = await borrower(t, 'dry@bourse.test');
    const id = await offered(t, who);
    expect((await poolOf(t, USDT)).available).toBe('500000');
    expect((await loan.accept(t, who, id)).message).toBe(
      'The loan pool cannot lend 1000000 USDT right now',
    );
    expect(await spot(t, who, BTC)).toEqual({ available: '20', frozen: '0' });
    expect((await loan.decline(t, who, id)).message).toBe('Offer declined');
    await closeBooks(t);
  });

  it('refuses when the index has moved the risk rate to the forced-close level', async () => {
    const who = await borrower(t, 'moved@bourse.test');
    const id = await offered(t, who, { principal: '500000', collateral_amount: '10' });
    move(t, 'BTC', '55000');
    expect((await loan.accept(t, who, id)).message).toBe(
      'At the index now the collateral covers only 109.94% of the loan, below the forced-close level of 110%: this offer can no longer be accepted',
    );
    move(t, 'BTC', '100000');
    expect((await loan.accept(t, who, id)).type).toBe('ok');
    await closeBooks(t);
  });

  it('an offer expires after 72 hours', async () => {
    const who = await borrower(t, 'late@bourse.test');
    const id = await offered(t, who, { principal: '500000', collateral_amount: '10' });
    t.clock.advance(72 * 3_600_000 - 1000);
    expect((await runAt(t, 0)).expired).toBe(0);
    t.clock.advance(1000);
    await signInAgain(t, who, 'late@bourse.test');
    expect((await loan.accept(t, who, id)).message).toBe('This offer has expired');
    expect((await runAt(t, 0)).expired).toBe(1);
    expect((await loan.enquiries(t, who)).message[0]!.status).toBe('expired');
    expect((await loan.accept(t, who, id)).message).toBe('This offer has expired');
    // The user may ask again.
    expect((await loan.apply(t, who)).type).toBe('ok');
    await closeBooks(t);
  });
});
