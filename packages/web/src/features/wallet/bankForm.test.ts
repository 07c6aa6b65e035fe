import { describe, expect, it } from 'vitest';
import {
  DOMESTIC_FIELDS,
  INTERNATIONAL_FIELDS,
  bankFormErrors,
  internationalPayload,
  savedDomesticCard,
  savedInternationalCard,
} from './bankForm.ts';

describe('bank card forms', () => {
  it('asks for every required field and checks the card number (Luhn)', () => {
    const errors = bankFormErrors(DOMESTIC_FIELDS, {
      real_name: 'Jane Doe',
      card_number: '4111 1111 1111 1112',
      phone: '+86 138 0013 8000',
    });
    expect(errors).toEqual({
      card_number: 'invalidCard',
      bank_name: 'required',
      bank_branch: 'required',
      province: 'required',
      city: 'required',
    });
  });

  it('needs the ABA number for a US bank only', () => {
    const base = {
      real_name: 'Jane Doe',
      bank_country: 'us',
      account: '123456789',
      swift_code: 'CHASUS33',
      bank_name: 'Chase',
      bank_address: 'New York',
      holder_address: 'Boston',
    };
    expect(bankFormErrors(INTERNATIONAL_FIELDS, base)).toEqual({ aba_number: 'required' });
    expect(bankFormErrors(INTERNATIONAL_FIELDS, { ...base, aba_number: '021000021' })).toEqual({});
    expect(bankFormErrors(INTERNATIONAL_FIELDS, { ...base, bank_country: 'GB' })).toEqual({});
  });

  it('sends an IBAN as iban and anything else as account_number', () => {
    expect(
      internationalPayload({ account: 'GB82 WEST 1234 5698 7654 32', bank_country: 'gb' }),
    ).toEqual({ bank_country: 'GB', iban: 'GB82WEST12345698765432' });
    expect(internationalPayload({ account: '12-3456-789', bank_country: 'US' })).toEqual({
      bank_country: 'US',
      account_number: '123456789',
    });
  });
});

describe('saved cards from the contract shapes', () => {
  const empty = {
    real_name: '',
    card_number: '',
    bank_name: '',
    bank_branch: '',
    province: '',
    city: '',
    phone: '',
    bank_account: '',
    bank_dizhi: '',
    bank_code: '',
    iban: '',
    bank_address: '',
    alipay_account: '',
    wechat_account: '',
    wechat_nickname: '',
    updated_at: null,
  };
  const keys = [
    'real_name',
    'bank_country',
    'iban',
    'account_number',
    'swift_code',
    'bank_name',
    'bank_address',
    'holder_address',
    'aba_number',
  ] as const;
  const blank = Object.fromEntries(keys.map((k) => [k, ''])) as Record<
    (typeof keys)[number],
    string
  >;

  it('reads cash_info (an object with every field empty) as no card, and a saved one as is', () => {
    expect(savedDomesticCard(empty)).toBeNull();
    const saved = { ...empty, real_name: 'Jane Doe', bank_name: 'ICBC', updated_at: 5 };
    expect(savedDomesticCard(saved)).toBe(saved);
  });

  it('reads cash_info_international {forms, data} as the saved account, or none', () => {
    expect(savedInternationalCard({ forms: blank, data: blank, updated_at: null })).toBeNull();
    const data = {
      ...blank,
      real_name: 'Jane Doe',
      bank_country: 'DE',
      iban: 'DE89370400440532013000',
      swift_code: 'DEUTDEFF',
    };
    expect(savedInternationalCard({ forms: blank, data, updated_at: 9 })).toEqual({
      ...data,
      account_number: null,
      aba_number: null,
      updated_at: 9,
    });
  });
});
