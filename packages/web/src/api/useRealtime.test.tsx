/** The hooks over the realtime client: subscribe while mounted, always call the latest handler. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';

const socket = vi.hoisted(() => {
  const handlers = new Map<string, (payload: unknown) => void>();
  const off = vi.fn();
  return {
    handlers,
    off,
    subscribe: vi.fn((topic: string, _event: string, handler: (payload: unknown) => void) => {
      handlers.set(topic, handler);
      return off;
    }),
    onUserEvent: vi.fn((event: string, handler: (payload: unknown) => void) => {
      handlers.set(event, handler);
      return off;
    }),
  };
});
vi.mock('./socket.ts', () => socket);

import { useRealtime, useUserEvent } from './useRealtime.ts';

afterEach(() => {
  cleanup();
  socket.handlers.clear();
  vi.clearAllMocks();
});

describe('useRealtime', () => {
  it('subscribes once, calls the latest handler, and leaves on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ h }) => useRealtime('tickers', 'daymarket', h), {
      initialProps: { h: first },
    });
    rerender({ h: second });
    expect(socket.subscribe).toHaveBeenCalledTimes(1);
    socket.handlers.get('tickers')!({ symbol: 'BTC/USDT' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ symbol: 'BTC/USDT' });
    unmount();
    expect(socket.off).toHaveBeenCalledTimes(1);
  });

  it('subscribes nothing without a topic, and moves when the topic changes', () => {
    const { rerender } = renderHook(({ topic }) => useRealtime(topic, 'market_depth', () => {}), {
      initialProps: { topic: null as string | null },
    });
    expect(socket.subscribe).not.toHaveBeenCalled();
    rerender({ topic: 'depth:BTC/USDT' });
    rerender({ topic: 'depth:ETH/USDT' });
    expect(socket.subscribe.mock.calls.map((c) => c[0])).toEqual([
      'depth:BTC/USDT',
      'depth:ETH/USDT',
    ]);
    expect(socket.off).toHaveBeenCalledTimes(1);
  });
});

describe('useUserEvent', () => {
  it('listens for the user’s own pushes while mounted', () => {
    const handler = vi.fn();
    const { unmount } = renderHook(() => useUserEvent('balance', handler));
    socket.handlers.get('balance')!({ currency: 'USDT' });
    expect(handler).toHaveBeenCalledWith({ currency: 'USDT' });
    unmount();
    expect(socket.off).toHaveBeenCalledTimes(1);
  });
});
