import { describe, expect, it } from 'vitest';
import type { WalletList } from '@bourse/shared';
import { estimateReceive } from './convert.ts';
import { accountView, allAccounts, availableOf, toRow, totalUsdt, visibleRows } from './model.ts';

const row = (
  account: string,
  currency: number,
  name: string,
  available: string,
  frozen: string,
  price: string | null,
  value?: string | null,
) => ({
  currency,
  currency_name: name,
  decimals: 8,
  logo: '',
  [`${account}_balance`]: available,
  [`lock_${account}_balance`]: frozen,
  usdt_price: price,
  ...(value !== undefined ? { usdt_value: value } : {}),
});

const list = {
  change_wallet: {
    account: 'change',
    account_type: 2,
    usdt_totle: '30300.2',
    balance: [
      row('change', 3, 'USDT', '300', '0.2', '1', '300.2'),
      row('change', 1, 'BTC', '0.5', '0', '60000', '30000'),
      row('change', 4, 'LTC', '0.001', '0', '70', '0.07'),
      row('change', 9, 'DUST', '0', '0.0001', null, null),
    ],
  },
  lever_wallet: {
    account: 'lever',
    account_type: 3,
    usdt_totle: '100',
    balance: [row('lever', 3, 'USDT', '100', '0', '1', '100')],
  },
  total_usdt: '30400.2',
} as unknown as Partial<WalletList>;

describe('assets view model', () => {
  it('reads the account-named balance fields and adds available and frozen exactly', () => {
    expect(toRow('change', row('change', 3, 'USDT', '0.1', '0.2', '1') as never)).toEqual({
      currency: 3,
      name: 'USDT',
      available: '0.1',
      frozen: '0.2',
      total: '0.3',
      usdt: '0.3',
    });
  });

  it('uses the server value when given, price x total otherwise, 0 without a price', () => {
    const rows = accountView(list, 'change').rows;
    expect(rows.map((r) => [r.name, r.usdt])).toEqual([
      ['BTC', '30000'],
      ['USDT', '300.2'],
      ['LTC', '0.07'],
      ['DUST', '0'],
    ]);
    expect(toRow('micro', row('micro', 2, 'ETH', '2', '0.5', '3000') as never).usdt).toBe('7500');
  });

  it('groups every tab in screen order, empty accounts included', () => {
    const views = allAccounts(list);
    expect(views.map((v) => [v.account, v.totalUsdt, v.rows.length])).toEqual([
      ['change', '30300.2', 4],
      ['lever', '100', 1],
      ['micro', '0', 0],
      ['stock', '0', 0],
      ['legal', '0', 0],
    ]);
  });

  it('takes the grand total from the server, or sums the accounts without it', () => {
    expect(totalUsdt(list)).toBe('30400.2');
    expect(totalUsdt({ ...list, total_usdt: undefined } as never)).toBe('30400.2');
    expect(totalUsdt(undefined)).toBe('0');
  });

  it('hide-small drops rows under 1 USDT unless part of them is frozen', () => {
    const rows = accountView(list, 'change').rows;
    expect(visibleRows(rows, false)).toHaveLength(4);
    expect(visibleRows(rows, true).map((r) => r.name)).toEqual(['BTC', 'USDT', 'DUST']);
  });

  it('finds the available balance of a currency in an account', () => {
    expect(availableOf(list, 'change', 1)).toBe('0.5');
    expect(availableOf(list, 'lever', 1)).toBe('0');
    expect(availableOf(undefined, 'change', 3)).toBe('0');
  });
});

describe('conversion estimate', () => {
  it('applies the rate and the fee, rounding down to the target decimals', () => {
    const quote = { rate: '60000.5', fee_rate: '0.001' };
    expect(estimateReceive('0.5', quote, 6)).toBe('29970.24975');
    expect(estimateReceive('0.123456789', { rate: '1', fee_rate: '0' }, 4)).toBe('0.1234');
    expect(estimateReceive('', quote, 6)).toBe('');
    expect(estimateReceive('1', undefined, 6)).toBe('');
  });
});
