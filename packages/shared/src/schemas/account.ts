/** Payloads of the account, code and security endpoints (spec sections 3, 5, 7). */
import { z } from 'zod';
import { CODE_SCENES, CONTACT_KINDS } from '../enums.ts';
import {
  EMAIL_RE,
  MOBILE_RE,
  NAME_RE,
  codeField,
  emailField,
  langField,
  mobileField,
  passwordField,
  text,
} from './common.ts';

const matchingPasswords = <T extends { password: string; re_password: string }>(v: T) =>
  v.password === v.re_password;
const inconsistent = { error: 'errors.passwordsInconsistent', path: ['re_password'] };

/*
 * Forms send every field, filled or not, so the optional ones below accept '' (and a 0
 * region id) as "not given".
 */

/** A dial code such as 86 or +86 (the region chooser sends it beside the national number). */
const areaCodeField = z
  .string()
  .trim()
  .regex(/^(?:\+?\d{1,6})?$/, { error: 'validation.invalid' })
  .optional();

/** The region picked in the area chooser (`GET` regions); '' or 0 when none. */
const regionIdField = z.coerce.number().int().min(0).optional();

/** A code that is only sometimes needed. */
const optionalCodeField = z
  .string()
  .trim()
  .regex(/^(?:\d{6})?$/, { error: 'validation.exactDigits?len=6' })
  .optional();

/** `POST /sms_send`: a code by SMS to a mobile number (national digits; the dial code apart). */
export const sendSmsBody = z.object({
  user_string: mobileField,
  scene: z.enum(CODE_SCENES).default('register'),
  area_code: areaCodeField,
  area_code_id: regionIdField,
  lang: langField,
});
export type SendSmsBody = z.infer<typeof sendSmsBody>;

/** `POST /sms_mail`: a code by email. */
export const sendMailBody = z.object({
  user_string: emailField,
  scene: z.enum(CODE_SCENES).default('register'),
  lang: langField,
});
export type SendMailBody = z.infer<typeof sendMailBody>;

/** `POST /user/check_email`: checks a code without consuming it. */
export const checkCodeBody = z.object({
  user_string: text(3, 100),
  email_code: codeField,
  scene: z.enum(CODE_SCENES).default('register'),
  lang: langField,
});

/**
 * `POST /user/register`. The reply is the session token in `message`, like login, so a
 * new user is signed in at once.
 */
export const registerBody = z
  .object({
    user_string: text(3, 100),
    code: codeField,
    password: passwordField,
    re_password: passwordField,
    extension_code: z.string().trim().max(16).optional().default(''),
    type: z.enum(CONTACT_KINDS),
    area_code: areaCodeField,
    area_code_id: regionIdField,
    lang: langField,
  })
  .refine(matchingPasswords, inconsistent)
  // The account must have the form its type names: an email, or a mobile number.
  .refine((v) => v.type !== 'email' || EMAIL_RE.test(v.user_string), {
    error: 'validation.email',
    path: ['user_string'],
  })
  .refine((v) => v.type !== 'mobile' || MOBILE_RE.test(v.user_string), {
    error: 'validation.mobile',
    path: ['user_string'],
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  user_string: text(1, 100),
  password: z.string().min(1).max(64),
  type: z.coerce.number().int().optional(),
  lang: langField,
});

export const forgetBody = z
  .object({
    user_string: text(3, 100),
    code: codeField,
    password: passwordField,
    re_password: passwordField,
    lang: langField,
  })
  .refine(matchingPasswords, inconsistent);

/*
 * Length rules name their limits in their own message keys (as validation.passwordRule
 * does), because a key given as a zod message carries no parameters.
 */

/** Spec 5: 2-10 characters, letters of any script and digits. */
export const nicknameBody = z.object({
  nickname: z
    .string()
    .trim()
    .min(2, { error: 'validation.nicknameRule' })
    .max(10, { error: 'validation.nicknameRule' })
    .regex(NAME_RE, { error: 'validation.noSpecialChars' }),
  lang: langField,
});

/** Spec 5: 2-30 characters. Spaces and punctuation are allowed in a signature. */
export const signatureBody = z.object({
  signature: z
    .string()
    .trim()
    .min(2, { error: 'validation.signatureRule' })
    .max(30, { error: 'validation.signatureRule' }),
  lang: langField,
});

export const headPortraitBody = z.object({ head_portrait: text(1, 500), lang: langField });

/** Changing the login password needs the current one and a fresh code (never one alone). */
export const updatePasswordBody = z
  .object({
    old_password: z.string().min(1).max(64),
    password: passwordField,
    re_password: passwordField,
    code: codeField,
    lang: langField,
  })
  .refine(matchingPasswords, inconsistent);

const payPasswordField = z.string().regex(/^\d{6}$/, { error: 'validation.payPasswordRule' });

/** Pay password: six digits, set once with a code, changed with the old one and a code. */
export const payPasswordBody = z
  .object({
    old_password: z.string().max(64).optional(),
    password: payPasswordField,
    re_password: payPasswordField,
    code: codeField,
    lang: langField,
  })
  .refine(matchingPasswords, inconsistent);

/**
 * Binding a mobile number or email: `code` went to the new one (scene bind). Replacing one
 * already bound also needs `old_code`, a security code sent to a contact already bound, so
 * a stolen session alone cannot move the account's recovery address.
 */
export const bindMobileBody = z.object({
  mobile: mobileField,
  area_code: areaCodeField,
  code: codeField,
  old_code: optionalCodeField,
  lang: langField,
});

export const bindEmailBody = z.object({
  email: emailField,
  code: codeField,
  old_code: optionalCodeField,
  lang: langField,
});

/** What `GET /user/info` returns: the user, never a secret. */
export interface UserInfo {
  id: number;
  account: string;
  email: string | null;
  mobile: string | null;
  area_code: string | null;
  nickname: string;
  signature: string;
  head_portrait: string;
  invite_code: string;
  credit_score: number;
  review_status: number;
  pay_password_isnull: boolean;
  created_at: number;
}
