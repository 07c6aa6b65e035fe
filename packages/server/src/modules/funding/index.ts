/**
 * Deposits and withdrawals: the door. Users ask (`/wallet/charge_req`, `/wallet/out`), the
 * finance desk decides (`/api/admin/deposits`, `/api/admin/withdrawals`); every cent moves
 * through the ledger in the transaction that decides it.
 */
export {
  decideDeposit,
  depositAddresses,
  listDeposits,
  listDepositsForDesk,
  requestDeposit,
  DEPOSITS_TABLE,
  MAX_PENDING_DEPOSITS,
  type DepositDecision,
} from './deposits.ts';
export {
  placeWithdrawal,
  requestWithdrawal,
  withdrawalTerms,
  WITHDRAWALS_TABLE,
  type WithdrawalTerms,
  type WithdrawalInput,
} from './withdrawals.ts';
export {
  decideWithdrawal,
  listWithdrawals,
  listWithdrawalsForDesk,
  type WithdrawalDecision,
} from './withdrawalDesk.ts';
export {
  DEPOSIT_ADDRESSES_SETTING,
  WITHDRAWAL_RULES_SETTING,
  type DepositAddressConfig,
  type WithdrawalRulesConfig,
} from './settings.ts';
export {
  DEPOSIT_XPUBS_SETTING,
  deriveDepositAddress,
  type DepositXpubConfig,
} from './depositAddresses.ts';
export * from './tables.ts';
