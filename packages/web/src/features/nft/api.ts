/**
 * The NFT marketplace (client contract 7.15 `bind_box/*`, issue 13; docs/nft.md): one query
 * factory per endpoint, keys local as `NFT_KEYS`, and the calls that change something. The
 * catalogue is public, but a token marks the caller's favourites and bids, so those keys
 * carry the token; "my" lists are the caller's own.
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  NftListingStatus,
  NftPayType,
  type NftArtistDetail,
  type NftArtistItem,
  type NftBidLogItem,
  type NftBox,
  type NftCollectionItem,
  type NftCurrencyItem,
  type NftMessageItem,
  type NftMyBidItem,
  type NftMyItem,
  type NftSeriesView,
} from '@bourse/shared';
import { api, type Params } from '../../api/client.ts';
import { QK } from '../../api/keys.ts';
import { session } from '../../store/session.ts';

export const NFT_KEYS = {
  boxes: 'nft.boxes',
  box: 'nft.box',
  bids: 'nft.bids',
  artists: 'nft.artists',
  artist: 'nft.artist',
  collections: 'nft.collections',
  collection: 'nft.collection',
  currencies: 'nft.currencies',
  series: 'nft.series',
  mine: 'nft.mine',
  myBids: 'nft.myBids',
  messages: 'nft.messages',
} as const;

/** The contract's page size of the artwork list. */
export const BOXES_PAGE_SIZE = 6;
export const ARTISTS_PAGE_SIZE = 20;
export const COLLECTIONS_PAGE_SIZE = 10;
export const MY_BIDS_PAGE_SIZE = 10;
/** A live auction's safety net when a `nft_bid` push is missed (a dropped socket). */
export const AUCTION_REFRESH_MS = 10_000;

const token = () => session.get().token;
const lang = () => session.get().lang;

/** Lists that answer a bare array: a full page means there may be another. */
const nextOfArray =
  (size: number) =>
  <T>(last: T[], all: T[][]) =>
    last.length >= size ? all.length + 1 : undefined;

/** The list's filters (the contract's `currency`, `pay_type`, `status`, `type`, `keyword`). */
export interface NftListFilter {
  keyword?: string;
  pay_type?: number;
  status?: number;
  type?: number;
  currency?: number;
}

