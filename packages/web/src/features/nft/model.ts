/**
 * What an artwork page offers the caller, from the box and who they are (pure, so each
 * branch has a test): buy at a fixed price, bid, buy a box of a series, open their own box,
 * resell their own artwork, or only a state label (not started, awaiting payment, sold,
 * ended, not for sale).
 */
import {
  NftBuyStatus,
  NftListingStatus,
  NftMediaType,
  NftPayType,
  type NftBox,
  type NftMyItem,
} from '@bourse/shared';

export type ArtworkState =
  | 'openBox'
  | 'resell'
  | 'buy'
  | 'bid'
  | 'leading'
  | 'buyBox'
  | 'ownListing'
  | 'notStarted'
  | 'soldOut'
  | 'awaitingPayment'
  | 'won'
  | 'sold'
  | 'ended'
  | 'notForSale';

/** A series on sale (its boxes), not one box: it has a supply and boxes left. */
export const isSeries = (box: Pick<NftBox, 'pay_type' | 'remaining'>) =>
  box.pay_type === NftPayType.blindBox && box.remaining !== null;

/** A box bought from a series and not opened yet: no rarity, no media. */
export const isUnopenedBox = (
  box: Pick<NftBox, 'pay_type' | 'rarity_status'> & { remaining?: number | null },
) =>
  box.pay_type === NftPayType.blindBox &&
  box.rarity_status === 0 &&
  (box.remaining === undefined || box.remaining === null);

export function artworkState(box: NftBox, me: number | undefined): ArtworkState {
  const mine = me !== undefined && box.owner === me;
  const open = box.listing_id !== null && box.listing_status === NftListingStatus.open;
  // A sale is live while open and while its winner has the day to pay: no second listing.
  const live = open || box.listing_status === NftListingStatus.awaitingPayment;
  if (mine && isUnopenedBox(box)) return 'openBox';
  // An opened box, or any other artwork, not on sale now (the unopened box returned above).
  if (mine && !live && box.resell_nft_status === 0) return 'resell';
  if (box.listing_status === NftListingStatus.awaitingPayment) {
    // The winner pays from their messages (`payNFTOrder`).
    return box.leading ? 'won' : 'awaitingPayment';
  }
  if (box.listing_status === NftListingStatus.sold) return 'sold';
  if (box.listing_status === NftListingStatus.ended) return 'ended';
  if (!open) return 'notForSale';
  if (mine) return 'ownListing';
  if (box.buy_status === NftBuyStatus.notStarted) return 'notStarted';
  if (box.buy_status === NftBuyStatus.ended || box.status === 0) {
    return isSeries(box) && box.remaining === 0 ? 'soldOut' : 'ended';
  }
  if (isSeries(box)) return box.remaining === 0 ? 'soldOut' : 'buyBox';
  if (box.pay_type !== NftPayType.auction) return 'buy';
  // The server refuses a bid over one's own leading bid.
  return box.leading ? 'leading' : 'bid';
}

/** Where a card or a tile opens: the artwork page (`?id=`), video on its own route. */
export function artworkPath(item: Pick<NftMyItem, 'type'>): string {
  return item.type === NftMediaType.video
    ? '/pages/nft/artworkDetail_video'
    : '/pages/nft/artworkDetail';
}
