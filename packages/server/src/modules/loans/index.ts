/**
 * OTC loans (issue 14): the door. A VIP2+ user or a market maker sends an enquiry
 * (`/loan/apply`); the finance desk claims it and offers terms (`/admin/loans/*`, audited);
 * the borrower accepts (collateral frozen, principal paid from the loan pool), repays, or
 * the job (`runLoanJobs`, jobs/scheduler.ts) accrues interest and overdue interest each day
 * and force-closes a loan whose risk rate at the recorded index falls below its level.
 * Routes are registered by modules/routes.ts from ./routes.ts.
 */
export { runLoanJobs, type LoanRun } from './jobs.ts';
export { acceptOffer, openLoan } from './accept.ts';
export { applyForLoan, declineOffer, listEnquiries, withdrawEnquiry } from './enquiries.ts';
export { repayLoan } from './repay.ts';
export { grantMarketMaker, listMarketMakers, revokeMarketMaker } from './makers.ts';
export { eligibilityOf, loanSettings, LOAN_ACCOUNT, LOANS_TABLE } from './config.ts';
export { listLoans, loanDetail } from './views.ts';
export * from './tables.ts';
