/**
 * Query keys, one enum-like object for the whole app, so an invalidation names the same
 * key the query used. Localized content adds the language to its key (see
 * features/content/queries.ts), so a language change fetches the new words.
 */
export const QK = {
  userInfo: 'userInfo',
  regions: 'regions',
  fiatRates: 'fiatRates',
  menu: 'menu',
  newsList: 'newsList',
  newsDetail: 'newsDetail',
  newsPopup: 'newsPopup',
  faq: 'faq',
  sitePage: 'sitePage',
  mailList: 'mailList',
  siteSetting: 'siteSetting',
  siteConfig: 'siteConfig',
  currencyList: 'currencyList',
  walletList: 'walletList',
  walletDetail: 'walletDetail',
  walletLog: 'walletLog',
  transferHistory: 'transferHistory',
  addressBook: 'addressBook',
  bankCard: 'bankCard',
  depositAddress: 'depositAddress',
  rechargeLog: 'rechargeLog',
  withdrawList: 'withdrawList',
  realState: 'realState',
  conversion: 'conversion',
  purchaseOptions: 'purchaseOptions',
  purchaseList: 'purchaseList',
  purchaseDetail: 'purchaseDetail',
  couponCenter: 'couponCenter',
  couponMine: 'couponMine',
  quotation: 'quotation',
  favorites: 'favorites',
  marketSearch: 'marketSearch',
  marketHot: 'marketHot',
  // Trade screens (features/trade).
  instrument: 'instrument',
  depth: 'depth',
  publicTrades: 'publicTrades',
  kline: 'kline',
  spotOrders: 'spotOrders',
} as const;
export type QueryKeyName = (typeof QK)[keyof typeof QK];
