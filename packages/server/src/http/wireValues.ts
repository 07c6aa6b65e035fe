/**
 * What a request's fields look like on the original H5 client's wire, made plain before
 * any schema reads them (client contract section 2):
 * - an absent value arrives as the literal text `undefined` or `null` (the client posts
 *   `String(v)` of every field), and GETs send it as an empty value: both mean "not sent";
 * - a NUL byte is never part of a name, an address or an amount. PostgreSQL refuses it in
 *   text (a 500 if it got that far), so it is refused here, naming the field, for every
 *   route at once instead of in each schema.
 */
import type { FastifyRequest } from 'fastify';
import { DomainError } from './errors.ts';

const ABSENT = new Set(['undefined', 'null']);

/** Drops `undefined`/`null` literals from a form body or a query string, in place. */
function dropAbsentLiterals(fields: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && ABSENT.has(value)) delete fields[key];
  }
}

/** The first field (by its top-level name) holding a NUL byte anywhere inside it. */
function fieldWithNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  for (const inner of Object.values(value)) if (fieldWithNul(inner, depth + 1)) return true;
  return false;
}

function refuseNul(fields: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(fields)) {
    if (key.includes('\u0000') || fieldWithNul(value))
      throw new DomainError('validation.invalid', { field: key.replaceAll('\u0000', '') });
  }
}

const isForm = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** preValidation, app-wide: runs before every route's schema and guard. */
export async function plainWireValues(request: FastifyRequest): Promise<void> {
  const query = request.query;
  if (query && typeof query === 'object') {
    refuseNul(query as Record<string, unknown>);
    dropAbsentLiterals(query as Record<string, unknown>);
  }
  const body = request.body;
  if (body && typeof body === 'object' && !Buffer.isBuffer(body)) {
    refuseNul(body as Record<string, unknown>);
    // JSON bodies carry real nulls; only the form encoding turns absence into text.
    if (isForm(request)) dropAbsentLiterals(body as Record<string, unknown>);
  }
}
