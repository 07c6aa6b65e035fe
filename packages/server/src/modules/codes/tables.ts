import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One-time codes: hashed, scene-bound, expiring, with a count of wrong tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    destination: text('destination').notNull(),
    channel: text('channel', { enum: ['email', 'mobile'] }).notNull(),
    scene: text('scene', {
      enum: ['register', 'forget', 'bind', 'security', 'withdraw'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_dest_idx').on(t.destination, t.scene, t.createdAt),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Wrong guesses at a code that anyone may try (register, forget), counted per caller (a
 * signed-in user or a network address) rather than on the code: a stranger's guesses lock
 * only the stranger out, never the owner's code (issue 9, "Codes").
 */
export const codeGuesses = pgTable(
  'code_guesses',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => verificationCodes.id, { onDelete: 'cascade' }),
    caller: text('caller').notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.caller] })],
);

/**
 * Outside production every outgoing message is also kept here, so a developer (and the
 * browser tests) can read a code without a mail server. Production never writes it.
 */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'mobile'] }).notNull(),
    destination: text('destination').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dev_outbox_dest_idx').on(t.destination, t.createdAt)],
);
