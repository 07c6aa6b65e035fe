/**
 * The account forms' client-side checks: the shared request schemas (so browser and
 * server refuse the same input with the same words) plus the contact format of the
 * chosen tab, which the server checks against its own rules.
 */
import type { TFunction } from 'i18next';
import {
  bindEmailBody,
  bindMobileBody,
  emailField,
  forgetBody,
  loginBody,
  mobileField,
  nicknameBody,
  payPasswordBody,
  registerBody,
  signatureBody,
  updatePasswordBody,
  type ContactKind,
  type IssueLike,
} from '@bourse/shared';
import { issueText, validate, type FieldErrors } from './validation.ts';

type Values = Record<string, string | undefined>;
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** An email or mobile number of the chosen kind, refused with that kind's message. */
export function contactError(
  kind: ContactKind,
  value: string,
  t: TFunction,
  field = 'user_string',
): string | undefined {
  if (!value.trim()) {
    return t('server:validation.required', {
      field: t(`server:fields.${kind === 'email' ? 'email' : 'mobile'}`),
    });
  }
  const result = (kind === 'email' ? emailField : mobileField).safeParse(value);
  if (result.success) return undefined;
  return issueText({ ...(result.error.issues[0] as IssueLike), path: [field] }, t);
}

/** Adds the contact check of the chosen tab; its message is the more precise, so it wins. */
function withContact<T>(
  checked: Checked<T>,
  kind: ContactKind,
  value: string,
  t: TFunction,
  field = 'user_string',
): Checked<T> {
  const contact = contactError(kind, value, t, field);
  if (!contact) return checked;
  const errors = checked.ok ? {} : checked.errors;
  return { ok: false, errors: { ...errors, [field]: contact } };
}

export const checkLogin = (v: Values, t: TFunction) => validate(loginBody, v, t);

export function checkRegister(v: Values & { type: ContactKind }, t: TFunction) {
  return withContact(validate(registerBody, v, t), v.type, v.user_string ?? '', t);
}

export function checkForget(v: Values & { type: ContactKind }, t: TFunction) {
  return withContact(validate(forgetBody, v, t), v.type, v.user_string ?? '', t);
}

export const checkPassword = (v: Values, t: TFunction) => validate(updatePasswordBody, v, t);

/** Changing needs the current pay password; setting the first one does not. */
export function checkPayPassword(v: Values, mode: 'set' | 'change', t: TFunction) {
  const checked = validate(
    payPasswordBody,
    mode === 'set' ? { ...v, old_password: undefined } : v,
    t,
  );
  if (mode === 'change' && !v.old_password) {
    const required = t('server:validation.required', { field: t('server:fields.old_password') });
    return {
      ok: false as const,
      errors: { old_password: required, ...(checked.ok ? {} : checked.errors) },
    };
  }
  return checked;
}

export const checkNickname = (nickname: string, t: TFunction) =>
  validate(nicknameBody, { nickname }, t);
export const checkSignature = (signature: string, t: TFunction) =>
  validate(signatureBody, { signature }, t);

/** Replacing a bound contact also needs `old_code`, a security code to a contact bound now. */
function requireOldCode<T>(
  checked: Checked<T>,
  v: Values,
  replacing: boolean,
  t: TFunction,
): Checked<T> {
  if (!replacing || v.old_code) return checked;
  const required = t('server:validation.required', { field: t('server:fields.old_code') });
  return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), old_code: required } };
}

export function checkBindMobile(v: Values, replacing: boolean, t: TFunction) {
  const checked = withContact(
    validate(bindMobileBody, v, t),
    'mobile',
    v.mobile ?? '',
    t,
    'mobile',
  );
  return requireOldCode(checked, v, replacing, t);
}

export function checkBindEmail(v: Values, replacing: boolean, t: TFunction) {
  const checked = withContact(validate(bindEmailBody, v, t), 'email', v.email ?? '', t, 'email');
  return requireOldCode(checked, v, replacing, t);
}
