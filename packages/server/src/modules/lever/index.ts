/**
 * The contracts module's door (issue 10): leverage positions against the platform, settled
 * from the recorded index. Routes are registered by modules/routes.ts from ./routes.ts.
 *
 * - `runLeverJobs(ctx)`: fills, take-profit/stop-loss, overnight fees, liquidations (a job).
 * - `leverTransferCheck(tx, ctx, userId, currencyId, amount)`: the wallet calls it where
 *   money leaves the lever account; it refuses what would reach the maintenance level.
 */
export { runLeverJobs, type LeverJobsReport } from './jobs.ts';
export { leverTransferCheck } from './transferCheck.ts';
export { LEVER_LOCK_SPACE } from './account.ts';
export { leverInstruments, leverPositions, leverCharges, leverLiquidations } from './tables.ts';
