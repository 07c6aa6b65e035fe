/** The IEO screens against a mocked request function: the list, the form, my subscriptions. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as AntdMobile from 'antd-mobile';
import {
  IeoPhase,
  IeoSubscriptionStatus,
  formatDate,
  type IeoOrderItem,
  type IeoProjectDetail,
  type IeoProjectItem,
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
vi.mock('../../api/client.ts', () => ({ api }));
vi.mock('../../app/nav.ts', () => nav);
const toast = vi.hoisted(() => vi.fn());
const confirm = vi.hoisted(() => vi.fn());
vi.mock('antd-mobile', async (original) => {
  const real = await original<typeof AntdMobile>();
  return {
    ...real,
    Toast: { show: toast, clear: vi.fn() },
    Dialog: { ...real.Dialog, confirm },
  };
});

import { initI18n, loadLanguage } from '../../i18n/index.ts';
import { session } from '../../store/session.ts';
import { createMemoryRouter } from '../../app/hashRouter.ts';
import { RouterProvider } from '../../app/routing.tsx';
import IeoPage from '../../pages/ieo/ieo.tsx';
import IeoSubscribePage from '../../pages/ieo/subscribe.tsx';
import IeoOrdersPage from '../../pages/ieo/order.tsx';

const NOW = 1_764_150_000;
const DAY = 86_400;

const base: IeoProjectItem = {
  id: 2,
  title: 'Lumaris Pay',
  summary: 'Point-of-sale payments',
  logo: '/h5/coins/luma.svg',
  currency_id: 42,
  currency_name: 'LUMA',
  token_decimals: 4,
  amount: '2000000',
  total_sell: '500000',
  percentage: '25',
  price: '0.05',
  day: 14,
  time_status: IeoPhase.inProgress,
  paused: false,
  warmup_at: '',
  start_at: '',
  end_at: '',
  warmup_ts: NOW - 3 * DAY,
  start_ts: NOW - 2 * DAY,
  end_ts: NOW + 5 * DAY,
  release_ts: NOW + 19 * DAY,
  market_ts: NOW + 25 * DAY,
  now_ts: NOW,
  min_amount: '200',
  max_amount: '100000',
  pay_currencies: [
    { id: 3, name: 'USDT' },
    { id: 1, name: 'BTC' },
  ],
  participants: 7,
  sold: null,
  remainder: null,
  allocated_ts: null,
  whitepaper: 'https://example.com/wp.pdf',
  website: 'https://example.com',
};
const WARM: IeoProjectItem = {
  ...base,
  id: 1,
  title: 'Novaline',
  currency_name: 'NOVA',
  time_status: IeoPhase.warmUp,
  total_sell: '0',
  percentage: '0',
  start_ts: NOW + DAY,
  end_ts: NOW + 8 * DAY,
};
const DONE: IeoProjectItem = {
  ...base,
  id: 3,
  title: 'Verdant Carbon',
  currency_name: 'VRDT',
  time_status: IeoPhase.finished,
  total_sell: '30000000',
  amount: '20000000',
  percentage: '150',
  end_ts: NOW - DAY,
};
const DETAIL: IeoProjectDetail = {
  ...base,
  content: '<p>Payments for small shops.</p>',
  link: 'https://example.com',
  btc_price: '0.00000077',
  eth_price: null,
  pay: [
    {
      id: 3,
      name: 'USDT',
      unit_price: '0.05',
      index_price: '1',
      index_source: 'peg',
      index_at: NOW,
      decimals: 6,
    },
    {
      id: 1,
      name: 'BTC',
      unit_price: '0.00000077',
      index_price: '65000',
      index_source: 'feed:sim',
      index_at: NOW,
      decimals: 8,
    },
  ],
  tolerance_percent: '1',
  mine: { subscribed: '1000', remaining: '99000' },
};
const ORDER: IeoOrderItem = {
  id: 9,
  project_id: 3,
  name: 'Verdant Carbon',
  currency_name: 'VRDT',
  logo: '/h5/coins/vrdt.svg',
  coin_amount: '3000',
  give_amount: '2000',
  pay_currency: 3,
  pay_currency_name: 'USDT',
  pay_amount: '15',
  cost: '10',
  refunded: '5',
  pay_index_price: '1',
  pay_index_source: 'peg',
  status: IeoSubscriptionStatus.locked,
  created_at: '2026-10-20 08:00:00',
  sell_begin: '2026-12-14 08:00:00',
  release_ts: NOW + 18 * DAY,
  released_ts: null,
};
const PENDING: IeoOrderItem = {
  ...ORDER,
  id: 10,
  project_id: 2,
  name: 'Lumaris Pay',
  currency_name: 'LUMA',
  coin_amount: '1000',
  give_amount: '0',
  pay_amount: '50',
  cost: null,
  refunded: null,
  status: IeoSubscriptionStatus.subscribed,
};

let usdtBalance = '100';
let refusal: string | undefined;

function serve() {
  api.get.mockImplementation((path: string) => {
    if (path === '/project') return Promise.resolve({ list: [WARM, base, DONE], total: 3 });
    if (path === '/project/detail') return Promise.resolve({ info: DETAIL });
    if (path === '/user/project/order')
      return Promise.resolve({ data: [PENDING, ORDER], total: 2 });
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
  api.post.mockImplementation((path: string, body: Params) => {
    if (path === '/wallet/detail')
      return Promise.resolve({
        currency_id: body.currency,
        change_balance: Number(body.currency) === 3 ? usdtBalance : '0.001',
      });
    if (path === '/project/order')
      return refusal
        ? Promise.reject(new Error(refusal))
        : Promise.resolve('Subscribed 400 LUMA: 20 USDT held until the allocation');
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

const amountInput = () => screen.getByLabelText('Amount of LUMA');
const submit = () => screen.getByRole('button', { name: 'Subscribe' });
/** Whether some element inside `root` reads exactly `text` (numbers sit in their own spans). */
const shows = (root: HTMLElement, text: string) =>
  [...root.querySelectorAll('*')].some((el) => el.textContent === text);
