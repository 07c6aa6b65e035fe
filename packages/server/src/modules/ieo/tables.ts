/**
 * IEO subscriptions (issue 11). Money lives in the ledger: a project's issuance is moved
 * from the treasury to the IEO pool by `ieo_projects:<id>:issue`; a subscription's pay
 * amount is held in the spot (change) account by `ieo_subscriptions:<id>:subscribe`, split
 * into the allotted cost (to the pool) and the refund by `:allocate`, and its tokens are
 * paid from the pool by `:release`. These rows are what those journals name.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { IEO_SUBSCRIPTION_STATUSES, IeoSubscriptionStatus } from '@bourse/shared';
// Table to table: the schema must load without the services.
import { currencies, type LocalizedText } from '../system/tables.ts';
import { users } from '../users/tables.ts';
import { amount, at } from '../../db/columns.ts';

const S = (v: number) => sql.raw(String(v));

export const ieoProjects = pgTable(
  'ieo_projects',
  {
    id: serial('id').primaryKey(),
    /** The token: a coin of the catalogue, one project per token. */
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    /** Sanitised HTML per language. */
    content: jsonb('content').$type<LocalizedText>().notNull(),
    /** A path under the H5 origin (`/h5/coins/<token>.svg`). */
    logo: text('logo').notNull(),
    /** USDT per token. */
    price: amount('price').notNull(),
    /** Coin ids accepted for payment, in the order shown. */
    payCurrencyIds: jsonb('pay_currency_ids').$type<number[]>().notNull(),
    /** Total issuance, in tokens (moved to the IEO pool when the project is created). */
    total: amount('total').notNull(),
    /** Per subscription at least, per user in all at most, in tokens. */
    minAmount: amount('min_amount').notNull(),
    maxAmount: amount('max_amount').notNull(),
    warmupAt: at('warmup_at').notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    /** Days after the end before the tokens reach the spot account. */
    lockDays: integer('lock_days').notNull(),
    /** Time to market: when the token is expected to list (shown only). */
    marketAt: at('market_at').notNull(),
    whitepaperUrl: text('whitepaper_url').notNull(),
    websiteUrl: text('website_url').notNull(),
    /** An operator's pause: no new subscriptions; existing ones are never touched. */
    paused: boolean('paused').notNull().default(false),
    /** Set when an operator ended the subscription early (end_at moved to that instant). */
    closedAt: at('closed_at'),
    /** Set once, by the allocation: tokens allotted and the pro-rata remainder. */
    allocatedAt: at('allocated_at'),
    sold: amount('sold'),
    remainder: amount('remainder'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ieo_projects_currency_ux').on(t.currencyId),
    index('ieo_projects_due_idx')
      .on(t.endAt)
      .where(sql`${t.allocatedAt} is null`),
    check(
      'ieo_projects_amounts_ck',
      sql`${t.price} > 0 and ${t.total} > 0 and ${t.minAmount} > 0 and ${t.minAmount} <= ${t.maxAmount} and ${t.maxAmount} <= ${t.total} and ${t.lockDays} >= 0`,
    ),
    check(
      'ieo_projects_dates_ck',
      sql`${t.warmupAt} <= ${t.startAt} and ${t.startAt} <= ${t.endAt} and ${t.endAt} <= ${t.marketAt}`,
    ),
    check(
      'ieo_projects_allocated_ck',
      sql`(${t.allocatedAt} is null and ${t.sold} is null and ${t.remainder} is null) or (${t.allocatedAt} is not null and ${t.sold} >= 0 and ${t.remainder} >= 0 and ${t.sold} + ${t.remainder} <= ${t.total})`,
    ),
  ],
);

export const ieoSubscriptions = pgTable(
  'ieo_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => ieoProjects.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Tokens asked. */
    amount: amount('amount').notNull(),
    payCurrencyId: integer('pay_currency_id')
      .notNull()
      .references(() => currencies.id),
    /** Held in the spot account: the server's total (decision 75). */
    payAmount: amount('pay_amount').notNull(),
    /** The pay coin's recorded index (USDT per coin; 1 for USDT), its source and second. */
    payPrice: amount('pay_price').notNull(),
    paySource: text('pay_source').notNull(),
    payPriceAt: at('pay_price_at').notNull(),
    /** The client's own total, as sent (a hint). */
    clientPrice: amount('client_price'),
    status: smallint('status').$type<IeoSubscriptionStatus>().notNull(),
    allotted: amount('allotted'),
    cost: amount('cost'),
    refund: amount('refund'),
    allocatedAt: at('allocated_at'),
    /** The project's end + its lock days, fixed at the allocation. */
    releaseAt: at('release_at'),
    releasedAt: at('released_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('ieo_subscriptions_project_idx').on(t.projectId, t.userId),
    index('ieo_subscriptions_user_idx').on(t.userId, t.id.desc()),
    index('ieo_subscriptions_release_idx')
      .on(t.releaseAt)
      .where(sql`${t.status} = ${S(IeoSubscriptionStatus.locked)}`),
    check(
      'ieo_subscriptions_status_ck',
      sql`${t.status} in (${sql.raw(IEO_SUBSCRIPTION_STATUSES.join(', '))})`,
    ),
    check(
      'ieo_subscriptions_amounts_ck',
      sql`${t.amount} > 0 and ${t.payAmount} > 0 and ${t.payPrice} > 0`,
    ),
    // A subscribed row carries no result; an allocated one all of it, exactly split.
    check(
      'ieo_subscriptions_allocated_ck',
      sql`(${t.status} = ${S(IeoSubscriptionStatus.subscribed)} and ${t.allotted} is null and ${t.cost} is null and ${t.refund} is null and ${t.allocatedAt} is null and ${t.releaseAt} is null and ${t.releasedAt} is null) or (${t.status} <> ${S(IeoSubscriptionStatus.subscribed)} and ${t.allotted} >= 0 and ${t.allotted} <= ${t.amount} and ${t.cost} >= 0 and ${t.refund} >= 0 and ${t.cost} + ${t.refund} = ${t.payAmount} and ${t.allocatedAt} is not null and ${t.releaseAt} is not null and (${t.status} = ${S(IeoSubscriptionStatus.released)}) = (${t.releasedAt} is not null))`,
    ),
  ],
);
