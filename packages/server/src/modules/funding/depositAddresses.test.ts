/**
 * Per-user deposit addresses: BIP32 public derivation against the spec's test vector, the
 * address encodings against published vectors, and the routes that show them.
 */
import { HDKey } from '@scure/bip32';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  isValidAddress,
  type AdminDepositView,
  type DepositAddress,
  type Page,
} from '@bourse/shared';
import { call } from '../../test/helper.ts';
import { DEMO_DEPOSIT_XPUBS } from '../../seed/funding.ts';
import { forgetSettings, settings } from '../system/index.ts';
import {
  deriveDepositAddress,
  eip55,
  evmAddress,
  p2wpkhAddress,
  publicNode,
  tronAddress,
  tronAddressOf,
  uncompressedXY,
} from './depositAddresses.ts';
import {
  askDeposit,
  customer,
  fundingApp,
  USDT,
  type Customer,
  type FundingApp,
} from './testing.ts';

const hex = (s: string) => Uint8Array.from(Buffer.from(s, 'hex'));
/** The generator point G: the public key of private key 1 (BIP173's example key). */
const G = hex('0279BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798');

describe('encodings (published vectors)', () => {
  it('BIP32 test vector 1: public derivation from an xpub matches the private path', () => {
    // m/0H/1/2H/2 and its non-hardened child 1000000000, from BIP32's test vector 1.
    const parent =
      'xpub6FHa3pjLCk84BayeJxFW2SP4XRrFd1JYnxeLeU8EqN3vDfZmbqBqaGJAyiLjTAwm6ZLRQUMv1ZACTj37sR62cfN7fe5JnJ7dh8zL4fiyLHV';
    const child = publicNode(parent)!.deriveChild(1000000000);
    expect(child.publicExtendedKey).toBe(
      'xpub6H1LXWLaKsWFhvm6RVpEL9P4KfRZSW7abD2ttkWP3SSQvnyA8FSVqNTEcYFgJS2UaFcxupHiYkro49S8yGasTvXEYBVPamhGW6cFJodrTHy',
    );
    // And the master of the vector, from its seed, is the one the spec prints.
    const master = HDKey.fromMasterSeed(hex('000102030405060708090a0b0c0d0e0f'));
    expect(master.publicExtendedKey).toBe(
      'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8',
    );
  });

  it('never uses an extended PRIVATE key, nor a malformed one', () => {
    const xprv =
      'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi';
    expect(publicNode(xprv)).toBeNull();
    expect(deriveDepositAddress(xprv, 'EVM', 1)).toBeUndefined();
    expect(publicNode('xpub-not-a-key')).toBeNull();
  });

  it('decompresses G to its published uncompressed form', () => {
    expect(Buffer.from(uncompressedXY(G)).toString('hex')).toBe(
      '79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798' +
        '483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8',
    );
  });

  it('EIP-55: the specification example checksums', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(eip55(hex(address.slice(2).toLowerCase()))).toBe(address);
    }
  });

  it('the address of private key 1 on Ethereum, Tron and Bitcoin (P2WPKH, BIP173)', () => {
    expect(evmAddress(G)).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf');
    expect(p2wpkhAddress(G)).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    const tron = tronAddress(G);
    expect(tron).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(isValidAddress('TRC20', tron)).toBe(true);
  });

  it('Tron: 0x41 + twenty zero bytes is the well-known Tron zero address', () => {
    expect(tronAddressOf(new Uint8Array(20))).toBe('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb');
  });

  it('derives m/0/<user id>: one address per user, always the same, valid for its network', () => {
    const a = deriveDepositAddress(DEMO_DEPOSIT_XPUBS.EVM!, 'EVM', 7);
    expect(a).toBe(deriveDepositAddress(DEMO_DEPOSIT_XPUBS.EVM!, 'EVM', 7));
    expect(a).not.toBe(deriveDepositAddress(DEMO_DEPOSIT_XPUBS.EVM!, 'EVM', 8));
    expect(a).toBe(
      evmAddress(publicNode(DEMO_DEPOSIT_XPUBS.EVM!)!.deriveChild(0).deriveChild(7).publicKey!),
    );
    expect(isValidAddress('ERC20', a!)).toBe(true);
    expect(
      isValidAddress('TRC20', deriveDepositAddress(DEMO_DEPOSIT_XPUBS.TRON!, 'TRON', 7)!),
    ).toBe(true);
    expect(deriveDepositAddress(DEMO_DEPOSIT_XPUBS.BTC!, 'BTC', 7)).toMatch(
      /^bc1q[02-9ac-hj-np-z]{38}$/,
    );
    // Past the non-hardened range there is no address (ids are int32 anyway).
    expect(deriveDepositAddress(DEMO_DEPOSIT_XPUBS.EVM!, 'EVM', 2 ** 31)).toBeUndefined();
  });
});

