/**
 * Fees are rounded half-up to the precision of the coin they are paid in (spec 9), so no
 * fee rate and no step can ask the ledger to store more decimals than it has: a 0.075 %
 * fee on an 8-decimal quantity (13 decimals unrounded) is charged on BTC's 8 decimals.
 * An operator's edit of a pair (its fees, trading suspended) applies from the next order
 * on, without a restart; a retried request with the same client order id is answered
 * with the first order.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SpotOrderItem, SpotOrderListItem } from '@bourse/shared';
import { forgetInstruments, instruments } from '../market/index.ts';
import { BTC, USDT, spotScenario } from './testing.ts';

const { s, limit, trade } = spotScenario({
  people: ['maker', 'taker'],
  grants: [
    ['maker', 'change', BTC, '2'],
    ['taker', 'change', USDT, '100000'],
  ],
});

async function editBtcPair(set: Partial<typeof instruments.$inferInsert>) {
  await s.t.ctx.db.update(instruments).set(set).where(eq(instruments.symbol, 'BTC/USDT'));
  forgetInstruments(s.t.ctx.db);
}

describe('fees on fine steps', () => {
  it('a 0.075 % taker fee on 0.12345678 BTC is rounded half-up to 8 decimals', async () => {
    await editBtcPair({ lotSize: '0.00000001', takerFee: '0.00075' });
    await limit(s.maker, 'sell', '0.12345678', '50000');
    const buy = await limit(s.taker, 'buy', '0.12345678', '50000');
    // 0.12345678 x 0.00075 = 0.0000925925850 -> 0.00009259
    expect(buy).toMatchObject({ status: 'filled', fee: '0.00009259', fee_currency: 'BTC' });
    expect(await s.balance(s.taker, 'change', BTC)).toEqual({
      available: '0.12336419',
      frozen: '0',
    });
    expect(await s.systemBalance('fees', 'change', BTC)).toBe('0.00009259');
  });

  it('the maker fee of the same fill is rounded to USDT decimals', async () => {
    // 0.12345678 x 50000 = 6172.839 USDT; 0.1 % = 6.172839
    expect(await s.balance(s.maker, 'change', USDT)).toEqual({
      available: '6166.666161',
      frozen: '0',
    });
  });
});

describe('edits of a running pair', () => {
  it('a suspended pair refuses the next order by name', async () => {
    await editBtcPair({ isActive: false });
    const r = await trade(s.taker, { type: 1, amount: '0.001', target_price: '50000' });
    expect(r.type).toBe('error');
    expect(r.message).toContain('BTC/USDT');
    await editBtcPair({ isActive: true });
    const again = await trade(s.taker, { type: 1, amount: '0.001', target_price: '40000' });
    expect(again.type).toBe('ok');
  });
});

describe('client order ids', () => {
  it('a repeat is answered with the first order and places nothing', async () => {
    const first = await limit(s.taker, 'buy', '0.01', '40000', { client_order_id: 'retry-1' });
    const again = await trade(s.taker, {
      type: 1,
      amount: '0.01',
      target_price: '40000',
      client_order_id: 'retry-1',
    });
    expect(again.type).toBe('ok');
    expect((again.message as SpotOrderItem).id).toBe(first.id);
    const open = await s.call<SpotOrderListItem[]>('GET', '/coin/list', {}, s.taker);
    expect(open.message.filter((o) => o.price === '40000' && o.amount === '0.01')).toHaveLength(1);
  });

  it('a malformed client order id is refused and changes nothing', async () => {
    const before = await s.balance(s.taker, 'change', USDT);
    const r = await trade(s.taker, {
      type: 1,
      amount: '0.01',
      target_price: '40000',
      client_order_id: 'bad id\u0000',
    });
    expect(r.type).toBe('error');
    expect(await s.balance(s.taker, 'change', USDT)).toEqual(before);
  });
});
