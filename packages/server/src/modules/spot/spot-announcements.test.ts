/**
 * What a trade announces, after it commits: the pair's depth and its public trades to
 * their topics, the candles it changed, and to each side's own user room its order and
 * its balances (never to anyone else's). A refused order announces nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeTopic, type SpotOrderItem } from '@bourse/shared';
import { BTC, USDT, spotScenario } from './testing.ts';

const { s, limit, trade } = spotScenario({
  people: ['maker', 'taker'],
  grants: [
    ['maker', 'change', BTC, '1'],
    ['taker', 'change', USDT, '100000'],
  ],
});

type Seen = { to: string; event: string; payload: unknown };

const detach: (() => void)[] = [];
afterEach(() => detach.splice(0).forEach((d) => d()));

function record(reaches?: (userId: number) => boolean): Seen[] {
  const seen: Seen[] = [];
  const sink = s.t.ctx.realtime.attach({
    publish: (topic, event, payload) => seen.push({ to: topic, event, payload }),
    toUser: (userId, event, payload) => seen.push({ to: `user:${userId}`, event, payload }),
    ...(reaches ? { reaches } : {}),
  });
  detach.push(sink);
  return seen;
}

describe('announcements', () => {
  it('a fill announces depth, trades, candles, and both sides their orders and balances', async () => {
    const seen = record();
    const sell = await limit(s.maker, 'sell', '0.5', '60000');
    await vi.waitFor(() => expect(seen.some((x) => x.event === 'order')).toBe(true));
    seen.length = 0;

    const buy = await limit(s.taker, 'buy', '0.2', '60000');
    await vi.waitFor(() =>
      expect(seen.filter((x) => x.event === 'balance').length).toBeGreaterThanOrEqual(4),
    );
    const depth = seen.find((x) => x.to === RealtimeTopic.depth('BTC/USDT'));
    expect(depth?.payload).toMatchObject({ bids: [], asks: [['60000', '0.3']] });
    expect(seen.find((x) => x.to === RealtimeTopic.trades('BTC/USDT'))?.payload).toMatchObject({
      symbol: 'BTC/USDT',
      trades: [{ price: '60000', amount: '0.2', side: 'buy' }],
    });
    expect(seen.find((x) => x.to === RealtimeTopic.kline('BTC/USDT', '1m'))?.payload).toMatchObject(
      {
        close: '60000.00',
        volume: '0.2',
      },
    );
    const orders = seen.filter((x) => x.event === 'order');
    expect(orders.map((o) => [o.to, (o.payload as SpotOrderItem).id]).sort()).toEqual(
      [
        [`user:${s.maker.id}`, sell.id],
        [`user:${s.taker.id}`, buy.id],
      ].sort(),
    );
    const balances = seen.filter((x) => x.event === 'balance');
    expect(balances.every((b) => [`user:${s.maker.id}`, `user:${s.taker.id}`].includes(b.to))).toBe(
      true,
    );
    expect(balances).toContainEqual({
      to: `user:${s.taker.id}`,
      event: 'balance',
      payload: expect.objectContaining({ currency: 'BTC', available: '0.1998', frozen: '0' }),
    });
  });

  it('a refused order announces nothing', async () => {
    const seen = record();
    const r = await trade(s.taker, { type: 1, amount: '10', target_price: '60000' });
    expect(r.type).toBe('error');
    // A later order's announcement arrives; nothing came before it.
    await limit(s.maker, 'sell', '0.01', '61000');
    await vi.waitFor(() => expect(seen.some((x) => x.event === 'order')).toBe(true));
    expect(seen.filter((x) => x.event === 'order')).toHaveLength(1);
  });

  it('a user no socket listens for gets no order or balance event; the others still do', async () => {
    const seen = record((userId) => userId === s.maker.id);
    await limit(s.maker, 'sell', '0.1', '62000');
    await limit(s.taker, 'buy', '0.1', '62000');
    const toMaker = (event: string) =>
      seen.filter((x) => x.to === `user:${s.maker.id}` && x.event === event);
    // Both batches announced to the end: the maker's order twice, and BTC and USDT twice.
    await vi.waitFor(() => {
      expect(toMaker('order')).toHaveLength(2);
      expect(toMaker('balance')).toHaveLength(4);
    });
    expect(seen.some((x) => x.to === RealtimeTopic.trades('BTC/USDT'))).toBe(true);
    expect(seen.filter((x) => x.to === `user:${s.taker.id}`)).toEqual([]);
  });
});
