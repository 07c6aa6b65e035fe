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
  // Only the settings pages (all lazy) read it.
  'settings',
];
