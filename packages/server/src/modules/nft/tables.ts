/**
 * The NFT marketplace (issue 13). Money lives in the ledger: a sale is one journal keyed by
 * its `nft_orders` row (`nft_orders:<id>:pay`), an auction margin a hold keyed by its
 * `nft_margins` row (`nft_margins:<listing>:<user>:hold|release|forfeit`). These rows are
 * what those journals name. Artwork and listing ids share the `nft_ids` sequence, so the
 * client's one `id` (`getBoxDetail`) names either. The checks and the triggers that fix
 * what a sale, a bid and a draw decided are in migration 0023_nft.sql.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  NftListingStatus,
  NftMarginStatus,
  NftMediaType,
  NftMessageKind,
  NftOdds,
  NftOrderStatus,
  NftPayType,
  NftRarity,
} from '@bourse/shared';
// Table to table: the schema must load without the services.
import { currencies } from '../system/tables.ts';
import { users } from '../users/tables.ts';
import { amount, at, percent } from '../../db/columns.ts';

const nftId = (name: string) =>
  bigint(name, { mode: 'number' })
    .primaryKey()
    .default(sql`nextval('nft_ids')`);

/** An artist: a user with a public profile; the artist's id is the user's. */
export const nftArtists = pgTable('nft_artists', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  name: text('name').notNull(),
  /** A media path (`/api/nft/media/<name>`). */
  avatar: text('avatar').notNull(),
  bio: text('bio').notNull(),
  createdAt: at('created_at').notNull(),
});

export const nftCollections = pgTable('nft_collections', {
  id: serial('id').primaryKey(),
  artistId: integer('artist_id')
    .notNull()
    .references(() => nftArtists.userId),
  name: text('name').notNull(),
  description: text('description').notNull(),
  cover: text('cover').notNull(),
  createdAt: at('created_at').notNull(),
});

/** One design a series' box may hold, by rarity; `index` counts within the rarity. */
export interface NftDesign {
  rarity: NftRarity;
  name: string;
  type: NftMediaType;
  media: string;
  cover?: string;
}

/**
 * A blind-box series. `seed` is secret until `end_at` (then shown with every draw);
 * `seed_hash` = SHA-256(seed) is public from creation. `sold` counts boxes sold, taken under
 * the row's lock so the supply is never exceeded.
 */
export const nftSeries = pgTable('nft_series', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  artistId: integer('artist_id')
    .notNull()
    .references(() => nftArtists.userId),
  name: text('name').notNull(),
  description: text('description').notNull(),
  cover: text('cover').notNull(),
  currencyId: integer('currency_id')
    .notNull()
    .references(() => currencies.id),
  price: amount('price').notNull(),
  supply: integer('supply').notNull(),
  sold: integer('sold').notNull().default(0),
  royaltyPercent: percent('royalty_percent').notNull(),
  odds: jsonb('odds').$type<NftOdds>().notNull(),
  designs: jsonb('designs').$type<NftDesign[]>().notNull(),
  seed: text('seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  startAt: at('start_at').notNull(),
  endAt: at('end_at').notNull(),
  createdAt: at('created_at').notNull(),
});

/**
 * An artwork, or a blind box bought from a series (then `series_id` is set and the content
 * columns stay empty until `openBlindBox` draws them: `draw_*`, `opened_at`).
 */
