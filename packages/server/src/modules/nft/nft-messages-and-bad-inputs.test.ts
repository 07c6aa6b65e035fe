/**
 * What outsiders try: another user's message read or paid by id (answered like an id that
 * does not exist, nothing changes), ids past int32 and past 2^53, NUL bytes, unknown codes,
 * decimals finer than the coin, the dead `marginNFT`, and the signed-out calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NftMessageKind } from '@bourse/shared';
import { journalCount } from '../ledger/testing.ts';
import {
  artist,
  artwork,
  auction,
  buyer,
  call,
  closeBooks,
  nft,
  nftApp,
  ok,
  runAt,
  type NftTest,
} from './testing.ts';

describe('messages and bad inputs', () => {
  let t: NftTest;
  beforeAll(async () => {
    t = await nftApp();
  });
  afterAll(() => t.close());

  it("never lets a user read or pay another user's message", async () => {
    const ada = await artist(t, 'ada@msg.test');
    const bo = await buyer(t, 'bo@msg.test', '1000');
    const eve = await buyer(t, 'eve@msg.test', '1000');
    const code = await artwork(t, ada);
    await auction(t, code, { price: '10', step: '1', margin: '2' });
    ok(await nft.bid(t, bo, code, '1'));
    await runAt(t, 2 * 3_600_000);
    const won = ok(await nft.messages(t, bo)).find((m) => m.kind === NftMessageKind.won)!;
    expect(ok(await nft.messages(t, eve))).toEqual([]);
    const before = await journalCount(t.ctx.db);
    const missing = { type: 'error', message: 'This message does not exist' };
    expect(await nft.pay(t, eve, won.id)).toMatchObject(missing);
    expect(await nft.read(t, eve, won.id)).toMatchObject(missing);
    expect(await nft.pay(t, eve, 99_999_999)).toMatchObject(missing);
    expect(await journalCount(t.ctx.db)).toBe(before);
    expect(ok(await nft.messages(t, bo)).find((m) => m.id === won.id)!.is_read).toBe('0');
    ok(await nft.read(t, bo, won.id));
    expect(ok(await nft.messages(t, bo)).find((m) => m.id === won.id)!.is_read).toBe('1');
    await closeBooks(t);
  });

  it('refuses bad inputs with a clear message and changes nothing', async () => {
    const ada = await artist(t, 'ada2@msg.test', 'Ada Bad');
    const bo = await buyer(t, 'bo2@msg.test', '1000');
    const code = await artwork(t, ada);
    await auction(t, code, { price: '10', step: '0.5', margin: '2' });
    const before = await journalCount(t.ctx.db);
    const refusals = [
      await nft.bid(t, bo, code, '0.5000001'),
      await nft.bid(t, bo, code, '-1'),
      await nft.bid(t, bo, `${code}\u0000`, '1'),
      await nft.bid(t, bo, 'NOPE-1', '1'),
      await nft.buy(t, bo, code),
      await nft.pay(t, bo, '2147483648'),
      await nft.pay(t, bo, '9007199254740993'),
      await call(t.app, 'GET', '/bind_box/getBoxDetail', { id: '9007199254740993' }),
      await call(t.app, 'POST', '/bind_box/marginNFT', { code }, bo.token),
      await call(
        t.app,
        'POST',
        '/bind_box/resellNFT',
        { code, price: '1', end_time: 'tomorrow' },
        bo.token,
      ),
    ];
    for (const r of refusals) expect(r.type, JSON.stringify(r)).toBe('error');
    expect(refusals.map((r) => r.message)).toEqual([
      'Please choose the correct price',
      expect.any(String),
      expect.any(String),
      'No artwork or series has the code NOPE-1',
      'This artwork is sold by auction: place a bid instead',
      expect.stringContaining('This message does not exist'),
      expect.any(String),
      expect.any(String),
      'There is no separate margin payment: the margin is held when you place your first bid',
      expect.any(String),
    ]);
    expect(await journalCount(t.ctx.db)).toBe(before);
    // Signed out: the session is asked for first.
    const guest = await call(t.app, 'POST', '/bind_box/buyNFT', { code });
    expect(guest.type).toBe('999');
    // The catalogue is public.
    const list = await call<unknown[]>(t.app, 'GET', '/bind_box/getBoxList', { page: 1, limit: 6 });
    expect(ok(list).length).toBeGreaterThan(0);
    await closeBooks(t);
  });
});
