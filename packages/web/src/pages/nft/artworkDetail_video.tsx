/** A video artwork (spec 2 "nft/artworkDetail_video"): the same page, the player by its media type. */
export { default } from './artworkDetail.tsx';
