/** The VIP page and the settings row against a mocked request function. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { VIP_DEFAULT_LEVELS, formatDate, type VipStatusReply } from '@bourse/shared';
import type * as Nav from '../../app/nav.ts';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
const nav = vi.hoisted(() => ({
  navigateTo: vi.fn(),
  navigateBack: vi.fn(),
  redirectTo: vi.fn(),
  requireLogin: vi.fn(),
}));
vi.mock('../../api/client.ts', () => ({ api }));
vi.mock('../../app/nav.ts', async (original) => ({ ...(await original<typeof Nav>()), ...nav }));

import { initI18n, loadLanguage } from '../../i18n/index.ts';
import { session } from '../../store/session.ts';
import { createMemoryRouter } from '../../app/hashRouter.ts';
import { RouterProvider } from '../../app/routing.tsx';
import VipPage from '../../pages/setting/vip.tsx';
import SettingPage from '../../pages/setting/setting.tsx';

const s = (iso: string) => Date.parse(iso) / 1000;
const VIP2: VipStatusReply = {
  level: 2,
  fee_discount_percent: '15',
  assessment: {
    day: '2026-03-03',
    level: 2,
    fee_discount_percent: '15',
    computed_at: s('2026-03-03T00:10:00Z'),
    window_from: s('2026-02-01T00:00:00Z'),
    window_to: s('2026-03-03T00:00:00Z'),
    spot_volume_usdt: '45525',
    contract_volume_usdt: '3800',
    volume_usdt: '49325',
    holdings_usdt: '105062.875',
  },
  next: { ...VIP_DEFAULT_LEVELS[3]!, volume_missing: '1950675', holdings_missing: '94937.125' },
  next_assessment_at: s('2026-03-04T00:10:00Z'),
  levels: [...VIP_DEFAULT_LEVELS],
  rule: 'either',
  window_days: 30,
  assess_utc: '00:10',
};
const NEW: VipStatusReply = {
  ...VIP2,
  level: 0,
  fee_discount_percent: '0',
  assessment: null,
  next: { ...VIP_DEFAULT_LEVELS[1]!, volume_missing: '50000', holdings_missing: '10000' },
};

let status: VipStatusReply;
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
  nav.navigateTo.mockClear();
  session.set({ token: 't', user: null, lang: 'en' });
  nav.requireLogin.mockImplementation(() => !!session.get().token);
  status = VIP2;
  api.get.mockImplementation((path: string) => {
    if (path === '/vip') return Promise.resolve(status);
    if (path === '/user/info') return Promise.resolve({ id: 7, nickname: 'alice', level: 2 });
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
});
afterEach(cleanup);

describe('the VIP page', () => {
  it('shows the level, the discount and the figures it was assessed from', async () => {
    mount('/pages/setting/vip', VipPage);
    expect(await screen.findAllByText('VIP2')).not.toHaveLength(0);
    expect(screen.getByText('Fee discount').nextElementSibling?.textContent).toBe('15%');
    expect(screen.getAllByText('49,325')).toHaveLength(2);
    expect(screen.getByText('Spot 45,525 · Contracts 3,800')).toBeTruthy();
    expect(screen.getAllByText('105,062.88')).toHaveLength(2);
    expect(screen.getByText('Assessed').nextElementSibling?.textContent).toBe(
      formatDate(VIP2.assessment!.computed_at, true),
    );
    expect(screen.getByText('Volume window').nextElementSibling?.textContent).toBe(
      '2026-02-01 – 2026-03-02 (UTC)',
    );
    expect(screen.getByText('Next assessment').nextElementSibling?.textContent).toBe(
      formatDate(VIP2.next_assessment_at, true),
    );
  });

  it('shows both ways to the next level, and that either is enough', async () => {
    mount('/pages/setting/vip', VipPage);
    expect(await screen.findByText('Next: VIP3')).toBeTruthy();
    const volume = screen.getByTestId('progress-volume');
    expect(within(volume).getByText('1,950,675 USDT to go')).toBeTruthy();
    expect((volume.querySelector('[style]') as HTMLElement).style.width).toBe('2.4%');
    const holdings = screen.getByTestId('progress-holdings');
    expect(within(holdings).getByText('94,937.13 USDT to go')).toBeTruthy();
    expect((holdings.querySelector('[style]') as HTMLElement).style.width).toBe('52.5%');
    expect(screen.getByText(/Reaching either one is enough/)).toBeTruthy();
  });

  it('lists the levels with their discounts, the own row marked', async () => {
    mount('/pages/setting/vip', VipPage);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      ['VIP0', '0', '0', '0%'],
      ['VIP1', '50K', '10K', '10%'],
      ['VIP2', '500K', '50K', '15%'],
      ['VIP3', '2M', '200K', '20%'],
      ['VIP4', '10M', '1M', '25%'],
      ['VIP5', '50M', '5M', '30%'],
    ]);
    expect(rows[2]!.className).not.toBe('');
    expect(rows[1]!.className).toBe('');
    expect(screen.getByText(/every day at 00:10 UTC/)).toBeTruthy();
  });

  it('a new account: VIP0, not assessed yet, all of VIP1 to go', async () => {
    status = NEW;
    mount('/pages/setting/vip', VipPage);
    expect(await screen.findByText(/Not assessed yet/)).toBeTruthy();
    expect(screen.getByText('50,000 USDT to go')).toBeTruthy();
    expect(screen.getByText('10,000 USDT to go')).toBeTruthy();
  });
});

describe('the settings row', () => {
  it('shows the badge and opens the VIP page', async () => {
    mount('/pages/setting/setting', SettingPage);
    const row = (await screen.findByText('VIP level')).closest('button')!;
    expect(await within(row).findByText('VIP2')).toBeTruthy();
    fireEvent.click(row);
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/setting/vip');
  });
});