export const nftTokens = pgTable(
  'nft_tokens',
  {
    id: nftId('id'),
    code: text('code').notNull().unique(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    collectionId: integer('collection_id').references(() => nftCollections.id),
    seriesId: integer('series_id').references(() => nftSeries.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    rarity: text('rarity').$type<NftRarity>(),
    mediaType: smallint('media_type').$type<NftMediaType>(),
    media: text('media'),
    cover: text('cover'),
    royaltyPercent: percent('royalty_percent').notNull(),
    /** A box: the order that bought it (its id is the draw's message). */
    orderId: bigint('order_id', { mode: 'number' }),
    drawHmac: text('draw_hmac'),
    drawBucket: integer('draw_bucket'),
    drawDesign: integer('draw_design'),
    openedAt: at('opened_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('nft_tokens_owner_idx').on(t.ownerId, t.id.desc()),
    index('nft_tokens_creator_idx').on(t.creatorId, t.id.desc()),
    index('nft_tokens_series_idx').on(t.seriesId, t.id),
  ],
);

/** One sale: an artwork at a fixed price or by auction, or a series' boxes. */
export const nftListings = pgTable(
  'nft_listings',
  {
    id: nftId('id'),
    tokenId: bigint('token_id', { mode: 'number' }).references(() => nftTokens.id),
    seriesId: integer('series_id').references(() => nftSeries.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    payType: smallint('pay_type').$type<NftPayType>().notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** The fixed price, the auction's starting price, or a box's price. */
    price: amount('price').notNull(),
    /** The auction's step and margin ('0' otherwise). */
    step: amount('step').notNull(),
    margin: amount('margin').notNull(),
    startAt: at('start_at').notNull(),
    /** The end now (a late bid moves it), and as published. */
    endAt: at('end_at').notNull(),
    scheduledEndAt: at('scheduled_end_at').notNull(),
    status: smallint('status').$type<NftListingStatus>().notNull(),
    resale: boolean('resale').notNull(),
    topPrice: amount('top_price'),
    topBidderId: integer('top_bidder_id').references(() => users.id),
    bids: integer('bids').notNull().default(0),
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('nft_listings_token_idx').on(t.tokenId, t.id.desc()),
    index('nft_listings_due_idx')
      .on(t.endAt)
      .where(sql`${t.status} = 1`),
  ],
);

export const nftBids = pgTable(
  'nft_bids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => nftListings.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    increment: amount('increment').notNull(),
    price: amount('price').notNull(),
    /** The auction's end after this bid (moved by a bid in the last minutes). */
    endAt: at('end_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('nft_bids_listing_idx').on(t.listingId, t.id.desc()),
    index('nft_bids_user_idx').on(t.userId, t.id.desc()),
  ],
);

/** A bidder's margin on one auction: held from their first bid, then decided once. */
export const nftMargins = pgTable(
  'nft_margins',
  {
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => nftListings.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    amount: amount('amount').notNull(),
    status: smallint('status').$type<NftMarginStatus>().notNull(),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.userId] })],
);

/**
 * A sale: paid at once (fixed price, a box) or, for a won auction, awaiting payment until
 * `overtime`. The split (fee, royalty, proceeds) is fixed when the order is written.
 */
export const nftOrders = pgTable(
  'nft_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => nftListings.id),
    tokenId: bigint('token_id', { mode: 'number' })
      .notNull()
      .references(() => nftTokens.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    payType: smallint('pay_type').$type<NftPayType>().notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    price: amount('price').notNull(),
    /** The winner's margin, applied to the price at payment ('0' for other sales). */
    margin: amount('margin').notNull(),
    feePercent: percent('fee_percent').notNull(),
    royaltyPercent: percent('royalty_percent').notNull(),
    fee: amount('fee').notNull(),
    royalty: amount('royalty').notNull(),
    proceeds: amount('proceeds').notNull(),
    status: smallint('status').$type<NftOrderStatus>().notNull(),
    overtime: at('overtime'),
    remindedAt: at('reminded_at'),
    paidAt: at('paid_at'),
    expiredAt: at('expired_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('nft_orders_buyer_idx').on(t.buyerId, t.id.desc()),
    index('nft_orders_due_idx')
      .on(t.overtime)
      .where(sql`${t.status} = 1`),
    uniqueIndex('nft_orders_listing_auction_ux')
      .on(t.listingId)
      .where(sql`${t.payType} = 2`),
  ],
);

/** A message to one user about a bid, a win, a payment due or a sale. */
export const nftMessages = pgTable(
  'nft_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: smallint('kind').$type<NftMessageKind>().notNull(),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => nftListings.id),
    orderId: bigint('order_id', { mode: 'number' }).references(() => nftOrders.id),
    tokenId: bigint('token_id', { mode: 'number' }).references(() => nftTokens.id),
    price: amount('price').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('nft_messages_user_idx').on(t.userId, t.id.desc())],
);

/** A user's favourite: an artwork's or a series' code. */
export const nftFavorites = pgTable(
  'nft_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    code: text('code').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/** Uploaded NFT media: public, served with the content type its bytes showed. */
export const nftMedia = pgTable('nft_media', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  sha256: text('sha256').notNull(),
  operatorId: integer('operator_id'),
  createdAt: at('created_at').notNull(),
});
