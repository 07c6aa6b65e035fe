/**
 * The NFT marketplace (issue 13, client contract 7.15 `bind_box/*`): the codes, the money
 * split of a sale and the provable blind-box draw, shared by the server that charges and
 * draws and the pages that preview and verify. Every figure is exact (Exact decimals
 * rounded to the currency's decimals); every draw is a pure function of public inputs.
 *
 * Decision 87 (docs/decisions.md): a sale's fee and royalty are each rounded DOWN to the
 * currency's decimals and the seller gets the rest, so price = fee + royalty + proceeds to
 * the last digit and no rounding ever favours the platform. A draw is HMAC-SHA256(seed,
 * order id): the seed is committed (its SHA-256 published) before the series opens and
 * revealed when it ends.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { Exact, Rounding, roundAmount, type DecimalInput } from './money.ts';

/** Sale mode (`pay_type`): fixed price, auction, blind box. */
export const NftPayType = { fixed: 1, auction: 2, blindBox: 3 } as const;
export type NftPayType = (typeof NftPayType)[keyof typeof NftPayType];
export const NFT_PAY_TYPES = Object.values(NftPayType) as [NftPayType, ...NftPayType[]];

/** Media kind (`type`): image, gif, audio, video. */
export const NftMediaType = { image: 1, gif: 2, audio: 3, video: 4 } as const;
export type NftMediaType = (typeof NftMediaType)[keyof typeof NftMediaType];
export const NFT_MEDIA_TYPES = Object.values(NftMediaType) as [NftMediaType, ...NftMediaType[]];

/** Rarities, commonest first (the draw's bucket order). */
export const NFT_RARITIES = ['N', 'R', 'SR'] as const;
export type NftRarity = (typeof NFT_RARITIES)[number];

/** The spec's buy status: 2 before the start, 1 buyable, 0 sold out or ended. */
export const NftBuyStatus = { ended: 0, buyable: 1, notStarted: 2 } as const;
export type NftBuyStatus = (typeof NftBuyStatus)[keyof typeof NftBuyStatus];

/**
 * A listing's state: `open` sells (or takes bids) between its start and end; an auction
 * with bids is `awaitingPayment` from its close until the winner pays (`sold`) or the day
 * runs out (`ended`, the margin forfeited); `ended` also closes a listing that sold nothing.
 */
export const NftListingStatus = { open: 1, awaitingPayment: 2, sold: 3, ended: 4 } as const;
export type NftListingStatus = (typeof NftListingStatus)[keyof typeof NftListingStatus];
export const NFT_LISTING_STATUSES = Object.values(NftListingStatus) as [
  NftListingStatus,
  ...NftListingStatus[],
];

/** An order: a won auction waits for payment; fixed and blind-box sales are paid at once. */
export const NftOrderStatus = { awaitingPayment: 1, paid: 2, expired: 3 } as const;
export type NftOrderStatus = (typeof NftOrderStatus)[keyof typeof NftOrderStatus];
export const NFT_ORDER_STATUSES = Object.values(NftOrderStatus) as [
  NftOrderStatus,
  ...NftOrderStatus[],
];

/** An auction margin: held while bidding, then released, applied to the price, or forfeited. */
export const NftMarginStatus = { held: 1, released: 2, applied: 3, forfeited: 4 } as const;
export type NftMarginStatus = (typeof NftMarginStatus)[keyof typeof NftMarginStatus];
export const NFT_MARGIN_STATUSES = Object.values(NftMarginStatus) as [
  NftMarginStatus,
  ...NftMarginStatus[],
];

/** What a message tells its owner. */
export const NftMessageKind = {
  outbid: 1,
  won: 2,
  payDue: 3,
  sold: 4,
  /** To the seller: the winner did not pay; the margin is theirs and the artwork stays. */
  forfeited: 5,
  /** To the winner: the payment day ran out and the margin was forfeited. */
  expired: 6,
} as const;
export type NftMessageKind = (typeof NftMessageKind)[keyof typeof NftMessageKind];
export const NFT_MESSAGE_KINDS = Object.values(NftMessageKind) as [
  NftMessageKind,
  ...NftMessageKind[],
];

const MINUTE = 60_000;
/** A bid this close to the end extends it (anti-sniping) ... */
export const NFT_SNIPE_WINDOW_MS = 5 * MINUTE;
/** ... by this much. */
export const NFT_EXTENSION_MS = 5 * MINUTE;
/** The winner's time to pay, from the close. */
export const NFT_PAY_WINDOW_MS = 24 * 60 * MINUTE;
/** The `payDue` reminder goes out when this much of the payment day is left. */
export const NFT_PAY_REMINDER_MS = 6 * 60 * MINUTE;
/** The published platform fee on every sale, in percent (setting `nft_fee_percent`). */
export const NFT_FEE_PERCENT_DEFAULT = '2.5';
/** A resale auction's margin, in percent of its starting price (setting `nft_resale_margin_percent`). */
export const NFT_RESALE_MARGIN_PERCENT_DEFAULT = '10';
/** The most royalty a creator may set, in percent. */
export const NFT_MAX_ROYALTY_PERCENT = '20';

