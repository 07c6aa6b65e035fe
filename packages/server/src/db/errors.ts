/**
 * PostgreSQL's error codes, read through the drivers' wrappers (drizzle wraps the driver's
 * error in `cause`; PGlite and pg put `code` on theirs). One place, so every module asks
 * the same question the same way.
 */

/** The SQLSTATE of `error` or of an error it wraps (a few levels deep), if any. */
export function pgCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e !== null && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the row (23505). */
export const isUniqueViolation = (error: unknown): boolean => pgCode(error) === '23505';

/**
 * The transaction lost to another one and may simply run again: a deadlock (40P01) or a
 * serialization failure (40001). Nothing of it was written.
 */
export function isRetryable(error: unknown): boolean {
  const code = pgCode(error);
  return code === '40P01' || code === '40001';
}

/**
 * A statement that ended itself through `bourse_abort` (migration 0006, error BR001): why
 * (the message) and the detail it gave; undefined for any other error.
 */
export function abortOf(error: unknown): { why: string; detail: string } | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e !== null && typeof e === 'object'; depth++) {
    const { code, message, detail } = e as { code?: unknown; message?: unknown; detail?: unknown };
    if (code === 'BR001') {
      return { why: String(message), detail: typeof detail === 'string' ? detail : '' };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
