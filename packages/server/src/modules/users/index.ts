export {
  createUser,
  findByLoginName,
  maskAccount,
  dialCode,
  LOCK_MS,
  MAX_WRONG_PASSWORDS,
  type NewUser,
} from './accounts.ts';
export {
  attemptGuard,
  burnPasswordCheck,
  configureHashing,
  hashPassword,
  holdPasswordChecks,
  minutesLeft,
  passwordChecksRun,
  passwordMatches,
} from './passwords.ts';
export { getUserInfo, setHeadPortrait } from './profile.ts';
export {
  checkCodeRecipient,
  ownCodeDestination,
  ownContactsOf,
  SESSION_SCENES,
} from './recipients.ts';
export { deskSearch } from './deskSearch.ts';
export { resolveRegion } from './regions.ts';
export { checkPayPassword } from './security.ts';
export * from './sessions.ts';
export {
  SESSION_CACHE_ENTRIES,
  SESSION_FRESH_MS,
  SESSIONS_REVOKED,
  SessionCache,
  databaseSessions,
  type SessionStore,
} from './sessionCache.ts';
export * from './tables.ts';
