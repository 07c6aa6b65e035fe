/**
 * Domain errors carry an i18n key and parameters, never English text; the envelope layer
 * translates them with the caller's language (STYLE.md "Errors and languages").
 */
import type { MessageKey, MessageParams } from '@bourse/shared';

export class DomainError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
  }
}

/** Type 999: the session is missing, invalid or expired. */
export class SessionError extends DomainError {
  constructor() {
    super('errors.sessionInvalid');
  }
}

/** Type 998: identity verification is needed before this action. */
export class VerificationRequiredError extends DomainError {
  constructor() {
    super('errors.verifyIdentityFirst');
  }
}

export const fail = (key: MessageKey, params?: MessageParams): never => {
  throw new DomainError(key, params);
};
