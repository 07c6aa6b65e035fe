import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminDashboard, LedgerVerifyRun } from '@bourse/shared';
import { fakeServer, Refusal, renderDesk, type Call } from '../test/desk.tsx';
import Dashboard from './Dashboard.tsx';

// antd renders slowly in jsdom on a loaded runner: these tests wait for what the screen
// shows, so a slow machine only makes them wait longer, never fail.

function board(over: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    users: { total: 1234, today: 5 },
    deposits_today: [{ currency: 'USDT', count: 3, amount: '1250.5' }],
    withdrawals_today: [{ currency: 'BTC', count: 1, amount: '0.015' }],
    pending: {
      deposits: 4,
      withdrawals: 2,
      purchases: 0,
      verifications: 6,
      traders: 0,
      loans: 1,
      chats: 9,
    },
    system_balances: [
      {
        owner: 'external',
        account: 'change',
        currency: 'USDT',
        available: '-5000',
        frozen: '0',
        balance: '-5000',
      },
      {
        owner: 'fees',
        account: 'change',
        currency: 'USDT',
        available: '12.75',
        frozen: '0',
        balance: '12.75',
      },
      {
        owner: 'external',
        account: 'change',
        currency: 'BTC',
        available: '-0.5',
        frozen: '0',
        balance: '-0.5',
      },
    ],
    ledger_verify: {
      ok: true,
      checked_at: 1_764_000_000,
      source: 'job',
      summary: 'ledger:verify OK: 10 balances',
    },
    ...over,
  };
}

const run: LedgerVerifyRun = {
  id: 2,
  ok: true,
  source: 'console',
  operator_id: 7,
  summary: 'ledger:verify OK',
  started_at: 1_764_000_100,
  checked_at: 1_764_000_101,
};

const dashboardCalls = (calls: Call[]) =>
  calls.filter((c) => c.path === '/api/admin/dashboard').length;

describe('the dashboard', () => {
  it('shows users, queues, today per coin, system balances and the last verification', async () => {
    const { calls } = fakeServer({ 'GET /api/admin/dashboard': board() });
    renderDesk(<Dashboard />, 'finance');
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(calls[0]!.path).toBe('/api/admin/dashboard');

    const deposits = screen.getByRole('link', { name: 'Deposits' });
    expect(deposits.getAttribute('href')).toBe('#/deposits');
    expect(within(deposits).getByText('4')).toBeTruthy();
    // Finance cannot open the chat queue: its count is shown, not linked.
    expect(screen.queryByRole('link', { name: 'Customer service' })).toBeNull();
    expect(within(screen.getByTestId('pending-chat')).getByText('9')).toBeTruthy();

    const depositsToday = screen.getByText('Deposits confirmed today').closest('.ant-card')!;
    expect(within(depositsToday as HTMLElement).getByText('1250.5 USDT')).toBeTruthy();
    const withdrawalsToday = screen.getByText('Withdrawals approved today').closest('.ant-card')!;
    expect(within(withdrawalsToday as HTMLElement).getByText('0.015 BTC')).toBeTruthy();

    // Grouped by system account: one owner cell spanning both of external's rows.
    const balances = screen.getByText('Platform balances').closest('.ant-card') as HTMLElement;
    const external = within(balances).getByText('external').closest('td')!;
    expect(external.getAttribute('rowspan')).toBe('2');
    expect(within(balances).getAllByText('-0.5 BTC')).toHaveLength(2);
    expect(within(balances).getAllByText('12.75 USDT')).toHaveLength(2);

    expect(screen.getByText('Balanced')).toBeTruthy();
    expect(screen.getByText('Scheduled job')).toBeTruthy();
  });

  it('runs a verification for finance and reloads the dashboard', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/dashboard': board(),
      'POST /api/admin/ledger/verify': run,
    });
    renderDesk(<Dashboard />, 'finance');
    fireEvent.click(await screen.findByRole('button', { name: /Verify now/ }));
    expect(await screen.findByText('The ledger is balanced')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/ledger/verify')).toBe(
      true,
    );
    await waitFor(() => expect(dashboardCalls(calls)).toBe(2));
  });

  it('shows the refusal of a verification', async () => {
    fakeServer({
      'GET /api/admin/dashboard': board(),
      'POST /api/admin/ledger/verify': new Refusal('A verification is already running'),
    });
    renderDesk(<Dashboard />, 'admin');
    fireEvent.click(await screen.findByRole('button', { name: /Verify now/ }));
    expect(await screen.findByText('A verification is already running')).toBeTruthy();
  });

  it('gives support no balances and no verification, and links their own queue', async () => {
    fakeServer({
      'GET /api/admin/dashboard': board({
        system_balances: null,
        ledger_verify: {
          ok: false,
          checked_at: 1_764_000_000,
          source: 'cli',
          summary: 'journal 88 does not balance in USDT',
        },
      }),
    });
    renderDesk(<Dashboard />, 'support');
    expect(await screen.findByText('Broken')).toBeTruthy();
    // A broken run opens its report.
    expect(screen.getByText('journal 88 does not balance in USDT')).toBeTruthy();
    expect(screen.queryByText('Platform balances')).toBeNull();
    expect(screen.queryByRole('button', { name: /Verify now/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Deposits' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Customer service' }).getAttribute('href')).toBe(
      '#/chat',
    );
  });

  it('says when the ledger was never verified and when nothing moved today', async () => {
    fakeServer({
      'GET /api/admin/dashboard': board({
        ledger_verify: null,
        deposits_today: [],
        withdrawals_today: [],
      }),
    });
    renderDesk(<Dashboard />, 'compliance');
    expect(await screen.findByText('The ledger has not been verified yet')).toBeTruthy();
    expect(screen.getAllByText('Nothing today')).toHaveLength(2);
  });

  it('shows the refusal of the dashboard', async () => {
    fakeServer({ 'GET /api/admin/dashboard': new Refusal('Your session has ended') });
    renderDesk(<Dashboard />, 'finance');
    expect(await screen.findByText('Your session has ended')).toBeTruthy();
  });
});
