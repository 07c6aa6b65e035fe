/**
 * VIP levels (issue 12): the door. A daily job (`runVipJobs`, jobs/scheduler.ts) assesses
 * every active user from their 30-day trading volume and holdings against the published
 * table (`vip_levels`, shared vip.ts: either threshold reaches a level); a level's discount
 * lowers the spot maker/taker fees (`vipFeeDiscounts`, the sequencers' copy) and the contract
 * open/close fees (`vipDiscountOf`, read in the open's transaction). Routes are registered by
 * modules/routes.ts from ./routes.ts.
 *
 * - `vipLevelOf(db, userId)`: the current level number (0 until assessed): `/user/info`, and
 *   the OTC loan enquiry's VIP2 gate (a later issue).
 */
export { runVipJobs, VIP_BATCH, type VipRunReport } from './jobs.ts';
export { vipLevelOf, vipStatus, vipTableReply } from './status.ts';
export { vipDiscountOf, vipFeeDiscounts, forgetVipDiscounts } from './discounts.ts';
export { vipTable, type VipTable } from './levels.ts';
export * from './tables.ts';
