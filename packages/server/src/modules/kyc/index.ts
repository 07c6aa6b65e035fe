/**
 * Identity verification's door. Gate an action on a level with
 * `await requireKycLevel(ctx.db, userId, KycLevel.basic)` (reply 998 when below it).
 */
export { submitApplication } from './apply.ts';
export { getRealState, requireKycLevel, verifiedLevel } from './state.ts';
export {
  decideApplication,
  getApplication,
  listApplications,
  KYC_TABLE,
  type Decision,
} from './review.ts';
export * from './tables.ts';
