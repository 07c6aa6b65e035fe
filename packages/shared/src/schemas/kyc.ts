/**
 * Identity verification (spec sections 3-6): the ID number rules per document type, the
 * masks shown back to the user, and the payload of `POST /user/real`. The validators are
 * pure, so the browser's form and the server refuse exactly the same numbers.
 */
import { z } from 'zod';
import {
  ID_TYPES,
  IdType,
  KycLevel,
  KycStatus,
  ReviewStatus,
  type IdType as IdTypeValue,
  type KycLevel as KycLevelValue,
  type KycStatus as KycStatusValue,
} from '../enums.ts';
import type { MessageKey } from '../i18n/index.ts';
import { uploadPathOf } from './account.ts';
import { langField } from './common.ts';

/** ID numbers are compared and stored without surrounding spaces, in capitals (`x` -> `X`). */
export const normalizeIdNumber = (raw: string) => raw.trim().toUpperCase();

/** GB 11643: weights of the first 17 digits, and the check character for sum mod 11. */
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK = '10X98765432';

/** A real calendar date written YYYYMMDD, in the years a living holder can be born. */
export function isRealBirthDate(yyyymmdd: string): boolean {
  if (!/^(?:19|20)\d{6}$/.test(yyyymmdd)) return false;
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * A mainland China resident ID card number: 18 characters, a region code that does not
 * start with 0, a real birth date at 7-14, and the GB 11643 check character (0-9 or X).
 */
export function isValidChineseIdCard(value: string): boolean {
  if (!/^[1-9]\d{16}[\dX]$/.test(value)) return false;
  if (!isRealBirthDate(value.slice(6, 14))) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * ID_CARD_WEIGHTS[i]!;
  return ID_CARD_CHECK[sum % 11] === value[17];
}

/** Passport numbers: 6 to 9 letters or digits (ICAO 9303 allows at most 9). */
export const isValidPassportNumber = (value: string) => /^[A-Z0-9]{6,9}$/.test(value);

/** Driver licence numbers vary by country: 5 to 20 letters or digits. */
export const isValidDriverLicenceNumber = (value: string) => /^[A-Z0-9]{5,20}$/.test(value);

const ID_NUMBER_CHECKS: Record<IdTypeValue, (value: string) => boolean> = {
  [IdType.idCard]: isValidChineseIdCard,
  [IdType.passport]: isValidPassportNumber,
  [IdType.driverLicence]: isValidDriverLicenceNumber,
};

/** The message naming the rule of each document type's number. */
export const ID_NUMBER_RULES: Record<IdTypeValue, MessageKey> = {
  [IdType.idCard]: 'validation.idCardNumber',
  [IdType.passport]: 'validation.passportNumber',
  [IdType.driverLicence]: 'validation.driverLicenceNumber',
};

/** Whether `raw` (normalized first) is a well-formed number for this document type. */
export const isValidIdNumber = (idType: IdTypeValue, raw: string) =>
  ID_NUMBER_CHECKS[idType](normalizeIdNumber(raw));

/**
 * A name as on the document: 2 to 50 letters of any script, words joined by one space,
 * a dot, a middle dot (Chinese transliterations), an apostrophe or a hyphen.
 */
export const REAL_NAME_RE = /^[\p{L}\p{M}]+(?:[ .·'’-]+[\p{L}\p{M}]+)*\.?$/u;
export const isValidRealName = (name: string) =>
  [...name].length >= 2 && [...name].length <= 50 && REAL_NAME_RE.test(name);

/** `张三` -> `张*`, `王小明` -> `王*明`, `Jane Doe` -> `J******e`: enough to recognise it. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** `110101199003074514` -> `110***********4514`; short numbers keep one character each end. */
export function maskIdNumber(value: string): string {
  if (value.length >= 8)
    return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
  if (value.length <= 2) return '*'.repeat(value.length);
  return `${value[0]}${'*'.repeat(value.length - 2)}${value[value.length - 1]}`;
}

/** The numeric review state users see (`review_status`) for an application's state. */
export function reviewStatusOf(status: KycStatusValue | undefined): ReviewStatus {
  switch (status) {
    case KycStatus.verifying:
      return ReviewStatus.verifying;
    case KycStatus.verified:
      return ReviewStatus.verified;
    case KycStatus.failed:
      return ReviewStatus.failed;
    default:
      return ReviewStatus.notVerified;
  }
}

/**
 * The original client's document picker sends its index (client contract 7.2): 0 ID card,
 * 1 passport, 2 driver's licence. `real_data.id_type` answers with the same index.
 */
export const ID_TYPE_PICKER: readonly IdTypeValue[] = [
  IdType.idCard,
  IdType.passport,
  IdType.driverLicence,
];

/** An id type by name (`passport`) or by the original client's picker index (`1`). */
const idTypeField = z.preprocess((v) => {
  const index = typeof v === 'string' && /^\d{1,2}$/.test(v.trim()) ? Number(v) : v;
  return typeof index === 'number' ? (ID_TYPE_PICKER[index] ?? String(index)) : v;
}, z.enum(ID_TYPES));

/**
 * The review state the original client reads (client contract 7.2): 0 not submitted, 1
 * pending, 2 approved. It has no "rejected": a refusal reads 0, so the user can submit
 * again (the reason stays in Bourse's own `basic.reason` / `advanced.reason`).
 */
export function clientReviewStatus(status: KycStatusValue | undefined): 0 | 1 | 2 {
  if (status === KycStatus.verifying) return 1;
  if (status === KycStatus.verified) return 2;
  return 0;
}

/** Forms send every field, filled or not: '' means "not given". */
const blankOr = <T extends z.ZodType>(schema: T) => z.union([schema, z.literal('')]).optional();

/**
 * `POST /user/real`. Lv1 (real_type 1) sends id_type, name and card_id; Lv2 (real_type 2)
 * sends the front and back pictures (URLs from `POST /api/upload`) and reuses the
 * document of the verified Lv1. Fields of the other level are ignored.
 */
export const realBody = z
  .object({
    real_type: z.coerce
      .number()
      .pipe(z.literal([KycLevel.basic, KycLevel.advanced], { error: 'validation.realType' })),
    id_type: blankOr(idTypeField),
    name: z
      .string()
      .trim()
      .overwrite((s) => s.replace(/\s+/g, ' '))
      .max(50, { error: 'validation.realNameRule' })
      .optional(),
    card_id: z.string().trim().toUpperCase().max(30, { error: 'validation.idNumber' }).optional(),
    front_pic: z.string().trim().max(500).optional(),
    reverse_pic: z.string().trim().max(500).optional(),
    lang: langField,
  })
  .superRefine((v, ctx) => {
    const required = (field: string) =>
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: [field] });
    if (v.real_type === KycLevel.basic) {
      if (!v.id_type) return required('id_type');
      if (!v.name) return required('name');
      if (!isValidRealName(v.name))
        return ctx.addIssue({ code: 'custom', message: 'validation.realNameRule', path: ['name'] });
      if (!v.card_id) return required('card_id');
      if (!isValidIdNumber(v.id_type, v.card_id))
        ctx.addIssue({ code: 'custom', message: ID_NUMBER_RULES[v.id_type], path: ['card_id'] });
      return;
    }
    if (!v.front_pic) return required('front_pic');
    if (!v.reverse_pic) return required('reverse_pic');
  });
export type RealBody = z.infer<typeof realBody>;

/** What a checked `POST /user/real` asks for, by level. */
export type KycSubmission =
  | { level: typeof KycLevel.basic; idType: IdTypeValue; name: string; cardId: string }
  | { level: typeof KycLevel.advanced; frontPic: string; reversePic: string };

/** Narrows a body that passed `realBody` to the fields of its level. */
export function kycSubmission(body: RealBody): KycSubmission {
  if (body.real_type === KycLevel.basic) {
    return {
      level: KycLevel.basic,
      idType: body.id_type as IdTypeValue,
      name: body.name ?? '',
      cardId: normalizeIdNumber(body.card_id ?? ''),
    };
  }
  return {
    level: KycLevel.advanced,
    frontPic: uploadPathOf(body.front_pic ?? ''),
    reversePic: uploadPathOf(body.reverse_pic ?? ''),
  };
}

/** One level's latest application, as `GET /real/state` shows it. */
export interface KycLevelState {
  /** 0 not verified, 1 verifying, 2 verified, 3 audit failed (`ReviewStatus`). */
  status: ReviewStatus;
  /** The operator's reason when the audit failed; otherwise null. */
  reason: string | null;
  submitted_at: number | null;
  reviewed_at: number | null;
}

/**
 * The document the original client's form shows (client contract 7.2), from the latest
 * application that was not refused (a refused one must leave the form open to resubmit).
 */
export interface RealData {
  /** The picker index: 0 ID card, 1 passport, 2 driver's licence. */
  id_type: number;
  /** Masked, as everywhere the user sees them. */
  name: string;
  card_id: string;
  /** `/uploads/...` paths of the Lv2 pictures; null before Lv2. */
  front_pic: string | null;
  reverse_pic: string | null;
}

/** `GET /real/state`. */
export interface RealState {
  /** The highest verified level: 0 none, 1 basic, 2 advanced. */
  level: 0 | KycLevelValue;
  /** The original client's basic state: 0 not submitted or refused, 1 pending, 2 approved. */
  review_status: 0 | 1 | 2;
  /** The same codes for the advanced level. */
  advanced_review_status: 0 | 1 | 2;
  /** The document under review or verified; null when there is none. */
  real_data: RealData | null;
  basic: KycLevelState;
  advanced: KycLevelState;
  /** The document of the latest Lv1 application, masked; null before the first one. */
  id_type: IdTypeValue | null;
  name: string | null;
  card_id: string | null;
  /** Spec 5: both must be bound before a level can pass. */
  email_bound: boolean;
  mobile_bound: boolean;
}
