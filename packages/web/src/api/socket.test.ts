/** The realtime client against a fake socket: ref-counting, routing, reconnects, auth. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TickerItem } from '@bourse/shared';
import { createRealtime, topicOf, type Handshake, type SocketLike } from './socket.ts';

class FakeSocket implements SocketLike {
  connected = false;
  sent: [string, unknown][] = [];
  disconnects = 0;
  private connectListeners: (() => void)[] = [];
  private anyListener: (event: string, ...args: unknown[]) => void = () => {};
  constructor(readonly handshake: () => Handshake) {}
  on(_event: 'connect', listener: () => void) {
    this.connectListeners.push(listener);
  }
  onAny(listener: (event: string, ...args: unknown[]) => void) {
    this.anyListener = listener;
  }
  emit(event: string, ...args: unknown[]) {
    this.sent.push([event, args[0]]);
  }
  connect() {
    this.connected = true;
    this.connectListeners.forEach((l) => l());
  }
  disconnect() {
    this.connected = false;
    this.disconnects += 1;
  }
  push(event: string, payload: unknown) {
    this.anyListener(event, payload);
  }
}

function fakeSession(token: string | null = null) {
  const listeners = new Set<() => void>();
  let state = { token, lang: 'en' as const };
  return {
    get: () => state,
    set(next: string | null) {
      state = { ...state, token: next };
      listeners.forEach((l) => l());
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

/** A client whose connection is a FakeSocket; `ready()` waits for the lazy import. */
function setup(token: string | null = null) {
  const store = fakeSession(token);
  let socket: FakeSocket | undefined;
  const connect = vi.fn(async (handshake: () => Handshake) => (socket = new FakeSocket(handshake)));
  const rt = createRealtime(connect, store);
  const ready = async () => {
    await vi.waitFor(() => expect(socket).toBeDefined());
    return socket!;
  };
  return { rt, store, connect, ready };
}

const ticker = (symbol: string, last: string) => ({ symbol, last }) as TickerItem;

afterEach(() => {
  vi.useRealTimers();
});

describe('topicOf', () => {
  it('reads the topic of a push from its payload', () => {
    expect(topicOf('daymarket', ticker('BTC/USDT', '1'))).toBe('tickers');
    expect(topicOf('market_depth', { symbol: 'ETH/USDT' })).toBe('depth:ETH/USDT');
    expect(topicOf('trades', { symbol: 'ETH/USDT', trades: [] })).toBe('trades:ETH/USDT');
    expect(topicOf('kline', { symbol: 'BTC/USDT', period: '5m' })).toBe('kline:BTC/USDT:5m');
    expect(topicOf('kline', { symbol: 'BTC/USDT' })).toBeUndefined();
    expect(topicOf('other', {})).toBeUndefined();
  });
});

