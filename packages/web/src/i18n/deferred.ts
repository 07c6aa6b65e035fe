/**
 * Namespaces of screens behind the assets tab, the buy flow, the market and trade tabs, the
 * products, the settings pages, the chat and the app download page: loaded when such a screen first asks for them, not at start, so the
 * home route stays within its budget (`npm run bench` reads this list too).
 */
export const DEFERRED_NAMESPACES = [
  'wallet',
  'kyc',
  'purchase',
  'market',
  'trade',
  'lever',
  'options',
  'ieo',
  'earn',
  'dual',
  'lockup',
  'vip',
  'follow',
  'invite',
  'nft',
  'download',
  'chat',
  // The quiz game (issue 14): only its lazy pages read it.
  'game',
  // Only the settings pages (all lazy) read it.
  'settings',
  // OTC loans (issue 14): only the lazy lending pages read it.
  'loan',
];
