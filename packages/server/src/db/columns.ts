/**
 * Column shapes every module's tables share, so an amount is the same numeric everywhere
 * (the ledger's numeric(36,18)) and a check constraint lists its values one way.
 */
import { sql } from 'drizzle-orm';
import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** numeric(36,18), as the ledger stores amounts: read and written as strings. */
export const amount = (name: string) => numeric(name, { precision: 36, scale: 18 });
/** A percent such as 0.0500 or 85 (9 digits, 4 decimals). */
export const percent = (name: string) => numeric(name, { precision: 9, scale: 4 });
/** A small rate such as a daily percent 0.0120 (12 digits, 8 decimals). */
export const rate = (name: string) => numeric(name, { precision: 12, scale: 8 });
/** An instant, with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** The values of a check constraint's `in (...)`: numbers bare, texts quoted. */
export const sqlList = (values: readonly (string | number)[]) =>
  sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', '));