/** The value beside a row's label in the form or the terms. */
const rowValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

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
  usdtBalance = '100';
  refusal = undefined;
  serve();
});
afterEach(cleanup);

describe('IEO list', () => {
  it('shows the live projects first, each with its real progress, and switches phase', async () => {
    mount('/pages/ieo/ieo', IeoPage);
    const card = (await screen.findByText('Lumaris Pay (LUMA)')).closest('button')!;
    expect(screen.getByRole('tab', { name: 'In progress' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.queryByText('Novaline (NOVA)')).toBeNull();
    for (const text of ['0.05 USDT', '2.00M', '14 days', '25%', 'Subscribed 500K LUMA']) {
      expect(shows(card, text), text).toBe(true);
    }
    expect(card.querySelector('i')!.style.width).toBe('25%');
    expect(shows(card, `Closes ${formatDate(base.end_ts, true)}`)).toBe(true);

    fireEvent.click(card);
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/ieo/subscribe', { id: 2 });

    fireEvent.click(screen.getByRole('tab', { name: 'Warming up' }));
    const warm = screen.getByText('Novaline (NOVA)').closest('button')!;
    // Nothing subscribed yet: an empty bar, not a sliver.
    expect(warm.querySelector('i')).toBeNull();
    expect(shows(warm, `Opens ${formatDate(WARM.start_ts, true)}`)).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Finished' }));
    const done = screen.getByText('Verdant Carbon (VRDT)').closest('button')!;
    // Oversubscribed: the true figure is printed, the bar stops at its end.
    expect(shows(done, '150%')).toBe(true);
    expect(done.querySelector('i')!.style.width).toBe('100%');
    expect(shows(done, 'Subscribed 30M VRDT')).toBe(true);
  });

  it('says so when a phase has no project, and links to my subscriptions', async () => {
    api.get.mockImplementation(() => Promise.resolve({ list: [base], total: 1 }));
    mount('/pages/ieo/ieo', IeoPage);
    await screen.findByText('Lumaris Pay (LUMA)');
    fireEvent.click(screen.getByRole('tab', { name: 'Finished' }));
    expect(screen.getByText('No projects in this phase')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'My subscriptions' }));
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/ieo/order');
  });
});

