/**
 * Every route of spec section 2, as `#/pages/<group>/<name>`. A route whose page file
 * does not exist yet shows the spec's "function under development" screen. `auth` routes
 * are behind the login gate.
 */
export interface RouteSpec {
  path: string;
  auth?: boolean;
  /** Tab pages show the bottom tab bar. */
  tab?: 0 | 1 | 2 | 3;
}

const group = (g: string, names: string[], auth = false): RouteSpec[] =>
  names.map((n) => ({ path: `/pages/${g}/${n}`, auth }));

export const ROUTES: RouteSpec[] = [
  { path: '/pages/index/index', tab: 0 },
  { path: '/pages/market/market', tab: 1 },
  { path: '/pages/transaction/index', tab: 2 },
  { path: '/pages/fund/assets', tab: 3, auth: true },
  ...group('common', [
    'login',
    'register',
    'forget',
    'area',
    'article',
    'aboutus',
    'contactus',
    'faq',
    'webView',
    // The app download page (issue 14; the home "Download" shortcut).
    'download',
  ]),
  ...group('common', ['borrowing'], true),
  ...group('setting', ['setting', 'operational_compliance', 'areas']),
  ...group(
    'setting',
    [
      'userInfo',
      'security',
      'password',
      'payPassword',
      'coupon',
      'wallet',
      'addWallet',
      'bill',
      'real',
      'real_mark',
      'share',
      'bank',
      'bank_international',
      // VIP level (issue 12; spec 2 lists it under settings without a route of its own).
      'vip',
    ],
    true,
  ),
  ...group(
    'fund',
    [
      'select',
      'receive',
      'receive_withdraw_record',
      'withdraw',
      'assets_record',
      'transfer',
      'fundTransfer',
      'assets_all_record',
      'transfer_history',
      // Buy crypto by bank transfer (spec 2 "Buy crypto"; the home's quick-buy shortcut).
      'buy',
    ],
    true,
  ),
  ...group('market', ['search']),
  ...group('copytrade', ['copy', 'my', 'trader']),
  ...group('follow', ['index', 'trader', 'follow', 'agreement_zh', 'agreement_en']),
  ...group('otc', ['otc']),
  // OTC loans (issue 14): my loans (the home "loan repayment" shortcut) and one loan.
  ...group('loan', ['loans', 'detail'], true),
  ...group('ieo', ['ieo', 'subscribe', 'order']),
  ...group('lockming', ['lockming', 'buy', 'order', 'welcome']),
  ...group('transaction', ['index2', 'currency', 'contract', 'contract_order', 'seconds_order']),
  // The user's own spot orders.
  ...group('transaction', ['currency_order'], true),
  ...group('invest', ['invest', 'mine', 'purchase', 'help']),
  ...group('financial', ['index']),
  ...group('nft', [
    'nft',
    'artistDetail',
    'artworkDetail',
    'artworkDetail_video',
    'artist',
    'artwork',
    'search',
    'collection',
    // A blind-box series: its odds, its committed seed and every draw, verified in the
    // browser (issue 13; Bourse's own page).
    'series',
  ]),
  // Buying, reselling and the user's own NFTs, profile and messages.
  ...group('nft', ['mine', 'purchase', 'purchase_one', 'resell', 'myNft'], true),
  // The quiz game (issue 14): the rounds and my bets; a round's page (Bourse's own).
  ...group('game', ['game', 'round']),
  // Customer service chat (issue 14): the user's own conversation, behind the login gate.
  ...group('kefu', ['index'], true),
  ...group('kf', ['kf'], true),
  ...group('mailMessage', ['mailMessage', 'mailMessageList', 'ggList', 'ggDetail']),
  ...group('system', ['choose-location', 'open-location']),
];
