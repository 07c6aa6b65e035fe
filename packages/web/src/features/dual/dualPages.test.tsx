/** The dual investment screens against a mocked request function, as a person uses them. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as AntdMobile from 'antd-mobile';
import type { Params } from '../../api/client.ts';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
const nav = vi.hoisted(() => ({
  navigateTo: vi.fn(),
  navigateBack: vi.fn(),
  redirectTo: vi.fn(),
  requireLogin: vi.fn(),
  LOGIN_PATH: '/pages/common/login',
}));
const live = vi.hoisted(() => ({ useRealtime: vi.fn(), useUserEvent: vi.fn() }));
vi.mock('../../api/client.ts', () => ({ api }));
vi.mock('../../app/nav.ts', () => nav);
vi.mock('../../api/useRealtime.ts', () => live);
const toast = vi.hoisted(() => vi.fn());
vi.mock('antd-mobile', async (original) => ({
  ...(await original<typeof AntdMobile>()),
  Toast: { show: toast, clear: vi.fn() },
}));

import { initI18n, loadLanguage } from '../../i18n/index.ts';
import { session } from '../../store/session.ts';
import { createMemoryRouter } from '../../app/hashRouter.ts';
import { RouterProvider } from '../../app/routing.tsx';
import InvestPage from '../../pages/invest/invest.tsx';
import DualPurchasePage from '../../pages/invest/purchase.tsx';
import DualOrdersPage from '../../pages/invest/mine.tsx';
import DualHelpPage from '../../pages/invest/help.tsx';
import { BTC_TICKER } from '../trade/fixtures.ts';
import { CALL_PRODUCT, OPEN_PUT, PUT_PRODUCT, SETTLED_CALL } from './fixtures.ts';

let available = '1';
let orders = [OPEN_PUT, SETTLED_CALL];

function serve() {
  api.get.mockImplementation((path: string, params: Params) => {
    if (path === '/market/instrument') return Promise.resolve(BTC_TICKER);
    if (path === '/dual/index')
      return Promise.resolve({
        dual_currencys: params.type === 'put' ? [PUT_PRODUCT] : [CALL_PRODUCT],
      });
    if (path === '/dual/detail')
      return Promise.resolve(Number(params.id) === PUT_PRODUCT.id ? PUT_PRODUCT : CALL_PRODUCT);
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
  api.post.mockImplementation((path: string, params: Params) => {
    if (path === '/wallet/detail')
      return Promise.resolve({
        available,
        change_balance: available,
        currency_id: params.currency,
      });
    if (path === '/dual/dual_list')
      return Promise.resolve({ list: orders, total: orders.length, page: 1, limit: 50 });
    if (path === '/dual/buyDual')
      return Promise.resolve({
        id: 40,
        shares: Number(params.num),
        amount: '0.005',
        invest_currency: 'BTC',
        day: 10,
        end_time: CALL_PRODUCT.end_time,
      });
    return Promise.reject(new Error(`unexpected POST ${path}`));
  });
}

function mount(path: string, Page: () => React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createMemoryRouter([path])}>
        <Page />
      </RouterProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await loadLanguage('en');
});
beforeEach(() => {
  Object.values(api).forEach((f) => f.mockReset());
  nav.navigateTo.mockReset();
  toast.mockClear();
  session.set({ token: 't', user: null, lang: 'en' });
  nav.requireLogin.mockImplementation(() => !!session.get().token);
  available = '1';
  orders = [OPEN_PUT, SETTLED_CALL];
  serve();
});
afterEach(cleanup);

describe('invest/invest', () => {
  it('shows each product with its APR, linked price against the index and shares left', async () => {
    mount('/pages/invest/invest', InvestPage);
    const card = await screen.findByRole('article', { name: 'BTC-USDT Call 100000' });
    expect(within(card).getByText('36.50%')).toBeTruthy();
    expect(within(card).getByText('100,000.00')).toBeTruthy();
    // (100,000 - 95,010) / 95,010 = 5.25%
    await waitFor(() => expect(within(card).getByText('+5.25% vs index')).toBeTruthy());
    expect(within(card).getByText('10 days')).toBeTruthy();
    expect(within(card).getByText('480 / 500 shares left')).toBeTruthy();
    expect(within(card).getByText('0.001 BTC')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Invest' }));
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/invest/purchase', { id: 7 });
  });

  it('switches to buy-low products', async () => {
    mount('/pages/invest/invest', InvestPage);
    await screen.findByRole('article', { name: 'BTC-USDT Call 100000' });
    fireEvent.click(screen.getByRole('tab', { name: 'Buy low' }));
    const card = await screen.findByRole('article', { name: 'BTC-USDT Put 90000' });
    await waitFor(() => expect(within(card).getByText('-5.27% vs index')).toBeTruthy());
    expect(api.get).toHaveBeenCalledWith(
      '/dual/index',
      { currency_id: 1, type: 'put' },
      { quiet: true },
    );
  });
});

describe('invest/purchase', () => {
  it('refuses part shares with a clear message and sends nothing', async () => {
    mount('/pages/invest/purchase?id=7', DualPurchasePage);
    const input = await screen.findByLabelText('Number of shares');
    fireEvent.change(input, { target: { value: '1.5' } });
    expect(
      screen.getByText('The purchased quantity must be a whole number of shares'),
    ).toBeTruthy();
    fireEvent.change(input, { target: { value: '481' } });
    expect(screen.getByText('Only 480 shares are left')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalledWith(
      '/dual/buyDual',
      expect.anything(),
      expect.anything(),
    );
  });

  it('shows both outcomes from the shared function and buys after confirming', async () => {
    mount('/pages/invest/purchase?id=7', DualPurchasePage);
    const input = await screen.findByLabelText('Number of shares');
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'One share more' }));
    expect(screen.getByTestId('pay').textContent).toBe('0.005 BTC');
    await waitFor(() => expect(screen.getByTestId('available').textContent).toBe('1 BTC'));
    expect(screen.getByTestId('outcome-below').textContent).toContain('0.00505 BTC');
    expect(screen.getByTestId('outcome-below').textContent).toContain('If BTC is below 100,000.00');
    expect(screen.getByTestId('outcome-atOrAbove').textContent).toContain('505 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Invest 0.005 BTC' }));
    expect(await screen.findByText('Confirm investment')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/dual/buyDual', { id: 7, num: 5 }, { silent: true }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ content: 'Purchased: 5 shares', icon: 'success' }),
    );
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/invest/mine');
  });

  it('says when the spot balance is short', async () => {
    available = '0.002';
    mount('/pages/invest/purchase?id=7', DualPurchasePage);
    const input = await screen.findByLabelText('Number of shares');
    fireEvent.change(input, { target: { value: '3' } });
    expect(await screen.findByText('Not enough BTC in your spot account')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Invest 0.003 BTC' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('invest/mine', () => {
  it('lists orders by state and verifies a settled one', async () => {
    mount('/pages/invest/mine', DualOrdersPage);
    const open = await screen.findByRole('article', { name: 'BTC-USDT Put #32' });
    expect(within(open).getByText('Paid at settlement')).toBeTruthy();
    const settled = screen.getByRole('article', { name: 'BTC-USDT Call #31' });
    expect(within(settled).getByTestId('received').textContent).toBe('505 USDT');
    expect(within(settled).getByText('100,000.50')).toBeTruthy();
    expect(within(settled).getByText('index:sim')).toBeTruthy();
    fireEvent.click(within(settled).getByRole('button', { name: 'Show the computation' }));
    expect(within(settled).getByText('100,000.50 ≥ 100,000.00: converted to USDT')).toBeTruthy();
    expect(within(settled).getByText('0.005 × 100000 × 1.01 = 505 USDT')).toBeTruthy();
    expect(within(settled).getByText('✓ The payout matches the recorded price.')).toBeTruthy();
  });

  it('marks a payout that does not match the recorded price', async () => {
    orders = [{ ...SETTLED_CALL, paid_amount: '506' }];
    mount('/pages/invest/mine', DualOrdersPage);
    const settled = await screen.findByRole('article', { name: 'BTC-USDT Call #31' });
    fireEvent.click(within(settled).getByRole('button', { name: 'Show the computation' }));
    expect(within(settled).getByRole('status').textContent).toContain('differs');
  });
});

describe('invest/help', () => {
  it('works the examples with the shared settlement function', async () => {
    mount('/pages/invest/help', DualHelpPage);
    expect(await screen.findByText('Index 99,999.99: you receive 0.00505 BTC')).toBeTruthy();
    expect(screen.getByText('Index 100,000.00: you receive 505 USDT')).toBeTruthy();
    expect(screen.getByText('Index 90,000.00: you receive 0.00336666 BTC')).toBeTruthy();
    expect(screen.getByText('Index 90,000.01: you receive 303 USDT')).toBeTruthy();
  });
});
