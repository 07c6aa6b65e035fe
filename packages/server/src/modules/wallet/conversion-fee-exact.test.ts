/**
 * `POST /user/Transfer` at fixed prices: 0.5 BTC at 65,000 is 32,500 USDT, the 0.1 % fee
 * 32.5 USDT, the user gets 32,467.5 USDT; one journal balanced per currency.
 */
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { toPlain } from '@bourse/shared';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { conversions } from './tables.ts';
import { walletScenario } from './testFixture.ts';
import { BTC, ETH, NOW_S, USDT } from './testing.ts';

const s = walletScenario({ people: ['alice'], grants: [['alice', 'change', BTC, '0.5']] });

it('quotes the index rate, the fee rate from the settings and the minimum', async () => {
  const r = await s.call(
    'POST',
    '/user/getTransferFee',
    { from_currency_id: BTC, to_currency_id: USDT },
    s.alice,
  );
  // The original client reads `form_price` (sic), `to_price` and `fee` (client contract 7.5).
  const quote = r.message as Record<string, string>;
  expect(quote.form_price).toBe(quote.from_price);
  expect(quote.fee).toBe(quote.fee_rate);
  expect(r.message).toMatchObject({
    from_currency_id: BTC,
    to_currency_id: USDT,
    rate: '65000',
    from_price: '65000',
    to_price: '1',
    fee_rate: '0.001',
    // 1 USDT worth of BTC, rounded up to 8 decimals: 1 / 65000 = 0.0000153846...
    min: '0.00001539',
    quote_at: NOW_S,
    source: 'fixed,peg',
  });
});

it('converts 0.5 BTC into 32,467.5 USDT, the fee to the fees account', async () => {
  const r = await s.convert(s.alice, {
    number: '0.5',
    from_currency_id: BTC,
    to_currency_id: USDT,
  });
  expect(r.type).toBe('ok');
  const item = r.message as { id: number; journal_id: number };
  expect(r.message).toEqual({
    id: item.id,
    from_currency_id: BTC,
    from_currency_name: 'BTC',
    to_currency_id: USDT,
    to_currency_name: 'USDT',
    number: '0.5',
    rate: '65000',
    from_price: '65000',
    to_price: '1',
    source: 'fixed,peg',
    quote_at: NOW_S,
    fee_rate: '0.001',
    gross: '32500',
    fee: '32.5',
    received: '32467.5',
    remainder: '0',
    journal_id: item.journal_id,
    created_at: NOW_S,
  });
  expect(await s.balance(s.alice, 'change', BTC)).toEqual({ available: '0', frozen: '0' });
  expect(await s.balance(s.alice, 'change', USDT)).toEqual({
    available: '32467.5',
    frozen: '0',
  });
  expect(await s.systemBalance('treasury', 'change', BTC)).toBe('0.5');
  expect(await s.systemBalance('treasury', 'change', USDT)).toBe('-32500');
  expect(await s.systemBalance('fees', 'change', USDT)).toBe('32.5');

  const journal = await s.journal(item.journal_id);
  expect(journal).toMatchObject({
    reason: 'conversion',
    refTable: 'conversions',
    refId: String(item.id),
  });
  const entries = await s.entries(item.journal_id);
  expect(entries.map((e) => [e.ownerKind, e.currencyId, toPlain(e.amount)])).toEqual([
    ['user', BTC, '-0.5'],
    ['system', BTC, '0.5'],
    ['system', USDT, '-32500'],
    ['user', USDT, '32467.5'],
    ['system', USDT, '32.5'],
  ]);
  const [row] = await s.t.ctx.db.select().from(conversions).where(eq(conversions.id, item.id));
  expect(row).toMatchObject({
    userId: s.alice.id,
    journalId: item.journal_id,
    source: 'fixed,peg',
  });
  await expectLedgerBalanced(s.t.ctx);
});

it('converts USDT into ETH through the index, 3,250 USDT into 0.999 ETH', async () => {
  const r = await s.convert(s.alice, {
    number: '3250',
    from_currency_id: USDT,
    to_currency_id: ETH,
  });
  expect(r.message).toMatchObject({
    number: '3250',
    rate: '0.00030769230769230769231',
    gross: '1',
    fee: '0.001',
    received: '0.999',
    remainder: '0',
  });
  expect(await s.balance(s.alice, 'change', USDT)).toEqual({
    available: '29217.5',
    frozen: '0',
  });
  expect(await s.balance(s.alice, 'change', ETH)).toEqual({ available: '0.999', frozen: '0' });
  expect(await s.systemBalance('fees', 'change', ETH)).toBe('0.001');
  await expectLedgerBalanced(s.t.ctx);
});

it('uses the price at execution: the market moved since the quote', async () => {
  s.t.feed.set('ETH', '3000');
  const r = await s.convert(s.alice, {
    number: '0.999',
    from_currency_id: ETH,
    to_currency_id: USDT,
  });
  // 0.999 x 3000 = 2997; fee 2.997; received 2994.003.
  expect(r.message).toMatchObject({
    from_price: '3000',
    gross: '2997',
    fee: '2.997',
    received: '2994.003',
  });
  await expectLedgerBalanced(s.t.ctx);
});

it('lists the coins that convert, with the spot balance, and every pair but stocks', async () => {
  const r = await s.call<{
    currencies: { id: number; available: string }[];
    pairs: { from_currency_id: number; to_currency_id: number }[];
  }>('POST', '/user/getTransferList', {}, s.alice);
  // BTC, ETH, USDT and LTC have a fixed price; the other coins have none in this feed.
  expect(r.message.currencies.map((c) => [c.id, c.available])).toEqual([
    [1, '0'],
    [2, '0'],
    [3, '32211.503'],
    [4, '0'],
  ]);
  expect(r.message.pairs).toHaveLength(12);
  expect(r.message.pairs).toContainEqual({ from_currency_id: LTC_ID, to_currency_id: ETH });
  expect(r.message.pairs.some((p) => p.from_currency_id === p.to_currency_id)).toBe(false);
});

const LTC_ID = 4;
