/**
 * The operator's desk (`/api/admin/*`): operator login, the role rule, the audit log and
 * the verification queue. Operators are not users: their own table, tokens and login.
 */
import { z } from 'zod';
import {
  KYC_STATUSES,
  OPERATOR_ROLES,
  OperatorRole,
  type IdType,
  type KycLevel,
  type KycStatus,
} from '../enums.ts';
import { emailField, idField, langField, pageFields, text } from './common.ts';
import type { DeskClaim } from './adminConfig.ts';

/**
 * Whether an operator of `role` may act where `needed` roles are accepted. `admin` holds
 * every role; an empty list accepts any operator.
 */
export function roleAllows(role: OperatorRole, needed: readonly OperatorRole[]): boolean {
  return role === OperatorRole.admin || needed.length === 0 || needed.includes(role);
}

/**
 * Operator passwords guard other people's money, so they are longer than users' (at
 * least 12 characters); 128 keeps a pasted essay away from the hash function.
 */
export const operatorPasswordField = z
  .string()
  .min(12, { error: 'validation.operatorPasswordRule' })
  .max(128, { error: 'validation.operatorPasswordRule' });

/** What `npm run admin -- create-operator` checks before it creates an operator. */
export const newOperatorInput = z.object({
  email: emailField,
  name: text(1, 60),
  role: z.enum(OPERATOR_ROLES),
  password: operatorPasswordField,
});
export type NewOperatorInput = z.infer<typeof newOperatorInput>;

const totpCodeField = z.string().trim().max(16);

/** `POST /api/admin/login`. */
export const adminLoginBody = z.object({
  email: z.string().trim().toLowerCase().min(1).max(100),
  password: z.string().min(1).max(128),
  /**
   * The authenticator's current code, for an operator with two-step sign-in; the service
   * checks its digits (a malformed code counts as a wrong one), so only length is bounded here.
   */
  code: totpCodeField.optional(),
  lang: langField,
});

/** `POST /api/admin/totp/enable`: the code the authenticator shows for the new secret. */
export const adminTotpEnableBody = z.object({ code: totpCodeField, lang: langField });

/** `POST /api/admin/totp/setup`: a new secret for the signed-in operator, not yet enabled. */
export interface OperatorTotpSetup {
  /** Base32 (RFC 4648, no padding), for typing into an authenticator by hand. */
  secret: string;
  otpauth_uri: string;
  /** The same URI as a PNG data URL, for scanning. */
  qr: string;
}

/** `GET /api/admin/audit`: newest first, optionally for one table or one row. */
export const auditQuery = z.object({
  ...pageFields,
  target_table: z.string().trim().max(64).optional(),
  target_id: z.string().trim().max(64).optional(),
  /** One operator's actions (`0`: the command-line tool's). */
  operator_id: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
  /** An action (`withdrawal.approve`) or every action of a domain (`withdrawal`). */
  action: z.string().trim().max(64).optional(),
  lang: langField,
});

/** `GET /api/admin/audit/verify`: the chain recomputed now (what `verify-audit` prints). */
export interface AuditChainStatus {
  ok: boolean;
  rows: number;
  head: { seq: number; hash: string };
  breaks: { seq: number; id: number; problem: 'hash' | 'link' | 'gap' | 'head' }[];
}

/** `GET /api/admin/verifications`: `status` defaults to the pending queue (verifying). */
export const verificationListQuery = z.object({
  /** Search: an item or user id, or part of the user's account (email or mobile). */
  q: z.string().trim().max(100).optional(),
  ...pageFields,
  status: z.union([z.enum(KYC_STATUSES), z.literal('')]).optional(),
  lang: langField,
});

/** `:id` of an item an operator decides. */
export const adminIdParams = z.object({ id: idField });

/** Approving may carry a note; refusing must say why (the user reads it). */
export const approveBody = z.object({
  reason: z.string().trim().max(500).optional(),
  lang: langField,
});
export const rejectBody = z.object({ reason: text(1, 500), lang: langField });

/** `GET /api/admin/me`. */
export interface OperatorInfo {
  id: number;
  email: string;
  name: string;
  role: OperatorRole;
  created_at: number;
  last_login_at: number | null;
  /** Two-step sign-in enabled; until then the console shows enrolment and nothing else. */
  totp_enabled: boolean;
}

/** One row of `GET /api/admin/audit`. `operator_id` is null for actions taken by the CLI. */
export interface AuditEntry {
  id: number;
  operator_id: number | null;
  operator_name: string | null;
  operator_email: string | null;
  action: string;
  target_table: string;
  target_id: string;
  reason: string | null;
  detail: unknown;
  created_at: number;
  /** Its place in the hash chain and its SHA-256 (hex), over its fields and the previous hash. */
  chain_seq: number;
  hash: string;
}

/** One application of `GET /api/admin/verifications`: the full document, for the reviewer. */
export interface VerificationView {
  id: number;
  user_id: number;
  user_account: string;
  email_bound: boolean;
  mobile_bound: boolean;
  level: KycLevel;
  id_type: IdType;
  name: string;
  card_id: string;
  front_pic: string | null;
  reverse_pic: string | null;
  status: KycStatus;
  reason: string | null;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
  /** Who holds the item on the desk (issue 15); null when nobody does. */
  claim: DeskClaim | null;
}

/** One operator of `GET /api/admin/operators` (admin): who may sign in to the console, as what. */
export interface OperatorListing extends OperatorInfo {
  disabled: boolean;
}

/** `POST /api/admin/operators`: a new operator; they set up their authenticator at first sign-in. */
export const adminOperatorCreateBody = newOperatorInput.extend({
  reason: z.string().trim().max(500).optional(),
  lang: langField,
});

/** `POST /api/admin/operators/:id/{role,disable,enable,reset-totp}`: the admin says why. */
export const adminOperatorActionBody = z.object({
  reason: text(1, 500),
  lang: langField,
});
export const adminOperatorRoleBody = adminOperatorActionBody.extend({
  role: z.enum(OPERATOR_ROLES),
});
