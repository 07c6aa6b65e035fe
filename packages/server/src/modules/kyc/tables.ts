/**
 * Identity verification applications (spec sections 3-6). One row per submission; the
 * latest per level is that level's state. The partial unique indexes are the backstops
 * behind the service's checks: one pending application per user, one verified per
 * level, and a document verified on one account only.
 */
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
import { ID_TYPES, KYC_LEVELS, KYC_STATUSES, KycLevel, KycStatus } from '@bourse/shared';
// Table to table (as content/tables.ts does): the schema must load without the services.
import { operators } from '../admin/tables.ts';
import { users } from '../users/tables.ts';

const quoted = (values: readonly (string | number)[]) =>
  sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', '));

export const kycApplications = pgTable(
  'kyc_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    level: smallint('level').notNull(),
    /** Lv2 copies the document of the user's verified Lv1, so the reviewer sees it. */
    idType: text('id_type', { enum: ID_TYPES }).notNull(),
    name: text('name').notNull(),
    cardId: text('card_id').notNull(),
    /** Lv2 only: `/uploads/...` URLs of the user's own uploads. */
    frontPic: text('front_pic'),
    reversePic: text('reverse_pic'),
    status: text('status', { enum: KYC_STATUSES }).notNull(),
    /** The operator's words: required on a refusal, optional on an approval. */
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => operators.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('kyc_applications_user_idx').on(t.userId, t.level),
    index('kyc_applications_status_idx').on(t.status, t.createdAt),
    uniqueIndex('kyc_applications_one_pending_uq')
      .on(t.userId)
      .where(sql`${t.status} = ${sql.raw(`'${KycStatus.verifying}'`)}`),
    uniqueIndex('kyc_applications_verified_level_uq')
      .on(t.userId, t.level)
      .where(sql`${t.status} = ${sql.raw(`'${KycStatus.verified}'`)}`),
    uniqueIndex('kyc_applications_document_uq')
      .on(t.idType, t.cardId)
      .where(
        sql`${t.status} = ${sql.raw(`'${KycStatus.verified}'`)} and ${t.level} = ${sql.raw(String(KycLevel.basic))}`,
      ),
    check('kyc_applications_level_ck', sql`${t.level} in (${quoted(KYC_LEVELS)})`),
    check('kyc_applications_id_type_ck', sql`${t.idType} in (${quoted(ID_TYPES)})`),
    check('kyc_applications_status_ck', sql`${t.status} in (${quoted(KYC_STATUSES)})`),
    check(
      'kyc_applications_pictures_ck',
      sql`${t.level} = ${sql.raw(String(KycLevel.basic))} or (${t.frontPic} is not null and ${t.reversePic} is not null)`,
    ),
  ],
);
