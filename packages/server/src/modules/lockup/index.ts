/**
 * Lock-up mining (issue 11): the door. Users lock a coin from their spot account in a plan
 * for a number of days (`/lh/*`, routes.ts); the principal is frozen, `runLockupJobs` (run by
 * jobs/ every minute) credits each day's interest from the staking pool at the dividend time
 * and releases the principal at the end; an early redemption returns it less the published
 * penalty (spec 9). Decision 76 fixes how the daily rate is chosen.
 */
export { depositLockup, quoteRedeem, redeemEarly } from './orders.ts';
export { runLockupJobs, LOCKUP_BATCH, type LockupRun } from './jobs.ts';
export { listOrders, orderCredits } from './views.ts';
export { listPlans, dividendUtc, DIVIDEND_SETTING, LOCKUP_ACCOUNT } from './config.ts';
export { createPlan, movePlan, listPlansForDesk, type PlanMove } from './admin.ts';
export * from './tables.ts';
