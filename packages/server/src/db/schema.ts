/** The one Drizzle schema: every module's tables, re-exported for the client and drizzle-kit. */
export * from '../modules/system/tables.ts';
export * from '../modules/users/tables.ts';
export * from '../modules/codes/tables.ts';
export * from '../modules/content/tables.ts';
export * from '../modules/uploads/tables.ts';
export * from '../modules/ledger/tables.ts';
export * from '../modules/admin/tables.ts';
export * from '../modules/kyc/tables.ts';
export * from '../modules/funding/tables.ts';
export * from '../modules/wallet/tables.ts';
export * from '../modules/purchase/tables.ts';
export * from '../modules/market/tables.ts';
export * from '../modules/spot/tables.ts';
export * from '../modules/options/tables.ts';
export * from '../modules/lever/tables.ts';
