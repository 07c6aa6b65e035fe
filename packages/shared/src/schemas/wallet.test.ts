import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localizeIssue } from '../validation.ts';
import {
  BITCOIN_BASE58,
  accountField,
  base58CheckDecode,
  cashSaveBody,
  cashSaveInternationalBody,
  isSegwitAddress,
  isValidAbaRouting,
  isValidAddress,
  isValidBankAccountNumber,
  isValidCardNumber,
  isValidIban,
  isValidSwift,
  luhnValid,
  maskAccountNumber,
  sha256,
  walletAmountField,
  walletChangeBody,
} from './wallet.ts';

/** Base58Check encoding, only to build test addresses with a chosen version byte. */
function base58Check(version: number, body: number[]): string {
  const payload = Uint8Array.from([version, ...body]);
  const bytes = [...payload, ...sha256(sha256(payload)).slice(0, 4)];
  let value = bytes.reduce((v, b) => v * 256n + BigInt(b), 0n);
  let text = '';
  while (value > 0n) {
    text = BITCOIN_BASE58[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    text = `1${text}`;
  }
  return text;
}
const HASH160 = Array.from({ length: 20 }, (_, i) => (i * 13 + 7) % 256);

describe('sha256', () => {
  it('matches node:crypto on every padding boundary and random input', () => {
    for (const n of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
      const data = Uint8Array.from({ length: n }, (_, i) => (i * 31) % 256);
      expect(Buffer.from(sha256(data)).toString('hex')).toBe(
        createHash('sha256').update(data).digest('hex'),
      );
    }
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (data) => {
        expect(Buffer.from(sha256(data)).toString('hex')).toBe(
          createHash('sha256').update(data).digest('hex'),
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe('coin addresses per network', () => {
  it.each([
    ['ERC20', '0xdAC17F958D2ee523a2206206994597C13D831ec7'],
    ['ERC20', '0x0000000000000000000000000000000000000000'],
    ['BEP20', '0x55d398326f99059ff775485246999027b3197955'],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ['trc20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['BTC', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'],
    ['BTC', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'],
    ['BTC', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'],
    ['LTC', base58Check(0x30, HASH160)],
    ['LTC', base58Check(0x32, HASH160)],
    ['LTC', 'ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea'],
    ['DOGE', base58Check(0x1e, HASH160)],
    ['XRP', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'],
    ['SOL', 'So11111111111111111111111111111111111111112'],
  ])('accepts %s %s', (network, address) => {
    expect(isValidAddress(network, address)).toBe(true);
  });

  it.each([
    ['ERC20', '0xdAC17F958D2ee523a2206206994597C13D831ec'],
    ['ERC20', 'dAC17F958D2ee523a2206206994597C13D831ec7aa'],
    ['ERC20', '0xgAC17F958D2ee523a2206206994597C13D831ec7'],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6'],
    ['TRC20', '0xdAC17F958D2ee523a2206206994597C13D831ec7'],
    ['TRC20', base58Check(0x00, HASH160)],
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'],
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN0'],
    ['BTC', base58Check(0x30, HASH160)],
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr'],
    ['BTC', 'bc1Qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
    ['BTC', 'ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea'],
    ['LTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['LTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['DOGE', base58Check(0x00, HASH160)],
    ['XRP', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi'],
    ['SOL', 'So1111111111111111111111111111111'],
    ['SOL', '0OIl1111111111111111111111111111111111111'],
    ['NOPE', '0xdAC17F958D2ee523a2206206994597C13D831ec7'],
    ['BTC', ''],
  ])('refuses %s %s', (network, address) => {
    expect(isValidAddress(network, address)).toBe(false);
  });

  it('refuses every single-character typo of a Base58Check address', () => {
    const good = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
    for (let i = 1; i < good.length; i++) {
      const swapped = good[i] === 'x' ? 'y' : 'x';
      expect(isValidAddress('BTC', good.slice(0, i) + swapped + good.slice(i + 1))).toBe(false);
    }
    expect(base58CheckDecode(good)?.[0]).toBe(0);
  });

  it('checks segwit program lengths and the bech32m constant from version 1', () => {
    // Version 0 with the bech32m checksum is refused (BIP 350).
    expect(isSegwitAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bc')).toBe(true);
    expect(isSegwitAddress('bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', 'bc')).toBe(true);
    expect(
      isSegwitAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'bc'),
    ).toBe(false);
  });
});

describe('bank details', () => {
  it.each([
    '4111111111111111',
    '5555555555554444',
    '378282246310005',
    '6011111111111117',
    '622202123456789012',
    '123456789015',
    '6212261202011584340',
  ])('accepts card %s', (n) => {
    expect(isValidCardNumber(n)).toBe(true);
  });

  it.each(['4111111111111112', '12345678901', '62122612020115843401', '4111-1111-1111-1111', ''])(
    'refuses card %s',
    (n) => {
      expect(isValidCardNumber(n)).toBe(false);
    },
  );

  it('Luhn catches every single-digit change', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (i, delta) => {
        const good = '4111111111111111';
        const changed = good.slice(0, i) + ((Number(good[i]) + delta) % 10) + good.slice(i + 1);
        expect(luhnValid(changed)).toBe(false);
      }),
    );
  });

  it.each([
    ['GB82WEST12345698765432', true],
    ['DE89370400440532013000', true],
    ['FR1420041010050500013M02606', true],
    ['NL91ABNA0417164300', true],
    ['GB82WEST12345698765431', false],
    ['GB00WEST12345698765432', false],
    ['GB82WEST1234', false],
    ['gb82west12345698765432', false],
  ])('IBAN %s: %s', (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });

  it.each([
    ['DEUTDEFF', true],
    ['DEUTDEFF500', true],
    ['BOFAUS3N', true],
    ['DEUTDEF', false],
    ['DEUTDEFF50', false],
    ['1EUTDEFF', false],
    ['DEUT12FF', false],
  ])('SWIFT %s: %s', (swift, valid) => {
    expect(isValidSwift(swift)).toBe(valid);
  });

  it.each([
    ['021000021', true],
    ['011000015', true],
    ['026009593', true],
    ['021000022', false],
    ['000000000', false],
    ['02100002', false],
    ['0210000211', false],
  ])('ABA %s: %s', (aba, valid) => {
    expect(isValidAbaRouting(aba)).toBe(valid);
  });

  it('accepts plain account numbers of 4 to 34 letters or digits and masks them', () => {
    expect(isValidBankAccountNumber('12345678')).toBe(true);
    expect(isValidBankAccountNumber('123')).toBe(false);
    expect(isValidBankAccountNumber('12 34')).toBe(false);
    expect(maskAccountNumber('6222021234567890123')).toBe('**** 0123');
    expect(maskAccountNumber('123')).toBe('123');
  });
});

const firstIssue = (r: { success: boolean; error?: { issues: unknown[] } }) => {
  const issue = r.error?.issues[0] as Parameters<typeof localizeIssue>[0];
  const { key, params } = localizeIssue(issue, 'x');
  return { key, params, path: issue.path };
};

describe('payloads', () => {
  it.each([
    ['12.5', true],
    ['0.000000000000000001', true],
    ['100000000000', true],
    ['0', false],
    ['-1', false],
    ['1e5', false],
    ['1.', false],
    ['.5', false],
    ['0x10', false],
    ['1,5', false],
    ['0.0000000000000000001', false],
    ['100000000000.1', false],
  ])('amount %s: %s', (amount, valid) => {
    expect(walletAmountField.safeParse(amount).success).toBe(valid);
  });

  it('reads accounts by name or by the spec id', () => {
    expect(accountField.parse('2')).toBe('change');
    expect(accountField.parse(' lever ')).toBe('lever');
    expect(accountField.parse('5')).toBe('stock');
    expect(accountField.safeParse('6').success).toBe(false);
    expect(accountField.safeParse('Change').success).toBe(false);
  });

  it('names the rule of a refused transfer amount', () => {
    const r = walletChangeBody.safeParse({
      currency_id: '3',
      number: '1e5',
      from_field: 'change',
      to_field: 'lever',
    });
    expect(firstIssue(r)).toMatchObject({ key: 'validation.decimal', path: ['number'] });
  });

  const domestic = {
    real_name: ' Wang  Xiaoming ',
    card_number: '6222 0212 3456 7890 12',
    bank_name: 'ICBC',
    bank_branch: 'Beijing Chaoyang',
    province: 'Beijing',
    city: 'Beijing',
    phone: '+86 139-0000-0000',
  };

  it('compacts a domestic card, its phone and the name', () => {
    expect(cashSaveBody.parse(domestic)).toMatchObject({
      real_name: 'Wang Xiaoming',
      card_number: '622202123456789012',
      phone: '8613900000000',
    });
    const bad = cashSaveBody.safeParse({ ...domestic, card_number: '6222021234567890' });
    expect(firstIssue(bad)).toMatchObject({ key: 'validation.cardNumber', path: ['card_number'] });
  });

  const international = {
    real_name: 'Jane Doe',
    bank_country: 'de',
    iban: 'de89 3704 0044 0532 0130 00',
    swift_code: 'deutdeff',
    bank_name: 'Deutsche Bank',
    bank_address: 'Taunusanlage 12, Frankfurt',
    holder_address: '1 Main Street, Berlin',
  };

  it('takes an IBAN or an account number, and an ABA number for a US bank', () => {
    expect(cashSaveInternationalBody.parse(international)).toMatchObject({
      bank_country: 'DE',
      iban: 'DE89370400440532013000',
      swift_code: 'DEUTDEFF',
    });
    const neither = cashSaveInternationalBody.safeParse({ ...international, iban: '' });
    expect(firstIssue(neither)).toMatchObject({ key: 'validation.ibanOrAccount' });
    const us = {
      ...international,
      bank_country: 'US',
      iban: '',
      account_number: '000123456789',
      swift_code: 'BOFAUS3N',
    };
    expect(firstIssue(cashSaveInternationalBody.safeParse(us))).toMatchObject({
      key: 'validation.abaRequired',
      path: ['aba_number'],
    });
    expect(cashSaveInternationalBody.parse({ ...us, aba_number: '026009593' })).toMatchObject({
      aba_number: '026009593',
      account_number: '000123456789',
    });
    const badAba = cashSaveInternationalBody.safeParse({ ...us, aba_number: '026009594' });
    expect(firstIssue(badAba)).toMatchObject({ key: 'validation.aba' });
    const badIban = cashSaveInternationalBody.safeParse({
      ...international,
      iban: 'DE89370400440532013001',
    });
    expect(firstIssue(badIban)).toMatchObject({ key: 'validation.iban' });
  });
});
