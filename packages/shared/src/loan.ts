/**
 * OTC loans (issue 14; spec "Loan: up to 10,000,000 USDT, minimum 500,000 USDT, term 7 days
 * to 1 year, overdue interest 0.5% of the total loan per day, forced close when the risk
 * rate is below 110%"): the pure maths the server settles with and the pages explain with.
 *
 * Days are counted from the loan's start instant in steps of 86,400 s. Interest day d
 * (1..term) is [start + (d-1) days, start + d days); overdue day k (1, 2, ...) is
 * [end + (k-1) days, end + k days), end = start + term days. The job writes a day's row
 * once it has ENDED; a repayment or a forced close also owes every day that has BEGUN
 * (interest day 1 begins at the start, so the least interest is one day's; an overdue day
 * begins strictly after the term's end, so repaying exactly at the end owes none).
 * Each day's amount is principal x percent / 100 rounded DOWN to the loan coin's decimals,
 * the same for every day of a kind.
 */
import { Exact, Rounding, roundAmount, type DecimalInput } from './money.ts';

export const LoanEnquiryStatus = {
  /** Waiting for an operator. */
  pending: 'pending',
  /** An operator's offer waits for the user. */
  offered: 'offered',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
  /** The user accepted: a loan exists. */
  accepted: 'accepted',
  declined: 'declined',
  /** The offer was not accepted in time. */
  expired: 'expired',
} as const;
export type LoanEnquiryStatus = (typeof LoanEnquiryStatus)[keyof typeof LoanEnquiryStatus];
export const LOAN_ENQUIRY_STATUSES = Object.values(LoanEnquiryStatus) as [
  LoanEnquiryStatus,
  ...LoanEnquiryStatus[],
];
/** The statuses of an enquiry still open: at most one per user. */
export const LOAN_OPEN_ENQUIRY = [LoanEnquiryStatus.pending, LoanEnquiryStatus.offered] as const;

export const LoanStatus = { active: 'active', repaid: 'repaid', liquidated: 'liquidated' } as const;
export type LoanStatus = (typeof LoanStatus)[keyof typeof LoanStatus];
export const LOAN_STATUSES = Object.values(LoanStatus) as [LoanStatus, ...LoanStatus[]];

export const LoanAccrualKind = { interest: 'interest', overdue: 'overdue' } as const;
export type LoanAccrualKind = (typeof LoanAccrualKind)[keyof typeof LoanAccrualKind];
export const LOAN_ACCRUAL_KINDS = Object.values(LoanAccrualKind) as [
  LoanAccrualKind,
  ...LoanAccrualKind[],
];

/** Spec: borrowable and pledgeable coins. */
export const LOAN_CURRENCIES = ['BTC', 'ETH', 'USDT', 'USDC'] as const;
export type LoanCurrency = (typeof LOAN_CURRENCIES)[number];
/** Valued at 1 USDT (their peg), never from a feed. */
export const LOAN_STABLES: readonly string[] = ['USDT', 'USDC'];

/** Spec limits; the amount is in USDT equivalent at the index. */
export const LOAN_LIMITS = {
  minUsdt: '500000',
  maxUsdt: '10000000',
  minDays: 7,
  maxDays: 365,
  /** "OTC borrowing needs VIP level 2 or above, or a market maker." */
  minVip: 2,
  /** The highest daily interest an operator may offer, percent a day. */
  maxDailyPercent: '1',
  /** Spec "up to 3x": the collateral asked is worth at most 3 times the loan (300%). */
  maxInitialRiskPercent: '300',
} as const;

/** Defaults of the settings (`loan_*`), each fixed on a loan when it is offered. */
export const LOAN_DEFAULTS = {
  overdueDailyPercent: '0.5',
  liquidationRiskPercent: '110',
  initialRiskPercent: '150',
  offerHours: 72,
} as const;

export const LOAN_DAY_MS = 86_400_000;

/** One day's amount of a kind: principal x percent / 100, rounded down to the coin. */
export function loanDayAmount(
  principal: DecimalInput,
  percent: DecimalInput,
  decimals: number,
): Exact {
  return roundAmount(new Exact(principal).times(percent).div(100), decimals, Rounding.down);
}

