/**
 * The operator's desk: only a finance operator creates, pauses, resumes and closes a
 * product; each is audited with before and after; a paused or closed product refuses new
 * purchases and changes no existing order, which still settles at maturity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DualOrderStatus, DualProductState, type DualProductItem } from '@bourse/shared';
import { auditLog } from '../admin/index.ts';
import { dualOrders } from './tables.ts';
import {
  BTC,
  MATURITY,
  buy,
  buyer,
  call,
  closeBooks,
  dualApp,
  operatorToken,
  settleAt,
  spot,
  type DualTest,
  type Person,
} from './testing.ts';

describe('operator: create, pause, resume, close', () => {
  let t: DualTest;
  let finance: string;
  let support: string;
  let hal: Person;
  let product: DualProductItem;
  beforeAll(async () => {
    t = await dualApp();
    finance = await operatorToken(t, 'finance');
    support = await operatorToken(t, 'support');
    hal = await buyer(t, 'hal@example.com', { usdt: '1000' });
  });
  afterAll(() => t.close());

  const admin = <T>(path: string, body: Record<string, string | number>, token = finance) =>
    call<T>(t.app, 'POST', `/admin/dual/products${path}`, body, token);
  const terms = {
    currency_id: 1,
    type: 'put',
    linked_price: '90000',
    apr: '36.5',
    per_share: '100',
    total_shares: 10,
    end_time: MATURITY,
    reason: 'weekly grid',
  };

  it('creates a product (finance only) and audits the pool capacity', async () => {
    expect((await admin('', terms, support)).type).toBe('error');
    expect((await call(t.app, 'POST', '/admin/dual/products', terms)).type).not.toBe('ok');
    const r = await admin<DualProductItem>('', terms);
    expect(r.type).toBe('ok');
    product = r.message;
    expect(product).toMatchObject({ status: 1, state: DualProductState.open, day: 10 });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'dual.create'));
    expect(audit!.detail).toMatchObject({
      pool_needs: { USDT: '10', BTC: '0.01122222' },
      pool_available: { USDT: '1000000', BTC: '10' },
    });
  });

  it('pausing stops purchases and leaves the existing order alone', async () => {
    expect((await buy(t, hal, product.id, 2)).type).toBe('ok');
    const before = await t.ctx.db.select().from(dualOrders);
    const p = await admin<DualProductItem>(`/${product.id}/pause`, { reason: 'feed check' });
    expect(p.message).toMatchObject({ status: 0, state: DualProductState.paused });
    const refused = await buy(t, hal, product.id, 1);
    expect(refused).toMatchObject({ type: 'error', message: expect.stringMatching(/paused/) });
    expect(await t.ctx.db.select().from(dualOrders)).toEqual(before);
    expect((await admin(`/${product.id}/pause`, {})).type).toBe('error');
    const [audit] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'dual.pause'));
    expect(audit).toMatchObject({ reason: 'feed check', targetId: String(product.id) });
    expect(audit!.detail).toMatchObject({
      before: { state: DualProductState.open, sold_shares: 2 },
      after: { state: DualProductState.paused, sold_shares: 2 },
    });
    await closeBooks(t);
  });

  it('resumes, then closes for good', async () => {
    expect((await admin(`/${product.id}/resume`, {})).type).toBe('ok');
    expect((await buy(t, hal, product.id, 1)).type).toBe('ok');
    expect((await admin(`/${product.id}/close`, { reason: 'end of grid' })).type).toBe('ok');
    expect(await buy(t, hal, product.id, 1)).toMatchObject({
      type: 'error',
      message: expect.stringMatching(/closed/),
    });
    expect((await admin(`/${product.id}/resume`, {})).type).toBe('error');
    expect((await admin(`/999999/close`, {})).type).toBe('error');
    await closeBooks(t);
  });

  it('the orders of a closed product still settle at maturity', async () => {
    expect(await settleAt(t, MATURITY, { BTC: '80000' })).toBe(2);
    const orders = await t.ctx.db.select().from(dualOrders);
    expect(orders.every((o) => o.status === DualOrderStatus.settled)).toBe(true);
    // 300 USDT x 1.01 / 90,000 in two orders: 0.00224444 + 0.00112222.
    expect(await spot(t, hal, BTC)).toEqual({ available: '0.00336666', frozen: '0' });
    await closeBooks(t);
  });
});