describe('IEO subscription form', () => {
  it('computes the total as the server does in each pay coin, with the limits', async () => {
    mount('/pages/ieo/subscribe?id=2', IeoSubscribePage);
    await screen.findByText('Terms');
    expect(api.get).toHaveBeenCalledWith('/project/detail', { project_id: 2 }, { quiet: true });
    expect(rowValue('Limit per user')).toBe('200 – 100,000 LUMA');
    expect(rowValue('You can still subscribe')).toBe('99,000 LUMA');
    await waitFor(() => expect(rowValue('Available in spot')).toBe('100 USDT'));

    fireEvent.change(amountInput(), { target: { value: '1,000' } });
    expect(rowValue('Total')).toBe('50 USDT');
    // BTC: 1000 x 0.05 / 65000 = 0.000769230769..., rounded UP to 8 decimals.
    fireEvent.click(screen.getByRole('radio', { name: 'BTC' }));
    expect(rowValue('Total')).toBe('0.00076924 BTC');
    expect(screen.getByText('1 LUMA = 0.00000077 BTC at the index now')).toBeTruthy();
  });

  it('names the first problem and keeps the button off until the amount is right', async () => {
    mount('/pages/ieo/subscribe?id=2', IeoSubscribePage);
    await screen.findByText('Terms');
    await waitFor(() => expect(rowValue('Available in spot')).toBe('100 USDT'));
    expect(submit().hasAttribute('disabled')).toBe(true);
    const cases: [string, string][] = [
      ['abc', 'Enter a positive number'],
      ['199', 'At least 200 LUMA'],
      ['200.00001', 'At most 4 decimals'],
      ['99001', 'At most 99000 LUMA more'],
      ['2001', 'Not enough USDT in your spot account'],
    ];
    for (const [typed, message] of cases) {
      fireEvent.change(amountInput(), { target: { value: typed } });
      expect(screen.getByText(message)).toBeTruthy();
      expect(submit().hasAttribute('disabled')).toBe(true);
    }
    fireEvent.change(amountInput(), { target: { value: '2000' } });
    expect(rowValue('Total')).toBe('100 USDT');
    expect(submit().hasAttribute('disabled')).toBe(false);
  });

  it('fills the most the balance pays for with Max', async () => {
    usdtBalance = '33.3333339';
    mount('/pages/ieo/subscribe?id=2', IeoSubscribePage);
    await screen.findByText('Terms');
    fireEvent.click(await screen.findByRole('button', { name: 'Max' }));
    // 33.333333 USDT (cut to 6 decimals) / 0.05 = 666.66666, cut to 4 decimals.
    expect((amountInput() as HTMLInputElement).value).toBe('666.6666');
    expect(rowValue('Total')).toBe('33.33333 USDT');
    expect(submit().hasAttribute('disabled')).toBe(false);
  });

  it('confirms, sends the amount, the coin and its own total, and shows the server toast', async () => {
    mount('/pages/ieo/subscribe?id=2', IeoSubscribePage);
    await screen.findByText('Terms');
    await waitFor(() => expect(rowValue('Available in spot')).toBe('100 USDT'));
    fireEvent.change(amountInput(), { target: { value: '400' } });
    fireEvent.click(submit());
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]![0]).toMatchObject({
      title: 'Confirm subscription',
      content: 'Subscribe 400 LUMA for about 20 USDT?',
    });
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/project/order',
        { project_id: 2, amount: '400', pay_currency: 3, price: '20' },
        { silent: true },
      ),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        content: 'Subscribed 400 LUMA: 20 USDT held until the allocation',
        icon: 'success',
      }),
    );
    expect((amountInput() as HTMLInputElement).value).toBe('');
  });

  it('sends nothing when the confirm is cancelled, and shows a refusal as the server words it', async () => {
    mount('/pages/ieo/subscribe?id=2', IeoSubscribePage);
    await screen.findByText('Terms');
    await waitFor(() => expect(rowValue('Available in spot')).toBe('100 USDT'));
    fireEvent.change(amountInput(), { target: { value: '400' } });
    confirm.mockResolvedValueOnce(false);
    fireEvent.click(submit());
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(api.post).not.toHaveBeenCalledWith(
      '/project/order',
      expect.anything(),
      expect.anything(),
    );

    refusal = 'The total is now 20.5 USDT, more than 1% above your page; please check it again';
    fireEvent.click(submit());
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ content: refusal }));
    // A refused subscription keeps what was typed, so the user can look again.
    expect((amountInput() as HTMLInputElement).value).toBe('400');
  });

  it('sends a signed-out visitor to log in instead of subscribing', async () => {
    session.set({ token: null, user: null });
    mount('/pages/ieo/subscribe?id=2', IeoSubscribePage);
    await screen.findByText('Terms');
    expect(screen.queryByText('Available in spot')).toBeNull();
    fireEvent.change(amountInput(), { target: { value: '400' } });
    fireEvent.click(submit());
    expect(nav.requireLogin).toHaveBeenCalledWith('/pages/ieo/subscribe?id=2');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('closes the form outside the subscription window', async () => {
    api.get.mockImplementation(() =>
      Promise.resolve({ info: { ...DETAIL, time_status: IeoPhase.finished } }),
    );
    mount('/pages/ieo/subscribe?id=2', IeoSubscribePage);
    const button = await screen.findByRole('button', { name: 'Finished' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});

describe('my IEO subscriptions', () => {
  it('shows asked, held, allotted, paid, refunded and the release date', async () => {
    mount('/pages/ieo/order', IeoOrdersPage);
    const done = (await screen.findByText('Verdant Carbon (VRDT)')).closest('div')!.parentElement!
      .parentElement!;
    const inDone = within(done);
    expect(inDone.getByText('Locked')).toBeTruthy();
    const value = (label: string) => inDone.getByText(label).nextElementSibling?.textContent;
    expect(value('Asked')).toBe('3,000 VRDT');
    expect(value('Held')).toBe('15 USDT');
    expect(value('Allotted')).toBe('2,000 VRDT');
    expect(value('Paid')).toBe('10 USDT');
    expect(value('Refunded')).toBe('5 USDT');
    expect(value('Release')).toBe(formatDate(ORDER.release_ts, true));
    expect(value('Index used')).toBe('1 (peg)');

    const pending = screen.getByText('Lumaris Pay (LUMA)').closest('div')!.parentElement!
      .parentElement!;
    const inPending = within(pending);
    expect(inPending.getByText('Subscribed')).toBeTruthy();
    expect(inPending.getByText('Allotted').nextElementSibling?.textContent).toBe('At the end');
    expect(inPending.queryByText('Refunded')).toBeNull();
    expect(inPending.queryByText('Paid')).toBeNull();
  });

  it('says so when there is none, and asks a signed-out visitor to log in', async () => {
    api.get.mockImplementation(() => Promise.resolve({ data: [], total: 0 }));
    mount('/pages/ieo/order', IeoOrdersPage);
    expect(await screen.findByText('No subscriptions yet')).toBeTruthy();
    cleanup();
    session.set({ token: null, user: null });
    mount('/pages/ieo/order', IeoOrdersPage);
    await waitFor(() => expect(nav.requireLogin).toHaveBeenCalledWith('/pages/ieo/order'));
  });
});