/** How many interest and overdue days are due at `nowMs`: ended (the job) or begun (a close). */
export function loanDaysDue(
  startMs: number,
  termDays: number,
  nowMs: number,
  mode: 'ended' | 'begun',
): { interest: number; overdue: number } {
  const elapsed = nowMs - startMs;
  if (elapsed < 0) return { interest: 0, overdue: 0 };
  const ended = Math.floor(elapsed / LOAN_DAY_MS);
  const pastEnd = elapsed - termDays * LOAN_DAY_MS;
  if (mode === 'ended') {
    return {
      interest: Math.min(termDays, ended),
      overdue: pastEnd > 0 ? Math.floor(pastEnd / LOAN_DAY_MS) : 0,
    };
  }
  return {
    interest: Math.min(termDays, ended + 1),
    overdue: pastEnd > 0 ? Math.ceil(pastEnd / LOAN_DAY_MS) : 0,
  };
}

/** Risk rate in percent: collateral value / debt value, both at the index. */
export function loanRiskPercent(
  collateral: DecimalInput,
  collateralIndex: DecimalInput,
  debt: DecimalInput,
  loanIndex: DecimalInput,
): Exact {
  const owed = new Exact(debt).times(loanIndex);
  if (owed.lte(0)) return new Exact(0);
  return new Exact(collateral).times(collateralIndex).times(100).div(owed);
}

/** Shown to two decimals, rounded down (a rate shown never looks safer than it is). */
export const loanRiskShown = (risk: Exact): string =>
  roundAmount(risk, 2, Rounding.down).toFixed(2);

/**
 * The price at which the risk rate reaches the liquidation level: of the collateral coin
 * (it falls to it) when the collateral is not a stablecoin, else of the loan coin (it rises
 * to it); null when both are stablecoins (only interest can bring it there).
 */
export function loanLiquidationPrice(p: {
  collateral: DecimalInput;
  collateralIndex: DecimalInput;
  collateralStable: boolean;
  debt: DecimalInput;
  loanIndex: DecimalInput;
  loanStable: boolean;
  liquidationPercent: DecimalInput;
}): { price: string; of: 'collateral' | 'loan' } | null {
  const level = new Exact(p.liquidationPercent).div(100);
  if (!p.collateralStable) {
    if (new Exact(p.collateral).lte(0)) return null;
    const price = level.times(p.debt).times(p.loanIndex).div(p.collateral);
    return { price: roundAmount(price, 8, Rounding.up).toFixed(), of: 'collateral' };
  }
  if (!p.loanStable) {
    const owed = level.times(p.debt);
    if (owed.lte(0)) return null;
    const price = new Exact(p.collateral).times(p.collateralIndex).div(owed);
    return { price: roundAmount(price, 8, Rounding.down).toFixed(), of: 'loan' };
  }
  return null;
}

/**
 * A forced close: collateral worth the debt at the index, rounded UP to the collateral
 * coin's decimals, capped at all of it; the rest goes back to the user. What the collateral
 * cannot cover is the pool's loss, in the loan coin (rounded up: never understated).
 */
export function loanLiquidation(p: {
  collateral: DecimalInput;
  collateralIndex: DecimalInput;
  collateralDecimals: number;
  debt: DecimalInput;
  loanIndex: DecimalInput;
  loanDecimals: number;
}): { sold: Exact; returned: Exact; shortfall: Exact } {
  const collateral = new Exact(p.collateral);
  const needed = roundAmount(
    new Exact(p.debt).times(p.loanIndex).div(p.collateralIndex),
    p.collateralDecimals,
    Rounding.up,
  );
  if (needed.lte(collateral)) {
    return { sold: needed, returned: collateral.minus(needed), shortfall: new Exact(0) };
  }
  const covered = collateral.times(p.collateralIndex).div(p.loanIndex);
  const shortfall = roundAmount(new Exact(p.debt).minus(covered), p.loanDecimals, Rounding.up);
  return { sold: collateral, returned: new Exact(0), shortfall };
}
