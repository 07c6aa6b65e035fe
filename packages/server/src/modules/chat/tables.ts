/**
 * Customer service chat (issue 14). A conversation belongs to one user; at most one of a
 * user's conversations is open (a partial unique index). Messages are plain text as sent
 * and/or one image (the stored upload path, never the expiring URL). Each side's last read
 * message is kept on the conversation.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CHAT_SENDERS,
  CHAT_STATUSES,
  CHAT_TEXT_MAX,
  type ChatLink,
  type ChatSender,
  type ChatStatus,
  type Lang,
} from '@bourse/shared';
// Table to table: the schema must load without the services.
import { operators } from '../admin/tables.ts';
import { users } from '../users/tables.ts';
import { at, sqlList as list } from '../../db/columns.ts';

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<ChatStatus>().notNull(),
    /** The language it was opened in: Bourse's own messages in it are written in it. */
    lang: text('lang').$type<Lang>().notNull(),
    claimedBy: integer('claimed_by').references(() => operators.id),
    claimedAt: at('claimed_at'),
    /** The last message each side has read (0 for none). */
    userReadId: bigint('user_read_id', { mode: 'number' }).notNull().default(0),
    operatorReadId: bigint('operator_read_id', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull(),
    closedAt: at('closed_at'),
    closedBy: integer('closed_by').references(() => operators.id),
  },
  (t) => [
    check('chat_conversations_status_ck', sql`${t.status} in (${list(CHAT_STATUSES)})`),
    check('chat_conversations_closed_ck', sql`(${t.status} = 'open') = (${t.closedAt} is null)`),
    uniqueIndex('chat_conversations_open_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('chat_conversations_queue_idx')
      .on(t.claimedBy, t.id)
      .where(sql`${t.status} = 'open'`),
    index('chat_conversations_user_idx').on(t.userId, t.id),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    sender: text('sender').$type<ChatSender>().notNull(),
    /** The operator who wrote it (sender `operator`). */
    operatorId: integer('operator_id').references(() => operators.id),
    /** Plain text, as sent (trimmed); '' for an image alone. */
    text: text('text').notNull().default(''),
    /** The stored upload path (`/uploads/<name>`). */
    image: text('image'),
    /** Links a system message offers, labels in the conversation's language. */
    links: jsonb('links').$type<ChatLink[]>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('chat_messages_sender_ck', sql`${t.sender} in (${list(CHAT_SENDERS)})`),
    check(
      'chat_messages_body_ck',
      sql`(${t.text} <> '' or ${t.image} is not null) and char_length(${t.text}) <= ${sql.raw(String(CHAT_TEXT_MAX))}`,
    ),
    check(
      'chat_messages_operator_ck',
      sql`(${t.sender} = 'operator') = (${t.operatorId} is not null)`,
    ),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
  ],
);
