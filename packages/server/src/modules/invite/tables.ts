/**
 * Invitation rebates (issue 12). Money lives in the ledger: each rebate row is paid by one
 * journal `invite_rebates:<id>` (reason `invite_rebate`) from the `fees` system account of
 * the account type where the fees were collected to the inviter. A row records what it was
 * computed from (the fee total and the percent), so anyone can recompute it; the day rows
 * say which UTC days the job has finished.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { INVITE_FEE_SOURCES, type InviteFeeSource } from '@bourse/shared';
// Table to table: the schema must load without the services.
import { currencies } from '../system/tables.ts';
import { users } from '../users/tables.ts';
import { amount, at, percent, sqlList as list } from '../../db/columns.ts';

/** One inviter's rebate on one invitee's fees of one kind, in one coin, on one UTC day. */
export const inviteRebates = pgTable(
  'invite_rebates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id),
    inviteeId: integer('invitee_id')
      .notNull()
      .references(() => users.id),
    /** The UTC day the fees were paid. */
    day: date('day', { mode: 'string' }).notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    source: text('source').$type<InviteFeeSource>().notNull(),
    /** The invitee's fees of that day, kind and coin, as recorded on the trades and charges. */
    feeTotal: amount('fee_total').notNull(),
    feeCount: integer('fee_count').notNull(),
    /** The rate in force when the row was paid. */
    percent: percent('percent').notNull(),
    /** fee_total x percent / 100, rounded down to the coin's decimals. */
    rebate: amount('rebate').notNull(),
    /** Null only when the rebate rounded down to zero (no journal). */
    journalId: bigint('journal_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('invite_rebates_once_uq').on(t.inviterId, t.inviteeId, t.day, t.currencyId, t.source),
    index('invite_rebates_inviter_idx').on(t.inviterId, t.id.desc()),
    check('invite_rebates_source_ck', sql`${t.source} in (${list(INVITE_FEE_SOURCES)})`),
    check(
      'invite_rebates_amounts_ck',
      sql`${t.feeTotal} > 0 and ${t.feeCount} > 0 and ${t.percent} >= 0 and ${t.percent} <= 100 and ${t.rebate} >= 0 and ${t.rebate} <= ${t.feeTotal} * ${t.percent} / 100`,
    ),
    check('invite_rebates_people_ck', sql`${t.inviterId} <> ${t.inviteeId}`),
  ],
);

/** A UTC day whose rebates are all paid: the job's bookmark, catching up from the last one. */
export const inviteRebateDays = pgTable('invite_rebate_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** The rate the day was paid at. */
  percent: percent('percent').notNull(),
  /** Rebate rows written for the day (by this run or a racing one). */
  rows: integer('rows').notNull(),
  paidAt: at('paid_at').notNull(),
});
