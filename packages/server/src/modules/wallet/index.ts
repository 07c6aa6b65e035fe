/**
 * The wallet's door: balances and their values, transfers between a user's accounts,
 * conversion between coins, bills, the address book and bank cards. Other modules use:
 *
 *   accountsFor(currency)              which accounts may hold a currency
 *   getBankCard(db, userId, kind)      the payout card a withdrawal goes to
 *   requireVerifiedHolder(db, userId, name)  refuses a holder other than the verified name
 *   splitConversion(...)               how a conversion splits (pure)
 */
export { accountsFor, canHold, fiatRate } from './holdings.ts';
export { getBankCard, requireVerifiedHolder, type BankCardRow } from './bankCards.ts';
export { splitConversion, CONVERT_DEFAULTS } from './conversion.ts';
export { ADDRESS_BOOK_MAX } from './addressBook.ts';
export * from './tables.ts';
