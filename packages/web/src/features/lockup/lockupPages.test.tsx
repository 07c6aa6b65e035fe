/** The lock-up screens against a mocked request function: plans, the lock form, orders, explainer. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as AntdMobile from 'antd-mobile';
import { formatDate, type LockupCreditItem, type LockupQuote } from '@bourse/shared';
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
vi.mock('antd-mobile', async (original) => ({
  ...(await original<typeof AntdMobile>()),
  Toast: { show: toast, clear: vi.fn() },
  Dialog: { confirm },
}));

import { initI18n, loadLanguage } from '../../i18n/index.ts';
import { session } from '../../store/session.ts';
import { createMemoryRouter } from '../../app/hashRouter.ts';
import { RouterProvider } from '../../app/routing.tsx';
import LockmingPage from '../../pages/lockming/lockming.tsx';
import LockupBuyPage from '../../pages/lockming/buy.tsx';
import LockupOrdersPage from '../../pages/lockming/order.tsx';
import LockupWelcomePage from '../../pages/lockming/welcome.tsx';
import { BTC_PLAN, REDEEMED_ORDER, RUNNING_ORDER, USDT_PLAN } from './fixtures.ts';

const QUOTE: LockupQuote = {
  id: 7,
  currency_name: 'USDT',
  amount: '1000',
  interest_due: '0.12',
  remaining_days: 25,
  penalty_percent: '0.02',
  penalty: '5',
  returned: '995',
  matured: false,
};
const CREDITS: LockupCreditItem[] = [1, 2, 3, 4].map((day) => ({
  day,
  amount: '0.12',
  due_at: `2026-03-0${3 + day} 00:00:00`,
  paid_at: `2026-03-0${3 + day} 00:00:05`,
  journal_id: 100 + day,
}));

let refusal: string | undefined;

function serve() {
  api.get.mockImplementation((path: string, params: Params) => {
    if (path === '/lh/deposit/config') return Promise.resolve([USDT_PLAN, BTC_PLAN]);
    if (path === '/currency/list') return Promise.resolve({ legal: [] });
    if (path === '/lh/deposit/order')
      return Promise.resolve({
        order_list: [RUNNING_ORDER, REDEEMED_ORDER],
        total_interest: '0.48015',
        total: 2,
        page: Number(params.page),
        limit: Number(params.limit),
      });
    if (path === '/lh/deposit/order/quote') return Promise.resolve(QUOTE);
    if (path === '/lh/deposit/order/credits') return Promise.resolve(CREDITS);
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
  api.post.mockImplementation((path: string) => {
    if (path === '/wallet/detail')
      return Promise.resolve({ change_balance: '2500.1234567', currency_id: 3 });
    if (path === '/lh/deposit') return Promise.resolve('Locked 1000 USDT for 30 days');
    if (path === '/lh/deposit/order/cancel')
      return refusal
        ? Promise.reject(new Error(refusal))
        : Promise.resolve('Redeemed: 995 USDT back, penalty 5 USDT');
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
  confirm.mockReset();
  confirm.mockResolvedValue(true);
  nav.navigateTo.mockClear();
  session.set({ token: 't', user: null, lang: 'en' });
  nav.requireLogin.mockImplementation(() => !!session.get().token);
  refusal = undefined;
  serve();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('plans page', () => {
  it('lists each plan with its yearly and daily rate, lock and range', async () => {
    mount('/pages/lockming/lockming', LockmingPage);
    const usdt = await screen.findByRole('button', { name: /^USDT/ });
    expect(usdt.textContent).toContain('Yearly4.38%');
    expect(usdt.textContent).toContain('Daily0.0120%');
    expect(usdt.textContent).toContain('100 – 100,000 USDT');
    expect(usdt.textContent).not.toContain('Paused');
    const btc = screen.getByRole('button', { name: /^BTC/ });
    expect(btc.textContent).toContain('Paused');
    expect(btc.textContent).toContain('60 days');
    fireEvent.click(usdt);
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/lockming/buy', { id: 1 });
  });

  it('sums my lock-ups per coin with the next credit', async () => {
    mount('/pages/lockming/lockming', LockmingPage);
    const card = await screen.findByRole('region', { name: 'My lock-ups' });
    await waitFor(() => expect(card.textContent).toContain('1 running'));
    const next = formatDate(Date.parse('2026-03-08T00:00:00Z'), true);
    expect(card.textContent).toContain(
      `USDTLocked1,000Interest earned0.48Next credit+0.12 USDT · ${next}`,
    );
    // The redeemed BTC order counts its interest, no principal and no next credit.
    expect(card.textContent?.endsWith('BTCLocked0Interest earned0.00015')).toBe(true);
    expect(api.get).toHaveBeenCalledWith(
      '/lh/deposit/order',
      { page: 1, limit: 9999 },
      { quiet: true },
    );
  });

  it('asks a guest to sign in instead of fetching orders', async () => {
    session.set({ token: null, user: null, lang: 'en' });
    mount('/pages/lockming/lockming', LockmingPage);
    expect(await screen.findByText('Sign in to see your lock-ups')).toBeTruthy();
    expect(api.get).not.toHaveBeenCalledWith(
      '/lh/deposit/order',
      expect.anything(),
      expect.anything(),
    );
  });
});

describe('lock form', () => {
  it('computes the interest with the shared formula and locks after confirming', async () => {
    mount('/pages/lockming/buy?id=1', LockupBuyPage);
    const input = await screen.findByLabelText('Amount (USDT)');
    const available = await screen.findByText('Available in spot');
    expect(available.nextSibling?.textContent).toBe('2,500.123456 USDT');
    // The preview follows the clock (the value date is the next dividend instant).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    fireEvent.change(input, { target: { value: '1000' } });
    expect(screen.getByText('Daily interest').nextSibling?.textContent).toBe('0.12 USDT');
    expect(screen.getByText('Interest over the term').nextSibling?.textContent).toBe('3.6 USDT');
    const end = formatDate(Date.parse('2026-04-02T00:00:00Z'), true);
    expect(screen.getByText('Lock ends, principal back').nextSibling?.textContent).toBe(end);
    expect(screen.getByText('Redeeming before the first credit would cost 6 USDT.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lock now' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/lh/deposit',
        { config_id: 1, amount: '1000' },
        { silent: true },
      ),
    );
    expect(confirm.mock.calls[0]?.[0].content).toBe(
      `Lock 1000 USDT for 30 days at 0.012% a day: 0.12 USDT a day, 3.6 USDT in all, principal back on ${end}.`,
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        content: 'Locked 1000 USDT for 30 days',
        icon: 'success',
      }),
    );
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/lockming/order');
  });

  it('fills the balance with max and refuses what the plan or the balance does not allow', async () => {
    mount('/pages/lockming/buy?id=1', LockupBuyPage);
    const input = (await screen.findByLabelText('Amount (USDT)')) as HTMLInputElement;
    fireEvent.click(await screen.findByRole('button', { name: 'Max' }));
    expect(input.value).toBe('2500.123456');
    fireEvent.change(input, { target: { value: '99' } });
    expect(screen.getByRole('alert').textContent).toBe('The minimum is 100 USDT');
    fireEvent.change(input, { target: { value: '2600' } });
    expect(screen.getByRole('alert').textContent).toBe('Not enough USDT in your spot account');
    fireEvent.change(input, { target: { value: '100.1234567' } });
    expect(screen.getByRole('alert').textContent).toBe('At most 6 decimals');
    const submit = screen.getByRole('button', { name: 'Lock now' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(submit);
    expect(api.post).not.toHaveBeenCalledWith('/lh/deposit', expect.anything(), expect.anything());
  });

  it('shows a paused plan without a way to lock', async () => {
    mount('/pages/lockming/buy?id=2', LockupBuyPage);
    const button = (await screen.findByRole('button', {
      name: 'Deposits paused',
    })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('0.0030%')).toBeTruthy();
  });

  it('says so when the plan is not on offer', async () => {
    mount('/pages/lockming/buy?id=99', LockupBuyPage);
    expect(await screen.findByText('This plan is not on offer')).toBeTruthy();
  });
});

describe('my orders', () => {
  it('shows a running and a redeemed order with their figures', async () => {
    mount('/pages/lockming/order', LockupOrdersPage);
    const running = await screen.findByRole('article', { name: 'USDT #7' });
    expect(running.textContent).toContain('Running');
    expect(running.textContent).toContain('Daily rate0.0120%');
    expect(running.textContent).toContain('Interest so far0.48 USDT');
    expect(running.textContent).toContain('Credits4 of 30');
    expect(running.textContent).toContain('Penalty if redeemed now5.2 USDT');
    const redeemed = screen.getByRole('article', { name: 'BTC #5' });
    expect(redeemed.textContent).toContain('Redeemed early');
    expect(redeemed.textContent).toContain('Penalty0.00125 BTC');
    expect(redeemed.textContent).toContain('Principal returned0.49875 BTC');
    expect(within(redeemed).queryByRole('button', { name: 'Redeem early' })).toBeNull();
  });

  it('lists each day of credit on tap', async () => {
    mount('/pages/lockming/order', LockupOrdersPage);
    const running = await screen.findByRole('article', { name: 'USDT #7' });
    fireEvent.click(within(running).getByRole('button', { name: 'Daily credits' }));
    const list = await within(running).findByLabelText('Daily credits');
    await waitFor(() => expect(list.textContent).toContain('Day 4'));
    expect(list.textContent?.match(/\+0\.12 USDT/g)).toHaveLength(4);
    expect(api.get).toHaveBeenCalledWith('/lh/deposit/order/credits', { id: 7 }, { quiet: true });
  });

  it('quotes the penalty before redeeming and sends the quote', async () => {
    mount('/pages/lockming/order', LockupOrdersPage);
    const running = await screen.findByRole('article', { name: 'USDT #7' });
    fireEvent.click(within(running).getByRole('button', { name: 'Redeem early' }));
    expect(await screen.findByText('0.02% × 25 days × 1000 USDT')).toBeTruthy();
    expect(screen.getByText('Back to your spot account').nextSibling?.textContent).toBe('995 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/lh/deposit/order/cancel',
        { id: 7, quoted_fee: '5' },
        { silent: true },
      ),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        content: 'Redeemed: 995 USDT back, penalty 5 USDT',
        icon: 'success',
      }),
    );
  });

  it('shows the refusal and asks for a new quote when the penalty has grown', async () => {
    refusal = 'The penalty is now 5.2 USDT: confirm again';
    mount('/pages/lockming/order', LockupOrdersPage);
    const running = await screen.findByRole('article', { name: 'USDT #7' });
    fireEvent.click(within(running).getByRole('button', { name: 'Redeem early' }));
    await screen.findByText('0.02% × 25 days × 1000 USDT');
    const quotes = () =>
      api.get.mock.calls.filter(([path]) => path === '/lh/deposit/order/quote').length;
    const before = quotes();
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ content: refusal }));
    await waitFor(() => expect(quotes()).toBe(before + 1));
  });
});

describe('explainer', () => {
  it('works the penalty example from the first plan on offer', async () => {
    mount('/pages/lockming/welcome', LockupWelcomePage);
    expect(
      await screen.findByText(
        'Example on the 30-day USDT plan: you lock 1000 USDT at 0.012% a day and redeem after 10 days. You keep 1.2 USDT of interest; the penalty is 0.02% × 20 days × 1000 = 4 USDT, so 996 USDT comes back.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Where the yield comes from')).toBeTruthy();
  });
});
