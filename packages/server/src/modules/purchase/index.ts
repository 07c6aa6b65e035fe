/**
 * Buying crypto by bank transfer and coupons: the door. Buyers order and report the
 * transfer (`/purchase/*`), the finance desk confirms (`/api/admin/purchases`), and
 * `expireUnpaidPurchases` (run by jobs/) cancels unpaid orders past their time limit.
 * Coupons (`/coupon/*`): a trial bonus is redeemed for USDT; a fee discount is stored for
 * the trading module to apply to a fee.
 */
export {
  createPurchase,
  listPurchases,
  markPaid,
  purchaseDetail,
  purchaseOptions,
  PURCHASES_TABLE,
} from './purchases.ts';
export {
  decidePurchase,
  listPurchasesForDesk,
  PURCHASE_CREDIT_ACCOUNT,
  type PurchaseDecision,
} from './desk.ts';
export { expireUnpaidPurchases } from './expire.ts';
export {
  claimCoupon,
  couponCenter,
  myCoupons,
  redeemCoupon,
  spendFeeDiscount,
  COUPON_CREDIT_ACCOUNT,
  USER_COUPONS_TABLE,
} from './coupons.ts';
export { BUY_CRYPTO_SETTING, FIAT_RATES_SETTING, purchaseRules } from './config.ts';
export * from './tables.ts';
