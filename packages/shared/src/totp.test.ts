import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, otpauthUri, totpAt, totpStepAt, TOTP_DIGITS } from './totp.ts';

const seed = new TextEncoder().encode('12345678901234567890');

describe('RFC 6238 Appendix B (SHA-1)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('T = %i gives %s', (seconds, code) => {
    const step = totpStepAt(seconds * 1000);
    expect(totpAt(seed, step, 8)).toBe(code);
    // In use: six digits, the last six of the same truncation.
    expect(totpAt(seed, step)).toBe(code.slice(-TOTP_DIGITS));
  });

  it('RFC 4226 Appendix D HOTP values for the first counters', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314'];
    expected.forEach((code, counter) => expect(totpAt(seed, counter)).toBe(code));
  });
});

describe('base32 (RFC 4648, no padding)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%j <-> %s', (plain, encoded) => {
    const bytes = new TextEncoder().encode(plain);
    expect(base32Encode(bytes)).toBe(encoded);
    expect(base32Decode(encoded)).toEqual(bytes);
    expect(base32Decode(encoded.toLowerCase())).toEqual(bytes);
  });

  it('the RFC seed and 20 random bytes round-trip; other letters are refused', () => {
    expect(base32Encode(seed)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    const random = crypto.getRandomValues(new Uint8Array(20));
    expect(base32Decode(base32Encode(random))).toEqual(random);
    expect(base32Decode('MZXW1')).toBeNull();
    expect(base32Decode('MZ\u0000XW')).toBeNull();
  });
});

it('otpauth URI names the issuer and account and carries the parameters', () => {
  expect(otpauthUri({ issuer: 'Bourse', account: 'ops@bourse.dev', secret: 'ABCD' })).toBe(
    'otpauth://totp/Bourse:ops%40bourse.dev?secret=ABCD&issuer=Bourse&algorithm=SHA1&digits=6&period=30',
  );
});
