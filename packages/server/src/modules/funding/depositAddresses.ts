/**
 * Per-user deposit addresses, derived from extended PUBLIC keys (BIP32, non-hardened), so
 * every user has an address of their own per network and a deposit seen on chain names
 * its depositor. The server never holds a private key: an extended key that carries one
 * (an `xprv` pasted by mistake) is ignored, never used.
 *
 * The settings table keeps one xpub per chain family (operator-editable; a demo set is
 * seeded outside production by seed/funding.ts):
 *
 *   deposit_xpubs  { "EVM": "xpub...", "TRON": "xpub...", "BTC": "xpub..." }
 *
 * Each is the account-level key the operator's wallet exports (for instance m/44'/60'/0',
 * m/44'/195'/0', m/84'/0'/0'); the user's address is its receive child m/0/<user id>.
 *   EVM (ERC20, ETH, BEP20): 0x + last 20 bytes of keccak256(uncompressed key without 04),
 *                            EIP-55 checksum.
 *   TRON (TRC20):            base58check(0x41 + the same 20 bytes), a `T...` address.
 *   BTC:                     bech32 P2WPKH, witness v0 of hash160(compressed key), `bc1q...`.
 * A network with no xpub for its family keeps the configured shared address (settings.ts).
 */
import { HDKey } from '@scure/bip32';
import { bech32, createBase58check } from '@scure/base';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { settingOf } from '../system/index.ts';
import { depositAddressesOf } from './settings.ts';

export const DEPOSIT_XPUBS_SETTING = 'deposit_xpubs';

export type ChainFamily = 'EVM' | 'TRON' | 'BTC';
export type DepositXpubConfig = Partial<Record<ChainFamily, string>>;

const FAMILY_OF_NETWORK: Record<string, ChainFamily> = {
  ERC20: 'EVM',
  ETH: 'EVM',
  BEP20: 'EVM',
  TRC20: 'TRON',
  BTC: 'BTC',
};

/** The chain family whose addresses a network uses; undefined when none is derived. */
export function familyOfNetwork(network: string): ChainFamily | undefined {
  return FAMILY_OF_NETWORK[network.toUpperCase()];
}

// --- Encodings ------------------------------------------------------------------------------

const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

// secp256k1: y² = x³ + 7 over p; p ≡ 3 (mod 4), so a square root is a power (p + 1) / 4.
const P = 2n ** 256n - 2n ** 32n - 977n;
function powMod(base: bigint, exp: bigint, mod: bigint): bigint {
  let result = 1n;
  let b = base % mod;
  for (let e = exp; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % mod;
    b = (b * b) % mod;
  }
  return result;
}

/** The 64 bytes X || Y of a compressed (33-byte) secp256k1 public key. */
export function uncompressedXY(compressed: Uint8Array): Uint8Array {
  if (compressed.length !== 33 || (compressed[0] !== 2 && compressed[0] !== 3)) {
    throw new Error('not a compressed secp256k1 public key');
  }
  const x = BigInt(`0x${toHex(compressed.subarray(1))}`);
  let y = powMod((x ** 3n + 7n) % P, (P + 1n) / 4n, P);
  if ((y * y) % P !== (x ** 3n + 7n) % P) throw new Error('point not on the curve');
  if (Number(y & 1n) !== compressed[0]! - 2) y = P - y;
  const out = new Uint8Array(64);
  out.set(compressed.subarray(1), 0);
  out.set(Buffer.from(y.toString(16).padStart(64, '0'), 'hex'), 32);
  return out;
}

/** EIP-55: a hex letter is upper case when its nibble of keccak256(lower-case hex) is ≥ 8. */
export function eip55(address20: Uint8Array): string {
  const hex = toHex(address20);
  const hash = toHex(keccak_256(new TextEncoder().encode(hex)));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) {
    out += parseInt(hash[i]!, 16) >= 8 ? hex[i]!.toUpperCase() : hex[i]!;
  }
  return out;
}