describe('subscribe', () => {
  it('connects only when the first handler arrives, and only once', async () => {
    const { rt, connect, ready } = setup();
    expect(connect).not.toHaveBeenCalled();
    rt.subscribe('tickers', 'daymarket', () => {});
    rt.subscribe('depth:BTC/USDT', 'market_depth', () => {});
    await ready();
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('sends the topics gathered before the connection in one sub, leaving out departed ones', async () => {
    const { rt, ready } = setup();
    rt.subscribe('tickers', 'daymarket', () => {});
    const off = rt.subscribe('trades:BTC/USDT', 'trades', () => {});
    off();
    const socket = await ready();
    expect(socket.sent).toEqual([]);
    socket.connect();
    expect(socket.sent).toEqual([['sub', ['tickers']]]);
  });

  it('counts handlers per topic: sub once, unsub when the last leaves', async () => {
    const { rt, ready } = setup();
    const offA = rt.subscribe('tickers', 'daymarket', () => {});
    const socket = await ready();
    socket.connect();
    const offB = rt.subscribe('tickers', 'daymarket', () => {});
    expect(socket.sent).toEqual([['sub', ['tickers']]]);

    offA();
    offA();
    expect(socket.sent).toEqual([['sub', ['tickers']]]);
    expect(rt.activeTopics()).toEqual(['tickers']);
    offB();
    expect(socket.sent).toEqual([
      ['sub', ['tickers']],
      ['unsub', ['tickers']],
    ]);
    expect(rt.activeTopics()).toEqual([]);

    rt.subscribe('tickers', 'daymarket', () => {});
    expect(socket.sent.at(-1)).toEqual(['sub', ['tickers']]);
  });

  it('subscribes every live topic again after a reconnect', async () => {
    const { rt, ready } = setup();
    rt.subscribe('tickers', 'daymarket', () => {});
    rt.subscribe('depth:BTC/USDT', 'market_depth', () => {});
    const socket = await ready();
    socket.connect();
    socket.disconnect();
    socket.sent = [];
    socket.connect();
    expect(socket.sent).toEqual([['sub', ['tickers', 'depth:BTC/USDT']]]);
  });

  it('delivers a push to the handlers of its own topic only', async () => {
    const { rt, ready } = setup();
    const oneMinute = vi.fn();
    const fiveMinutes = vi.fn();
    const tickers = vi.fn();
    rt.subscribe('kline:BTC/USDT:1m', 'kline', oneMinute);
    rt.subscribe('kline:BTC/USDT:5m', 'kline', fiveMinutes);
    rt.subscribe('tickers', 'daymarket', tickers);
    const socket = await ready();
    socket.connect();

    const candle = { symbol: 'BTC/USDT', period: '5m', time: 60 };
    socket.push('kline', candle);
    socket.push('daymarket', ticker('ETH/USDT', '3000'));
    expect(oneMinute).not.toHaveBeenCalled();
    expect(fiveMinutes).toHaveBeenCalledWith(candle);
    expect(tickers).toHaveBeenCalledWith(ticker('ETH/USDT', '3000'));
  });

  it('keeps delivering when one handler throws, and reports the error afterwards', async () => {
    const { rt, ready } = setup();
    const after = vi.fn();
    rt.subscribe('tickers', 'daymarket', () => {
      throw new Error('boom');
    });
    rt.subscribe('tickers', 'daymarket', after);
    const socket = await ready();
    vi.useFakeTimers();
    socket.push('daymarket', ticker('BTC/USDT', '1'));
    expect(after).toHaveBeenCalledTimes(1);
    expect(() => vi.runAllTimers()).toThrow('boom');
  });
});

describe('onUserEvent', () => {
  it('authenticates with the stored token and receives the user’s pushes', async () => {
    const { rt, ready } = setup('tok-1');
    const orders = vi.fn();
    rt.onUserEvent('order', orders);
    const socket = await ready();
    expect(socket.handshake()).toEqual({ token: 'tok-1', lang: 'en' });
    socket.connect();
    expect(socket.sent).toEqual([['auth', 'tok-1']]);
    socket.push('order', { id: 7 });
    socket.push('balance', { currency: 'USDT' });
    expect(orders).toHaveBeenCalledWith({ id: 7 });
    expect(orders).toHaveBeenCalledTimes(1);
  });

  it('delivers a decision notice to its listener only', async () => {
    const { rt, ready } = setup('tok-1');
    const notices = vi.fn();
    const orders = vi.fn();
    rt.onUserEvent('notice', notices);
    rt.onUserEvent('order', orders);
    const socket = await ready();
    socket.connect();
    socket.push('notice', { about: 'withdrawal', id: 4 });
    expect(notices).toHaveBeenCalledWith({ about: 'withdrawal', id: 4 });
    expect(orders).not.toHaveBeenCalled();
  });

  it('sends auth again after a reconnect, together with the topics', async () => {
    const { rt, ready } = setup('tok-1');
    rt.onUserEvent('balance', () => {});
    rt.subscribe('tickers', 'daymarket', () => {});
    const socket = await ready();
    socket.connect();
    socket.disconnect();
    socket.sent = [];
    socket.connect();
    expect(socket.sent).toEqual([
      ['sub', ['tickers']],
      ['auth', 'tok-1'],
    ]);
  });

  it('joins on login, and reconnects on logout or another account to leave the old room', async () => {
    const { rt, store, ready } = setup(null);
    rt.onUserEvent('order', () => {});
    const socket = await ready();
    socket.connect();
    expect(socket.sent).toEqual([]);

    store.set('tok-1');
    expect(socket.sent).toEqual([['auth', 'tok-1']]);
    expect(socket.disconnects).toBe(0);

    store.set('tok-2');
    expect(socket.disconnects).toBe(1);
    expect(socket.handshake().token).toBe('tok-2');
    expect(socket.sent.at(-1)).toEqual(['auth', 'tok-2']);

    socket.sent = [];
    store.set(null);
    expect(socket.disconnects).toBe(2);
    expect(socket.connected).toBe(true);
    expect(socket.sent).toEqual([]);
  });

  it('does not authenticate while nobody listens for user events', async () => {
    const { rt, ready } = setup('tok-1');
    rt.subscribe('tickers', 'daymarket', () => {});
    const socket = await ready();
    socket.connect();
    expect(socket.sent).toEqual([['sub', ['tickers']]]);
  });
});

describe('loading failure', () => {
  it('tries to connect again on the next subscription when the library failed to load', async () => {
    const store = fakeSession();
    const connect = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(async (h: () => Handshake) => new FakeSocket(h));
    const rt = createRealtime(connect, store);
    rt.subscribe('tickers', 'daymarket', () => {});
    await vi.waitFor(() => expect(connect).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    rt.subscribe('tickers', 'daymarket', () => {});
    expect(connect).toHaveBeenCalledTimes(2);
  });
});
