/** Query keys of the account domain: one object, so a key is never spelled twice. */
export const AccountKey = {
  userInfo: 'userInfo',
  regions: 'regions',
} as const;
