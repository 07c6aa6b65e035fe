/**
 * Bank cards: one domestic and one international per user, replaced on save, read back as
 * saved, in Bourse's field names and the original client's (client contract 7.5), and only
 * in the caller's verified name.
 */
import { describe, expect, it } from 'vitest';
import { IdType, KycLevel, KycStatus } from '@bourse/shared';
import { kycApplications } from '../kyc/index.ts';
import { walletScenario } from './testFixture.ts';
import { NOW_S, type Person } from './testing.ts';

let documents = 0;
/** A verified basic identity in `name` (as the compliance desk's approval leaves it). */
async function verify(who: Person, name: string, status: KycStatus = KycStatus.verified) {
  await s.t.ctx.db.insert(kycApplications).values({
    userId: who.id,
    level: KycLevel.basic,
    idType: IdType.passport,
    name,
    cardId: `P${String(++documents).padStart(7, '0')}`,
    status,
    createdAt: s.t.clock.now(),
  });
}

const s = walletScenario({
  people: ['alice', 'bob', 'carol', 'dave'],
  setup: async (s) => {
    await verify(s.alice, '王小明');
    await verify(s.bob, 'Jane Doe');
    // carol has none; dave's application is still waiting for review.
    await verify(s.dave, 'Dave Smith', KycStatus.verifying);
  },
});

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

