/** Rows to the wire: decimal strings in canonical form, 10-digit seconds. */
import {
  toPlain,
  type AdminPurchaseView,
  type PaymentMethod,
  type PurchaseCountry,
  type PurchaseView,
} from '@bourse/shared';
import { toSeconds } from '../system/index.ts';
import type { purchases } from './tables.ts';

export type PurchaseRow = typeof purchases.$inferSelect;

const secondsOrNull = (at: Date | null) => (at ? toSeconds(at) : null);

export function purchaseView(row: PurchaseRow): PurchaseView {
  return {
    id: row.id,
    reference: row.reference,
    country: row.country as PurchaseCountry,
    currency: row.currency,
    method: row.method as PaymentMethod,
    amount: toPlain(row.amount),
    rate: row.rate,
    usdt_amount: toPlain(row.usdtAmount),
    status: row.status,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    tax_id: row.taxId,
    bank: row.bank,
    screenshot: row.screenshot,
    reason: row.reason,
    created_at: toSeconds(row.createdAt),
    expires_at: toSeconds(row.expiresAt),
    paid_at: secondsOrNull(row.paidAt),
    decided_at: secondsOrNull(row.decidedAt),
  };
}

export function adminPurchaseView(row: PurchaseRow, userAccount: string): AdminPurchaseView {
  return {
    ...purchaseView(row),
    user_id: row.userId,
    user_account: userAccount,
    decided_by: row.decidedBy,
    claim: null,
  };
}
