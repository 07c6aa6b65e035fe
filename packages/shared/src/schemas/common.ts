/**
 * Building blocks for API payloads. Bodies arrive form-urlencoded, so every field is a
 * string on the wire; these helpers trim, coerce and name the rule that failed with an
 * i18n key (see validation.ts).
 */
import { z } from 'zod';
import { DEFAULT_LIMIT, DEFAULT_PAGE, MAX_LIMIT } from '../api.ts';
import { LANGS } from '../i18n/languages.ts';
import { DECIMAL_RE, dec, isDecimalString, scaleOf } from '../money.ts';

export const langField = z.enum(LANGS).optional();

/** A required, trimmed text field. */
export const text = (min = 1, max = 255) => z.string().trim().min(min).max(max);

/** The largest id a 4-byte `serial` column holds; an id above it names nothing. */
export const MAX_ID = 2_147_483_647;

/**
 * A positive integer id, accepted as a number or a digit string, bounded by the column it
 * names: past `MAX_ID` the database would refuse the parameter itself (a 500), so the
 * field refuses it first, in the caller's language.
 */
export const idField = z.coerce
  .number({ error: 'validation.number' })
  .int({ error: 'validation.integer' })
  .positive({ error: 'validation.positive' })
  .max(MAX_ID, { error: 'validation.invalid' });

/** An id of an 8-byte (`bigserial`) column, such as an order's: any safe integer. */
export const bigIdField = z.coerce
  .number({ error: 'validation.number' })
  .int({ error: 'validation.integer' })
  .positive({ error: 'validation.positive' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'validation.invalid' });

/**
 * Paging as the original client sends it: page 1, 2, ... and any limit, even 99999999
 * (client contract section 3). A limit above MAX_LIMIT is clamped, not refused; a page
 * past MAX_ID names no rows and is refused like an id.
 */
export const pageFields = {
  page: z.coerce.number().int().min(1).max(MAX_ID).default(DEFAULT_PAGE),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .default(DEFAULT_LIMIT)
    .transform((n) => Math.min(n, MAX_LIMIT)),
};
export const pageQuery = z.object({ ...pageFields, lang: langField });

/** Six digits (spec section 5: the generic code validator's default length). */
export const codeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'validation.exactDigits?len=6' });

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const MOBILE_RE = /^\d{5,15}$/;

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(EMAIL_RE, { error: 'validation.email' });
export const mobileField = z.string().trim().regex(MOBILE_RE, { error: 'validation.mobile' });

/**
 * Spec 5: longer than six characters. Long passphrases are welcome up to 128 characters
 * (issue 9); the cap refuses a pasted essay before it reaches the hash function. The most
 * common passwords are refused by the server (users' passwords.ts, errors.commonPassword).
 */
export const passwordField = z
  .string()
  .min(7, { error: 'validation.passwordRule' })
  .max(128, { error: 'validation.passwordRule' });

/** Letters of any script and digits only (spec 5: no special characters). */
export const NAME_RE = /^[\p{L}\p{N}]+$/u;

/** `1,000.5` as typed into the original client's amount boxes (client contract section 2). */
const THOUSANDS_RE = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
export function withoutThousandsSeparators(value: string): string {
  return THOUSANDS_RE.test(value) ? value.replaceAll(',', '') : value;
}

/**
 * A positive plain decimal ("12.5"), kept as its string: no exponent, no sign, at most 18
 * decimals, at most `max`. The one definition behind every amount and price on the wire
 * (orders, wallet, funding); the trade form reads it through readOrderDecimal
 * (orderRules.ts). A coin's or pair's own steps are checked by the service that knows them.
 */
export const positiveDecimal = (max: string) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .overwrite(withoutThousandsSeparators)
    .min(1, { error: 'validation.required' })
    .regex(DECIMAL_RE, { error: 'validation.decimal' })
    // Zod runs every check, so the ones below skip what the pattern already refused.
    .refine((v) => !isDecimalString(v) || scaleOf(v) <= 18, { error: 'validation.decimals?max=18' })
    .refine((v) => !isDecimalString(v) || dec(v).gt(0), { error: 'validation.positive' })
    .refine((v) => !isDecimalString(v) || dec(v).lte(max), {
      error: `validation.atMost?max=${max}`,
    });
