/**
 * Realtime bids: a socket following `nft:<code>` (any spelling of the code) receives every
 * bid on that artwork with the new price, the end (moved by a late bid) and the bid count;
 * a socket following another artwork receives nothing.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ask, arrival, connectClient, recorder } from '../../realtime/testing.ts';
import { artist, artwork, auction, buyer, nft, nftApp, ok, type NftTest } from './testing.ts';

let t: NftTest;
let url: string;
beforeAll(async () => {
  t = await nftApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

it('pushes each bid to the artwork page that follows it', async () => {
  const ada = await artist(t, 'ada@live.test');
  const code = await artwork(t, ada);
  const other = await artwork(t, ada, { name: 'Other' });
  await auction(t, code, { price: '10', step: '1', margin: '2' });
  const bo = await buyer(t, 'bo@live.test');
  const watcher = await connectClient(url);
  const elsewhere = await connectClient(url);
  try {
    expect(await ask(watcher, 'sub', [`nft:${code.toLowerCase()}`])).toEqual({ ok: true });
    expect(await ask(elsewhere, 'sub', [`nft:${other}`])).toEqual({ ok: true });
    const seenElsewhere = recorder(elsewhere);
    const next = arrival(watcher, 'nft_bid');
    ok(await nft.bid(t, bo, code, '2.5'));
    expect(await next).toMatchObject({ code, price: '12.5', bids: 1 });
    expect(seenElsewhere).toEqual([]);
  } finally {
    watcher.disconnect();
    elsewhere.disconnect();
  }
});
