import { describe, expect, it } from 'vitest';
import {
  DOMESTIC_FIELDS,
  INTERNATIONAL_FIELDS,
  bankFormErrors,
  internationalPayload,
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
