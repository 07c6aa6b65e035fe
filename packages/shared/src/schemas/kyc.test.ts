import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReviewStatus } from '../enums.ts';
import { localizeIssue } from '../validation.ts';
import { roleAllows } from './admin.ts';
import {
  isRealBirthDate,
  isValidChineseIdCard,
  isValidDriverLicenceNumber,
  isValidIdNumber,
  isValidPassportNumber,
  isValidRealName,
  kycSubmission,
  maskIdNumber,
  maskName,
  realBody,
  reviewStatusOf,
} from './kyc.ts';

describe('China resident ID card numbers', () => {
  it.each([
    '11010519491231002X',
    '110101199003074514',
    '310115198511111239',
    '510107200002290010',
    '650102199912318880',
    '110101202312310001',
  ])('accepts %s', (id) => {
    expect(isValidChineseIdCard(id)).toBe(true);
  });

  it('refuses a wrong check character', () => {
    expect(isValidChineseIdCard('110101199003074515')).toBe(false);
    expect(isValidChineseIdCard('110105194912310029')).toBe(false);
    expect(isValidChineseIdCard('31011519851111123X')).toBe(false);
  });

  it('refuses the wrong length, a leading zero and letters', () => {
    expect(isValidChineseIdCard('11010119900307451')).toBe(false);
    expect(isValidChineseIdCard('1101011990030745140')).toBe(false);
    expect(isValidChineseIdCard('010101199003074514')).toBe(false);
    expect(isValidChineseIdCard('11010119900307A514')).toBe(false);
    expect(isValidChineseIdCard('')).toBe(false);
  });

  it('refuses a birth date that does not exist or is out of range', () => {
    // 1900 was not a leap year; 2000 was (accepted above).
    expect(isValidChineseIdCard('510107190002290014')).toBe(false);
    // 1880 is out of the accepted years, although the check character is right.
    expect(isValidChineseIdCard('440524188001010014')).toBe(false);
  });

  it('accepts a lower-case x and surrounding spaces once normalized', () => {
    expect(isValidChineseIdCard('11010519491231002x')).toBe(false);
    expect(isValidIdNumber('idCard', ' 11010519491231002x ')).toBe(true);
  });

  it('has exactly one right check character for any prefix with a real date', () => {
    const prefix = fc
      .tuple(
        fc.integer({ min: 100000, max: 999999 }),
        fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
      )
      .map(
        ([region, birth, seq]) =>
          `${region}${birth.toISOString().slice(0, 10).replace(/-/g, '')}${String(seq).padStart(3, '0')}`,
      );
    fc.assert(
      fc.property(prefix, (p) => {
        const valid = [...'0123456789X'].filter((c) => isValidChineseIdCard(p + c));
        expect(valid).toHaveLength(1);
      }),
    );
  });
});

describe('birth dates', () => {
  it.each([
    ['19900307', true],
    ['20000229', true],
    ['20240229', true],
    ['20230229', false],
    ['19000229', false],
    ['19901301', false],
    ['19900001', false],
    ['19900431', false],
    ['19900100', false],
    ['18991231', false],
    ['21000101', false],
    ['1990037', false],
  ])('%s is %s', (date, ok) => {
    expect(isRealBirthDate(date)).toBe(ok);
  });
});

describe('passport and driver licence numbers', () => {
  it.each([
    ['E12345678', true],
    ['G1234567', true],
    ['AB1234', true],
    ['123456789', true],
    ['A1234', false],
    ['E123456789', false],
    ['E1234-567', false],
    ['E 1234567', false],
  ])('passport %s is %s', (value, ok) => {
    expect(isValidPassportNumber(value)).toBe(ok);
  });

  it('normalizes case and spaces at the ends for passports', () => {
    expect(isValidIdNumber('passport', '  e12345678 ')).toBe(true);
  });

  it.each([
    ['D1234', true],
    ['12345', true],
    ['ABCDEFGHIJ0123456789', true],
    ['D123', false],
    ['ABCDEFGHIJ01234567890', false],
    ['D123/45', false],
    ['D12 345', false],
  ])('driver licence %s is %s', (value, ok) => {
    expect(isValidDriverLicenceNumber(value)).toBe(ok);
  });

  it('checks the number by the document type', () => {
    expect(isValidIdNumber('passport', '110101199003074514')).toBe(false);
    expect(isValidIdNumber('driverLicence', '110101199003074514')).toBe(true);
    expect(isValidIdNumber('idCard', 'E12345678')).toBe(false);
  });
});

