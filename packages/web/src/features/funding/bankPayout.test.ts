import { describe, expect, it } from 'vitest';
import { bankRuleOf, payoutCard } from './bankPayout.ts';

const domestic = {
  real_name: '王小明',
  card_number: '622202123456789012',
  bank_name: '中国工商银行',
  bank_branch: '',
  province: '',
  city: '',
  phone: '',
  bank_account: '622202123456789012',
  bank_dizhi: '',
  bank_code: '',
  iban: '',
  bank_address: '',
  alipay_account: '',
  wechat_account: '',
  wechat_nickname: '',
  updated_at: 1,
};
const international = {
  real_name: 'Jane Doe',
  bank_country: 'DE',
  iban: 'DE89370400440532013000',
  account_number: null,
  swift_code: 'DEUTDEFF',
  bank_name: 'Deutsche Bank',
  bank_address: '',
  holder_address: '',
  aba_number: null,
  updated_at: 1,
};

describe('payoutCard', () => {
  it('masks a domestic card number and an IBAN as the server records them', () => {
    expect(payoutCard(domestic)).toEqual({
      account: '**** 9012',
      bankName: '中国工商银行',
      holderName: '王小明',
    });
    expect(payoutCard(international)).toEqual({
      account: '**** 3000',
      bankName: 'Deutsche Bank',
      holderName: 'Jane Doe',
    });
    expect(
      payoutCard({ ...international, iban: null, account_number: '000123456789' }),
    ).toMatchObject({ account: '**** 6789' });
  });

  it('pays a domestic card saved by the original client (an IBAN, no card number) to its IBAN', () => {
    const iban = 'DE89370400440532013000';
    expect(payoutCard({ ...domestic, card_number: '', iban, bank_account: iban })).toMatchObject({
      account: '**** 3000',
    });
  });

  it('is null when nothing is saved', () => {
    expect(payoutCard(null)).toBeNull();
    expect(payoutCard(undefined)).toBeNull();
  });
});

describe('bankRuleOf', () => {
  const rules = { USDT: { TRC20: { fee: '1', min: '10' }, BANK: { fee: '15', min: '100' } } };
  it('offers bank payouts for USDT only, when the BANK rule is set', () => {
    expect(bankRuleOf(rules, 'USDT')).toEqual({ fee: '15', min: '100' });
    expect(bankRuleOf({ BTC: { BANK: { fee: '1', min: '1' } } }, 'BTC')).toBeUndefined();
    expect(bankRuleOf({ USDT: { TRC20: { fee: '1', min: '10' } } }, 'USDT')).toBeUndefined();
  });
});
