/** Bank cards: one domestic and one international per user, replaced on save, read back as saved. */
import { describe, expect, it } from 'vitest';
import { walletScenario } from './testFixture.ts';
import { NOW_S } from './testing.ts';

const s = walletScenario({ people: ['alice', 'bob'] });

const DOMESTIC = {
  real_name: '王小明',
  card_number: '6222 0212 3456 7890 12',
  bank_name: '中国工商银行',
  bank_branch: '北京朝阳支行',
  province: '北京',
  city: '北京',
  phone: '13900000000',
};

const INTERNATIONAL = {
  real_name: 'Jane Doe',
  bank_country: 'US',
  account_number: '000123456789',
  swift_code: 'BOFAUS3N',
  bank_name: 'Bank of America',
  bank_address: '100 N Tryon St, Charlotte, NC',
  holder_address: '1 Main Street, Springfield',
  aba_number: '026009593',
};

describe('domestic card', () => {
  it('is null before the first save, then answers what was saved', async () => {
    expect((await s.call('GET', '/user/cash_info', {}, s.alice)).message).toBeNull();
    const saved = await s.call('POST', '/user/cash_save', DOMESTIC, s.alice);
    const expected = {
      ...DOMESTIC,
      card_number: '622202123456789012',
      updated_at: NOW_S,
    };
    expect(saved).toEqual({ status: 200, type: 'ok', message: expected });
    expect((await s.call('GET', '/user/cash_info', {}, s.alice)).message).toEqual(expected);
    expect((await s.call('POST', '/user/cash_info', {}, s.alice)).message).toEqual(expected);
    expect((await s.call('GET', '/user/cash_info', {}, s.bob)).message).toBeNull();
  });

  it('replaces the card on the next save', async () => {
    await s.call(
      'POST',
      '/user/cash_save',
      { ...DOMESTIC, card_number: '4111111111111111' },
      s.alice,
    );
    const info = await s.call('GET', '/user/cash_info', {}, s.alice);
    expect(info.message).toMatchObject({ card_number: '4111111111111111' });
  });

  it.each([
    [
      { card_number: '4111111111111112' },
      'The card number must be 12 to 19 digits with a valid check digit',
    ],
    [{ card_number: '12345' }, 'The card number must be 12 to 19 digits with a valid check digit'],
    [{ real_name: 'X' }, 'The name must be 2 to 50 letters, as on your document'],
    [{ bank_name: '' }, 'Bank name is required'],
    [{ phone: '12' }, 'Please enter a valid mobile number'],
  ])('refuses %j', async (fields, message) => {
    const r = await s.call('POST', '/user/cash_save', { ...DOMESTIC, ...fields }, s.bob);
    expect(r).toEqual({ status: 200, type: 'error', message });
  });
});

describe('international card', () => {
  it('keeps a US account with its ABA routing number', async () => {
    const r = await s.call('POST', '/user/cash_save_international', INTERNATIONAL, s.alice);
    const expected = { ...INTERNATIONAL, iban: null, updated_at: NOW_S };
    expect(r.message).toEqual(expected);
    expect((await s.call('GET', '/user/cash_info_international', {}, s.alice)).message).toEqual(
      expected,
    );
  });

  it('keeps an IBAN for a European bank, and no account number beside it', async () => {
    const r = await s.call(
      'POST',
      '/user/cash_save_international',
      {
        ...INTERNATIONAL,
        bank_country: 'DE',
        iban: 'DE89 3704 0044 0532 0130 00',
        account_number: '',
        aba_number: '',
        swift_code: 'DEUTDEFF',
      },
      s.bob,
    );
    expect(r.message).toMatchObject({
      iban: 'DE89370400440532013000',
      account_number: null,
      aba_number: null,
    });
  });

  it.each([
    [{ aba_number: '' }, 'An ABA routing number is required for a bank in the United States'],
    [
      { aba_number: '026009594' },
      'The ABA routing number must be 9 digits with a valid check digit',
    ],
    [{ swift_code: 'BOFA' }, 'The SWIFT code must be 8 or 11 letters and digits'],
    [{ account_number: '' }, 'Please enter an IBAN or an account number'],
    [{ iban: 'GB82WEST12345698765431' }, 'The IBAN is not valid'],
    [{ bank_country: 'USA' }, 'Bank country must be a two-letter country code, such as US'],
  ])('refuses %j', async (fields, message) => {
    const r = await s.call(
      'POST',
      '/user/cash_save_international',
      { ...INTERNATIONAL, ...fields },
      s.bob,
    );
    expect(r).toEqual({ status: 200, type: 'error', message });
  });
});
