/** Market search as a person uses it: type, read the matches, star one, reopen a recent pair. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  act,
  cleanup,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
} from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as AntdMobile from 'antd-mobile';
import type * as Nav from '../../app/nav.ts';
import { ticker } from './testing.ts';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
const nav = vi.hoisted(() => ({ navigateTo: vi.fn(), requireLogin: vi.fn() }));
vi.mock('../../api/client.ts', () => ({ api }));
vi.mock('../../api/socket.ts', () => ({
  subscribe: vi.fn(() => () => {}),
  onUserEvent: vi.fn(() => () => {}),
}));
vi.mock('../../app/nav.ts', async (original) => ({ ...(await original<typeof Nav>()), ...nav }));
vi.mock('antd-mobile', async (original) => ({
  ...(await original<typeof AntdMobile>()),
  Toast: { show: vi.fn(), clear: vi.fn() },
}));

import i18n, { initI18n } from '../../i18n/index.ts';
import { session } from '../../store/session.ts';
import { QK } from '../../api/keys.ts';
import SearchPage from '../../pages/market/search.tsx';
import {
  clearRecent,
  pushRecent,
  readRecent,
  RECENT_MAX,
  withoutHidden,
  readHidden,
} from './recent.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

const btc = ticker('BTC/USDT', { change: '1.5', is_favorite: false });
const bch = ticker('BCH/USDT', { change: '-2', is_favorite: true });
const eth = ticker('ETH/USDT', { change: '3' });

let client: QueryClient;
function renderSearch() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SearchPage />
    </QueryClientProvider>,
  );
}

function serve(routes: Record<string, unknown>) {
  api.get.mockImplementation(async (path: string) => {
    if (!(path in routes)) throw new Error(`unexpected GET ${path}`);
    return routes[path];
  });
}

const searches = () => api.get.mock.calls.filter(([path]) => path === '/market/search');
const type = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search pairs' }), {
    target: { value: text },
  });

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('market');
});
beforeEach(() => {
  localStorage.clear();
  session.clearUser();
  Object.values(api).forEach((f) => f.mockReset());
  nav.navigateTo.mockReset();
  nav.requireLogin.mockReset().mockImplementation(() => Boolean(session.get().token));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('gives the value once it has stayed the same for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), {
      initialProps: { v: '' },
    });
    rerender({ v: 'b' });
    act(() => void vi.advanceTimersByTime(200));
    rerender({ v: 'bt' });
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current).toBe('');
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBe('bt');
  });
});

describe('recent list', () => {
  it('keeps the latest first, once each, at most ten', () => {
    for (let i = 0; i < 12; i++) pushRecent(`C${i}/USDT`);
    pushRecent('C5/USDT');
    const list = readRecent();
    expect(list).toHaveLength(RECENT_MAX);
    expect(list.slice(0, 3)).toEqual(['C5/USDT', 'C11/USDT', 'C10/USDT']);
  });

  it('hides cleared server pairs until they are viewed again', () => {
    clearRecent(['BTC/USDT', 'ETH/USDT']);
    expect(withoutHidden([btc, eth, bch], readHidden())).toEqual([bch]);
    pushRecent('ETH/USDT');
    expect(withoutHidden([btc, eth, bch], readHidden())).toEqual([eth, bch]);
  });
});

describe('search page', () => {
  it('searches once typing settles, not for every key', async () => {
    serve({ '/market/hot': { hot: [], recent: [] }, '/market/search': [btc, bch] });
    renderSearch();
    type('b');
    type('bc');
    type('bch ');
    expect(await screen.findByText('BCH')).toBeTruthy();
    expect(searches()).toEqual([
      ['/market/search', { keyword: 'bch', page: 1, limit: 50 }, { quiet: true }],
    ]);
  });

  it('says when nothing matches', async () => {
    serve({ '/market/hot': { hot: [], recent: [] }, '/market/search': [] });
    renderSearch();
    type('zzz');
    expect(await screen.findByText('No pairs match “zzz”')).toBeTruthy();
  });

  it('shows a visitor this device’s recent pairs and the hot ones; clear empties the list', async () => {
    pushRecent('ETH/USDT');
    pushRecent('BTC/USDT');
    serve({ '/market/hot': { hot: [eth, bch], recent: [] } });
    renderSearch();
    const hot = await screen.findByRole('list');
    expect(hot.textContent).toBe('1ETH+3.00%2BCH-2.00%');
    const chips = screen.getAllByRole('button', { name: /\/USDT$/ }).map((b) => b.textContent);
    expect(chips).toEqual(['BTC/USDT', 'ETH/USDT']);

    fireEvent.click(screen.getByRole('button', { name: 'BTC/USDT' }));
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/transaction/index', { symbol: 'BTC/USDT' });

    fireEvent.click(screen.getByRole('button', { name: 'Clear recently viewed' }));
    expect(screen.queryByText('Recently viewed')).toBeNull();
    expect(readRecent()).toEqual([]);
  });

  it('shows a signed-in user the server’s recent pairs; clear hides them here', async () => {
    session.set({ token: 'tok' });
    serve({ '/market/hot': { hot: [], recent: [eth] } });
    api.post.mockResolvedValue(null);
    renderSearch();
    fireEvent.click(await screen.findByRole('button', { name: 'ETH/USDT' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/market/viewed',
        { currency_id: eth.currency_id, legal_id: 3 },
        { silent: true, quiet: true },
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear recently viewed' }));
    expect(screen.queryByRole('button', { name: 'ETH/USDT' })).toBeNull();
  });

  it('stars a pair at once and keeps it when the server agrees', async () => {
    session.set({ token: 'tok' });
    serve({ '/market/hot': { hot: [], recent: [] }, '/market/search': [btc] });
    let accept: (v: unknown) => void = () => {};
    api.post.mockImplementation(() => new Promise((resolve) => (accept = resolve)));
    renderSearch();
    type('btc');
    const star = await screen.findByRole('button', { name: 'Add BTC/USDT to favorites' });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(star);
    expect(
      (await screen.findByRole('button', { name: 'Remove BTC/USDT from favorites' })).getAttribute(
        'aria-pressed',
      ),
    ).toBe('true');
    expect(api.post).toHaveBeenCalledWith('/optional/add', {
      currency_id: btc.currency_id,
      legal_id: 3,
    });
    await act(async () => accept(null));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: [QK.favorites] }));
    expect(screen.getByRole('button', { name: 'Remove BTC/USDT from favorites' })).toBeTruthy();
  });

  it('puts the star back when the server refuses', async () => {
    session.set({ token: 'tok' });
    serve({ '/market/hot': { hot: [], recent: [] }, '/market/search': [bch] });
    let refuse: (e: Error) => void = () => {};
    api.post.mockImplementation(() => new Promise((_, reject) => (refuse = reject)));
    renderSearch();
    type('bch');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove BCH/USDT from favorites' }));
    expect(await screen.findByRole('button', { name: 'Add BCH/USDT to favorites' })).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('/optional/del', {
      currency_id: bch.currency_id,
      legal_id: 3,
    });
    await act(async () => refuse(new Error('refused')));
    expect(
      await screen.findByRole('button', { name: 'Remove BCH/USDT from favorites' }),
    ).toBeTruthy();
  });

  it('sends a visitor who taps a star through the login gate', async () => {
    serve({ '/market/hot': { hot: [], recent: [] }, '/market/search': [btc] });
    renderSearch();
    type('btc');
    fireEvent.click(await screen.findByRole('button', { name: 'Add BTC/USDT to favorites' }));
    expect(nav.requireLogin).toHaveBeenCalledWith('/pages/market/search');
    expect(api.post).not.toHaveBeenCalled();
  });
});
