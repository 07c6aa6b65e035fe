/**
 * The NFT marketplace (issue 13; client contract 7.15 `bind_box/*`): the request payloads
 * and the reply shapes. The contract's names are kept (`pay_type`, `per_increase`,
 * `rarity_status`, `resell_nft_status`, `head_portrait`, `nick_name`, `overtime`); Bourse's
 * own additions sit beside them.
 */
import { z } from 'zod';
import type {
  NftBuyStatus,
  NftListingStatus,
  NftMediaType,
  NftMessageKind,
  NftOrderStatus,
  NftPayType,
  NftRarity,
} from '../nft.ts';
import { bigIdField, idField, langField, pageFields, positiveDecimal, text } from './common.ts';

/** The largest price, step or margin a request may carry at all. */
export const NFT_MAX_PRICE = '1000000000';

/** Forms send every field, filled or not: '' means "not given". */
const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankAsMissing, schema.optional());

/** An artwork's, a box's or a series' code: letters, digits and dashes. */
export const nftCodeField = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{1,39}$/, { error: 'validation.invalid' })
  .transform((v) => v.toUpperCase());

const smallCode = <T extends readonly number[]>(values: T) =>
  z.coerce
    .number({ error: 'validation.number' })
    .int({ error: 'validation.integer' })
    .refine((v) => values.includes(v), { error: 'validation.invalid' });

/**
 * `GET /bind_box/getBoxList`: the list (`page`, `limit=6`) and the search (`currency`,
 * `pay_type`, `status`, `type`, `page=1`, `limit=999`); `keyword` searches names, codes and
 * artists (Bourse's app sends it; the original client's input is not bound).
 */
export const nftBoxListQuery = z.object({
  ...pageFields,
  currency: optional(idField),
  pay_type: optional(smallCode([1, 2, 3])),
  status: optional(smallCode([0, 1, 2])),
  type: optional(smallCode([1, 2, 3, 4])),
  keyword: optional(text(1, 60)),
  lang: langField,
});
export type NftBoxListQuery = z.infer<typeof nftBoxListQuery>;

/** `GET /bind_box/getBoxDetail {id}`: a listing's or an artwork's id (one id space). */
export const nftBoxDetailQuery = z.object({ id: bigIdField, lang: langField });

/** `GET /bind_box/getArtist {page, limit}`. */
export const nftArtistListQuery = z.object({ ...pageFields, lang: langField });

/** `GET /bind_box/getArtistDetail {uid}`. */
export const nftArtistDetailQuery = z.object({ uid: idField, lang: langField });

/** `collect`, `buyNFT`, `marginNFT`, `getBindBoxQuotationLog`, `openBlindBox`: `{code}`. */
export const nftCodeBody = z.object({ code: nftCodeField, lang: langField });

/** `GET /bind_box/series {code}` (Bourse): a blind-box series and its draws, to verify. */
export const nftSeriesQuery = z.object({ code: nftCodeField, lang: langField });

/** `POST /bind_box/auctionNFT {code, price}`: `price` is the increment over the current price. */
export const nftAuctionBody = z.object({
  code: nftCodeField,
  price: positiveDecimal(NFT_MAX_PRICE),
  lang: langField,
});
export type NftAuctionBody = z.infer<typeof nftAuctionBody>;

/** `POST /bind_box/getMyBindBoxQuotationLog {page}`. */
export const nftMyBidsBody = z.object({ ...pageFields, lang: langField });

/** `YYYY-MM-DD HH:mm:ss` (or with `T`, or without seconds), read as UTC. */
export const nftDateField = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2})?$/, { error: 'validation.invalid' })
  .transform((v, ctx) => {
    const at = new Date(`${v.replace(' ', 'T')}${v.length === 16 ? ':00' : ''}Z`);
    if (Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
      return z.NEVER;
    }
    return at;
  });

/**
 * `POST /bind_box/resellNFT {code, price, start_time, end_time, per_increase}`: the owner
 * lists an artwork, irrevocably. The original client always sends `per_increase` and never
 * `pay_type`: its resale is an auction starting at `price`. Bourse's app may send
 * `pay_type=1` for a fixed price (no step).
 */
export const nftResellBody = z.object({
  code: nftCodeField,
  price: positiveDecimal(NFT_MAX_PRICE),
  start_time: optional(nftDateField),
  end_time: nftDateField,
  per_increase: optional(positiveDecimal(NFT_MAX_PRICE)),
  pay_type: optional(smallCode([1, 2])),
  lang: langField,
});
export type NftResellBody = z.infer<typeof nftResellBody>;

/** `readNFTOrderMessage`, `payNFTOrder`: `{id}` of a message from `getNeedPayNFTOrder`. */
export const nftIdBody = z.object({ id: bigIdField, lang: langField });