describe('routes', () => {
  let f: FundingApp;
  let mia: Customer;
  let ned: Customer;
  const addresses = async (who: Customer, currency: number, extra = {}) => {
    const r = await call<DepositAddress[]>(
      f.t.app,
      'POST',
      '/wallet/get_in_address',
      { currency, ...extra },
      who.token,
    );
    expect(r.type).toBe('ok');
    return r.message;
  };

  beforeAll(async () => {
    f = await fundingApp();
    mia = await customer(f, { level: 0, payPassword: false });
    ned = await customer(f, { level: 0, payPassword: false });
  });
  afterAll(() => f.close());

  it("get_in_address gives the caller's own address per network, whatever user_id says", async () => {
    const own = await addresses(mia, USDT, { user_id: ned.id });
    expect(own.map((a) => a.network)).toEqual(['ERC20', 'TRC20']);
    expect(own.map((a) => a.address)).toEqual([
      deriveDepositAddress(DEMO_DEPOSIT_XPUBS.EVM!, 'EVM', mia.id),
      deriveDepositAddress(DEMO_DEPOSIT_XPUBS.TRON!, 'TRON', mia.id),
    ]);
    for (const a of own) expect(a.qrcode).toMatch(/^data:image\/png;base64,/);
    const other = await addresses(ned, USDT);
    expect(other[0]!.address).not.toBe(own[0]!.address);
    expect(other[1]!.address).not.toBe(own[1]!.address);
    expect(await addresses(mia, USDT)).toEqual(own);
    // ETH on ERC20 is the same EVM address as USDT on ERC20; BTC a bech32 one of its own.
    expect((await addresses(mia, 2))[0]!.address).toBe(own[0]!.address);
    expect((await addresses(mia, 1))[0]!.address).toBe(
      deriveDepositAddress(DEMO_DEPOSIT_XPUBS.BTC!, 'BTC', mia.id),
    );
  });

  it("the finance desk sees the depositor's own addresses beside the request", async () => {
    // No network named (as the original client): every network's address is shown.
    const asked = await askDeposit(f, mia, { currency: USDT, amount: '100', type: '' });
    expect(asked.type).toBe('ok');
    const queue = await call<Page<AdminDepositView>>(
      f.t.app,
      'GET',
      '/admin/deposits',
      {},
      f.finance,
    );
    const row = queue.message.data.find((d) => d.id === asked.message.id)!;
    const own = await addresses(mia, USDT);
    expect(row.deposit_addresses).toEqual(
      own.map(({ network, address }) => ({ network, address })),
    );
    const confirmed = await call<AdminDepositView>(
      f.t.app,
      'POST',
      `/admin/deposits/${asked.message.id}/confirm`,
      {},
      f.finance,
    );
    expect(confirmed.message.deposit_addresses).toEqual(row.deposit_addresses);
  });

  it('ignores a configured xprv: the shared configured address is shown instead', async () => {
    const xprv = HDKey.fromMasterSeed(hex('000102030405060708090a0b0c0d0e0f')).privateExtendedKey;
    await f.t.ctx.db
      .update(settings)
      .set({ value: { ...DEMO_DEPOSIT_XPUBS, EVM: xprv } })
      .where(eq(settings.keyword, 'deposit_xpubs'));
    forgetSettings(f.t.ctx.db);
    const list = await addresses(mia, USDT);
    expect(list[0]!.address).toBe('0x000000000000000000000000000000000000dEaD');
    expect(list[1]!.address).toBe(deriveDepositAddress(DEMO_DEPOSIT_XPUBS.TRON!, 'TRON', mia.id));
  });
});