/** The 20 bytes an EVM (and TRON) address is made of. */
const evmBytes = (compressed: Uint8Array) => keccak_256(uncompressedXY(compressed)).slice(-20);

const base58check = createBase58check(sha256);

export const evmAddress = (compressed: Uint8Array) => eip55(evmBytes(compressed));

/** A Tron address: base58check of 0x41 and the 20 address bytes. */
export function tronAddressOf(address20: Uint8Array): string {
  const bytes = new Uint8Array(21);
  bytes[0] = 0x41;
  bytes.set(address20, 1);
  return base58check.encode(bytes);
}

export const tronAddress = (compressed: Uint8Array) => tronAddressOf(evmBytes(compressed));

export function p2wpkhAddress(compressed: Uint8Array): string {
  const program = ripemd160(sha256(compressed));
  return bech32.encode('bc', [0, ...bech32.toWords(program)]);
}

const ENCODERS: Record<ChainFamily, (compressed: Uint8Array) => string> = {
  EVM: evmAddress,
  TRON: tronAddress,
  BTC: p2wpkhAddress,
};

// --- Derivation -----------------------------------------------------------------------------

const parsed = new Map<string, HDKey | null>();

/** The public node of an xpub; null for anything else, an extended PRIVATE key included. */
export function publicNode(xpub: string): HDKey | null {
  let node = parsed.get(xpub);
  if (node === undefined) {
    try {
      const key = HDKey.fromExtendedKey(xpub);
      node = key.privateKey ? null : key;
    } catch {
      node = null;
    }
    if (parsed.size > 64) parsed.clear();
    parsed.set(xpub, node);
  }
  return node;
}

/** The address of `userId` (the non-hardened receive child m/0/<userId>) on a family's xpub. */
export function deriveDepositAddress(
  xpub: string,
  family: ChainFamily,
  userId: number,
): string | undefined {
  const node = publicNode(xpub);
  if (!node || !Number.isInteger(userId) || userId < 0 || userId >= 2 ** 31) return undefined;
  const child = node.deriveChild(0).deriveChild(userId);
  return ENCODERS[family](child.publicKey!);
}

const xpubConfig = z.record(z.string(), z.unknown());

/** The configured xpubs by family; an entry that is not a public extended key is dropped. */
export async function depositXpubs(db: DbOrTx): Promise<DepositXpubConfig> {
  const value = xpubConfig.safeParse(await settingOf(db, DEPOSIT_XPUBS_SETTING));
  if (!value.success) return {};
  const out: DepositXpubConfig = {};
  for (const family of Object.keys(ENCODERS) as ChainFamily[]) {
    const xpub = value.data[family];
    if (typeof xpub === 'string' && publicNode(xpub.trim())) out[family] = xpub.trim();
  }
  return out;
}

/**
 * The user's own address on each offered network: derived when the network's family has an
 * xpub, else the configured shared address.
 */
export async function userDepositAddresses(
  db: DbOrTx,
  userId: number,
  offered: { network: string; address: string }[],
): Promise<{ network: string; address: string }[]> {
  const xpubs = await depositXpubs(db);
  return offered.map(({ network, address }) => {
    const family = familyOfNetwork(network);
    const xpub = family && xpubs[family];
    const own = xpub ? deriveDepositAddress(xpub, family, userId) : undefined;
    return { network, address: own ?? address };
  });
}

/**
 * What the finance desk matches a deposit request against on chain: the depositor's own
 * addresses for the coin, on the request's network or (the original client names none)
 * on every offered network.
 */
export async function depositorAddresses(
  db: DbOrTx,
  userId: number,
  ticker: string,
  network: string,
): Promise<{ network: string; address: string }[]> {
  const offered = (await depositAddressesOf(db, ticker)).filter(
    (a) => network === '' || a.network === network,
  );
  return userDepositAddresses(db, userId, offered);
}
