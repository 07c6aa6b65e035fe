/**
 * Who may borrow (spec: "OTC borrowing needs VIP level 2 or above, or a market maker"): a
 * VIP1 user reads why not on `/loan/terms` and is refused by `/loan/apply` in their
 * language; a market maker granted by the desk (audited) may apply; a revoke ends that.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { call } from '../../test/helper.ts';
import {
  auditActions,
  closeBooks,
  desk,
  expect,
  loan,
  loansApp,
  person,
  setVip,
  type LoanTest,
} from './testing.ts';

describe('eligibility', () => {
  let t: LoanTest;

  beforeAll(async () => {
    t = await loansApp();
  });
  afterAll(() => t?.close());

  it('signed out: the terms, no eligibility', async () => {
    const terms = await loan.terms(t);
    expect(terms.message).toMatchObject({
      min_amount: '500000',
      max_amount: '10000000',
      min_days: 7,
      max_days: 365,
      currencies: ['BTC', 'ETH', 'USDT', 'USDC'],
      overdue_daily_percent: '0.5',
      liquidation_risk_percent: '110',
      initial_risk_percent: '150',
      eligibility: null,
    });
  });

  it('a VIP1 user sees why and is refused in their language', async () => {
    const who = await person(t, 'vip1@bourse.test');
    await setVip(t, who.id, 1);
    const terms = await loan.terms(t, who);
    expect(terms.message).toMatchObject({
      eligibility: {
        eligible: false,
        vip_level: 1,
        market_maker: false,
        min_vip: 2,
        reason:
          'OTC loans are open to VIP level 2 and above or to market makers; your VIP level is 1',
      },
    });
    const refused = await loan.apply(t, who);
    expect(refused).toMatchObject({
      type: 'error',
      message:
        'OTC loans are open to VIP level 2 and above or to market makers; your VIP level is 1',
    });
    const zh = await call(
      t.app,
      'POST',
      '/loan/apply',
      { amount: '600000', collateral_currency: 'BTC', term_days: 30, contact: 'x', lang: 'zh' },
      who.token,
    );
    expect(zh.message).toBe('OTC 借贷仅向 VIP2 及以上用户或做市商开放；您当前的 VIP 等级为 1');
    expect((await loan.enquiries(t, who)).message).toEqual([]);
  });

  it('a VIP2 user may apply', async () => {
    const who = await person(t, 'vip2@bourse.test');
    await setVip(t, who.id, 2);
    expect((await loan.terms(t, who)).message).toMatchObject({
      eligibility: { eligible: true, reason: null },
    });
    const applied = await loan.apply(t, who);
    expect(applied.type).toBe('ok');
    expect(applied.message).toBe(
      'Your enquiry was sent: an operator will contact you within 1-3 days',
    );
  });

  it('a market maker may apply; the grant and the revoke are audited', async () => {
    const who = await person(t, 'maker@bourse.test');
    expect((await loan.apply(t, who)).type).toBe('error');
    expect((await desk.grant(t, t.desk, who.id)).type).toBe('ok');
    expect((await loan.terms(t, who)).message).toMatchObject({
      eligibility: { eligible: true, vip_level: 0, market_maker: true },
    });
    const applied = await loan.apply(t, who);
    expect(applied.type).toBe('ok');
    expect((await desk.revoke(t, t.desk, who.id)).type).toBe('ok');
    expect((await desk.revoke(t, t.desk, who.id)).message).toBe('This user is not a market maker');
    expect((await desk.grant(t, t.desk, 999_999)).message).toBe('No user has the id 999999');
    expect(await auditActions(t)).toEqual(
      expect.arrayContaining(['loan.grantMaker', 'loan.revokeMaker']),
    );
    await closeBooks(t);
  });
});
