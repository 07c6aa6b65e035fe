/**
 * The loan screens against a mocked request function, as a person uses them: the lending
 * page's terms from the server, the enquiry form (refused for a VIP1 user with the reason,
 * checked with the server's schema, sent), an offer accepted after the confirm dialog, and a
 * loan's page with its risk rate, liquidation price, debt and a confirmed repayment.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as AntdMobile from 'antd-mobile';
import type { ReactElement } from 'react';
import type { LoanDetail, LoanEnquiryItem, LoanTerms } from '@bourse/shared';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
const nav = vi.hoisted(() => ({
  navigateTo: vi.fn(),
  navigateBack: vi.fn(),
  redirectTo: vi.fn(),
  requireLogin: vi.fn(),
  LOGIN_PATH: '/pages/common/login',
}));
const confirm = vi.hoisted(() => vi.fn());
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../api/client.ts', () => ({ api }));
vi.mock('../../app/nav.ts', () => nav);
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
import OtcPage from '../../pages/otc/otc.tsx';
import BorrowingPage from '../../pages/common/borrowing.tsx';
import LoanDetailPage from '../../pages/loan/detail.tsx';
import LoansPage from '../../pages/loan/loans.tsx';

const T0 = Date.parse('2026-03-02T10:00:00Z') / 1000;

const TERMS: LoanTerms = {
  min_amount: '500000',
  max_amount: '10000000',
  amount_currency: 'USDT',
  min_days: 7,
  max_days: 365,
  currencies: ['BTC', 'ETH', 'USDT', 'USDC'],
  overdue_daily_percent: '0.5',
  liquidation_risk_percent: '110',
  initial_risk_percent: '150',
  max_initial_risk_percent: '300',
  offer_hours: 72,
  eligibility: {
    eligible: true,
    vip_level: 2,
    market_maker: false,
    min_vip: 2,
    reason: null,
  },
};

const OFFERED: LoanEnquiryItem = {
  id: 7,
  status: 'offered',
  amount: '1000000',
  collateral_currency: 'BTC',
  loan_currency: 'USDT',
  term_days: 30,
  contact: 'UID 1',
  created_at: T0,
  offer: {
    loan_currency: 'USDT',
    principal: '1000000',
    collateral_currency: 'BTC',
    collateral_amount: '20',
    daily_percent: '0.05',
    daily_interest: '500',
    term_interest: '15000',
    overdue_daily_percent: '0.5',
    liquidation_risk_percent: '110',
    term_days: 30,
    risk_percent: '200',
    expires_at: T0 + 72 * 3600,
  },
  reject_reason: null,
  loan_id: null,
};

const LOAN: LoanDetail = {
  id: 3,
  status: 'active',
  loan_currency: 'USDT',
  principal: '1000000',
  collateral_currency: 'BTC',
  collateral_amount: '20',
  daily_percent: '0.05',
  overdue_daily_percent: '0.5',
  liquidation_risk_percent: '110',
  term_days: 30,
  started_at: T0,
  ends_at: T0 + 30 * 86400,
  debt: '1001500',
  accrued: '1000',
  risk_percent: '119.82',
  liquidation_price: { price: '55082.5', of: 'collateral' },
  days_left: 28,
  days_overdue: 0,
  closed_at: null,
  repaid_amount: null,
  sold_collateral: null,
  returned_collateral: null,
  shortfall: null,
  close_index: null,
  interest_due: '1500',
  overdue_due: '0',
  accruals: [
    { day: 1, kind: 'interest', amount: '500', at: T0 },
    { day: 2, kind: 'interest', amount: '500', at: T0 + 86400 },
  ],
  index: {
    collateral: { symbol: 'BTC', price: '60000', source: 'sim:42', at: T0 + 2 * 86400 },
    loan: { symbol: 'USDT', price: '1', source: 'peg', at: T0 + 2 * 86400 },
  },
};

let terms: LoanTerms;
let enquiries: LoanEnquiryItem[];

function serve() {
  api.get.mockImplementation((path: string) => {
    if (path === '/loan/terms') return Promise.resolve(terms);
    if (path === '/loan/enquiries') return Promise.resolve(enquiries);
    if (path === '/loan/list') return Promise.resolve([LOAN]);
    if (path === '/loan/detail') return Promise.resolve(LOAN);
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
  api.post.mockResolvedValue('done');
}

function mount(page: ReactElement, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createMemoryRouter([path])}>{page}</RouterProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await loadLanguage('en');
});
beforeEach(() => {
  Object.values(api).forEach((f) => f.mockReset());
  confirm.mockReset();
  confirm.mockResolvedValue(true);
  toast.mockClear();
  nav.navigateTo.mockClear();
  session.set({ token: 't', lang: 'en' });
  terms = TERMS;
  enquiries = [];
  serve();
});
afterEach(cleanup);

describe('OTC lending page', () => {
  it('shows the terms from the server and leads to the form', async () => {
    mount(<OtcPage />, '/pages/otc/otc');
    expect(await screen.findByText('500,000 – 10,000,000 USDT equivalent')).toBeTruthy();
    expect(screen.getByText('7 – 365 days')).toBeTruthy();
    expect(screen.getByText('BTC · ETH · USDT · USDC')).toBeTruthy();
    expect(screen.getByText('0.5% of the loan per day')).toBeTruthy();
    expect(screen.getByText('Risk rate below 110%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply for a loan' }));
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/common/borrowing');
  });
});

describe('borrowing', () => {
  it('tells a VIP1 user why they cannot apply, and keeps the form shut', async () => {
    terms = {
      ...TERMS,
      eligibility: { eligible: false, vip_level: 1, market_maker: false, min_vip: 2, reason: 'x' },
    };
    mount(<BorrowingPage />, '/pages/common/borrowing');
    expect(await screen.findByText('OTC borrowing is not available to you yet')).toBeTruthy();
    expect(
      screen.getByText(
        'It needs VIP level 2 or above, or market maker status. Your VIP level is 1.',
      ),
    ).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send enquiry' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
  });

  it('checks the form with the server rules, then sends it', async () => {
    mount(<BorrowingPage />, '/pages/common/borrowing');
    const amount = await screen.findByRole('textbox', { name: 'Desired amount (USDT equivalent)' });
    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Contact UID' }), {
      target: { value: 'UID 42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(
      await screen.findByText('The amount must be between 500000 and 10000000 USDT'),
    ).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.change(amount, { target: { value: '2000000' } });
    const margin = screen.getByRole('radiogroup', { name: 'Margin currency' });
    fireEvent.click(within(margin).getByRole('radio', { name: 'ETH' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/loan/apply', {
        amount: '2000000',
        collateral_currency: 'ETH',
        loan_currency: 'USDT',
        term_days: '30',
        contact: 'UID 42',
      }),
    );
  });

  it('accepts an offer after the confirm dialog', async () => {
    enquiries = [OFFERED];
    mount(<BorrowingPage />, '/pages/common/borrowing');
    expect(await screen.findByText('Offer from the desk')).toBeTruthy();
    expect(screen.getByText('0.05% · 500 USDT')).toBeTruthy();
    expect(screen.getByText('15,000 USDT')).toBeTruthy();
    expect(
      screen.getByText(
        'You have an open enquiry. Wait for the answer or withdraw it to send a new one.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/loan/accept', { id: 7 }));
    expect(confirm.mock.calls[0]![0].content).toMatch(/20 BTC will be frozen/);
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/loan/loans');
  });
});

describe('my loans', () => {
  it('lists a loan with its debt and risk rate and opens it', async () => {
    mount(<LoansPage />, '/pages/loan/loans');
    expect(await screen.findByText('1,001,500 USDT')).toBeTruthy();
    expect(screen.getByText('119.82%')).toBeTruthy();
    expect(screen.getByText('28 days left')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /1,000,000 USDT/ }));
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/loan/detail', { id: 3 });
  });
});

describe('a loan', () => {
  it('shows the risk rate, the liquidation price and the debt, and repays after confirming', async () => {
    mount(<LoanDetailPage />, '/pages/loan/detail?id=3');
    expect(await screen.findByText('119.82%')).toBeTruthy();
    expect(screen.getByText('Near forced close')).toBeTruthy();
    expect(screen.getByText('55,082.50 USDT')).toBeTruthy();
    expect(screen.getByText('BTC at or below')).toBeTruthy();
    expect(screen.getByText('1,001,500 USDT')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('/loan/detail', { id: 3 }, expect.anything());
    confirm.mockResolvedValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: 'Repay 1,001,500 USDT' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Repay 1,001,500 USDT' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/loan/repay', { id: 3 }));
  });

  it('a bad id is not asked for', async () => {
    mount(<LoanDetailPage />, '/pages/loan/detail?id=abc');
    expect(await screen.findByText('Loan not found')).toBeTruthy();
    expect(api.get).not.toHaveBeenCalledWith('/loan/detail', expect.anything(), expect.anything());
  });
});
