/** The market tab against a mocked request function and socket: what a visitor sees and taps. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as AntdMobile from 'antd-mobile';
import type * as Nav from '../../app/nav.ts';
import { groups, ticker } from './testing.ts';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
const realtime = vi.hoisted(() => {
  const handlers = new Map<string, (payload: unknown) => void>();
  return {
    handlers,
    subscribe: vi.fn((topic: string, event: string, handler: (payload: unknown) => void) => {
      handlers.set(`${topic} ${event}`, handler);
      return () => handlers.delete(`${topic} ${event}`);
    }),
    onUserEvent: vi.fn(() => () => {}),
  };
});
const navigateTo = vi.hoisted(() => vi.fn());
vi.mock('../../api/client.ts', () => ({ api }));
vi.mock('../../api/socket.ts', () => realtime);
vi.mock('../../app/nav.ts', async (original) => ({
  ...(await original<typeof Nav>()),
  navigateTo,
}));
vi.mock('antd-mobile', async (original) => ({
  ...(await original<typeof AntdMobile>()),
  Toast: { show: vi.fn(), clear: vi.fn() },
}));

import i18n, { initI18n } from '../../i18n/index.ts';
import { createMemoryRouter } from '../../app/hashRouter.ts';
import { RouterProvider } from '../../app/routing.tsx';
import { session } from '../../store/session.ts';
import MarketPage from '../../pages/market/market.tsx';
import { readRecent } from './recent.ts';

const btc = ticker('BTC/USDT', {
  name: 'Bitcoin',
  last: '67012.5',
  change: '2.5',
  quote_volume: '1203456.7',
  is_favorite: true,
});
const eth = ticker('ETH/USDT', { last: '3000', change: '10', quote_volume: '5432.1' });
const doge = ticker('DOGE/USDT', {
  last: '0.12345678',
  price_decimals: 6,
  change: '-3.2',
  quote_volume: '0',
});
const aapl = ticker('AAPL/USDT', {
  kind: 'stock',
  last: '190.1',
  change: '0',
  session: { time_zone: 'America/New_York', open: '09:30', close: '16:00', is_open: false },
});

function serve(routes: Record<string, unknown>) {
  api.get.mockImplementation(async (path: string) => {
    if (!(path in routes)) throw new Error(`unexpected GET ${path}`);
    return routes[path];
  });
}

function renderPage(path = '/pages/market/market') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createMemoryRouter([path])}>
        <MarketPage />
      </RouterProvider>
    </QueryClientProvider>,
  );
  return client;
}

/** The base of each row, in screen order (the text just before "/USDT"). */
const rowBases = () =>
  screen
    .getAllByRole('listitem')
    .map((li) => within(li).getByText('/USDT').previousSibling?.textContent);

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('market');
});
beforeEach(() => {
  localStorage.clear();
  session.clearUser();
  Object.values(api).forEach((f) => f.mockReset());
  navigateTo.mockReset();
  realtime.handlers.clear();
});
afterEach(cleanup);

describe('market page', () => {
  it('lists coins with price, fiat value, volume and change; stocks show when closed', async () => {
    serve({ '/currency/quotation_new': groups([btc, eth, doge, aapl]) });
    renderPage();
    await screen.findByText('BTC');
    expect(rowBases()).toEqual(['BTC', 'ETH', 'DOGE']);
    const first = within(screen.getAllByRole('listitem')[0]!);
    expect(first.getByText('/USDT')).toBeTruthy();
    expect(first.getByText('67,012.50')).toBeTruthy();
    expect(first.getByText('≈ $67,012.50')).toBeTruthy();
    expect(first.getByText('Vol 1.20M')).toBeTruthy();
    expect(first.getByText('+2.50%').className).toMatch(/up/);
    const third = within(screen.getAllByRole('listitem')[2]!);
    expect(third.getByText('0.123457')).toBeTruthy();
    expect(third.getByText('Vol 0')).toBeTruthy();
    expect(third.getByText('-3.20%').className).toMatch(/down/);
    expect(screen.queryByText('Closed')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Stocks' }));
    expect(rowBases()).toEqual(['AAPL']);
    expect(screen.getByText('Closed')).toBeTruthy();
  });

  it('sorts by change, largest first, then smallest first, then back to the listing order', async () => {
    serve({ '/currency/quotation_new': groups([btc, eth, doge]) });
    renderPage();
    await screen.findByText('BTC');
    const byChange = screen.getByRole('button', { name: 'Sort by 24h change' });
    fireEvent.click(byChange);
    expect(rowBases()).toEqual(['ETH', 'BTC', 'DOGE']);
    expect(byChange.getAttribute('data-dir')).toBe('desc');
    fireEvent.click(byChange);
    expect(rowBases()).toEqual(['DOGE', 'BTC', 'ETH']);
    fireEvent.click(byChange);
    expect(rowBases()).toEqual(['BTC', 'ETH', 'DOGE']);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Vol' }));
    expect(rowBases()).toEqual(['BTC', 'ETH', 'DOGE']);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Last price' }));
    expect(rowBases()).toEqual(['BTC', 'ETH', 'DOGE']);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Last price' }));
    expect(rowBases()).toEqual(['DOGE', 'ETH', 'BTC']);
  });

  it('moves prices live from daymarket pushes without asking the server again', async () => {
    serve({ '/currency/quotation_new': groups([btc, eth]) });
    renderPage();
    await screen.findByText('67,012.50');
    expect(realtime.subscribe).toHaveBeenCalledWith('tickers', 'daymarket', expect.any(Function));
    const push = realtime.handlers.get('tickers daymarket')!;
    act(() => push({ ...btc, last: '68000', change: '-1.5', is_favorite: undefined }));
    // Pushes are applied together after FLUSH_MS.
    expect(await screen.findByText('68,000.00')).toBeTruthy();
    expect(screen.getByText('-1.50%')).toBeTruthy();
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('opens the trade screen of a tapped pair and remembers it as viewed', async () => {
    serve({ '/currency/quotation_new': groups([btc, eth]) });
    renderPage();
    fireEvent.click((await screen.findByText('ETH')).closest('button')!);
    expect(navigateTo).toHaveBeenCalledWith('/pages/transaction/index', { symbol: 'ETH/USDT' });
    expect(readRecent()).toEqual(['ETH/USDT']);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('asks a visitor to sign in on the favorites tab, and comes back there', async () => {
    serve({ '/currency/quotation_new': groups([btc]) });
    renderPage('/pages/market/market?tab=favorites');
    expect(screen.getByRole('tab', { name: 'Favorites' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(navigateTo).toHaveBeenCalledWith('/pages/common/login', {
      redirect: '/pages/market/market?tab=favorites',
    });
    expect(api.get).not.toHaveBeenCalledWith(
      '/optional/list',
      expect.anything(),
      expect.anything(),
    );
  });

  it('lists a signed-in user’s favorites, and says so when there are none', async () => {
    session.set({ token: 'tok' });
    serve({ '/currency/quotation_new': groups([btc, eth]), '/optional/list': [btc] });
    renderPage('/pages/market/market?tab=favorites');
    await screen.findByText('BTC');
    expect(rowBases()).toEqual(['BTC']);
    cleanup();

    serve({ '/currency/quotation_new': groups([btc, eth]), '/optional/list': [] });
    renderPage('/pages/market/market?tab=favorites');
    expect(await screen.findByText('No favorites yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Find pairs to add' }));
    expect(navigateTo).toHaveBeenCalledWith('/pages/market/search');
  });
});
