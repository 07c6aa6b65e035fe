import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizeIssue } from './validation.ts';
import { codeField, passwordField } from './schemas/common.ts';
import { translate } from './i18n/index.ts';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const r = z.object({ code: schema }).safeParse({ code: value });
  if (r.success) throw new Error('expected a refusal');
  return r.error.issues[0]!;
};

describe('zod issues become translated messages', () => {
  it('says "required" only when the field is missing', () => {
    const s = z.string().trim().min(2);
    const missing = localizeIssue(firstIssue(s, ''), '');
    const short = localizeIssue(firstIssue(s, 'a'), 'a');
    expect(missing.key).toBe('validation.required');
    expect(short).toEqual({
      key: 'validation.tooShort',
      params: { field: '@fields.code', min: 2 },
    });
  });

  it('keeps the fixed parameters a schema names in its message key', () => {
    const issue = localizeIssue(firstIssue(codeField, '12'), '12');
    expect(issue).toEqual({
      key: 'validation.exactDigits',
      params: { field: '@fields.code', len: 6 },
    });
    expect(translate('en', issue.key, issue.params)).toBe('Verification code must be 6 digits');
  });

  it('uses a key the schema names as its message', () => {
    const issue = localizeIssue(firstIssue(passwordField, 'abc'), 'abc');
    expect(translate('en', issue.key, issue.params)).toBe(
      'The password must be 7 to 128 characters',
    );
  });

  it('takes a passphrase up to 128 characters (issue 9)', () => {
    expect(passwordField.safeParse('p'.repeat(128)).success).toBe(true);
    expect(passwordField.safeParse('p'.repeat(129)).success).toBe(false);
  });

  it('names the wrong choice for an enum', () => {
    const issue = localizeIssue(firstIssue(z.enum(['email', 'mobile']), 'fax'), 'fax');
    expect(translate('en', issue.key, issue.params)).toBe(
      'Verification code must be one of: email, mobile',
    );
  });
});