describe('names as on the document', () => {
  it.each([
    '张三',
    '王小明',
    'Jane Doe',
    "Seán O'Brien",
    'Jean-Luc Picard',
    '阿卜杜勒·艾尼',
    'J. R. Smith Jr.',
    'สมชาย ใจดี',
    '김민준',
  ])('accepts %s', (name) => {
    expect(isValidRealName(name)).toBe(true);
  });

  it.each(['张', 'Jane2', 'Jane_Doe', '-Jane', "Jane'", 'a'.repeat(51), 'Jane@Doe'])(
    'refuses %s',
    (name) => {
      expect(isValidRealName(name)).toBe(false);
    },
  );
});

describe('masks', () => {
  it('keeps the first and last character of a name', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('王小明')).toBe('王*明');
    expect(maskName('Jane Doe')).toBe('J******e');
    expect(maskName('Z')).toBe('Z');
  });

  it('keeps three characters before and four after an ID number', () => {
    expect(maskIdNumber('110101199003074514')).toBe('110***********4514');
    expect(maskIdNumber('E12345678')).toBe('E12**5678');
    expect(maskIdNumber('D1234')).toBe('D***4');
    expect(maskIdNumber('AB')).toBe('**');
  });
});

describe('review states', () => {
  it('maps an application state to the number users see', () => {
    expect(reviewStatusOf(undefined)).toBe(ReviewStatus.notVerified);
    expect(reviewStatusOf('verifying')).toBe(ReviewStatus.verifying);
    expect(reviewStatusOf('verified')).toBe(ReviewStatus.verified);
    expect(reviewStatusOf('failed')).toBe(ReviewStatus.failed);
  });
});

describe('POST /user/real payload', () => {
  const refusal = (body: Record<string, unknown>) => {
    const r = realBody.safeParse(body);
    if (r.success) throw new Error('expected a refusal');
    const issue = r.error.issues[0]!;
    return localizeIssue(issue, body[String(issue.path[0])]);
  };

  it('takes a basic application as the form sends it and normalizes the number', () => {
    const body = realBody.parse({
      real_type: '1',
      id_type: 'idCard',
      name: '  王   小明 ',
      card_id: ' 11010519491231002x',
      front_pic: '',
      reverse_pic: '',
    });
    expect(kycSubmission(body)).toEqual({
      level: 1,
      idType: 'idCard',
      name: '王 小明',
      cardId: '11010519491231002X',
    });
  });

  it('takes an advanced application with two pictures and ignores the other fields', () => {
    const body = realBody.parse({
      real_type: 2,
      id_type: '',
      front_pic: '/uploads/a.png',
      reverse_pic: '/uploads/b.png',
    });
    expect(kycSubmission(body)).toEqual({
      level: 2,
      frontPic: '/uploads/a.png',
      reversePic: '/uploads/b.png',
    });
  });

  it('names the first missing field of each level', () => {
    expect(refusal({ real_type: '1', id_type: '' })).toEqual({
      key: 'validation.required',
      params: { field: '@fields.id_type' },
    });
    expect(refusal({ real_type: '1', id_type: 'passport', card_id: 'E12345678' })).toEqual({
      key: 'validation.required',
      params: { field: '@fields.name' },
    });
    expect(refusal({ real_type: '1', id_type: 'passport', name: 'Jane Doe' })).toEqual({
      key: 'validation.required',
      params: { field: '@fields.card_id' },
    });
    expect(refusal({ real_type: '2', front_pic: '/uploads/a.png' })).toEqual({
      key: 'validation.required',
      params: { field: '@fields.reverse_pic' },
    });
    expect(refusal({}).key).toBe('validation.required');
  });

  it('names the rule of the chosen document type', () => {
    const base = { real_type: '1', name: 'Jane Doe' };
    expect(refusal({ ...base, id_type: 'idCard', card_id: '110101199003074515' }).key).toBe(
      'validation.idCardNumber',
    );
    expect(refusal({ ...base, id_type: 'passport', card_id: 'E1' }).key).toBe(
      'validation.passportNumber',
    );
    expect(refusal({ ...base, id_type: 'driverLicence', card_id: 'D-1' }).key).toBe(
      'validation.driverLicenceNumber',
    );
    expect(
      refusal({ ...base, name: 'Jane99', id_type: 'passport', card_id: 'E12345678' }).key,
    ).toBe('validation.realNameRule');
  });

  it('refuses an unknown level or document type', () => {
    expect(refusal({ real_type: '3' }).key).toBe('validation.realType');
    expect(refusal({ real_type: '1', id_type: 'visa' }).key).toBe('validation.invalid');
  });
});

describe('operator roles', () => {
  it('lets admin through every guard and others through their own', () => {
    expect(roleAllows('admin', ['finance'])).toBe(true);
    expect(roleAllows('finance', ['finance', 'compliance'])).toBe(true);
    expect(roleAllows('support', ['finance', 'compliance'])).toBe(false);
    expect(roleAllows('compliance', ['admin'])).toBe(false);
    expect(roleAllows('support', [])).toBe(true);
  });
});
