/** The copy-trading screens against a mocked request function. */
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
vi.mock('../../api/client.ts', () => ({ api }));
vi.mock('../../app/nav.ts', () => nav);
const toast = vi.hoisted(() => vi.fn());
const confirm = vi.hoisted(() => vi.fn());
const alert = vi.hoisted(() => vi.fn());
vi.mock('antd-mobile', async (original) => ({
  ...(await original<typeof AntdMobile>()),
  Toast: { show: toast, clear: vi.fn() },
  Dialog: { confirm, alert },
}));

import { initI18n, loadLanguage } from '../../i18n/index.ts';
import { session } from '../../store/session.ts';
import { createMemoryRouter } from '../../app/hashRouter.ts';
import { RouterProvider } from '../../app/routing.tsx';
import FollowIndexPage from '../../pages/follow/index.tsx';
import TraderPage from '../../pages/follow/trader.tsx';
import FollowSettingsPage from '../../pages/follow/follow.tsx';
import MyCopiesPage from '../../pages/copytrade/copy.tsx';
import MyTradersPage from '../../pages/copytrade/my.tsx';
import BecomeTraderPage from '../../pages/copytrade/trader.tsx';
import {
  APPROVED,
  CLOSED_POSITION,
  COPIES,
  DETAIL,
  MINE,
  OTHER_TRADER,
  POSITION,
  TRADER,
  TRADES,
} from './fixtures.ts';

let mine = MINE;
const page = <T,>(data: T[]) => ({ data, total: data.length, page: 1, limit: 20 });
const trades = (data: unknown[]) => ({
  message: { data, total: data.length, page: 1, limit: 100 },
  rate_profits_total: { hazard_rate: '3014000000', profits_total: '0.52' },
  account: {},
});

