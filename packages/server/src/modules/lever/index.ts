/**
 * The contracts module's door (issue 10): leverage positions against the platform, settled
 * from the recorded index. Routes are registered by modules/routes.ts from ./routes.ts.
 *
 * - `runLeverJobs(ctx)`: fills, take-profit/stop-loss, overnight fees, liquidations (a job).
 * - `openCopy`, `closeCopy`, `payProfitShare`, `detachCopy` (copy.ts): what copy trading asks of
 *   a follower's account, under `lockLeverUser`, in the caller's transaction.
 * - `leverTransferCheck(tx, ctx, userId, currencyId, amount)`: the wallet calls it where
 *   money leaves the lever account; it refuses what would reach the maintenance level.
 */
export { runLeverJobs, type LeverJobsReport } from './jobs.ts';
export { leverTransferCheck } from './transferCheck.ts';
export { LEVER_LOCK_SPACE } from './account.ts';
export { leverInstruments, leverPositions, leverCharges, leverLiquidations } from './tables.ts';
// Copy trading (issue 12) opens, closes and detaches followers' copies through these.
export {
  openCopy,
  openCopiesOf,
  closeCopy,
  payProfitShare,
  detachCopy,
  type CopyOpened,
} from './copy.ts';
export { lockLeverUser, type PositionRow } from './account.ts';
export { leverPairById, type LeverPair } from './config.ts';
export { announceAccount, announceClosedIds } from './announce.ts';
// The demo traders of a development server (modules/follow/demo.ts) trade through the same doors as users.
export { submitOrder } from './open.ts';
export { closePosition } from './ops.ts';
