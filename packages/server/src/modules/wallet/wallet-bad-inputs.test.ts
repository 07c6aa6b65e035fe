/**
 * Refusals of the money calls: every bad input answers a translated message (never a 500)
 * and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { expectLedgerBalanced, journalCount } from '../ledger/testing.ts';
import { walletScenario } from './testFixture.ts';
import { AAPL, BTC, USDT } from './testing.ts';

let journalsAtStart: number;
const s = walletScenario({
  people: ['alice'],
  grants: [
    ['alice', 'change', USDT, '100'],
    ['alice', 'stock', AAPL, '2'],
  ],
  setup: async ({ t }) => {
    journalsAtStart = await journalCount(t.ctx.db);
  },
  teardown: async ({ t }) => {
    expect(await journalCount(t.ctx.db)).toBe(journalsAtStart);
    await expectLedgerBalanced(t.ctx);
  },
});

const change = (fields: Record<string, string | number | undefined>, lang?: string) =>
  s.transfer(s.alice, {
    currency_id: USDT,
    number: '1',
    from_field: 'change',
    to_field: 'lever',
    lang,
    ...fields,
  });

describe('POST /wallet/change refuses', () => {
  it.each([
    [{ number: '0' }, 'Amount must be greater than zero'],
    [{ number: '-5' }, 'Amount must be greater than zero'],
    [{ number: '1e5' }, 'Amount must be a plain decimal number, such as 12.5'],
    [{ number: ' ' }, 'Amount is required'],
    [{ number: undefined }, 'Amount is required'],
    [{ number: 'abc' }, 'Amount must be a plain decimal number, such as 12.5'],
    [{ number: '0.1234567' }, 'Amount allows at most 6 decimals'],
    [{ number: '1.0000000000000000001' }, 'Amount allows at most 18 decimals'],
    [{ number: '100000000001' }, 'Amount must be at most 100000000000'],
    [{ to_field: 'change' }, 'Please choose two different accounts'],
    [{ to_field: 'savings' }, 'To account must be one of: legal, change, lever, micro, stock'],
    [{ from_field: '9' }, 'From account must be one of: legal, change, lever, micro, stock'],
    [{ currency_id: 999 }, 'This currency is not available'],
    [{ currency_id: 'x' }, 'Currency must be a number'],
    [
      { currency_id: AAPL, from_field: 'stock', to_field: 'change' },
      'AAPL cannot be held in the Spot account',
    ],
    [{ currency_id: BTC, to_field: 'stock' }, 'BTC cannot be held in the Stocks account'],
  ])('%j: %s', async (fields, message) => {
    expect(await change(fields)).toEqual({ status: 200, type: 'error', message });
  });

  it('in the caller language', async () => {
    expect((await change({ number: '0' }, 'fra')).message).toBe(
      'Le champ « Montant » doit être supérieur à zéro',
    );
    expect((await change({ to_field: 'change' }, 'jp')).message).toBe(
      '異なる2つの口座を選択してください',
    );
  });

  it('signed out with 999', async () => {
    const r = await s.call('POST', '/wallet/change', { currency_id: USDT, number: '1' });
    expect(r.type).toBe('999');
  });
});

const convert = (fields: Record<string, string | number | undefined>) =>
  s.convert(s.alice, { number: '10', from_currency_id: USDT, to_currency_id: BTC, ...fields });

describe('POST /user/Transfer refuses', () => {
  it.each([
    [{ number: '0' }, 'Amount must be greater than zero'],
    [{ number: '-1' }, 'Amount must be greater than zero'],
    [{ number: '1e2' }, 'Amount must be a plain decimal number, such as 12.5'],
    [{ number: '1.0000001' }, 'Amount allows at most 6 decimals'],
    [{ number: '0.5' }, 'The minimum amount to convert is 1 USDT'],
    [{ number: '100.000001' }, 'Insufficient USDT balance'],
    [{ to_currency_id: USDT }, 'Converting USDT to USDT is not available'],
    [{ to_currency_id: AAPL }, 'Converting USDT to AAPL is not available'],
    [{ from_currency_id: 999 }, 'This currency is not available'],
    // idField names its own rule, so a missing id reads as not a number.
    [{ to_currency_id: undefined }, 'To currency must be a number'],
  ])('%j: %s', async (fields, message) => {
    expect(await convert(fields)).toEqual({ status: 200, type: 'error', message });
  });
});

describe('reads refuse', () => {
  it('an unknown account or currency in /wallet/detail', async () => {
    const detail = (body: Record<string, string | number>) =>
      s.call('POST', '/wallet/detail', body, s.alice);
    expect((await detail({ currency: USDT, type: 'bank' })).message).toBe(
      'Type must be one of: legal, change, lever, micro, stock',
    );
    expect((await detail({ currency: 77, type: 'change' })).message).toBe(
      'This currency is not available',
    );
    expect((await detail({ currency: AAPL, type: 'micro' })).message).toBe(
      'AAPL cannot be held in the Options account',
    );
  });

  it('an unknown fiat in /wallet/list', async () => {
    const r = await s.call('POST', '/wallet/list', { fiat: 'XYZ' }, s.alice);
    expect(r.message).toBe(
      'Fiat currency must be one of: USD, CNY, GBP, HKD, JPY, EUR, AED, THB, PHP, SGD, VND',
    );
  });

  it('an unknown currency in /wallet/getRateCurrency', async () => {
    const r = await s.call('GET', '/wallet/getRateCurrency', { id: 42 });
    expect(r).toEqual({ status: 200, type: 'error', message: 'This currency is not available' });
  });
});