/** cash_info before any save: an object with every key, all empty. */
const NONE = {
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

describe('domestic card', () => {
  it('is an empty object before the first save, then answers what was saved', async () => {
    expect((await s.call('POST', '/user/cash_info', {}, s.alice)).message).toEqual(NONE);
    const saved = await s.call('POST', '/user/cash_save', DOMESTIC, s.alice);
    expect(saved).toEqual({ status: 200, type: 'ok', message: 'Saved' });
    const expected = {
      ...NONE,
      ...DOMESTIC,
      card_number: '622202123456789012',
      bank_account: '622202123456789012',
      bank_dizhi: '北京朝阳支行',
      updated_at: NOW_S,
    };
    expect((await s.call('GET', '/user/cash_info', {}, s.alice)).message).toEqual(expected);
    expect((await s.call('POST', '/user/cash_info', {}, s.alice)).message).toEqual(expected);
    expect((await s.call('POST', '/user/cash_info', {}, s.bob)).message).toEqual(NONE);
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

  it("takes the original client's fields: IBAN, branch address, bank code; empty ones ignored", async () => {
    const r = await s.call(
      'POST',
      '/user/cash_save',
      {
        real_name: 'jane  DOE',
        bank_name: 'Deutsche Bank',
        bank_account: '',
        bank_dizhi: 'Filiale Frankfurt',
        alipay_account: '',
        wechat_account: '',
        wechat_nickname: '',
        bank_code: 'DEUTDEFF',
        iban: 'DE89 3704 0044 0532 0130 00',
        bank_address: 'Taunusanlage 12, Frankfurt am Main',
        lang: 'fra',
      },
      s.bob,
    );
    expect(r).toEqual({ status: 200, type: 'ok', message: 'Enregistré' });
    const info = await s.call('POST', '/user/cash_info', {}, s.bob);
    expect(info.message).toEqual({
      ...NONE,
      real_name: 'jane DOE',
      bank_name: 'Deutsche Bank',
      bank_branch: 'Filiale Frankfurt',
      bank_dizhi: 'Filiale Frankfurt',
      bank_code: 'DEUTDEFF',
      iban: 'DE89370400440532013000',
      // The payout account the withdrawal page shows as "card on file".
      bank_account: 'DE89370400440532013000',
      bank_address: 'Taunusanlage 12, Frankfurt am Main',
      updated_at: NOW_S,
    });
    // Saving again with what cash_info returned (bank_account echoes the IBAN) is accepted.
    const again = await s.call(
      'POST',
      '/user/cash_save',
      { ...(info.message as Record<string, string>), updated_at: undefined },
      s.bob,
    );
    expect(again.type).toBe('ok');
  });

  it.each([
    [
      { card_number: '4111111111111112' },
      'The card number must be 12 to 19 digits with a valid check digit',
    ],
    [{ card_number: '12345' }, 'The card number must be 12 to 19 digits with a valid check digit'],
    [
      { card_number: '', bank_account: '12345' },
      'The card number must be 12 to 19 digits with a valid check digit',
    ],
    [{ card_number: '' }, 'Please enter an IBAN or an account number'],
    [{ bank_code: 'BANK' }, 'The SWIFT code must be 8 or 11 letters and digits'],
    [{ iban: 'GB82WEST12345698765431' }, 'The IBAN is not valid'],
    [{ real_name: 'X' }, 'The name must be 2 to 50 letters, as on your document'],
    [{ bank_name: '' }, 'Bank name is required'],
    [{ phone: '12' }, 'Please enter a valid mobile number'],
  ])('refuses %j', async (fields, message) => {
    const r = await s.call('POST', '/user/cash_save', { ...DOMESTIC, ...fields }, s.alice);
    expect(r).toEqual({ status: 200, type: 'error', message });
  });
});

describe('verified name', () => {
  it('refuses a card in another name, and changes nothing', async () => {
    const before = (await s.call('POST', '/user/cash_info', {}, s.alice)).message;
    const r = await s.call('POST', '/user/cash_save', { ...DOMESTIC, real_name: '李四' }, s.alice);
    expect(r).toEqual({
      status: 200,
      type: 'error',
      message: 'The account holder must be your verified name (王*明)',
    });
    expect((await s.call('POST', '/user/cash_info', {}, s.alice)).message).toEqual(before);
    const intl = await s.call(
      'POST',
      '/user/cash_save_international',
      { ...INTERNATIONAL, real_name: 'John Doe', lang: 'zh' },
      s.bob,
    );
    expect(intl.type).toBe('error');
    expect(intl.message).toMatch(/^[^A-Za-z]*J/);
  });

  it('refuses any card before the identity is verified (none, or still in review)', async () => {
    for (const who of [s.carol, s.dave]) {
      for (const [path, body] of [
        ['/user/cash_save', { ...DOMESTIC, real_name: 'Dave Smith' }],
        ['/user/cash_save_international', { ...INTERNATIONAL, real_name: 'Dave Smith' }],
      ] as const) {
        expect(await s.call('POST', path, body, who)).toEqual({
          status: 200,
          type: 'error',
          message: 'Verify your identity first: a bank card must be in your verified name',
        });
      }
      expect((await s.call('POST', '/user/cash_info', {}, who)).message).toEqual(NONE);
    }
  });
});

describe('international card', () => {
  const intl = async (who: Person, lang = 'en') =>
    (await s.call('POST', '/user/cash_info_international', { lang }, who)).message as {
      forms: Record<string, string>;
      data: Record<string, string>;
      updated_at: number | null;
    };
  const KEYS = [
    'real_name',
    'bank_country',
    'iban',
    'account_number',
    'swift_code',
    'bank_name',
    'bank_address',
    'holder_address',
    'aba_number',
  ];

  it('answers the form (labels in the caller language) and every key, empty before a save', async () => {
    const none = await intl(s.carol);
    expect(Object.keys(none.forms)).toEqual(KEYS);
    expect(none.forms.iban).toBe('IBAN');
    expect(none.forms.holder_address).toBe('Cardholder address');
    expect(none.data).toEqual(Object.fromEntries(KEYS.map((k) => [k, ''])));
    expect(none.updated_at).toBeNull();
    const zh = await intl(s.carol, 'zh');
    expect(zh.forms.bank_name).not.toBe('Bank name');
  });

  it('keeps a US account with its ABA routing number', async () => {
    const r = await s.call('POST', '/user/cash_save_international', INTERNATIONAL, s.bob);
    expect(r).toEqual({ status: 200, type: 'ok', message: 'Saved' });
    const info = await intl(s.bob);
    expect(info.data).toEqual({ ...INTERNATIONAL, iban: '' });
    expect(info.updated_at).toBe(NOW_S);
  });

  it('takes the fields as data[<key>], keeps an IBAN and no account number beside it', async () => {
    const fields = {
      ...INTERNATIONAL,
      bank_country: 'de',
      iban: 'DE89 3704 0044 0532 0130 00',
      account_number: '000123456789',
      aba_number: '',
      swift_code: 'DEUTDEFF',
    };
    const r = await s.call(
      'POST',
      '/user/cash_save_international',
      Object.fromEntries(Object.entries(fields).map(([k, v]) => [`data[${k}]`, v])),
      s.bob,
    );
    expect(r.type).toBe('ok');
    expect((await intl(s.bob)).data).toMatchObject({
      bank_country: 'DE',
      iban: 'DE89370400440532013000',
      account_number: '',
      aba_number: '',
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
