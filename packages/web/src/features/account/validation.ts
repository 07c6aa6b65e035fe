/**
 * Client-side form checks with the same zod schemas the server uses (@bourse/shared), so
 * a refused field reads the same in the browser and in a server reply: each zod issue
 * becomes an i18n key by localizeIssue and is shown as t('server:<key>').
 */
import type { TFunction } from 'i18next';
import { localizeIssue, type IssueLike } from '@bourse/shared';

/** Codes and pay passwords are six digits (spec 5); `validation.exactDigits` names {len}. */
export const CODE_LENGTH = 6;

export type FieldErrors = Partial<Record<string, string>>;

/** The part of a zod schema this helper needs; keeps `zod` itself out of the web imports. */
export interface SchemaLike<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly unknown[] } };
}

/** One issue as text in the current language; `@fields.x` parameters are translated too. */
export function issueText(issue: IssueLike, t: TFunction, input?: unknown): string {
  const { key, params } = localizeIssue(issue, input);
  const resolved: Record<string, string | number> = { len: CODE_LENGTH };
  for (const [name, value] of Object.entries(params)) {
    resolved[name] =
      typeof value === 'string' && value.startsWith('@') ? t(`server:${value.slice(1)}`) : value;
  }
  return t(`server:${key}`, resolved);
}

/** Parses `values`; on failure, the first message per field (the form shows one a field). */
export function validate<T>(
  schema: SchemaLike<T>,
  values: Record<string, unknown>,
  t: TFunction,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const raw of result.error.issues) {
    const issue = raw as IssueLike;
    const field = String(issue.path[0] ?? '_form');
    errors[field] ??= issueText(issue, t, values[field]);
  }
  return { ok: false, errors };
}

/** The first error of a form, in field order, for a toast. */
export function firstError(errors: FieldErrors, order: readonly string[]): string | undefined {
  for (const field of order) if (errors[field]) return errors[field];
  return Object.values(errors).find(Boolean);
}
