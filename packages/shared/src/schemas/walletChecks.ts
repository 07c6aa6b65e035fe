/**
 * Pure checks for where money may be sent: coin addresses per network (format and, where
 * the format has one, its checksum, so a mistyped character is caught before a withdrawal)
 * and bank details (card Luhn digit, IBAN mod 97, SWIFT shape, US ABA routing checksum).
 * No dependencies, so the browser's forms and the server refuse exactly the same input.
 */

// --- SHA-256 (FIPS 180-4), for Base58Check checksums -------------------------------------

// prettier-ignore
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

type Word8 = [number, number, number, number, number, number, number, number];

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

export function sha256(data: Uint8Array): Uint8Array {
  const h = [
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ];
  const blocks = Math.ceil((data.length + 9) / 64);
  const padded = new Uint8Array(blocks * 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bits = data.length * 8;
  view.setUint32(padded.length - 8, Math.floor(bits / 0x100000000));
  view.setUint32(padded.length - 4, bits >>> 0);
  const w = new Array<number>(64).fill(0);
  for (let off = 0; off < padded.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(off + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as Word8;
    for (let i = 0; i < 64; i++) {
      const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const ch = (e & f) ^ (~e & g);
      const t1 = (hh + s1 + ch + K[i]! + w[i]!) >>> 0;
      const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (s0 + maj) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    [a, b, c, d, e, f, g, hh].forEach((v, i) => (h[i] = (h[i]! + v) >>> 0));
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  h.forEach((v, i) => outView.setUint32(i * 4, v));
  return out;
}

// --- Base58 and Base58Check --------------------------------------------------------------

export const BITCOIN_BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const RIPPLE_BASE58 = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';

/** Decodes Base58 (leading zero characters are zero bytes); undefined for a foreign character. */
export function base58Decode(text: string, alphabet = BITCOIN_BASE58): Uint8Array | undefined {
  let value = 0n;
  for (const ch of text) {
    const digit = alphabet.indexOf(ch);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  let zeros = 0;
  while (zeros < text.length && text[zeros] === alphabet[0]) zeros++;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes]);
}

/** The payload of a Base58Check string (version byte first), or undefined if the checksum fails. */
export function base58CheckDecode(text: string, alphabet = BITCOIN_BASE58): Uint8Array | undefined {
  const raw = base58Decode(text, alphabet);
  if (!raw || raw.length < 5) return undefined;
  const payload = raw.slice(0, -4);
  const check = sha256(sha256(payload));
  for (let i = 0; i < 4; i++) if (check[i] !== raw[raw.length - 4 + i]) return undefined;
  return payload;
}

/** A 25-byte Base58Check address (version + 20-byte hash) whose version is one of `versions`. */
function isBase58Address(text: string, versions: number[], alphabet = BITCOIN_BASE58): boolean {
  const payload = base58CheckDecode(text, alphabet);
  return payload?.length === 21 && versions.includes(payload[0]!);
}

// --- Bech32 and Bech32m (BIP 173, BIP 350) -----------------------------------------------

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function bech32Polymod(values: number[]): number {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= BECH32_GEN[i]!;
  }
  return chk >>> 0;
}

const hrpExpand = (hrp: string) => [
  ...[...hrp].map((c) => c.charCodeAt(0) >> 5),
  0,
  ...[...hrp].map((c) => c.charCodeAt(0) & 31),
];

/** Regroups 5-bit words into bytes (BIP 173 convertbits without padding). */
function fromWords(words: number[]): number[] | undefined {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  for (const w of words) {
    acc = (acc << 5) | w;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  if (bits >= 5 || (acc << (8 - bits)) & 0xff) return undefined;
  return out;
}

/**
 * A segregated-witness address for `hrp` (`bc`, `ltc`): one case, a valid checksum (Bech32
 * for version 0, Bech32m from version 1) and a program of the length its version requires.
 */
export function isSegwitAddress(address: string, hrp: string): boolean {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const text = address.toLowerCase();
  if (text.length > 90 || !text.startsWith(`${hrp}1`)) return false;
  const data = [...text.slice(hrp.length + 1)].map((c) => BECH32_CHARSET.indexOf(c));
  if (data.length < 7 || data.some((d) => d < 0)) return false;
  const version = data[0]!;
  const constant = bech32Polymod([...hrpExpand(hrp), ...data]);
  if (constant !== (version === 0 ? 1 : 0x2bc830a3)) return false;
  const program = fromWords(data.slice(1, -6));
  if (!program || version > 16 || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}

// --- Addresses per network ---------------------------------------------------------------

const HEX_ADDRESS_RE = /^0x[0-9a-fA-F]{40}$/;

/**
 * One check per network of the coin catalogue. ERC20 and BEP20 check the 0x + 40 hex form
 * (the EIP-55 mixed-case checksum needs Keccak and is left to the wallet that shows it).
 */
export const ADDRESS_CHECKS: Readonly<Record<string, (address: string) => boolean>> = {
  ERC20: (a) => HEX_ADDRESS_RE.test(a),
  BEP20: (a) => HEX_ADDRESS_RE.test(a),
  // Tron: T + 33 Base58 characters, version byte 0x41.
  TRC20: (a) => /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(a) && isBase58Address(a, [0x41]),
  // P2PKH 1..., P2SH 3..., or bc1 segwit.
  BTC: (a) =>
    /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(a)
      ? isBase58Address(a, [0x00, 0x05])
      : isSegwitAddress(a, 'bc'),
  // P2PKH L..., P2SH M... (or the older 3...), or ltc1 segwit.
  LTC: (a) =>
    /^[LM3][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(a)
      ? isBase58Address(a, [0x30, 0x32, 0x05])
      : isSegwitAddress(a, 'ltc'),
  // Dogecoin P2PKH D..., P2SH 9... or A...
  DOGE: (a) => /^[DA9][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(a) && isBase58Address(a, [0x1e, 0x16]),
  // XRP classic addresses: r..., Base58Check in Ripple's alphabet.
  XRP: (a) => /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/.test(a) && isBase58Address(a, [0], RIPPLE_BASE58),
  // Solana: a 32-byte public key in Base58 (no checksum in the format).
  SOL: (a) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(a) && base58Decode(a)?.length === 32,
};

/** Whether `address` is well formed on `network` (false for a network we do not know). */
export function isValidAddress(network: string, address: string): boolean {
  const check = ADDRESS_CHECKS[network.toUpperCase()];
  return check !== undefined && check(address);
}

// --- Bank details --------------------------------------------------------------------------

/** Luhn (ISO/IEC 7812) check digit over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Spaces and hyphens people type between groups, taken out. */
export const compactNumber = (raw: string) => raw.replace(/[\s-]+/g, '').toUpperCase();

/** A bank card number: 12 to 19 digits with a valid Luhn check digit. */
export const isValidCardNumber = (value: string) => /^\d{12,19}$/.test(value) && luhnValid(value);

/** ISO 13616: country, two check digits, up to 30 letters or digits, and mod 97 equal to 1. */
export function isValidIban(value: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** ISO 9362 BIC: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const isValidSwift = (value: string) =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(value);

/** US ABA routing number: 9 digits, 3-7-1 weighted sum divisible by 10, not all zeros. */
export function isValidAbaRouting(value: string): boolean {
  if (!/^\d{9}$/.test(value) || /^0+$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** A domestic account number where no IBAN is used: 4 to 34 letters or digits. */
export const isValidBankAccountNumber = (value: string) => /^[A-Z0-9]{4,34}$/.test(value);

/** `6222021234567890123` -> `**** **** **** 0123`: enough to recognise the card. */
export const maskAccountNumber = (value: string) =>
  value.length <= 4 ? value : `**** ${value.slice(-4)}`;
