/**
 * Turns a zod issue into an i18n key and parameters, so the server's envelope and the
 * browser's forms word a refused field the same way in every language.
 */
import type { MessageKey, MessageParams } from './i18n/index.ts';
import { en } from './i18n/messages/en.ts';

export interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  values?: readonly unknown[];
  expected?: string;
  input?: unknown;
  origin?: string;
}

export interface LocalizedIssue {
  key: MessageKey;
  params: MessageParams;
}

function fieldParam(path: PropertyKey[]): string {
  const name = String(path[0] ?? 'field');
  const labelKey = `fields.${name}`;
  return labelKey in en ? `@${labelKey}` : name;
}

/**
 * A schema may name its own message: a key, optionally with fixed parameters in query
 * form, e.g. `validation.exactDigits?len=6`.
 */
function schemaMessage(message: string): { key: MessageKey; params: MessageParams } | undefined {
  const [key = '', query] = message.split('?', 2);
  if (!(key in en)) return undefined;
  const params: MessageParams = {};
  for (const [k, v] of new URLSearchParams(query ?? ''))
    params[k] = /^\d+$/.test(v) ? Number(v) : v;
  return { key: key as MessageKey, params };
}

/**
 * `input` is the value the caller sent for the field, when known: zod 4 leaves it out of
 * its issues unless asked, and "required" must only be said of a field that is missing.
 */
export function localizeIssue(issue: IssueLike, input: unknown = issue.input): LocalizedIssue {
  const field = fieldParam(issue.path);
  const own = schemaMessage(issue.message);
  if (own) return { key: own.key, params: { field, ...own.params } };
  const missing = input === undefined || input === null || input === '';
  switch (issue.code) {
    case 'invalid_type':
      return missing
        ? { key: 'validation.required', params: { field } }
        : {
            key: issue.expected === 'number' ? 'validation.number' : 'validation.invalid',
            params: { field },
          };
    case 'too_small':
      if (issue.origin === 'string') {
        if (missing) return { key: 'validation.required', params: { field } };
        return { key: 'validation.tooShort', params: { field, min: Number(issue.minimum) } };
      }
      return { key: 'validation.positive', params: { field } };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'validation.tooLong', params: { field, max: Number(issue.maximum) } }
        : { key: 'validation.invalid', params: { field } };
    case 'invalid_value':
      return {
        key: 'validation.oneOf',
        params: { field, options: (issue.values ?? []).map(String).join(', ') },
      };
    default:
      return missing
        ? { key: 'validation.required', params: { field } }
        : { key: 'validation.invalid', params: { field } };
  }
}
