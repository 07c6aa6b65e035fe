/**
 * The operator's desk: the door for every module with an operator decision.
 *
 *   app.post('/admin/withdrawals/:id/approve',
 *     { preValidation: app.requireOperator(OperatorRole.finance), schema: {...} },
 *     async (request) => {
 *       const { id: operatorId } = operatorOf(request);
 *       return ok(await ctx.db.transaction(async (tx) => {
 *         ... decide the row ...
 *         await recordAudit(tx, { operatorId, action: 'withdrawal.approve',
 *           targetTable: 'withdrawals', targetId: id, reason, at: ctx.clock.now() });
 *       }));
 *     });
 *
 * `app.requireOperator` is decorated in app.ts (http/types.ts declares it).
 */
export { makeRequireOperator, operatorOf } from './guard.ts';
export { auditRow, recordAudit, listAudit, type AuditInput } from './audit.ts';
export {
  AUDIT_GENESIS_HASH,
  verifyAuditChain,
  type AuditChainBreak,
  type AuditChainReport,
} from './auditChain.ts';
export {
  authenticateOperator,
  operatorLogin,
  revokeOperatorSession,
  revokeAllOperatorSessions,
  OPERATOR_IDLE_MS,
  OPERATOR_SESSION_MAX_MS,
  type AuthOperator,
} from './sessions.ts';
export {
  createOperator,
  findOperator,
  findOperatorByEmail,
  listOperators,
  operatorInfo,
  setOperatorDisabled,
  setOperatorPassword,
  setOperatorRole,
  type Actor,
} from './operators.ts';
export { decideVerification } from './verifications.ts';
// Recorded ledger verifications: `npm run ledger:verify` records its run through this.
export { lastLedgerVerify, recordLedgerVerify } from './ledgerRuns.ts';
export {
  deskClaimsOf,
  settleDeskClaim,
  withDeskClaims,
  claimDeskItem,
  releaseDeskItem,
  type DeskQueueItem,
} from './claims.ts';
export {
  enableOperatorTotp,
  resetOperatorTotp,
  setupOperatorTotp,
  TOTP_ISSUER,
} from './operatorTotp.ts';
export { acceptedStep, decryptTotpSecret, encryptTotpSecret } from './totpSecrets.ts';
// Identity levels gate money leaving (withdrawals call this); kyc is its home.
export { requireKycLevel } from '../kyc/index.ts';
export * from './tables.ts';
export { FUNDABLE_POOLS, fundPool, type FundablePool, type PoolFunding } from './poolFunding.ts';
