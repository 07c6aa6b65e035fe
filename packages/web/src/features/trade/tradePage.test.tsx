/** The trade screen against a mocked request function: read, type, tap, send. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as AntdMobile from 'antd-mobile';
import type { Params } from '../../api/client.ts';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
const nav = vi.hoisted(() => ({
  navigateTo: vi.fn(),
  navigateBack: vi.fn(),
  requireLogin: vi.fn(),
  LOGIN_PATH: '/pages/common/login',
}));
const live = vi.hoisted(() => ({ useRealtime: vi.fn(), useUserEvent: vi.fn() }));
vi.mock('../../api/client.ts', () => ({ api }));
vi.mock('../../app/nav.ts', () => nav);
vi.mock('../../api/useRealtime.ts', () => live);
// Toasts render through antd-mobile's own root; here only what was said matters.
const toast = vi.hoisted(() => vi.fn());
vi.mock('antd-mobile', async (original) => ({
  ...(await original<typeof AntdMobile>()),
  Toast: { show: toast, clear: vi.fn() },
}));

import { initI18n, loadLanguage } from '../../i18n/index.ts';
import { session } from '../../store/session.ts';
import { createMemoryRouter } from '../../app/hashRouter.ts';
import { RouterProvider } from '../../app/routing.tsx';
import TradePage from '../../pages/transaction/index.tsx';
import { BTC_DEPTH, BTC_TICKER, listRow, order } from './fixtures.ts';

const BALANCES: Record<number, string> = { 3: '1000', 1: '0.5', 2: '4' };
const ETH_TICKER = {
  ...BTC_TICKER,
  id: 2,
  instrument_id: 2,
  symbol: 'ETH/USDT',
  currency_id: 2,
  base: 'ETH',
  currency_name: 'ETH',
  now_price: '3150.00',
  name: 'Ethereum',
  last: '3150.00',
  change: '-2.50',
};

function serve() {
  api.get.mockImplementation((path: string, params: Params) => {
    if (path === '/market/instrument')
      return Promise.resolve(params.symbol === 'ETH/USDT' ? ETH_TICKER : BTC_TICKER);
    if (path === '/currency/quotation_new')
      return Promise.resolve([
        { legal_id: 3, legal_name: 'USDT', kind: 'crypto', quotation: [BTC_TICKER, ETH_TICKER] },
      ]);
    if (path === '/market/depth') return Promise.resolve(BTC_DEPTH);
    if (path === '/market/trades') return Promise.resolve([]);
    if (path === '/coin/list') return Promise.resolve([listRow(order())]);
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
  api.post.mockImplementation((path: string, params: Params) => {
    if (path === '/wallet/detail')
      return Promise.resolve({ available: BALANCES[Number(params.currency)], frozen: '0' });
    if (path === '/coin/trade') return Promise.resolve(order({ status: 'filled' }));
    if (path === '/market/viewed') return Promise.resolve(true);
    if (path === '/optional/add') return Promise.resolve({ id: 1, message: 'Added to favorites' });
    return Promise.reject(new Error(`unexpected POST ${path}`));
  });
}

function mount(path = '/pages/transaction/index?symbol=BTC/USDT') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([path]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router}>
        <TradePage />
      </RouterProvider>
    </QueryClientProvider>,
  );
}

const priceInput = () => screen.getByLabelText('Price (USDT)') as HTMLInputElement;
const amountInput = () => screen.getByLabelText('Amount (BTC)') as HTMLInputElement;
const row = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

beforeAll(async () => {
  await initI18n('en');
  await loadLanguage('en');
});
beforeEach(() => {
  Object.values(api).forEach((f) => f.mockReset());
  toast.mockClear();
  Object.values(nav).forEach((f) => typeof f === 'function' && f.mockClear());
  session.set({ token: 't', user: null, lang: 'en' });
  // The real gate: through when signed in.
  nav.requireLogin.mockImplementation(() => !!session.get().token);
  localStorage.removeItem('bourse.trade.pair');
  serve();
});
afterEach(cleanup);

describe('trade screen', () => {
  it('shows the pair, the book, the balance and the open orders', async () => {
    mount();
    expect(await screen.findByText('BTC/USDT')).toBeTruthy();
    expect(screen.getByText('+1.06%')).toBeTruthy();
    // A buy starts at the best ask.
    await waitFor(() => expect(priceInput().value).toBe('95001.00'));
    expect(await screen.findByText('1,000.00 USDT')).toBeTruthy();
    expect(await screen.findByText('Open orders (1)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use the price 95,001.00' })).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith(
      '/market/viewed',
      { currency_id: 1, legal_id: 3 },
      { quiet: true, silent: true },
    );
    expect(localStorage.getItem('bourse.trade.pair')).toBe('BTC/USDT');
  });

  it('estimates the cost, the fee in the base and what arrives', async () => {
    mount();
    await waitFor(() => expect(priceInput().value).toBe('95001.00'));
    fireEvent.change(amountInput(), { target: { value: '0.01234' } });
    expect(amountInput().value).toBe('0.0123');
    expect(row('Est. cost')).toBe('1,168.51 USDT');
    expect(row('Fee (0.1%)')).toBe('0.0000123 BTC');
    expect(row('You receive')).toBe('0.0122877 BTC');
  });

  it('estimates the fee at the rate a VIP pays (issue 12: 10 % off the taker rate)', async () => {
    const served = api.get.getMockImplementation()!;
    api.get.mockImplementation((path: string, params: Params) =>
      path === '/vip'
        ? Promise.resolve({ level: 1, fee_discount_percent: '10' })
        : served(path, params),
    );
    mount();
    await waitFor(() => expect(priceInput().value).toBe('95001.00'));
    fireEvent.change(amountInput(), { target: { value: '0.0123' } });
    expect(await screen.findByText('Fee (0.09%)')).toBeTruthy();
    expect(row('Fee (0.09%)')).toBe('0.00001107 BTC');
  });

  it('refuses an order above the balance with a translated message, without sending', async () => {
    mount();
    await screen.findByText('1,000.00 USDT');
    fireEvent.change(amountInput(), { target: { value: '0.02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    // The server's own words (the shared order rules), in the screen's language.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order needs 1900.02 USDT, but 1000 USDT is available',
    );
    expect(api.post).not.toHaveBeenCalledWith('/coin/trade', expect.anything());
  });

  it('names an empty amount with the field label, without sending', async () => {
    mount();
    await screen.findByText('1,000.00 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Amount is required');
    expect(api.post).not.toHaveBeenCalledWith('/coin/trade', expect.anything());
  });

  it('sends a limit order at the typed price', async () => {
    mount();
    await screen.findByText('1,000.00 USDT');
    fireEvent.change(priceInput(), { target: { value: '94000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Raise the price by one tick' }));
    expect(priceInput().value).toBe('94000.01');
    fireEvent.change(amountInput(), { target: { value: '0.01' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    });
    expect(api.post).toHaveBeenCalledWith('/coin/trade', {
      currency_id: 1,
      legal_id: 3,
      type: 1,
      amount: '0.01',
      target_price: '94000.01',
      time_in_force: 'GTC',
    });
    expect(screen.queryByRole('alert')).toBeNull();
    // What happened to the order, from its status; the form is ready for the next one.
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ content: 'Order filled' }));
    expect(amountInput().value).toBe('');
  });

  it('sells from the base balance, at the best bid or a price tapped in the book', async () => {
    mount('/pages/transaction/index?symbol=btcusdt&side=sell');
    await waitFor(() => expect(priceInput().value).toBe('94999.00'));
    expect(await screen.findByText('0.5 BTC')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use the price 94,998.00' }));
    expect(priceInput().value).toBe('94998.00');
    fireEvent.change(amountInput(), { target: { value: '0.1' } });
    expect(row('Est. proceeds')).toBe('9,499.80 USDT');
    expect(row('Fee (0.1%)')).toBe('9.50 USDT');
    fireEvent.click(screen.getByRole('tab', { name: 'Buy' }));
    expect(screen.getByRole('button', { name: 'Buy BTC' })).toBeTruthy();
  });

  it('sends a market order without a price', async () => {
    mount();
    await screen.findByText('1,000.00 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Market' }));
    expect(screen.getByText('Best market price')).toBeTruthy();
    fireEvent.change(amountInput(), { target: { value: '0.001' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    });
    expect(api.post).toHaveBeenCalledWith('/coin/trade', {
      currency_id: 1,
      legal_id: 3,
      type: 1,
      amount: '0.001',
      target_price: undefined,
      time_in_force: undefined,
    });
  });

  it('stars the pair at once', async () => {
    mount();
    const star = await screen.findByRole('button', { name: 'Add to favorites' });
    await act(async () => {
      fireEvent.click(star);
    });
    expect(api.post).toHaveBeenCalledWith('/optional/add', { currency_id: 1, legal_id: 3 });
    expect(screen.getByRole('button', { name: 'Remove from favorites' }).ariaPressed).toBe('true');
    expect(toast).toHaveBeenCalledWith({ content: 'Added to favorites' });
  });

  it('switches pairs from the picker and remembers the new one', async () => {
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose a pair' }));
    fireEvent.change(await screen.findByPlaceholderText('Search'), { target: { value: 'ether' } });
    expect(screen.queryByText('BTC', { selector: 'strong' })).toBeNull();
    fireEvent.click(await screen.findByText('ETH', { selector: 'strong' }));
    expect(await screen.findByText('ETH/USDT')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('bourse.trade.pair')).toBe('ETH/USDT'));
    expect(screen.getByRole('button', { name: 'Buy ETH' })).toBeTruthy();
  });

  it('asks a visitor to log in instead of sending', async () => {
    session.set({ token: null });
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to trade' }));
    expect(nav.requireLogin).toHaveBeenCalled();
    expect(screen.getByText('Log in to see your orders')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalledWith(
      '/wallet/detail',
      expect.anything(),
      expect.anything(),
    );
  });
});
