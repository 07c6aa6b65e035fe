/** The invite page's rebate programme against a mocked request function: summary, tabs, lists. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  formatDate,
  type InviteRebateItem,
  type InviteSummary,
  type InviteeItem,
  type UserInfo,
} from '@bourse/shared';
import type { Params } from '../../api/client.ts';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../api/client.ts', () => ({ api }));

import { initI18n, loadLanguage } from '../../i18n/index.ts';
import { session } from '../../store/session.ts';
import { createMemoryRouter } from '../../app/hashRouter.ts';
import { RouterProvider } from '../../app/routing.tsx';
import SharePage from '../../pages/setting/share.tsx';

const NEXT_PAY = Date.parse('2026-03-04T00:10:00Z') / 1000;
const JOINED = Date.parse('2026-03-02T10:00:00Z') / 1000;

const SUMMARY: InviteSummary = {
  invite_code: 'ANNCODE2',
  link_path: '/h5/#/pages/common/register?code=ANNCODE2',
  rebate_percent: '17.5',
  next_pay_at: NEXT_PAY,
  invitees: 3,
  rebates: [
    { currency_id: 1, currency: 'BTC', amount: '0.00002469' },
    { currency_id: 3, currency: 'USDT', amount: '0.505455' },
  ],
};
const FRIENDS: InviteeItem[] = [
  { account: 'be***@example.com', registered_at: JOINED + 60, earned: [] },
  {
    account: 'bo***@example.com',
    registered_at: JOINED,
    earned: [{ currency_id: 3, currency: 'USDT', amount: '0.505455' }],
  },
];
const REBATES: InviteRebateItem[] = [
  {
    id: 12,
    day: '2026-03-02',
    invitee: 'bo***@example.com',
    source: 'contract',
    currency_id: 3,
    currency: 'USDT',
    fee_total: '1.909995',
    fee_count: 2,
    percent: '20',
    amount: '0.381999',
    paid_at: NEXT_PAY - 86_400,
    journal_id: 77,
  },
  {
    id: 11,
    day: '2026-03-02',
    invitee: 'bo***@example.com',
    source: 'spot',
    currency_id: 1,
    currency: 'BTC',
    fee_total: '0.00012347',
    fee_count: 1,
    percent: '0.001',
    amount: '0',
    paid_at: NEXT_PAY - 86_400,
    journal_id: null,
  },
];

let lists: { friends: InviteeItem[]; rebates: InviteRebateItem[]; total: number };

function serve() {
  api.get.mockImplementation((path: string, params: Params) => {
    const page = (data: unknown[]) => ({
      data,
      total: lists.total || data.length,
      page: Number(params.page),
      limit: Number(params.limit),
    });
    if (path === '/user/info')
      return Promise.resolve({ id: 1, invite_code: 'ANNCODE2' } as unknown as UserInfo);
    if (path === '/invite/summary') return Promise.resolve(SUMMARY);
    if (path === '/invite/invitees') return Promise.resolve(page(lists.friends));
    if (path === '/invite/rebates') return Promise.resolve(page(lists.rebates));
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
}

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createMemoryRouter(['/pages/setting/share'])}>
        <SharePage />
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
  session.set({ token: 't', user: null, lang: 'en' });
  lists = { friends: FRIENDS, rebates: REBATES, total: 0 };
  serve();
});
afterEach(cleanup);

describe('the rebate programme on the invite page', () => {
  it('shows the rate in force, the next payout, the friends and the totals per coin', async () => {
    mount();
    const card = await screen.findByRole('region', { name: 'My rebates' });
    await waitFor(() => expect(card.textContent).toContain('17.5%'));
    expect(card.textContent).toContain(`Next payout${formatDate(NEXT_PAY, true)}`);
    expect(card.textContent).toContain('Friends invited3');
    expect(card.textContent).toContain('0.00002469 BTC');
    expect(card.textContent).toContain('0.505455 USDT');
    expect(card.textContent).toContain('The rate in force on the day of payment applies.');
    // The third step names the rate too.
    expect(screen.getByText('Earn 17.5% of their trading fees')).toBeTruthy();
  });

  it('lists the friends, masked, with what each earned', async () => {
    mount();
    expect(await screen.findByText('bo***@example.com')).toBeTruthy();
    expect(screen.getByText('be***@example.com')).toBeTruthy();
    expect(screen.getAllByText(`Joined ${formatDate(JOINED)}`)).toHaveLength(2);
    expect(screen.getByText('No rebate yet')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^Friends\s*3$/ })).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(
      '/invite/invitees',
      { page: 1, limit: 20 },
      { quiet: true },
    );
  });

  it('lists the rebates with what each was computed from; a zero one says why', async () => {
    mount();
    fireEvent.click(await screen.findByRole('tab', { name: 'Rebates' }));
    expect(await screen.findByText('Fees 1.909995 USDT × 20%')).toBeTruthy();
    expect(screen.getAllByText('Trading day 2026-03-02 (UTC)')).toHaveLength(2);
    expect(screen.getByText('Contracts')).toBeTruthy();
    expect(screen.getByText('Fees 0.00012347 BTC × 0.001%')).toBeTruthy();
    expect(screen.getByText('Below the smallest unit: nothing paid')).toBeTruthy();
    expect(screen.getAllByText('From bo***@example.com')).toHaveLength(2);
  });

  it('offers the next page while the total says there is more', async () => {
    lists = { ...lists, total: 45 };
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(
        '/invite/invitees',
        { page: 2, limit: 20 },
        { quiet: true },
      ),
    );
  });

  it('says what to do when there is nothing yet', async () => {
    lists = { friends: [], rebates: [], total: 0 };
    mount();
    expect(
      await screen.findByText(
        'No friends yet. Share your link: everyone who registers with it appears here.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Rebates/ }));
    expect(
      await screen.findByText('No rebates yet. They arrive the day after your friends trade.'),
    ).toBeTruthy();
  });
});