/** The box object (client contract 7.15): a listing, or an artwork with its current sale. */
export interface NftBox {
  id: number;
  code: string;
  name: string;
  /** The picture: the artwork, a cover for audio and video, the box for an unopened box. */
  image: string;
  rarity: NftRarity | '';
  collect: boolean;
  pay_type: NftPayType;
  type: NftMediaType;
  author: number;
  author_name: string;
  author_avatar: string;
  currency_id: number;
  currency_name: string;
  /** The coin's decimals: a price, a step or a bid never has more. */
  currency_decimals: number;
  /** The fixed price, the current bid (or the starting price before any), the box price. */
  price: string;
  /** The auction step ('0' when not an auction; never null). */
  per_increase: string;
  margin: string;
  description: string;
  /** 0 = ended or sold (the contract), else 1. */
  status: 0 | 1;
  /** `YYYY-MM-DD HH:mm:ss` UTC. */
  start_time: string;
  end_time: string;
  rarity_status: 0 | 1;
  resell_nft_status: 0 | 1;
  // Bourse's fields:
  buy_status: NftBuyStatus;
  /** The playable media (audio, video, gif) or the picture again. */
  media: string;
  start_ts: number;
  end_ts: number;
  now_ts: number;
  /** The artwork's id (null for a series) and the listing's (null when not on sale). */
  artwork_id: number | null;
  listing_id: number | null;
  listing_status: NftListingStatus | null;
  owner: number | null;
  owner_name: string;
  /** Bids so far, and whether the caller leads. */
  bids: number;
  leading: boolean;
  resale: boolean;
  fee_percent: string;
  royalty_percent: string;
  collection_id: number | null;
  collection_name: string;
  /** A blind box or a series: the series' code (its page verifies the draws). */
  series_code: string | null;
  /** A series on sale: boxes left of its supply. */
  remaining: number | null;
  supply: number | null;
}

export interface NftArtistItem {
  id: number;
  head_portrait: string;
  nickname: string;
  /** Bourse's. */
  bio: string;
  artworks: number;
}

export interface NftArtistDetail {
  id: number;
  head_portrait: string;
  nickname: string;
  bio: string;
  artworks_collect_number: number;
  artworks: { id: number; image: string; name: string; code: string }[];
  collects: { id: number; image: string; name: string; code: string }[];
  collections: NftCollectionItem[];
}

export interface NftCollectionItem {
  id: number;
  name: string;
  description: string;
  cover: string;
  artist: number;
  artist_name: string;
  artworks: number;
}

export interface NftCurrencyItem {
  id: number;
  name: string;
}

/** `getBindBoxQuotationLog`: one bid, newest first. */
export interface NftBidLogItem {
  head_portrait: string;
  nick_name: string;
  created: string;
  price: string;
  currency_name: string;
  /** Bourse's: the bid's unix seconds and whether it is the caller's. */
  created_ts: number;
  mine: boolean;
}

/** `getMyBindBoxQuotationLog` -> `message.data`. */
export interface NftMyBidItem {
  nft_image: string;
  nft_name: string;
  created: string;
  price: string;
  currency_name: string;
  code: string;
  /** The artwork's id (its page: `getBoxDetail {id}`). */
  artwork_id: number;
  /** Bourse's: leading, outbid, won, lost. */
  leading: boolean;
  listing_status: NftListingStatus;
}

/** `getMyNFTs`: the caller's artworks and boxes. */
export interface NftMyItem {
  id: number;
  code: string;
  image: string;
  name: string;
  pay_type: NftPayType;
  rarity: NftRarity | '';
  rarity_status: 0 | 1;
  resell_nft_status: 0 | 1;
  type: NftMediaType;
}

/**
 * `getNeedPayNFTOrder`: the caller's NFT messages (outbid, won, payment due, sold), each
 * with its order's figures. `id` is the message's; `payNFTOrder {id}` pays a `won` one.
 */
export interface NftMessageItem {
  id: number;
  kind: NftMessageKind;
  text: string;
  name: string;
  image: string;
  code: string;
  /** The artwork's id (its page), or null. */
  artwork_id: number | null;
  price: string;
  currency_name: string;
  is_read: '0' | '1';
  is_pay: 0 | 1;
  is_expired: 0 | 1;
  /** The payment deadline, unix seconds (0 when nothing is to pay). */
  overtime: number;
  /** Unix seconds of the payment, or ''. */
  pay_time: number | '';
  order_id: number | null;
  order_status: NftOrderStatus | null;
  /** What is still to pay (the price less the margin held). */
  to_pay: string;
  margin: string;
  created_ts: number;
}

