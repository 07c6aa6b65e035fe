/** The options screens against a mocked request function: durations, disclosure, orders. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as AntdMobile from 'antd-mobile';
import {
  OptionDirection,
  OptionStatus,
  type OptionAccountView,
  type OptionListItem,
} from '@bourse/shared';
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
const socket = vi.hoisted(() => ({ onUserEvent: vi.fn(() => () => undefined) }));
vi.mock('../../api/client.ts', () => ({ api }));
vi.mock('../../app/nav.ts', () => nav);
vi.mock('../../api/useRealtime.ts', () => live);
vi.mock('../../api/socket.ts', () => socket);
// The chart draws on a canvas jsdom does not have; it is the spot page's, tested there.
vi.mock('../trade/components/KlineChart.tsx', () => ({ KlineChart: () => null }));
const toast = vi.hoisted(() => vi.fn());
vi.mock('antd-mobile', async (original) => ({
  ...(await original<typeof AntdMobile>()),
  Toast: { show: toast, clear: vi.fn() },
}));

import { initI18n, loadLanguage } from '../../i18n/index.ts';
import { session } from '../../store/session.ts';
import { createMemoryRouter } from '../../app/hashRouter.ts';
import { RouterProvider } from '../../app/routing.tsx';
import OptionsPage from '../../pages/transaction/index2.tsx';
import SecondsOrdersPage from '../../pages/transaction/seconds_order.tsx';
import { BTC_TICKER } from '../trade/fixtures.ts';

const ACCOUNT: OptionAccountView = {
  disclosure_accepted: false,
  disclosure_accepted_at: null,
  daily_loss_limit: null,
  pending_loss_limit: null,
  pending_from: null,
  today_loss: '0',
  open_stakes: '0',
  region_allowed: true,
  cooldown_ms: 5000,
};
const DURATIONS = [
  {
    seconds: 60,
    profit_ratio: '80',
    min_amount: '10',
    max_amount: '10000',
    loss_ratio: 100,
    expected_return: '-10',
  },
  {
    seconds: 120,
    profit_ratio: '85',
    min_amount: '10',
    max_amount: '10000',
    loss_ratio: 100,
    expected_return: '-7.5',
  },
  {
    seconds: 300,
    profit_ratio: '90',
    min_amount: '10',
    max_amount: '10000',
    loss_ratio: 100,
    expected_return: '-5',
  },
];
const ORDER: OptionListItem = {
  id: 5,
  symbol_name: 'BTC/USDT',
  type: OptionDirection.up,
  open_price: '95000.00',
  close_price: '95012.00',
  number: '100',
  seconds: 60,
  profit_ratio: '80',
  handled_at: '2026-11-26 10:01:00',
  fact_profits: '80',
  remain_milli_seconds: 0,
  status: OptionStatus.settled,
  outcome: 'win',
  open_at: 1_764_151_200,
  close_at: 1_764_151_260,
};

let account = ACCOUNT;
let refusal: string | undefined;

function serve() {
  api.get.mockImplementation((path: string, params: Params) => {
    if (path === '/market/instrument') return Promise.resolve(BTC_TICKER);
    if (path === '/microtrade/seconds') return Promise.resolve(DURATIONS);
    if (path === '/microtrade/payable_currencies')
      return Promise.resolve([
        { id: 3, name: 'USDT', user_wallet: { micro_with_insurance: '500' } },
      ]);
    if (path === '/microtrade/account') return Promise.resolve(account);
    if (path === '/microtrade/lists')
      return Promise.resolve(
        Number(params.status) === OptionStatus.settled
          ? { total: 1, page: 1, limit: 5, data: [ORDER] }
          : { total: 0, page: 1, limit: 5, data: [] },
      );
    if (path === '/microtrade/get_result')
      return Promise.resolve({
        ...ORDER,
        stake: '100',
        payout: '180',
        symbol: 'BTC/USDT',
        open_source: 'feed:test',
        close_source: 'feed:test',
        expires_at: 1_764_151_260,
      });
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
  api.post.mockImplementation((path: string) => {
    if (path === '/microtrade/disclosure') {
      account = { ...account, disclosure_accepted: true };
      return Promise.resolve(account);
    }
    if (path === '/microtrade/submit')
      return refusal
        ? Promise.reject(new Error(refusal))
        : Promise.resolve({ id: 6, seconds: 60, open_price: '95010.00' });
    if (path === '/market/viewed') return Promise.resolve(true);
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
  toast.mockClear();
  session.set({ token: 't', user: null, lang: 'en' });
  nav.requireLogin.mockImplementation(() => !!session.get().token);
  account = ACCOUNT;
  refusal = undefined;
  serve();
});
afterEach(cleanup);

describe('options screen', () => {
  it('shows each duration with its payout and expected return', async () => {
    mount('/pages/transaction/index2?symbol=BTC/USDT', OptionsPage);
    const chip = await screen.findByRole('radio', { name: /60 s/ });
    expect(chip.textContent).toBe('60 sPays 80%Expected -10%');
    expect(chip.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: /300 s/ }).textContent).toContain('Expected -5%');
  });

  it('asks for the disclosure once, then buys an up option', async () => {
    mount('/pages/transaction/index2?symbol=BTC/USDT', OptionsPage);
    await screen.findByRole('radio', { name: /60 s/ });
    await waitFor(() => expect(screen.getByText('500 USDT')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Stake (USDT)'), { target: { value: '100' } });
    expect(screen.getByText('+80 USDT')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Up' }));
    expect(await screen.findByText('Before your first option')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalledWith('/microtrade/submit', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'I understand' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/microtrade/submit', {
        match_id: 1,
        currency_id: 3,
        type: 1,
        seconds: 60,
        number: '100',
      }),
    );
    expect(api.post).toHaveBeenCalledWith('/microtrade/disclosure', { accept: 1 });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ content: 'Option bought' }));
  });

  it("shows a region refusal in the server's words", async () => {
    account = { ...ACCOUNT, disclosure_accepted: true };
    refusal = 'Your region is not supported for now';
    mount('/pages/transaction/index2?symbol=BTC/USDT', OptionsPage);
    await screen.findByRole('radio', { name: /60 s/ });
    await waitFor(() => expect(screen.getByText('500 USDT')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Stake (USDT)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Down' }));
    expect(await screen.findByText('Your region is not supported for now')).toBeTruthy();
  });

  it('refuses a stake under the minimum before sending', async () => {
    account = { ...ACCOUNT, disclosure_accepted: true };
    mount('/pages/transaction/index2?symbol=BTC/USDT', OptionsPage);
    await screen.findByRole('radio', { name: /60 s/ });
    fireEvent.change(screen.getByLabelText('Stake (USDT)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Up' }));
    expect(await screen.findByText('The smallest stake is 10')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalledWith('/microtrade/submit', expect.anything());
  });
});

describe('seconds orders', () => {
  it('lists history with both prices and verifies a result', async () => {
    mount('/pages/transaction/seconds_order?verify=5', SecondsOrdersPage);
    const card = await screen.findByRole('article', { name: 'BTC/USDT #5' });
    expect(within(card).getByText('95,000.00')).toBeTruthy();
    expect(within(card).getByText('95,012.00')).toBeTruthy();
    expect(within(card).getByText('+80')).toBeTruthy();
    expect(await screen.findByText('Verify option #5')).toBeTruthy();
    expect(
      screen.getByText('✓ The outcome and the payout match the recorded prices.'),
    ).toBeTruthy();
  });
});
