/**
 * OTC loans (issue 14). Everywhere: USDC in the coin catalogue (spec: borrowable BTC, ETH,
 * USDT, USDC; valued at its peg, like USDT). Outside production: the loan pool's demo
 * capital (faucet money, as seed/lockup.ts funds the staking pool), and the demo account
 * made a market maker with one active loan (500,000 USDC against 20 BTC, the collateral
 * granted from the faucet; USDC, so the demo's USDT stays what seed/users.ts gives), so the
 * loan pages have something to show. Once only: the keys and the enquiry make a second
 * start change nothing. The demo loan is opened without an index check (the seed runs
 * before the price feed); the job weighs it from its first run.
 */
import { eq } from 'drizzle-orm';
import { JournalReason, LOAN_DEFAULTS, LoanEnquiryStatus, dec } from '@bourse/shared';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { creditFromSystem, systemOwner, userOwner } from '../modules/ledger/index.ts';
import { grantMarketMaker, loanEnquiries, LOAN_ACCOUNT, openLoan } from '../modules/loans/index.ts';
import { currencies, forgetCurrencies } from '../modules/system/index.ts';
import { users } from '../modules/users/index.ts';
import { DEMO_EMAIL } from './users.ts';

export const USDC = 9;
const BTC = 1;

/** The loan pool's demo capital per currency id (BTC, ETH, USDT, USDC). */
export const DEMO_LOAN_POOL: Record<number, string> = {
  1: '200',
  2: '3000',
  3: '50000000',
  [USDC]: '20000000',
};

export const DEMO_LOAN = { principal: '500000', collateral: '20', dailyPercent: '0.05', days: 90 };

export async function seedLoans(db: Db, clock: Clock, opts: { production: boolean }) {
  await db
    .insert(currencies)
    .values({
      id: USDC,
      name: 'USDC',
      networks: ['ERC20'],
      names: {
        en: 'USD Coin',
        zh: 'USD Coin',
        hk: 'USD Coin',
        fra: 'USD Coin',
        spa: 'USD Coin',
        th: 'ยูเอสดีคอยน์',
        jp: 'USDコイン',
        kor: 'USD 코인',
      },
      kind: 'crypto',
      decimals: 6,
      color: '#2775CA',
      logo: '/h5/coins/usdc.svg',
      sort: 9,
    })
    .onConflictDoNothing({ target: currencies.id });
  forgetCurrencies(db);
  if (opts.production) return;
  const now = clock.now();
  for (const [currency, amount] of Object.entries(DEMO_LOAN_POOL)) {
    await db.transaction((tx) =>
      creditFromSystem(tx, {
        system: 'faucet',
        to: { owner: systemOwner('loanPool'), account: LOAN_ACCOUNT },
        currency: Number(currency),
        amount: dec(amount),
        idempotencyKey: `seed:loans:pool:${currency}`,
        reason: JournalReason.faucet,
        ref: { table: 'currencies', id: Number(currency) },
        at: now,
      }),
    );
  }
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.account, DEMO_EMAIL));
  if (!demo) return;
  await grantMarketMaker({ db, clock }, null, demo.id, 'demo account');
  if ((await db.$count(loanEnquiries, eq(loanEnquiries.userId, demo.id))) > 0) return;
  await db.transaction(async (tx) => {
    await creditFromSystem(tx, {
      system: 'faucet',
      to: { owner: userOwner(demo.id), account: LOAN_ACCOUNT },
      currency: BTC,
      amount: dec(DEMO_LOAN.collateral),
      idempotencyKey: 'seed:loans:demo-collateral',
      reason: JournalReason.faucet,
      ref: { table: 'users', id: demo.id },
      at: now,
    });
    const [enquiry] = await tx
      .insert(loanEnquiries)
      .values({
        userId: demo.id,
        amountUsdt: DEMO_LOAN.principal,
        collateralCurrencyId: BTC,
        loanCurrencyId: USDC,
        termDays: DEMO_LOAN.days,
        contact: 'demo',
        status: LoanEnquiryStatus.offered,
        createdAt: now,
        decidedAt: now,
        offerLoanCurrencyId: USDC,
        offerPrincipal: DEMO_LOAN.principal,
        offerCollateralCurrencyId: BTC,
        offerCollateralAmount: DEMO_LOAN.collateral,
        offerDailyPercent: DEMO_LOAN.dailyPercent,
        offerOverduePercent: LOAN_DEFAULTS.overdueDailyPercent,
        offerLiquidationPercent: LOAN_DEFAULTS.liquidationRiskPercent,
        offerTermDays: DEMO_LOAN.days,
        offerExpiresAt: new Date(now.getTime() + LOAN_DEFAULTS.offerHours * 3_600_000),
      })
      .returning();
    await openLoan(tx, enquiry!, now);
  });
}