/** `GET /bind_box/series`: a blind-box series, its odds and every draw, verifiable. */
export interface NftSeriesView {
  code: string;
  name: string;
  description: string;
  cover: string;
  artist: number;
  artist_name: string;
  currency_name: string;
  price: string;
  supply: number;
  sold: number;
  start_ts: number;
  end_ts: number;
  now_ts: number;
  buy_status: NftBuyStatus;
  /** SHA-256 of the seed, published before the sale opened. */
  seed_hash: string;
  /** The seed, once the series has ended (null before). */
  seed: string | null;
  odds: Record<NftRarity, number>;
  designs: { rarity: NftRarity; index: number; name: string; image: string; type: NftMediaType }[];
  draws: {
    order_id: number;
    box_code: string;
    hmac: string;
    bucket: number;
    rarity: NftRarity;
    design: number;
    opened_ts: number;
  }[];
  /** Boxes sold but not opened yet (no draw exists for them). */
  unopened: number;
}

/** Realtime: a bid landed on the artwork whose page is open (topic `nft:<code>`). */
export interface NftBidEvent {
  code: string;
  price: string;
  end_ts: number;
  bids: number;
  nick_name: string;
}

declare module './realtime.ts' {
  interface ServerToClientEvents {
    nft_bid: (event: NftBidEvent) => void;
  }
}

// ---- The operator's NFT desk (/api/admin/nft/*) ----

const mediaPath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/api\/nft\/media\/[A-Za-z0-9._-]+$/, { error: 'validation.invalid' });
const percent = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: 'validation.decimal' });
const epochSeconds = z.coerce
  .number({ error: 'validation.number' })
  .int({ error: 'validation.integer' })
  .min(0, { error: 'validation.positive' })
  .max(4_102_444_800, { error: 'validation.invalid' });
const reason = z.string().trim().max(500).optional();

/** An artist: an existing user (by id) given an artist profile. */
export const nftArtistCreateBody = z.object({
  user_id: idField,
  name: text(1, 40),
  avatar: mediaPath,
  bio: z.string().trim().max(1000).default(''),
  reason,
  lang: langField,
});
export type NftArtistCreateBody = z.infer<typeof nftArtistCreateBody>;

export const nftCollectionCreateBody = z.object({
  artist: idField,
  name: text(1, 80),
  description: z.string().trim().max(2000).default(''),
  cover: mediaPath,
  reason,
  lang: langField,
});
export type NftCollectionCreateBody = z.infer<typeof nftCollectionCreateBody>;

/** An artwork minted to its artist (who owns it until a sale). */
export const nftArtworkCreateBody = z.object({
  artist: idField,
  collection_id: optional(idField),
  name: text(1, 80),
  description: z.string().trim().max(2000).default(''),
  rarity: z.enum(['N', 'R', 'SR']),
  type: smallCode([1, 2, 3, 4]),
  media: mediaPath,
  /** The picture shown for audio and video. */
  cover: optional(mediaPath),
  royalty_percent: percent,
  reason,
  lang: langField,
});
export type NftArtworkCreateBody = z.infer<typeof nftArtworkCreateBody>;

/** The first sale of an artwork, by fixed price or auction, on its artist's behalf. */
export const nftListingCreateBody = z.object({
  code: nftCodeField,
  pay_type: smallCode([1, 2]),
  currency_id: idField,
  price: positiveDecimal(NFT_MAX_PRICE),
  per_increase: optional(positiveDecimal(NFT_MAX_PRICE)),
  margin: optional(positiveDecimal(NFT_MAX_PRICE)),
  start_at: epochSeconds,
  end_at: epochSeconds,
  reason,
  lang: langField,
});
export type NftListingCreateBody = z.infer<typeof nftListingCreateBody>;

const design = z.object({
  rarity: z.enum(['N', 'R', 'SR']),
  name: text(1, 80),
  type: smallCode([1, 2, 3, 4]),
  media: mediaPath,
  cover: mediaPath.optional(),
});

/** A blind-box series: contents and odds published, the seed committed at creation. */
export const nftSeriesCreateBody = z.object({
  artist: idField,
  code: nftCodeField,
  name: text(1, 80),
  description: z.string().trim().max(2000).default(''),
  cover: mediaPath,
  currency_id: idField,
  price: positiveDecimal(NFT_MAX_PRICE),
  supply: z.coerce.number().int().min(1).max(100_000),
  royalty_percent: percent,
  /** Basis points of 10,000 per rarity. */
  odds_n: z.coerce.number().int().min(0).max(10_000),
  odds_r: z.coerce.number().int().min(0).max(10_000),
  odds_sr: z.coerce.number().int().min(0).max(10_000),
  /** The designs as JSON: [{rarity, name, type, media, cover?}]. */
  designs: z
    .string()
    .max(20_000)
    .transform((v, ctx) => {
      try {
        return z.array(design).min(1).max(60).parse(JSON.parse(v));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
        return z.NEVER;
      }
    }),
  start_at: epochSeconds,
  end_at: epochSeconds,
  reason,
  lang: langField,
});
export type NftSeriesCreateBody = z.infer<typeof nftSeriesCreateBody>;