/** `GET /bind_box/getBoxList`: listings, newest first, six a page. */
export const boxesQuery = (filter: NftListFilter) =>
  infiniteQueryOptions({
    queryKey: [NFT_KEYS.boxes, lang(), token(), filter] as readonly unknown[],
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api.get<NftBox[]>(
        '/bind_box/getBoxList',
        { ...(filter as Params), page: pageParam, limit: BOXES_PAGE_SIZE },
        { quiet: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextOfArray(BOXES_PAGE_SIZE)<NftBox>,
  });

/**
 * Whether a box's figures still move: an open auction, or an open sale of boxes. A listing
 * past its end stays open until the NFT job closes it (seconds later): it is still live
 * then, so the page keeps looking and shows the close (the winner's "Pay now") unreloaded.
 */
export const isLive = (box: NftBox | undefined) =>
  !!box &&
  box.listing_status === NftListingStatus.open &&
  (box.pay_type === NftPayType.auction || box.remaining !== null);

/** `GET /bind_box/getBoxDetail {id}`: a listing or an artwork (one id space). */
export const boxQuery = (id: number) =>
  queryOptions({
    queryKey: [NFT_KEYS.box, id, lang(), token()],
    queryFn: () => api.get<NftBox>('/bind_box/getBoxDetail', { id }, { quiet: true }),
    enabled: id > 0,
    // "Not found" is an answer, not a hiccup.
    retry: false,
    // A live auction or box sale moves without us: the bid push refetches at once, this is
    // the safety net.
    refetchInterval: (q) => (isLive(q.state.data) ? AUCTION_REFRESH_MS : false),
  });

/** `POST /bind_box/getBindBoxQuotationLog {code}`: an auction's bids, newest first. */
export const bidLogQuery = (code: string, live: boolean) =>
  queryOptions({
    queryKey: [NFT_KEYS.bids, code, token()],
    queryFn: () =>
      api.post<NftBidLogItem[]>('/bind_box/getBindBoxQuotationLog', { code }, { quiet: true }),
    enabled: code !== '',
    refetchInterval: live ? AUCTION_REFRESH_MS : false,
  });

/** `GET /bind_box/getArtist`: the artists, page by page. */
export const artistsQuery = () =>
  infiniteQueryOptions({
    queryKey: [NFT_KEYS.artists, lang()],
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api.get<NftArtistItem[]>(
        '/bind_box/getArtist',
        { page: pageParam, limit: ARTISTS_PAGE_SIZE },
        { quiet: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextOfArray(ARTISTS_PAGE_SIZE)<NftArtistItem>,
  });

/** `GET /bind_box/getArtistDetail {uid}`: an artist's page, or the caller's own profile. */
export const artistQuery = (uid: number) =>
  queryOptions({
    queryKey: [NFT_KEYS.artist, uid, lang(), token()],
    queryFn: () => api.get<NftArtistDetail>('/bind_box/getArtistDetail', { uid }, { quiet: true }),
    enabled: uid > 0,
    retry: false,
  });

/** `GET /bind_box/collections`: every artist's galleries (Bourse's). */
export const collectionsQuery = () =>
  infiniteQueryOptions({
    queryKey: [NFT_KEYS.collections, lang()],
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api.get<NftCollectionItem[]>(
        '/bind_box/collections',
        { page: pageParam, limit: COLLECTIONS_PAGE_SIZE },
        { quiet: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextOfArray(COLLECTIONS_PAGE_SIZE)<NftCollectionItem>,
  });

/** `GET /bind_box/collection {id}`: one gallery and its artworks (Bourse's). */
export const collectionQuery = (id: number) =>
  queryOptions({
    queryKey: [NFT_KEYS.collection, id, lang(), token()],
    queryFn: () =>
      api.get<{ collection: NftCollectionItem; artworks: NftBox[] }>(
        '/bind_box/collection',
        { id },
        { quiet: true },
      ),
    enabled: id > 0,
    retry: false,
  });

/** `GET /bind_box/getNftCurrency`: the coins listings are priced in (the filter's choices). */
export const nftCurrenciesQuery = () =>
  queryOptions({
    queryKey: [NFT_KEYS.currencies],
    queryFn: () => api.get<NftCurrencyItem[]>('/bind_box/getNftCurrency', {}, { quiet: true }),
    staleTime: 10 * 60_000,
  });

/** `GET /bind_box/series {code}`: a blind-box series, its odds, its seed and every draw. */
export const seriesQuery = (code: string) =>
  queryOptions({
    queryKey: [NFT_KEYS.series, code, lang()],
    queryFn: () => api.get<NftSeriesView>('/bind_box/series', { code }, { quiet: true }),
    enabled: code !== '',
    retry: false,
  });

/** `POST /bind_box/getMyNFTs`: the caller's artworks and unopened boxes. */
export const myNftsQuery = () =>
  queryOptions({
    queryKey: [NFT_KEYS.mine, token()],
    queryFn: () => api.post<NftMyItem[]>('/bind_box/getMyNFTs', {}, { quiet: true }),
    enabled: !!token(),
  });

/** `POST /bind_box/getMyBindBoxQuotationLog {page}`: the caller's bids, newest first. */
export const myBidsQuery = () =>
  infiniteQueryOptions({
    queryKey: [NFT_KEYS.myBids, token()],
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api.post<{ data: NftMyBidItem[]; total: number }>(
        '/bind_box/getMyBindBoxQuotationLog',
        { page: pageParam, limit: MY_BIDS_PAGE_SIZE },
        { quiet: true },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, all) =>
      last.data.length > 0 && all.reduce((n, p) => n + p.data.length, 0) < last.total
        ? all.length + 1
        : undefined,
    enabled: !!token(),
  });

/** `POST /bind_box/getNeedPayNFTOrder`: the caller's NFT messages, newest first. */
export const messagesQuery = () =>
  queryOptions({
    queryKey: [NFT_KEYS.messages, token()],
    queryFn: () => api.post<NftMessageItem[]>('/bind_box/getNeedPayNFTOrder', {}, { quiet: true }),
    enabled: !!token(),
    // A win or an outbid arrives when an auction closes; the badge looks again now and then.
    refetchInterval: 60_000,
  });

/** Unread messages (the contract's `is_read` is the string '0' or '1'). */
export const unreadCount = (messages: NftMessageItem[] | undefined) =>
  messages?.filter((m) => m.is_read === '0').length ?? 0;

// ---- Calls that change something: each resolves to the server's translated sentence. ----

const post = (path: string, body: Params) =>
  api.post<string>(`/bind_box/${path}`, body, { silent: true });

export const toggleFavourite = (code: string) => post('collect', { code });
export const buyNft = (code: string) => post('buyNFT', { code });
/** `price` is the increment over the current price, not the bid itself (docs/nft.md). */
export const placeBid = (code: string, increment: string) =>
  post('auctionNFT', { code, price: increment });
export const readMessage = (id: number) => post('readNFTOrderMessage', { id });
export const payOrder = (id: number) => post('payNFTOrder', { id });
export const openBlindBox = (code: string) =>
  api.post<NftBox>('/bind_box/openBlindBox', { code }, { silent: true });

export interface ResellRequest {
  code: string;
  pay_type: typeof NftPayType.fixed | typeof NftPayType.auction;
  price: string;
  per_increase?: string | undefined;
  /** `YYYY-MM-DD HH:mm:ss` UTC. */
  start_time: string;
  end_time: string;
}
export const resellNft = (body: ResellRequest) => post('resellNFT', { ...body });

/** After a purchase, a payment, an opening or a listing: what the caller owns changed. */
export async function refreshMine(client: QueryClient): Promise<void> {
  await Promise.all(
    [NFT_KEYS.mine, NFT_KEYS.box, NFT_KEYS.messages, NFT_KEYS.boxes, QK.walletDetail].map((key) =>
      client.invalidateQueries({ queryKey: [key] }),
    ),
  );
}
