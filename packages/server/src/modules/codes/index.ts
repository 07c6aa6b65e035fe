export {
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_MS,
  CODE_SENDS_PER_IP_PER_HOUR,
  CODE_TTL_MS,
  configureCodeSecret,
  consumeCode,
  normalizeDestination,
  readOutbox,
  sendCode,
  verifyCode,
  type CodeCheck,
  type OutboxMessage,
} from './service.ts';
export * from './tables.ts';