/** Where the buy status of a sale stands at `now` (the contract's 2 / 1 / 0). */
export function nftBuyStatus(
  sale: { open: boolean; startAt: Date; endAt: Date },
  now: Date,
): NftBuyStatus {
  if (!sale.open || now >= sale.endAt) return NftBuyStatus.ended;
  if (now < sale.startAt) return NftBuyStatus.notStarted;
  return NftBuyStatus.buyable;
}

export interface NftSplit {
  fee: Exact;
  royalty: Exact;
  proceeds: Exact;
}

/**
 * Who gets what of a sale at `price`: the platform's fee and the creator's royalty, each
 * rounded down to `decimals`, and the seller the rest. A creator selling their own work
 * pays no royalty to themselves.
 */
export function nftSplit(
  price: DecimalInput,
  feePercent: DecimalInput,
  royaltyPercent: DecimalInput,
  decimals: number,
  sellerIsCreator: boolean,
): NftSplit {
  const whole = new Exact(price.toString());
  const part = (percent: DecimalInput) =>
    roundAmount(whole.times(percent.toString()).div(100), decimals, Rounding.down);
  const fee = part(feePercent);
  const royalty = sellerIsCreator ? new Exact(0) : part(royaltyPercent);
  return { fee, royalty, proceeds: whole.minus(fee).minus(royalty) };
}

/** The lowest bid an auction takes now: the current price plus one step. */
export function nftMinBid(current: DecimalInput, step: DecimalInput): Exact {
  return new Exact(current.toString()).plus(step.toString());
}

/** An auction's end after a bid at `at`: pushed back by the extension inside the window. */
export function nftEndAfterBid(endAt: Date, at: Date): Date {
  return endAt.getTime() - at.getTime() <= NFT_SNIPE_WINDOW_MS
    ? new Date(endAt.getTime() + NFT_EXTENSION_MS)
    : endAt;
}

/** Odds are whole basis points of 10,000 per rarity. */
export const NFT_ODDS_SCALE = 10_000;
export type NftOdds = Record<NftRarity, number>;

export interface NftDraw {
  /** HMAC-SHA256(seed, order id) in hex: the draw's only random input. */
  hmac: string;
  /** floor(first 6 bytes / 2^48 x 10,000): where the draw fell on the odds scale. */
  bucket: number;
  rarity: NftRarity;
  /** The design of that rarity: the next 4 bytes modulo the designs of the rarity. */
  design: number;
}

/**
 * The outcome of a draw from its HMAC: the bucket picks the rarity on the cumulative odds
 * (N first, then R, then SR), the next 4 bytes pick one of that rarity's designs. Pure and
 * public, so the series page recomputes every draw from the revealed seed.
 */
export function nftDrawFromHmac(
  hmac: string,
  odds: NftOdds,
  designs: Record<NftRarity, number>,
): NftDraw {
  if (!/^[0-9a-f]{64}$/.test(hmac)) throw new Error('an HMAC-SHA256 is 64 hex digits');
  const bucket = Number((BigInt(`0x${hmac.slice(0, 12)}`) * BigInt(NFT_ODDS_SCALE)) >> 48n);
  let edge = 0;
  let rarity: NftRarity = 'SR';
  for (const r of NFT_RARITIES) {
    edge += odds[r];
    if (bucket < edge) {
      rarity = r;
      break;
    }
  }
  const count = designs[rarity];
  if (!count) throw new Error(`the series has no ${rarity} design`);
  const design = Number(BigInt(`0x${hmac.slice(12, 20)}`) % BigInt(count));
  return { hmac, bucket, rarity, design };
}

/** Odds a series may publish: whole basis points summing to 10,000, each rarity with designs. */
export function nftOddsValid(odds: NftOdds, designs: Record<NftRarity, number>): boolean {
  const values = NFT_RARITIES.map((r) => odds[r]);
  if (values.some((v) => !Number.isInteger(v) || v < 0)) return false;
  if (values.reduce((a, b) => a + b, 0) !== NFT_ODDS_SCALE) return false;
  return NFT_RARITIES.every((r) => odds[r] === 0 || designs[r] > 0);
}

/**
 * SHA-256 of the seed's bytes, in hex: the commitment a series publishes before it opens.
 * Pure JavaScript (@noble/hashes), so a page verifies on any origin, secure context or not.
 */
export async function nftSeedHash(seedHex: string): Promise<string> {
  return bytesToHex(sha256(hexToBytes(seedHex)));
}

/** HMAC-SHA256 keyed by the seed's bytes over the order id's decimal digits, in hex. */
export async function nftDrawHmac(seedHex: string, orderId: number | string): Promise<string> {
  return bytesToHex(hmac(sha256, hexToBytes(seedHex), utf8ToBytes(String(orderId))));
}
