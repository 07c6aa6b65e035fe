import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';
import type { LocalizedText } from '../system/tables.ts';

/**
 * Articles of every kind: news (c_id 4), banners (5), announcements (6), help (7).
 * Title, summary and body are kept per language; the body is sanitized HTML.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    /** A stable name for seeded and linked articles; operator-written ones may have none. */
    slug: text('slug'),
    categoryId: integer('category_id').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    cover: text('cover').notNull().default(''),
    link: text('link').notNull().default(''),
    isPopup: boolean('is_popup').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('articles_category_idx').on(t.categoryId, t.publishedAt),
    uniqueIndex('articles_slug_uq').on(t.slug),
  ],
);

/** The site's rich-text pages: about us, contact us, operational compliance. */
export const sitePages = pgTable('site_pages', {
  slug: text('slug').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  body: jsonb('body').$type<LocalizedText>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Per-user mail messages (the mailMessage pages). A null user is a broadcast. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    /** Set for a message sent once per event (a welcome, a seeded broadcast): a retry sends nothing twice. */
    dedupeKey: text('dedupe_key'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('mail_messages_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('mail_messages_dedupe_key_uq').on(t.dedupeKey),
  ],
);

/** Which user has read which message (broadcasts are shared rows). */
export const mailReads = pgTable(
  'mail_reads',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => mailMessages.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);
