/**
 * Test helpers for purchases and coupons: the funding test app (catalogue, finance desk,
 * customers at a KYC level) plus the settings and the demo purchase data (bank accounts
 * of the nine countries, coupon templates).
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Page, PurchaseView, UserCouponView } from '@bourse/shared';
import { seedPurchase } from '../../seed/purchase.ts';
import { seedSettings } from '../../seed/settings.ts';
import { call } from '../../test/helper.ts';
import { PNG, customer, fundingApp, type Customer, type FundingApp } from '../funding/testing.ts';
import { storeUpload } from '../uploads/index.ts';
import { couponTemplates } from './tables.ts';

export { USDT, balanceOf, customer, type Customer, type FundingApp } from '../funding/testing.ts';

export async function purchaseApp(): Promise<FundingApp> {
  const f = await fundingApp();
  await seedSettings(f.t.ctx.db, f.t.clock);
  await seedPurchase(f.t.ctx.db, f.t.clock, { production: false });
  return f;
}

/** A Lv1-verified buyer (no pay password: buying does not need one). */
export const buyer = (f: FundingApp, level: 0 | 1 | 2 = 1) =>
  customer(f, { level, payPassword: false });

export const PAYER = {
  method: 'bank_transfer',
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ada@example.com',
  phone: '+2348012345678',
};

export function order(
  f: FundingApp,
  who: Customer,
  fields: { country?: string; currency?: string; amount?: string; [k: string]: string | undefined },
  lang?: string,
) {
  return call<PurchaseView>(
    f.t.app,
    'POST',
    '/purchase/create',
    { country: 'US', currency: 'USD', ...PAYER, ...fields, lang },
    who.token,
  );
}

/** `POST /purchase/paid` with a fresh screenshot of the buyer's own. */
export async function reportPaid(f: FundingApp, who: Customer, id: number) {
  const screenshot = await storeUpload(f.t.ctx, who.id, Buffer.concat([PNG, Buffer.from([id])]));
  return call<PurchaseView>(f.t.app, 'POST', '/purchase/paid', { id, screenshot }, who.token);
}

/** Orders and reports the transfer: the order is waiting for the desk. */
export async function paidOrder(
  f: FundingApp,
  who: Customer,
  fields: { country?: string; currency?: string; amount: string },
): Promise<PurchaseView> {
  const created = await order(f, who, fields);
  expect(created.type).toBe('ok');
  const paid = await reportPaid(f, who, created.message.id);
  expect(paid.message.status).toBe('transfer_completed');
  return paid.message;
}

/** The coupon centre's template id by its seed code. */
export async function templateId(f: FundingApp, code: string): Promise<number> {
  const [row] = await f.t.ctx.db
    .select({ id: couponTemplates.id })
    .from(couponTemplates)
    .where(eq(couponTemplates.code, code));
  if (!row) throw new Error(`no coupon template ${code}`);
  return row.id;
}

export function claim(f: FundingApp, who: Customer, id: number, lang?: string) {
  return call<UserCouponView>(f.t.app, 'POST', '/coupon/claim', { id, lang }, who.token);
}

export function redeem(f: FundingApp, who: Customer, id: number, lang?: string) {
  return call<UserCouponView>(f.t.app, 'POST', '/coupon/redeem', { id, lang }, who.token);
}

export function mine(f: FundingApp, who: Customer, status: string) {
  return call<Page<UserCouponView>>(f.t.app, 'GET', '/coupon/mine', { status }, who.token);
}
