/**
 * The asset reads: `wallet/list` in the original client's shape with every allowed row,
 * `wallet/detail`, `wallet/get_info`, `currency/user_currency_list` and the index price.
 */
import { describe, expect, it } from 'vitest';
import type { UserCurrencyItem, WalletList } from '@bourse/shared';
import { expectLedgerBalanced } from '../ledger/testing.ts';
import { walletScenario } from './testFixture.ts';
import { AAPL, BTC, ETH, NOW_S, USDT } from './testing.ts';

const s = walletScenario({
  people: ['alice'],
  grants: [
    ['alice', 'change', USDT, '1000.5'],
    ['alice', 'change', BTC, '0.1'],
    ['alice', 'lever', ETH, '2'],
    ['alice', 'stock', AAPL, '3'],
    ['alice', 'stock', USDT, '10'],
  ],
  setup: ({ t }) => expectLedgerBalanced(t.ctx),
});

describe('POST /wallet/list', () => {
  it('answers every account with every currency it can hold, zeros included', async () => {
    const r = await s.call<WalletList>('POST', '/wallet/list', {}, s.alice);
    const list = r.message;
    expect(Object.keys(list)).toEqual([
      'legal_wallet',
      'change_wallet',
      'lever_wallet',
      'micro_wallet',
      'stock_wallet',
      'total_usdt',
    ]);
    // Eight coins in each crypto account; the stock account holds USDT and the five stocks.
    expect(list.change_wallet.balance.map((b) => b.currency_name)).toEqual([
      'BTC',
      'ETH',
      'USDT',
      'LTC',
      'XRP',
      'SOL',
      'DOGE',
      'BNB',
    ]);
    expect(list.stock_wallet.balance.map((b) => b.currency_name)).toEqual([
      'USDT',
      'AAPL',
      'TSLA',
      'NVDA',
      'MSFT',
      'AMZN',
    ]);
    expect(list.change_wallet.balance[0]).toEqual({
      currency: BTC,
      currency_name: 'BTC',
      decimals: 8,
      logo: '/h5/coins/btc.svg',
      change_balance: '0.1',
      lock_change_balance: '0',
      usdt_price: '65000',
      usdt_value: '6500',
    });
    // XRP has no price in this feed: its row is still there, valued at nothing.
    expect(list.change_wallet.balance[4]).toMatchObject({
      currency_name: 'XRP',
      change_balance: '0',
      usdt_price: null,
      usdt_value: null,
    });
    expect(list.lever_wallet.balance[1]).toMatchObject({
      lever_balance: '2',
      lock_lever_balance: '0',
      usdt_value: '6500',
    });
    expect(list.stock_wallet.balance[1]).toMatchObject({
      stock_balance: '3',
      usdt_price: '230.55',
      usdt_value: '691.65',
    });
    expect(
      [
        list.legal_wallet,
        list.change_wallet,
        list.lever_wallet,
        list.micro_wallet,
        list.stock_wallet,
      ].map((w) => [w.account, w.account_type, w.usdt_totle]),
    ).toEqual([
      ['legal', 1, '0'],
      ['change', 2, '7500.5'],
      ['lever', 3, '6500'],
      ['micro', 4, '0'],
      ['stock', 5, '701.65'],
    ]);
    expect(list.total_usdt).toBe('14702.15');
  });

  it('adds the totals in the caller fiat at the fiat_rates setting', async () => {
    const r = await s.call<WalletList>('POST', '/wallet/list', { fiat: 'cny' }, s.alice);
    expect(r.message).toMatchObject({ fiat: 'CNY', ExRate: '7.12', total_fiat: '104679.31' });
    // 7500.5 x 7.12 = 53403.56
    expect(r.message.change_wallet.fiat_totle).toBe('53403.56');
    const usd = await s.call<WalletList>('POST', '/wallet/list', { fiat: 'USD' }, s.alice);
    expect(usd.message).toMatchObject({ fiat: 'USD', ExRate: '1', total_fiat: '14702.15' });
  });

  it('asks for a session', async () => {
    expect((await s.call('POST', '/wallet/list', {})).type).toBe('999');
  });
});

describe('one balance and the summaries', () => {
  it('POST /wallet/detail answers one balance with its value', async () => {
    const r = await s.call('POST', '/wallet/detail', { currency: BTC, type: 'change' }, s.alice);
    expect(r.message).toMatchObject({
      currency_id: BTC,
      currency_name: 'BTC',
      account: 'change',
      account_type: 2,
      available: '0.1',
      frozen: '0',
      usdt_price: '65000',
      usdt_value: '6500',
    });
    const never = await s.call('POST', '/wallet/detail', { currency: ETH, type: 4 }, s.alice);
    expect(never.message).toMatchObject({
      account: 'micro',
      available: '0',
      frozen: '0',
      usdt_value: '0',
    });
  });

  it('POST /wallet/get_info sums each account', async () => {
    const r = await s.call('POST', '/wallet/get_info', { fiat: 'EUR' }, s.alice);
    expect(r.message).toEqual({
      accounts: [
        { account: 'legal', account_type: 1, usdt_total: '0' },
        { account: 'change', account_type: 2, usdt_total: '7500.5' },
        { account: 'lever', account_type: 3, usdt_total: '6500' },
        { account: 'micro', account_type: 4, usdt_total: '0' },
        { account: 'stock', account_type: 5, usdt_total: '701.65' },
      ],
      total_usdt: '14702.15',
      fiat: 'EUR',
      ExRate: '0.867',
      // 14702.15 x 0.867 = 12746.76405
      total_fiat: '12746.76',
    });
  });

  it('GET /currency/user_currency_list totals each currency across accounts', async () => {
    const r = await s.call<UserCurrencyItem[]>(
      'GET',
      '/currency/user_currency_list',
      { lang: 'zh' },
      s.alice,
    );
    expect(r.message).toHaveLength(13);
    expect(r.message.find((c) => c.id === USDT)).toMatchObject({
      id: USDT,
      name: 'USDT',
      display_name: '泰达币',
      kind: 'crypto',
      decimals: 6,
      logo: '/h5/coins/usdt.svg',
      total: '1010.5',
      available: '1010.5',
      frozen: '0',
      usdt_price: '1',
      usdt_value: '1010.5',
    });
  });

  it('GET /wallet/getRateCurrency answers the index price with its source and second', async () => {
    const r = await s.call('GET', '/wallet/getRateCurrency', { id: ETH });
    expect(r.message).toEqual({
      currency_id: ETH,
      symbol: 'ETH',
      price: '3250',
      source: 'fixed',
      at: NOW_S,
    });
    const usdt = await s.call('GET', '/wallet/getRateCurrency', { id: USDT });
    expect(usdt.message).toMatchObject({ price: '1', source: 'peg' });
  });
});
