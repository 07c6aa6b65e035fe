/** The address book: checked per network, scoped to the signed-in user, paged newest first. */
import { describe, expect, it } from 'vitest';
import type { AddressItem, Page } from '@bourse/shared';
import { ADDRESS_BOOK_MAX } from './addressBook.ts';
import { walletAddresses } from './tables.ts';
import { walletScenario, type Person } from './testFixture.ts';
import { BTC, ETH, NOW_S, USDT } from './testing.ts';

const s = walletScenario({ people: ['alice', 'bob'] });
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ETH_ADDRESS = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

const save = (who: Person, fields: Record<string, string | number | undefined>) =>
  s.call<AddressItem>('POST', '/user/wallet/save', fields, who);
const list = (who: Person, query: Record<string, number> = {}) =>
  s.call<Page<AddressItem>>('GET', '/user/wallet/list', query, who);

describe('POST /user/wallet/save', () => {
  it('keeps a checked address on the chosen network', async () => {
    const r = await save(s.alice, {
      currency: USDT,
      name: 'Ledger',
      address: TRON,
      network: 'trc20',
    });
    expect(r.message).toMatchObject({
      id: r.message.id,
      currency: USDT,
      currency_name: 'USDT',
      network: 'TRC20',
      name: 'Ledger',
      address: TRON,
      created_at: NOW_S,
    });
  });

  it('takes the only network of a coin when none is given', async () => {
    const r = await save(s.alice, {
      currency: BTC,
      name: 'Cold',
      address: BTC_ADDRESS,
      network: '',
    });
    expect(r.message).toMatchObject({ network: 'BTC', address: BTC_ADDRESS });
  });

  it('takes the network from the address when none is sent (the original client sends none)', async () => {
    const r = await save(s.bob, { currency: USDT, name: 'USDT', address: TRON });
    expect(r.message).toMatchObject({ network: 'TRC20', address: TRON, qrcode: '' });
    await s.call('POST', '/user/wallet/delete', { id: r.message.id }, s.bob);
  });

  it.each([
    [
      { currency: USDT, name: 'x', address: 'no-such-address' },
      'Please choose the network for USDT: ERC20, TRC20',
    ],
    [
      { currency: USDT, name: 'x', address: TRON, network: 'BEP20' },
      'USDT cannot be moved on the BEP20 network here',
    ],
    [
      { currency: USDT, name: 'x', address: ETH_ADDRESS, network: 'TRC20' },
      'This is not a valid TRC20 address',
    ],
    [
      { currency: BTC, name: 'x', address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb' },
      'This is not a valid BTC address',
    ],
    [{ currency: ETH, name: '', address: ETH_ADDRESS }, 'Name is required'],
    [{ currency: ETH, name: 'x', address: '' }, 'Address is required'],
    [{ currency: 999, name: 'x', address: ETH_ADDRESS }, 'This currency is not available'],
    [
      { currency: USDT, name: 'Ledger', address: TRON, network: 'TRC20' },
      'This address is already in your address book',
    ],
  ])('refuses %j', async (fields, message) => {
    expect(await save(s.alice, fields)).toEqual({ status: 200, type: 'error', message });
  });

  it('lets another user keep the same address', async () => {
    const r = await save(s.bob, { currency: USDT, name: 'Mine', address: TRON, network: 'TRC20' });
    expect(r.type).toBe('ok');
  });

  it(`stops at ${ADDRESS_BOOK_MAX} addresses`, async () => {
    const carol = await s.person('carol@example.com');
    await s.t.ctx.db.insert(walletAddresses).values(
      Array.from({ length: ADDRESS_BOOK_MAX }, (_, i) => ({
        userId: carol.id,
        currencyId: ETH,
        network: 'ERC20',
        name: `n${i}`,
        address: `0x${String(i).padStart(40, '0')}`,
        createdAt: s.t.clock.now(),
      })),
    );
    const r = await save(carol, { currency: ETH, name: 'one more', address: ETH_ADDRESS });
    expect(r.message).toBe(
      `Your address book is full (${ADDRESS_BOOK_MAX} addresses). Please delete one first`,
    );
  });
});

describe('list and delete', () => {
  it('lists only the caller addresses, newest first', async () => {
    const r = await list(s.alice, { page: 1, limit: 1 });
    expect(r.message).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(r.message.data.map((a) => a.network)).toEqual(['BTC']);
    expect((await list(s.bob)).message.data.map((a) => a.name)).toEqual(['Mine']);
  });

  it('deletes only the caller own address', async () => {
    const [bobs] = (await list(s.bob)).message.data;
    const stolen = await s.call('POST', '/user/wallet/delete', { id: bobs!.id }, s.alice);
    expect(stolen.message).toBe('This address does not exist');
    expect((await list(s.bob)).message.total).toBe(1);
    const own = await s.call('POST', '/user/wallet/delete', { id: bobs!.id }, s.bob);
    expect(own).toEqual({ status: 200, type: 'ok', message: 'Address deleted' });
    expect((await list(s.bob)).message.total).toBe(0);
  });

  it('asks for a session', async () => {
    expect((await s.call('GET', '/user/wallet/list', {})).type).toBe('999');
  });
});
