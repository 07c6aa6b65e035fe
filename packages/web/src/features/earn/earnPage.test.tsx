/** The financial hub against a mocked request function: signed out, with positions, empty. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { EarnSummary, IeoProjectItem, LockupPlanItem } from '@bourse/shared';
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

import { initI18n, loadLanguage } from '../../i18n/index.ts';
import { session } from '../../store/session.ts';
import { createMemoryRouter } from '../../app/hashRouter.ts';
import { RouterProvider } from '../../app/routing.tsx';
import FinancialPage from '../../pages/financial/index.tsx';
import { CALL_PRODUCT } from '../dual/fixtures.ts';
import { EMPTY_SUMMARY, NOW_MS, PLANS, PROJECTS, SUMMARY } from './fixtures.ts';

let summary: EarnSummary;
let plans: LockupPlanItem[];
let projects: IeoProjectItem[];

const ETH_CALL = { ...CALL_PRODUCT, id: 12, name: 'ETH-USDT Call', currency_name: 'ETH' };

function serve() {
  api.get.mockImplementation((path: string, params: Params) => {
    if (path === '/earn/summary') return Promise.resolve(summary);
    if (path === '/lh/deposit/config') return Promise.resolve(plans);
    if (path === '/project') return Promise.resolve({ list: projects, total: projects.length });
    if (path === '/dual/index') {
      const list =
        plans.length === 0 ? [] : Number(params.currency_id) === 1 ? [CALL_PRODUCT] : [ETH_CALL];
      return Promise.resolve({ dual_currencys: list });
    }
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
}

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createMemoryRouter(['/pages/financial/index'])}>
        <FinancialPage />
      </RouterProvider>
    </QueryClientProvider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

beforeAll(async () => {
  await initI18n('en');
  await loadLanguage('en');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW_MS);
  Object.values(api).forEach((f) => f.mockReset());
  nav.navigateTo.mockReset();
  nav.requireLogin.mockImplementation(() => !!session.get().token);
  summary = SUMMARY;
  plans = PLANS;
  projects = PROJECTS;
  serve();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('signed out', () => {
  beforeEach(() => session.set({ token: null, user: null, lang: 'en' }));

  it('asks to sign in and still shows every product section', async () => {
    mount();
    expect(
      screen.getByText(
        'Sign in to see your positions, the income paid and still to come, and what matures next.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/common/login', {
      redirect: '/pages/financial/index',
    });
    expect(api.get).not.toHaveBeenCalledWith('/earn/summary', expect.anything(), expect.anything());
    expect(screen.queryByRole('region', { name: 'Upcoming' })).toBeNull();

    // Lock-up: the best three open plans by annual yield, each opening its plan.
    const lockup = section('Lock-up mining');
    await within(lockup).findByText('7.30%');
    const yields = within(lockup)
      .getAllByText(/%$/)
      .map((n) => n.textContent);
    expect(yields).toEqual(['7.30%', '4.38%', '3.65%']);
    expect(within(lockup).getByText('From 0.001 BTC')).toBeTruthy();
    fireEvent.click(within(lockup).getByText('7.30%'));
    expect(nav.navigateTo).toHaveBeenLastCalledWith('/pages/lockming/buy', { id: 7 });

    // Dual: BTC's and ETH's call products with APR, linked price and term.
    const dual = section('Dual investment');
    await within(dual).findByText('ETH-USDT Call');
    expect(within(dual).getAllByText('36.50%')).toHaveLength(2);
    expect(within(dual).getAllByText('Linked price 100,000.00')).toHaveLength(2);
    expect(within(dual).getAllByText('10 days')).toHaveLength(2);
    fireEvent.click(within(dual).getByText('ETH-USDT Call'));
    expect(nav.navigateTo).toHaveBeenLastCalledWith('/pages/invest/purchase', { id: 12 });
    fireEvent.click(within(dual).getByRole('button', { name: 'Dual investment: More' }));
    expect(nav.navigateTo).toHaveBeenLastCalledWith('/pages/invest/invest');

    // IEO: the first three projects with phase and progress (oversubscribed shows 125%).
    const ieo = section('IEO');
    await within(ieo).findByText('Luma Network');
    expect(within(ieo).getByText('In progress')).toBeTruthy();
    expect(within(ieo).getByText('Warming up')).toBeTruthy();
    expect(within(ieo).getByText('Paused')).toBeTruthy();
    expect(within(ieo).queryByText('Old Token')).toBeNull();
    expect(within(ieo).getByText('125.00%')).toBeTruthy();
    fireEvent.click(within(ieo).getByText('Nova Chain'));
    expect(nav.navigateTo).toHaveBeenLastCalledWith('/pages/ieo/subscribe', { id: 3 });

    // "My orders" is behind the login gate.
    nav.navigateTo.mockClear();
    fireEvent.click(within(ieo).getByRole('button', { name: 'IEO: My orders' }));
    expect(nav.requireLogin).toHaveBeenCalledWith('/pages/ieo/order');
    expect(nav.navigateTo).not.toHaveBeenCalled();
  });
});

describe('signed in', () => {
  beforeEach(() => session.set({ token: 't', user: null, lang: 'en' }));

  it('shows each product with holding, pending and paid per coin and the next event', async () => {
    mount();
    const hero = section('My earn');
    const mine = await within(hero).findByRole('region', { name: 'Lock-up mining' });
    expect(within(mine).getByText('2 running')).toBeTruthy();
    expect(within(mine).getByText('Locked').nextSibling?.textContent).toBe('0.05BTC1,000USDT');
    expect(within(mine).getByText('Interest to come').nextSibling?.textContent).toBe(
      '0.00004105BTC9.861USDT',
    );
    expect(within(mine).getByText('Interest paid').nextSibling?.textContent).toBe('12.5USDT');
    expect(within(mine).getByText(/Interest credit/).textContent).toBe(
      'Interest credit +0.3287 USDT',
    );
    expect(within(mine).getByText('in 14h 0m')).toBeTruthy();

    const dual = within(hero).getByRole('region', { name: 'Dual investment' });
    expect(within(dual).getByText('Yield at maturity').nextSibling?.textContent).toBe('1.2USDT');
    expect(
      within(dual).getByText('Settled payouts (principal and yield)').nextSibling?.textContent,
    ).toBe('—');
    expect(within(dual).getByText('in 6d 3h')).toBeTruthy();

    const ieo = within(hero).getByRole('region', { name: 'IEO' });
    expect(within(ieo).getByText('Held for subscriptions').nextSibling?.textContent).toBe(
      '250USDT',
    );
    expect(within(ieo).getByText('Tokens released').nextSibling?.textContent).toBe('1,200NOVA');
    expect(within(ieo).getByText('in 30m 00s')).toBeTruthy();
    expect(within(hero).getByText('4 running')).toBeTruthy();
    // Products are in the hub's order: lock-up, dual, IEO.
    expect(
      within(hero)
        .getAllByRole('region')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Lock-up mining', 'Dual investment', 'IEO']);

    // Upcoming: soonest first, as the server sent them; a tap opens that product's orders.
    const upcoming = section('Upcoming');
    const rows = within(upcoming).getAllByRole('button');
    expect(rows.map((r) => r.querySelector('strong')?.textContent)).toEqual([
      'Luma Network',
      'USDT · 30-day lock-up',
      'Buy BTC low · 90000',
    ]);
    expect(rows[1]!.textContent).toContain('+0.3287USDT');
    fireEvent.click(rows[2]!);
    expect(nav.navigateTo).toHaveBeenLastCalledWith('/pages/invest/mine');
  });

  it('shows the empty state when the user holds nothing', async () => {
    summary = EMPTY_SUMMARY;
    plans = [];
    projects = [];
    mount();
    expect(await screen.findByText('Nothing earning yet')).toBeTruthy();
    expect(
      screen.getByText('Pick a lock-up plan, a dual product or an IEO below to start.'),
    ).toBeTruthy();
    expect(within(section('Upcoming')).getByText('Nothing scheduled')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Nothing on offer right now')).toHaveLength(3));
    expect(screen.queryByText(/running/)).toBeNull();
  });

  it('offers a retry when the summary fails', async () => {
    api.get.mockImplementation((path: string) =>
      path === '/earn/summary'
        ? Promise.reject(new Error('Network error, please try again'))
        : Promise.resolve(
            path === '/project'
              ? { list: [] }
              : path === '/dual/index'
                ? { dual_currencys: [] }
                : [],
          ),
    );
    mount();
    expect(await screen.findByText('Network error, please try again')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  });
});
