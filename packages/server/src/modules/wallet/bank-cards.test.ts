/** Bank cards: one domestic and one international per user, replaced on save, read back as saved. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { NOW_S, person, walletApp, type Person, type WalletTest } from './testing.ts';

let t: WalletTest;
let alice: Person;
let bob: Person;
beforeAll(async () => {
  t = await walletApp();
  alice = await person(t, 'alice@example.com');
  bob = await person(t, 'bob@example.com');
});
afterAll(() => t.close());

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
    expect((await call(t.app, 'GET', '/user/cash_info', {}, alice.token)).message).toBeNull();
    const saved = await call(t.app, 'POST', '/user/cash_save', DOMESTIC, alice.token);
    const expected = {
      ...DOMESTIC,
      card_number: '622202123456789012',
      updated_at: NOW_S,
    };
    expect(saved).toEqual({ status: 200, type: 'ok', message: expected });
    expect((await call(t.app, 'GET', '/user/cash_info', {}, alice.token)).message).toEqual(
      expected,
    );
    expect((await call(t.app, 'POST', '/user/cash_info', {}, alice.token)).message).toEqual(
      expected,
    );
    expect((await call(t.app, 'GET', '/user/cash_info', {}, bob.token)).message).toBeNull();
  });

  it('replaces the card on the next save', async () => {
    await call(
      t.app,
      'POST',
      '/user/cash_save',
      { ...DOMESTIC, card_number: '4111111111111111' },
      alice.token,
    );
    const info = await call(t.app, 'GET', '/user/cash_info', {}, alice.token);
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
    const r = await call(t.app, 'POST', '/user/cash_save', { ...DOMESTIC, ...fields }, bob.token);
    expect(r).toEqual({ status: 200, type: 'error', message });
  });
});

describe('international card', () => {
  it('keeps a US account with its ABA routing number', async () => {
    const r = await call(
      t.app,
      'POST',
      '/user/cash_save_international',
      INTERNATIONAL,
      alice.token,
    );
    const expected = { ...INTERNATIONAL, iban: null, updated_at: NOW_S };
    expect(r.message).toEqual(expected);
    expect(
      (await call(t.app, 'GET', '/user/cash_info_international', {}, alice.token)).message,
    ).toEqual(expected);
  });

  it('keeps an IBAN for a European bank, and no account number beside it', async () => {
    const r = await call(
      t.app,
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
      bob.token,
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
    const r = await call(
      t.app,
      'POST',
      '/user/cash_save_international',
      { ...INTERNATIONAL, ...fields },
      bob.token,
    );
    expect(r).toEqual({ status: 200, type: 'error', message });
  });
});
