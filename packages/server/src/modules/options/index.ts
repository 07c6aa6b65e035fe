/**
 * Seconds options (issue 10): the door. Users bet that a pair's index rises or falls within
 * a configured duration (`/microtrade/*`, routes.ts); the stake is frozen in the options
 * (micro) account, and `settleDueOptions` (run by jobs/ every second) settles each option
 * from the recorded index: the first tick at or after its expiry.
 */
export { submitOption, OPTION_ORDERS_TABLE } from './submit.ts';
export {
  settleDueOptions,
  settleClaimed,
  settleContext,
  SETTLE_BATCH,
  type Settlement,
} from './settle.ts';
export { optionResult, listOptions, optionSeconds, payableCurrencies } from './views.ts';
export {
  acceptDisclosure,
  optionAccountView,
  setLossLimit,
  limitInForce,
  lockAccount,
  requireWithinLossLimit,
} from './account.ts';
export {
  BLOCKED_REGIONS_SETTING,
  DEFAULT_BLOCKED_REGIONS,
  OPTION_ACCOUNT,
  OPTION_STAKE_CURRENCY,
  activeDurations,
  blockedRegions,
  regionAllowed,
} from './config.ts';
export * from './tables.ts';
