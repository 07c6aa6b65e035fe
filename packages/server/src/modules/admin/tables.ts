/**
 * The operator's desk: operators (not users: their own table, passwords and sessions)
 * and the append-only audit log of what they decided, by whom, when and why.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LEDGER_VERIFY_SOURCES, OPERATOR_ROLES } from '@bourse/shared';
import { DESK_QUEUES } from '@bourse/shared';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    /** Lower-case; the login name. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** A disabled operator cannot log in and every session of theirs has ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The authenticator secret, AES-256-GCM encrypted (totpSecrets.ts); null until set-up. */
    totpSecret: text('totp_secret'),
    /** Set when the operator confirmed the secret with a code; then logins need a code. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a later code must have a later step. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('operators_email_uq').on(t.email),
    check('operators_role_ck', sql`${t.role} in (${quoted(OPERATOR_ROLES)})`),
    check('operators_totp_ck', sql`${t.totpEnabledAt} is null or ${t.totpSecret} is not null`),
  ],
);

/** Operator tokens, stored as SHA-256 hashes like users' sessions, but in their own table. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_hash_uq').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);

/**
 * Every operator decision, written in the same transaction as the decision itself. Rows
 * are only ever inserted (the module has no update or delete). `operator_id` is null for
 * actions taken with the command-line tool, which has no operator session.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id').references(() => operators.id),
    /** `<domain>.<verb>`, e.g. `kyc.approve`, `withdrawal.reject`. */
    action: text('action').notNull(),
    /** The row decided, e.g. ('kyc_applications', '42'). */
    targetTable: text('target_table').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The hash chain (migration 0027): written by the database's BEFORE INSERT trigger, never
     * by a caller (the defaults fail `audit_log_chain_ck` if the trigger did not run).
     */
    chainSeq: bigint('chain_seq', { mode: 'number' }).notNull().default(0),
    prevHash: text('prev_hash').notNull().default(''),
    hash: text('hash').notNull().default(''),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetTable, t.targetId),
    index('audit_log_operator_idx').on(t.operatorId),
    uniqueIndex('audit_log_chain_seq_uq').on(t.chainSeq),
    check('audit_log_action_ck', sql`${t.action} ~ '^[a-z][a-zA-Z_]*\\.[a-z][a-zA-Z_]*$'`),
    check(
      'audit_log_chain_ck',
      sql`${t.chainSeq} > 0 and ${t.prevHash} ~ '^[0-9a-f]{64}$' and ${t.hash} ~ '^[0-9a-f]{64}$'`,
    ),
  ],
);

/** The last link of the audit chain (one row, id 1), moved only by the insert trigger. */
export const auditChainHead = pgTable(
  'audit_chain_head',
  {
    id: smallint('id').primaryKey().default(1),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [check('audit_chain_head_one_ck', sql`${t.id} = 1`)],
);

/**
 * Every `ledger:verify` run (migration 0029): from the command line, the console or a job,
 * whether the ledger was clean and its formatted report. Append-only; the dashboard shows
 * the latest. `operator_id` is set for a run asked from the console.
 */
export const ledgerVerifyRuns = pgTable(
  'ledger_verify_runs',
  {
    id: serial('id').primaryKey(),
    ok: boolean('ok').notNull(),
    /** formatLedgerReport's lines, cut to LEDGER_VERIFY_SUMMARY_MAX characters. */
    summary: text('summary').notNull(),
    source: text('source', { enum: LEDGER_VERIFY_SOURCES }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('ledger_verify_runs_source_ck', sql`${t.source} in (${quoted(LEDGER_VERIFY_SOURCES)})`),
    check('ledger_verify_runs_time_ck', sql`${t.finishedAt} >= ${t.startedAt}`),
  ],
);

/**
 * Who is handling an item of a desk queue (issue 15, migration 0030): at most one operator
 * per item. Written by `claims.ts` under the item's own row lock; a decision of the item
 * deletes its row in the decision's transaction. `item_id` is the queue's row id (a
 * trader's user id).
 */
export const deskClaims = pgTable(
  'desk_claims',
  {
    queue: text('queue', { enum: DESK_QUEUES }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'desk_claims_pk', columns: [t.queue, t.itemId] }),
    index('desk_claims_operator_idx').on(t.operatorId),
    check('desk_claims_queue_ck', sql`${t.queue} in (${quoted(DESK_QUEUES)})`),
  ],
);
