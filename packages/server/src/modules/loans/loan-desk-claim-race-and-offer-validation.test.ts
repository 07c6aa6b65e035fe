/**
 * The finance desk (issue 14): two operators claiming at once, exactly one holds the
 * enquiry and the other is told who; only the holder offers or rejects; an offer is checked
 * at the index (500,000 to 10,000,000 USDT, collateral worth 150% to 300% of the loan, the
 * coin's decimals); a rejection's reason reaches the user; every decision is audited; a
 * support operator cannot reach the desk.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createOperator } from '../admin/index.ts';
import { call } from '../../test/helper.ts';
import {
  auditActions,
  borrower,
  closeBooks,
  desk,
  expect,
  loan,
  loansApp,
  type LoanTest,
  type Person,
} from './testing.ts';
import { loginOperator } from '../admin/testing.ts';

describe('the desk', () => {
  let t: LoanTest;
  let who: Person;
  let id: number;

  beforeAll(async () => {
    t = await loansApp();
    who = await borrower(t, 'desk@bourse.test');
    const applied = await loan.apply(t, who);
    id = (applied as unknown as { data: { id: number } }).data.id;
  });
  afterAll(() => t?.close());

  it('lists the enquiry unclaimed with the user and their level', async () => {
    const queue = await desk.queue(t, t.desk, { status: 'pending' });
    expect(queue.message.data[0]).toMatchObject({
      id,
      user_id: who.id,
      vip_level: 2,
      market_maker: false,
      claimed_by: null,
      amount: '1000000',
      collateral_currency: 'BTC',
    });
  });

  it('two operators claim at once: one holds it, the other is told who', async () => {
    const [a, b] = await Promise.all([desk.claim(t, t.desk, id), desk.claim(t, t.desk2, id)]);
    const replies = [a, b];
    const won = replies.filter((r) => r.type === 'ok');
    expect(won).toHaveLength(1);
    const holder = a.type === 'ok' ? 'Ana' : 'Ben';
    const loser = replies.find((r) => r.type === 'error')!;
    expect(loser.message).toBe(`This enquiry is already taken by ${holder}`);
    const holderDesk = holder === 'Ana' ? t.desk : t.desk2;
    const otherDesk = holder === 'Ana' ? t.desk2 : t.desk;
    expect((await desk.claim(t, holderDesk, id)).type).toBe('ok');
    expect((await desk.offer(t, otherDesk, id)).message).toBe(
      'Claim this enquiry before deciding it',
    );
    expect((await desk.reject(t, otherDesk, id)).message).toBe(
      'Claim this enquiry before deciding it',
    );
    // The rest of this file decides as the holder.
    if (holder === 'Ben') [t.desk, t.desk2] = [t.desk2, t.desk];
  });

  it.each([
    [
      { principal: '499999' },
      'The loan must be worth 500000 to 10000000 USDT at the index; 499999 USDT is worth 499999 USDT',
    ],
    [
      {
        loan_currency: 'BTC',
        principal: '101',
        collateral_currency: 'USDT',
        collateral_amount: '20000000',
      },
      'The loan must be worth 500000 to 10000000 USDT at the index; 101 BTC is worth 10100000 USDT',
    ],
    [
      { collateral_amount: '14.9' },
      'The collateral must be worth 150% to 300% of the loan at the index; it is 149.00%',
    ],
    [
      { collateral_amount: '30.01' },
      'The collateral must be worth 150% to 300% of the loan at the index; it is 300.10%',
    ],
    [{ principal: '1000000.1234567' }, 'USDT allows at most 6 decimals'],
    [{ collateral_amount: '20.123456789' }, 'Collateral amount allows at most 8 decimals'],
    [{ daily_percent: '1.5' }, 'Daily interest (%) must be at most 1'],
    [{ daily_percent: '0' }, 'Daily interest (%) must be greater than zero'],
    [{ term_days: 400 }, 'The term must be 7 to 365 days'],
    [{ collateral_currency: 'SOL' }, 'Collateral currency must be one of: BTC, ETH, USDT, USDC'],
  ])('offer %j is refused', async (fields, message) => {
    const reply = await desk.offer(t, t.desk, id, fields);
    expect(reply).toMatchObject({ status: 200, type: 'error', message });
  });

  it('a valid offer is shown to the user with its figures; the queue no longer holds it pending', async () => {
    const offered = await desk.offer(t, t.desk, id, {
      loan_currency: 'ETH',
      principal: '250',
      collateral_currency: 'BTC',
      collateral_amount: '15',
    });
    expect(offered.type, JSON.stringify(offered)).toBe('ok');
    const [mine] = (await loan.enquiries(t, who)).message;
    expect(mine).toMatchObject({
      status: 'offered',
      offer: {
        loan_currency: 'ETH',
        principal: '250',
        collateral_currency: 'BTC',
        collateral_amount: '15',
        daily_percent: '0.05',
        daily_interest: '0.125',
        term_interest: '3.75',
        overdue_daily_percent: '0.5',
        liquidation_risk_percent: '110',
        term_days: 30,
        risk_percent: '150',
        expires_at: Math.floor(t.clock.now().getTime() / 1000) + 72 * 3600,
      },
    });
    expect((await desk.offer(t, t.desk, id)).message).toBe(
      'This enquiry is no longer waiting for a decision',
    );
  });

  it('a rejection carries its reason to the user', async () => {
    expect((await loan.decline(t, who, id)).type).toBe('ok');
    const next = await loan.apply(t, who);
    const second = (next as unknown as { data: { id: number } }).data.id;
    expect((await desk.claim(t, t.desk, second)).type).toBe('ok');
    expect((await desk.reject(t, t.desk, second, 'Collateral history too short')).type).toBe('ok');
    const mine = (await loan.enquiries(t, who)).message.find((e) => e.id === second);
    expect(mine).toMatchObject({
      status: 'rejected',
      reject_reason: 'Collateral history too short',
    });
    expect((await loan.accept(t, who, second)).message).toBe('This enquiry has no offer to answer');
  });

  it('every decision is audited', async () => {
    const actions = await auditActions(t);
    for (const action of ['loan.claim', 'loan.offer', 'loan.reject']) {
      expect(actions).toContain(action);
    }
    await closeBooks(t);
  });

  it('a support operator cannot reach the desk', async () => {
    await createOperator(t.ctx.db, t.clock, {
      email: 'support@desk.test',
      name: 'Sue',
      role: 'support',
      password: 'operator-pass-123',
    });
    const login = await loginOperator(t, {
      email: 'support@desk.test',
      password: 'operator-pass-123',
    });
    const reply = await call(t.app, 'GET', '/admin/loans/enquiries', {}, login.message);
    expect(reply.type).toBe('error');
    const user = await call(t.app, 'GET', '/admin/loans/enquiries', {}, who.token);
    expect(user.type).not.toBe('ok');
  });
});
