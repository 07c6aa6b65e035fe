/**
 * Fees: the door. Trading fees are `roundAmount(rate x amount, coin decimals, half-up)`
 * (spec 9; @bourse/shared), paid in what each side receives; fee-discount coupons (claimed
 * through the purchase module's coupon centre) are spent here on the first fee they lower.
 */
export { COUPONS_CHANGED, FeeCouponBook, couponSpend, type FeeDiscount } from './discounts.ts';
