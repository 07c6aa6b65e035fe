import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A text in every UI language, keyed by the spec's language codes. */
export type LocalizedText = Partial<Record<string, string>>;

/** Operator-editable settings, read by `GET /getSetting {keyword}` and the site config. */
export const settings = pgTable('settings', {
  keyword: text('keyword').primaryKey(),
  value: jsonb('value').notNull(),
  isPublic: boolean('is_public').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Countries and regions for the area chooser: dial code and whether we serve it. */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    iso: text('iso').notNull(),
    dialCode: text('dial_code').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    supported: boolean('supported').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('regions_iso_uq').on(t.iso)],
);

/** The coin catalogue (spec section 3: BTC 1, ETH 2, USDT 3). */
export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Networks the coin moves on, e.g. ["ERC20","TRC20"] for USDT. */
  networks: jsonb('networks').$type<string[]>().notNull(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  kind: text('kind', { enum: ['crypto', 'stock', 'fiat'] }).notNull(),
  decimals: integer('decimals').notNull(),
  color: text('color').notNull().default('#888888'),
  logo: text('logo').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});