function serve() {
  api.get.mockImplementation((path: string) => {
    if (path === '/follow/index') return Promise.resolve(page([TRADER, OTHER_TRADER]));
    if (path === '/follow/traderDetail') return Promise.resolve(DETAIL);
    if (path === '/follow/historyTrade') return Promise.resolve({ data: TRADES });
    if (path === '/follow/mine') return Promise.resolve(mine);
    if (path === '/follow/copies') return Promise.resolve(page(COPIES));
    if (path === '/follow/followers')
      return Promise.resolve(
        page([
          {
            account: 'fs***@example.com',
            type: 1,
            number: '1.5',
            status: 'active',
            created_at: 1_772_530_000,
            shared: '1.2',
          },
        ]),
      );
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
  api.post.mockImplementation((path: string, params: Params) => {
    if (path === '/lever/my_trade')
      return Promise.resolve(trades(params.status === 1 ? [POSITION] : [CLOSED_POSITION]));
    if (path === '/follow/follow')
      return Promise.resolve('Copy success: new positions of this trader will be copied');
    if (path === '/follow/cancel') return Promise.resolve('You stopped copying this trader');
    if (path === '/follow/selfHolding') return Promise.resolve('This position is now yours');
    if (path === '/follow/apply') return Promise.resolve('Application sent');
    if (path === '/user/info') return Promise.resolve({ id: 12, nickname: 'Atlas' });
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
  [toast, confirm, alert, nav.navigateTo, nav.redirectTo].forEach((f) => f.mockClear());
  confirm.mockResolvedValue(true);
  session.set({ token: 't', user: null, lang: 'en' });
  nav.requireLogin.mockImplementation(() => !!session.get().token);
  mine = MINE;
  serve();
});
afterEach(cleanup);

describe('trader list', () => {
  it('shows each trader with the return in percent, accuracy, P/L and the Following tag', async () => {
    mount('/pages/follow/index', FollowIndexPage);
    const atlas = await screen.findByRole('button', { name: 'AtlasTrend' });
    expect(within(atlas).getByText('+12.50%')).toBeTruthy();
    expect(within(atlas).getByText('62.50%')).toBeTruthy();
    expect(within(atlas).getByText('+245.80')).toBeTruthy();
    expect(within(atlas).getByText('Following')).toBeTruthy();
    expect(within(atlas).getByText(/3 followers · 10.00% profit share/)).toBeTruthy();
    const mira = screen.getByRole('button', { name: 'MiraQuant' });
    expect(within(mira).queryByText('Following')).toBeNull();
    fireEvent.click(atlas);
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/follow/trader', { id: 12 });
  });
});

describe('trader page', () => {
  it('shows every figure, its definition on tap, the closed trades and Copy', async () => {
    mount('/pages/follow/trader?id=12', TraderPage);
    fireEvent.click(await screen.findByRole('button', { name: "Yesterday's P/L: -4.20" }));
    expect(alert).toHaveBeenCalledWith(
      expect.objectContaining({
        content: 'The net P/L of the positions closed during the previous UTC day.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Profitable / closed: 5 / 8' })).toBeTruthy();
    expect(await screen.findByText('3 lots · 55,230.96 → 55,265.62')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy this trader' }));
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/follow/follow', { id: 12 });
  });
});

describe('follow settings', () => {
  it('says what a trade of the trader opens, wants the agreement, then follows', async () => {
    mount('/pages/follow/follow?id=12', FollowSettingsPage);
    const number = await screen.findByLabelText('Multiple');
    fireEvent.change(number, { target: { value: '1.5' } });
    expect(screen.getByTestId('copy-summary').textContent).toBe(
      'A 3-lot trade of AtlasTrend opens 4.5 lots for you.',
    );
    const submit = screen.getByRole('button', { name: 'Copy AtlasTrend' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /copy trading agreement/ }));
    fireEvent.change(screen.getByLabelText('Follow-amount cap'), { target: { value: '300' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/follow/follow',
        { trader_user_id: 12, type: 1, number: '1.5', amount: '300', days: '' },
        { silent: true },
      ),
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        content: 'Copy success: new positions of this trader will be copied',
      }),
    );
    expect(nav.redirectTo).toHaveBeenCalledWith('/pages/copytrade/my');
  });

  it('refuses a number out of range in the server’s words, and fixed lots below 1', async () => {
    mount('/pages/follow/follow?id=12', FollowSettingsPage);
    const number = await screen.findByLabelText('Multiple');
    fireEvent.change(number, { target: { value: '6' } });
    fireEvent.blur(number);
    expect(screen.getByRole('alert').textContent).toBe('Multiple must be at most 5');
    fireEvent.click(screen.getByRole('radio', { name: /Fixed lots/ }));
    fireEvent.change(screen.getByLabelText('Lots per trade'), { target: { value: '0.5' } });
    expect(screen.getByRole('alert').textContent).toBe('Fixed lots must be at least 1');
  });
});

describe('my copies', () => {
  it('lists open copies with the trader and holds one on confirmation', async () => {
    mount('/pages/copytrade/copy', MyCopiesPage);
    const card = await screen.findByRole('article', { name: 'BTC/USDT #71' });
    expect(await within(card).findByText('Copy · AtlasTrend')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Hold myself' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/follow/selfHolding',
        { transaction_id: 71 },
        { silent: true },
      ),
    );
  });

  it('explains a skip with its figures and shows a closed copy’s net P/L and share', async () => {
    mount('/pages/copytrade/copy?tab=history', MyCopiesPage);
    expect(
      await screen.findByText(
        'Not enough margin: this copy needed 221.2131 USDT (margin 220.6614 + opening fee 0.5517), and your contract account had 83.5127 USDT available.',
      ),
    ).toBeTruthy();
    const closed = screen.getByRole('article', { name: 'Closed BTC/USDT' });
    // The server's net P/L of the closed copy (after both fees).
    expect(await within(closed).findByText('+11.84')).toBeTruthy();
    expect(within(closed).getByText('Profit share paid to AtlasTrend: 1.20 USDT')).toBeTruthy();
  });
});

describe('my traders', () => {
  it('shows the follow and stops it after confirmation', async () => {
    mount('/pages/copytrade/my', MyTradersPage);
    const card = await screen.findByRole('article', { name: 'AtlasTrend' });
    expect(within(card).getByText('1.5× lots')).toBeTruthy();
    expect(within(card).getByText('300.00 USDT')).toBeTruthy();
    expect(within(card).getByText('82.90')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Stop copying' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/follow/cancel',
        { follow_user_id: 12 },
        { silent: true },
      ),
    );
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Stop copying AtlasTrend?' }),
    );
  });
});

describe('become a trader', () => {
  it('checks the application with the server rules and sends it', async () => {
    mount('/pages/copytrade/trader', BecomeTraderPage);
    const name = await screen.findByLabelText('Trader name');
    fireEvent.change(name, { target: { value: 'A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual([
      'The trader name must be 2 to 20 letters or digits',
      'The introduction must be 10 to 300 characters',
    ]);
    expect(api.post).not.toHaveBeenCalledWith(
      '/follow/apply',
      expect.anything(),
      expect.anything(),
    );
    fireEvent.change(name, { target: { value: 'AtlasTrend' } });
    fireEvent.change(screen.getByLabelText('Introduction'), {
      target: { value: 'BTC swing trader, 10x at most.' },
    });
    fireEvent.change(screen.getByLabelText('Profit share'), { target: { value: '7.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/follow/apply',
        {
          nickname: 'AtlasTrend',
          head_portrait: '',
          introduction: 'BTC swing trader, 10x at most.',
          profit_share_percent: '7.5',
        },
        { silent: true },
      ),
    );
  });

  it('shows an approved trader their followers and what they received', async () => {
    mine = { ...MINE, trader: APPROVED };
    mount('/pages/copytrade/trader', BecomeTraderPage);
    expect(await screen.findByText('You are a trader')).toBeTruthy();
    expect(screen.getByText('1.20')).toBeTruthy();
    expect(await screen.findByText('fs***@example.com')).toBeTruthy();
    expect(screen.getByText('Paid you 1.20 USDT')).toBeTruthy();
  });
});
