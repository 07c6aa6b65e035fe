/** Payloads of the account, code and security endpoints (spec sections 3, 5, 7). */
import { z } from 'zod';
import { CODE_SCENES, CONTACT_KINDS } from '../enums.ts';
import {
  EMAIL_RE,
  MAX_ID,
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
const regionIdField = z.coerce
  .number()
  .int()
  .min(0)
  .max(MAX_ID, { error: 'validation.invalid' })
  .optional();

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

/**
 * `POST /sms_mail`: a code by email. The original client's security pages name no scene
 * but send `type=forget` and the signed-in user's email (or nothing, when its cached user
 * had none): the server then sends a security code to the signed-in user's own address
 * (client contract 7.1, 12).
 */
export const sendMailBody = z.object({
  user_string: emailField.optional(),
  scene: z.enum(CODE_SCENES).optional(),
  type: z.enum(CODE_SCENES).optional(),
  lang: langField,
});
export type SendMailBody = z.infer<typeof sendMailBody>;

/**
 * `POST /user/check_email`: checks a code without consuming it. Without a scene, a
 * signed-in caller's code is their security code (the original client's password pages
 * send their account name as `user_string`, which is then not needed).
 */
export const checkCodeBody = z.object({
  user_string: text(3, 100).optional(),
  email_code: codeField,
  scene: z.enum(CODE_SCENES).optional(),
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
  // Up to passwordField's 128: a long passphrase must sign in.
  password: z.string().min(1).max(128),
  type: z.coerce.number().int().optional(),
  lang: langField,
});

/**
 * `POST /user/forget`, in the original client's two shapes (client contract 7.1):
 * - recovery: `user_string` (the bound email or mobile), `code`, `password`, `re_password`
 *   (its forget page also sends `extension_code=email` and `type=email`, ignored);
 * - the signed-in Security page: `account`, `password`, `repassword`, `code`. The user is
 *   the session's, never `account`, and the code is their security code.
 * A code of the wrong length is judged (and refused) like any wrong code: the original
 * forget page always sends the constant 8888.
 */
export const forgetBody = z
  .object({
    user_string: text(3, 100).optional(),
    account: z.string().max(100).optional(),
    code: z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, { error: 'validation.exactDigits?len=6' }),
    password: passwordField,
    re_password: passwordField.optional(),
    repassword: passwordField.optional(),
    extension_code: z.string().max(100).optional(),
    type: z.string().max(20).optional(),
    lang: langField,
  })
  .superRefine((v, ctx) => {
    const confirm = v.re_password ?? v.repassword;
    const path = [v.re_password === undefined ? 'repassword' : 're_password'];
    if (confirm === undefined) {
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['re_password'] });
    } else if (confirm !== v.password) {
      ctx.addIssue({ code: 'custom', message: 'errors.passwordsInconsistent', path });
    } else if (v.repassword === undefined && !v.user_string) {
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['user_string'] });
    }
  });
export type ForgetBody = z.infer<typeof forgetBody>;

/** Whether a `POST /user/forget` comes from the signed-in Security page (its `repassword`). */
export const isSecurityPageForget = (body: ForgetBody) =>
  body.repassword !== undefined && body.re_password === undefined;

/*
 * Length rules name their limits in their own message keys (as validation.passwordRule
 * does), because a key given as a zod message carries no parameters.
 */

/** 1-10 characters (the original client's rule), letters of any script and digits. */
export const NICKNAME_MIN = 1;
export const NICKNAME_MAX = 10;
export const nicknameBody = z.object({
  nickname: z
    .string()
    .trim()
    .min(NICKNAME_MIN, { error: 'validation.nicknameRule' })
    .max(NICKNAME_MAX, { error: 'validation.nicknameRule' })
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

/** The avatars bundled in the original client: `/static/image/avatar/1.png` to `30.png`. */
export const BUNDLED_AVATAR_RE = /^\/static\/image\/avatar\/([1-9]|[12]\d|30)\.png$/;
export const isBundledAvatar = (value: string) => BUNDLED_AVATAR_RE.test(value);

/**
 * An upload's own path (`/uploads/<name>`) from what a client sends back: the upload
 * reply is an absolute URL (`http://host/uploads/<name>.png`), the older form the path
 * alone. Anything else comes back unchanged (and is then refused as not an upload).
 */
export function uploadPathOf(value: string): string {
  const m = /^https?:\/\/[^/?#\s]+(\/uploads\/[^/?#\s]+)$/i.exec(value.trim());
  return m ? m[1]! : value.trim();
}

/**
 * A weak payment password (issue 9): one digit repeated (111111) or a run of consecutive
 * digits up or down (012345, 123456, 654321). Six digits are few; these are the first
 * anyone would try.
 */
export function isWeakPayPassword(value: string): boolean {
  if (!/^\d{2,}$/.test(value)) return false;
  const steps = new Set<number>();
  for (let i = 1; i < value.length; i++) steps.add(Number(value[i]) - Number(value[i - 1]));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

const payPasswordField = z
  .string()
  .regex(/^\d{6}$/, { error: 'validation.payPasswordRule' })
  .refine((v) => !isWeakPayPassword(v), { error: 'validation.payPasswordWeak' });

/**
 * `POST /safe/update_password`, two uses on one path:
 * - with `old_password`: Bourse's login password change (the current one and a fresh code);
 * - without it (client contract 7.1): sets the PAY password, six digits, with a fresh
 *   security code sent to the signed-in user (section 12: the code, bound to the session's
 *   user and that purpose, is what authorises it).
 */
export const updatePasswordBody = z
  .object({
    old_password: z.string().min(1).max(128).optional(),
    password: z.string().max(128),
    re_password: z.string().max(128),
    code: codeField,
    lang: langField,
  })
  .superRefine((v, ctx) => {
    const rule = v.old_password === undefined ? payPasswordField : passwordField;
    const checked = rule.safeParse(v.password);
    for (const issue of checked.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['password'] });
    }
    if (checked.success && v.password !== v.re_password) {
      ctx.addIssue({ code: 'custom', message: inconsistent.error, path: inconsistent.path });
    }
  });
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

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

/**
 * What `GET /user/info` returns: the user, never a secret. `account_number`, `score`,
 * `level` and `extension_code` are the original client's names (client contract 7.1).
 */
export interface UserInfo {
  id: number;
  account: string;
  /** The account name again, as the original client reads it (its `user_string`). */
  account_number: string;
  email: string | null;
  mobile: string | null;
  area_code: string | null;
  nickname: string;
  signature: string;
  head_portrait: string;
  invite_code: string;
  /** The invite code again, under the original client's name (its invite QR). */
  extension_code: string;
  credit_score: number;
  /** The credit score again, under the original client's name. */
  score: number;
  /** The VIP level the original client labels (issue 12: the latest daily assessment, 0 before). */
  level: number;
  review_status: number;
  pay_password_isnull: boolean;
  created_at: number;
}
