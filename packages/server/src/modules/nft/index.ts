/**
 * The NFT marketplace (issue 13): the door. Artists sell artworks at a fixed price or by
 * auction and series of blind boxes; owners resell (routes.ts, client contract 7.15). Every
 * sale is one ledger journal paying seller, fee and royalty with the ownership change; an
 * auction's margins are holds; a box's contents are drawn at opening from the series'
 * committed seed. `runNftJobs` (jobs/) closes due sales and expires unpaid wins.
 */
export { bid, nftTopic } from './auctions.ts';
export { runNftJobs, closeAuction, payOrder } from './settlement.ts';
export { buy, subjectOf } from './sales.ts';
export { openBox, seriesView, designsByRarity } from './boxes.ts';
export { resell } from './resale.ts';
export { listMessages, readMessage } from './messages.ts';
export { listBoxes, boxDetail, myNfts } from './catalogue.ts';
export {
  createArtist,
  createArtwork,
  createCollection,
  createListing,
  createSeries,
} from './admin.ts';
export { storeMedia, detectMedia, NFT_MEDIA_PREFIX } from './media.ts';
export { NFT_ACCOUNT, FEE_SETTING, RESALE_MARGIN_SETTING } from './config.ts';
export * from './tables.ts';
