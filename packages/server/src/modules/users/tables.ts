import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The login name shown to the user: their email or mobile at registration. */
    account: text('account').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    areaCode: text('area_code'),
    regionId: integer('region_id'),
    passwordHash: text('password_hash').notNull(),
    payPasswordHash: text('pay_password_hash'),
    nickname: text('nickname').notNull(),
    signature: text('signature').notNull().default(''),
    headPortrait: text('head_portrait').notNull().default(''),
    inviteCode: text('invite_code').notNull(),
    referrerId: integer('referrer_id'),
    creditScore: integer('credit_score').notNull().default(100),
    reviewStatus: smallint('review_status').notNull().default(0),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    failedPayPasswords: integer('failed_pay_passwords').notNull().default(0),
    payLockedUntil: timestamp('pay_locked_until', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    payPasswordChangedAt: timestamp('pay_password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * Set by an operator (issue 15, migration 0029): the user cannot sign in and their
     * sessions ended in the same transaction. Set and cleared with the reason.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
  },
  (t) => [
    uniqueIndex('users_account_uq').on(t.account),
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_mobile_uq').on(t.mobile),
    uniqueIndex('users_invite_code_uq').on(t.inviteCode),
    // Migration 0020: a user's invitees (modules/invite).
    index('users_referrer_idx')
      .on(t.referrerId, t.id)
      .where(sql`${t.referrerId} is not null`),
    check('users_credit_score_ck', sql`${t.creditScore} between 0 and 1000`),
    check('users_disabled_ck', sql`(${t.disabledAt} is null) = (${t.disabledReason} is null)`),
  ],
);

/** Opaque session tokens, stored as SHA-256 hashes; idle sessions expire (30 days). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);
