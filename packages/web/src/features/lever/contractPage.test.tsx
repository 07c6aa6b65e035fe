/** The contract screens against a mocked request function: read, type, tap, send, verify. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as AntdMobile from 'antd-mobile';
import {
  LeverSide,
  LeverStatus,
  type LeverDealReply,
  type LeverMyTradeReply,
  type LeverPositionItem,
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
const toast = vi.hoisted(() => vi.fn());
vi.mock('antd-mobile', async (original) => ({
  ...(await original<typeof AntdMobile>()),
  Toast: { show: toast, clear: vi.fn() },
}));

import { initI18n, loadLanguage } from '../../i18n/index.ts';
import { session } from '../../store/session.ts';
import { createMemoryRouter } from '../../app/hashRouter.ts';
import { RouterProvider } from '../../app/routing.tsx';
import ContractPage from '../../pages/transaction/contract.tsx';
import ContractOrdersPage from '../../pages/transaction/contract_order.tsx';
import { BTC_TICKER } from '../trade/fixtures.ts';

const TICKER = { ...BTC_TICKER, index_price: '95000.00' };
const ACCOUNT = {
  balance: '1000',
  available: '1000',
  equity: '1000',
  used_margin: '0',
  unrealised: '0',
  risk_rate: '',
  hazard_rate: '0',
  maintenance_percent: '50',
};
const DEAL: LeverDealReply = {
  user_lever: '1000',
  multiple: { muit: [{ value: 5 }, { value: 10 }, { value: 20 }] },
  my_transaction: [],
  symbol: 'BTC/USDT',
  index: { price: '95000.00', source: 'feed:test', at: 1_764_151_200 },
  ask: '95047.50',
  bid: '94952.50',
  account: ACCOUNT,
  counterparty: 'lever.counterparty',
  counterparty_text: 'Bourse is your counterparty',
  lever_share_num: '0.01',
  lever_share_limit: { min: '1', max: '100' },
  spread: '0.05',
  lever_trade_fee: '0.05',
  lever_close_fee: '0.05',
  overnight: '0.02',
  maintenance_percent: '50',
};
const POSITION: LeverPositionItem = {
  id: 41,
  type: LeverSide.long,
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  share: '2',
  multiple: 10,
  price: '95047.50',
  target_price: '',
  target_profit_price: '',
  stop_loss_price: '',
  update_price: '94952.50',
  caution_money: '190.095',
  overnight_money: '0',
  trade_fee: '0.950475',
  close_fee: '',
  transaction_time: '2026-11-26 10:00:00',
  status: LeverStatus.open,
  order_type: 1,
  price_type: 1,
  quantity: '0.02',
  contract_size: '0.01',
  profits: '-1.9',
  pnl: '-1.9',
  liquidation_price: '49872.33',
  close_reason: '',
  held: '0',
  open_index: { price: '95000.00', source: 'feed:test', at: 1_764_151_200 },
  close_index: null,
  created_at: 1_764_151_200,
  opened_at: 1_764_151_200,
  closed_at: null,
};
const page = (data: LeverPositionItem[]): LeverMyTradeReply => ({
  message: { data, total: data.length, page: 1, limit: 10 },
  rate_profits_total: { hazard_rate: '524553262', profits_total: '-1.9' },
  account: ACCOUNT,
});

let positions: LeverPositionItem[] = [];
let account = ACCOUNT;

function serve() {
  api.get.mockImplementation((path: string) => {
    if (path === '/market/instrument') return Promise.resolve(TICKER);
    if (path === '/lever/position')
      return Promise.resolve({
        position: { ...POSITION, status: LeverStatus.closed },
        inputs: {
          lots: '2',
          contract_size: '0.01',
          quantity: '0.02',
          multiple: 10,
          spread_percent: '0.05',
          open_fee_percent: '0.05',
          close_fee_percent: '0.05',
          overnight_percent: '0.02',
          tick: '0.01',
          open_margin: '190.095',
        },
        charges: [],
        liquidation: null,
      });
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
  api.post.mockImplementation((path: string, params: Params) => {
    if (path === '/lever/deal') return Promise.resolve({ ...DEAL, account });
    if (path === '/lever/my_trade')
      return Promise.resolve(page(Number(params.status) === 1 ? positions : []));
    if (path === '/lever/submit') return Promise.resolve('Position opened at 95047.50');
    if (path === '/lever/close') return Promise.resolve('Closed');
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

const row = (label: string) =>
  within(screen.getByTestId('lever-preview')).getByText(label).nextElementSibling?.textContent;

beforeAll(async () => {
  await initI18n('en');
  await loadLanguage('en');
});
beforeEach(() => {
  Object.values(api).forEach((f) => f.mockReset());
  toast.mockClear();
  nav.navigateTo.mockClear();
  session.set({ token: 't', user: null, lang: 'en' });
  nav.requireLogin.mockImplementation(() => !!session.get().token);
  positions = [];
  account = ACCOUNT;
  serve();
});
afterEach(cleanup);

describe('contract screen', () => {
  it('says who the counterparty is and previews the fill, margin, fee and liquidation', async () => {
    mount('/pages/transaction/contract?symbol=BTC/USDT', ContractPage);
    await waitFor(() =>
      expect(screen.getByTestId('counterparty').textContent).toBe(
        'You trade against Bourse, not other users: fills at the index price ± the 0.05% spread.',
      ),
    );
    fireEvent.click(await screen.findByRole('radio', { name: '10x' }));
    fireEvent.change(screen.getByLabelText('Lots (1 lot = 0.01 BTC)'), { target: { value: '2' } });
    await waitFor(() => expect(row('Fill price')).toBe('95,047.50'));
    expect(row('Margin')).toBe('190.10 USDT');
    expect(row('Opening fee')).toBe('0.95 USDT');
    expect(row('Liquidation at index')).toBe('49,872.33');
    expect(screen.getByRole('table', { name: 'What if the index moves' })).toBeTruthy();
    expect(screen.getByText('-96.85')).toBeTruthy();
  });

  it('opens a 10x long as the contract says', async () => {
    mount('/pages/transaction/contract?symbol=BTC/USDT', ContractPage);
    fireEvent.click(await screen.findByRole('radio', { name: '10x' }));
    fireEvent.change(screen.getByLabelText('Lots (1 lot = 0.01 BTC)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open long 10x' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/lever/submit', {
        share: '2',
        multiple: 10,
        currency_id: 1,
        legal_id: 3,
        type: 1,
        status: 1,
        target_price: '999',
        password: '',
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ content: 'Position opened at 95047.50' }),
    );
  });

  it('refuses fractional lots before sending', async () => {
    mount('/pages/transaction/contract?symbol=BTC/USDT', ContractPage);
    fireEvent.change(await screen.findByLabelText('Lots (1 lot = 0.01 BTC)'), {
      target: { value: '1.5' },
    });
    await screen.findByRole('radio', { name: '5x' });
    fireEvent.click(screen.getByRole('button', { name: 'Open long 5x' }));
    expect(await screen.findByText('Lots must be a whole number')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalledWith('/lever/submit', expect.anything());
  });

  it('shows open positions with live P/L, liquidation and the account risk', async () => {
    positions = [POSITION];
    account = { ...ACCOUNT, balance: '999.049525', unrealised: '-1.9', used_margin: '190.095' };
    mount('/pages/transaction/contract?symbol=BTC/USDT', ContractPage);
    const card = await screen.findByRole('article', { name: 'BTC/USDT #41' });
    expect(within(card).getByText('-1.90')).toBeTruthy();
    expect(within(card).getByText('49,872.33')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('risk-rate').textContent).toBe('524.55%'));
    fireEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/transaction/contract_order', {
      verify: 41,
    });
  });

  it('asks for login instead of opening when signed out', async () => {
    session.set({ token: null });
    mount('/pages/transaction/contract?symbol=BTC/USDT', ContractPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to trade' }));
    expect(nav.requireLogin).toHaveBeenCalled();
    expect(api.post).not.toHaveBeenCalledWith('/lever/deal', expect.anything(), expect.anything());
  });
});

describe('contract orders', () => {
  it('verifies a position against its recorded prices', async () => {
    mount('/pages/transaction/contract_order?verify=41', ContractOrdersPage);
    expect(await screen.findByText('Verify position #41')).toBeTruthy();
    expect(screen.getByText('✓ Every figure matches the recorded prices.')).toBeTruthy();
    expect(screen.getAllByText('feed:test').length).toBeGreaterThan(0);
  });
});
