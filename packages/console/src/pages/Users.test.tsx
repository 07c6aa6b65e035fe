import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  AdminLedgerEntry,
  AdminUserDetail,
  AdminUserOrder,
  AdminUserPosition,
  AdminUserRow,
  Page,
} from '@bourse/shared';
import { fakeServer, Refusal, renderDesk, type Call } from '../test/desk.tsx';
import Users from './Users.tsx';

function row(over: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: 3,
    account: 'alice@bourse.test',
    email: 'alice@bourse.test',
    mobile: null,
    nickname: 'Alice',
    invite_code: 'INV3X9',
    kyc_level: 2,
    disabled: false,
    created_at: 1_764_000_000,
    ...over,
  };
}

function detail(over: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...row(),
    area_code: null,
    referrer_id: 1,
    credit_score: 87,
    locked_until: null,
    disabled_at: null,
    disabled_reason: null,
    balances: [{ account: 'change', currency: 'USDT', available: '1250.5', frozen: '20' }],
    sessions: [
      {
        id: 91,
        created_at: 1_764_000_100,
        last_seen_at: 1_764_000_200,
        ip: '203.0.113.9',
        user_agent: 'Mozilla/5.0 (iPhone)',
      },
    ],
    ...over,
  };
}

const page = <T,>(rows: T[]): Page<T> => ({ data: rows, total: rows.length, page: 1, limit: 20 });

const entry: AdminLedgerEntry = {
  entry_id: '501',
  journal_id: '250',
  reason: 'deposit',
  account: 'change',
  currency: 'USDT',
  bucket: 'available',
  amount: '-20.125',
  created_at: 1_764_000_300,
};

const order: AdminUserOrder = {
  id: '77',
  symbol: 'BTC/USDT',
  side: 'buy',
  type: 'limit',
  price: '65000.5',
  quantity: '0.5',
  filled: '0.25',
  status: 'partial',
  created_at: 1_764_000_400,
};

const position: AdminUserPosition = {
  id: '12',
  symbol: 'ETH/USDT',
  side: 'short',
  multiple: 10,
  lots: '2',
  quantity: '0.2',
  margin: '61.2',
  open_price: '3060',
  close_price: '3000',
  status: 'closed',
  close_reason: 'tp',
  profit: '12',
  created_at: 1_764_000_500,
  opened_at: 1_764_000_500,
  closed_at: 1_764_000_600,
};

/** A user desk where user 3 exists; `over` replaces or adds routes. */
function desk(over: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/admin/users': page([row()]),
    'GET /api/admin/users/3': detail(),
    'GET /api/admin/users/3/ledger': page([entry]),
    'GET /api/admin/users/3/orders': page([order]),
    'GET /api/admin/users/3/positions': [position],
    ...over,
  });
}

// antd renders slowly in jsdom on a loaded runner: these tests wait for what the screen
// shows, so a slow machine only makes them wait longer, never fail.

const detailCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/users/3').length;

beforeEach(() => {
  window.location.hash = '#/users';
});

describe('the users list', () => {
  it('searches by what the operator typed and shows the matching users', async () => {
    const { calls } = desk({
      'GET /api/admin/users': (c: Call) =>
        c.query.q ? page([row({ disabled: true, kyc_level: 1 })]) : page([]),
    });
    renderDesk(<Users />, 'support');
    expect(await screen.findByText('No users yet')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Email, mobile number, user ID or invite code'), {
      target: { value: ' INV3X9 ' },
    });
    fireEvent.keyDown(screen.getByPlaceholderText('Email, mobile number, user ID or invite code'), {
      key: 'Enter',
      keyCode: 13,
    });
    expect(await screen.findByText('INV3X9')).toBeTruthy();
    expect(calls.at(-1)!.query).toMatchObject({ q: 'INV3X9', page: '1', limit: '20' });
    const line = screen.getByText('INV3X9').closest('tr')!;
    expect(within(line).getByText('Disabled')).toBeTruthy();
    expect(within(line).getByText('Basic')).toBeTruthy();
  });

  it('opens a user from the list and puts them in the address', async () => {
    desk();
    renderDesk(<Users />, 'support');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('87')).toBeTruthy();
    expect(window.location.hash).toBe('#/users?id=3');
  });

  it('opens a user linked while the screen is open', async () => {
    desk();
    renderDesk(<Users />, 'support');
    await screen.findByText('INV3X9');
    expect(screen.queryByRole('dialog')).toBeNull();
    window.location.hash = '#/users?id=3';
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('87')).toBeTruthy();
  });

  it('shows the refusal of the list', async () => {
    desk({ 'GET /api/admin/users': new Refusal('Sign in again') });
    renderDesk(<Users />, 'support');
    expect(await screen.findByText('Sign in again')).toBeTruthy();
  });
});

describe("a user's drawer", () => {
  it('opens the user linked in the address with their profile, balances and sessions', async () => {
    window.location.hash = '#/users?id=3';
    desk();
    renderDesk(<Users />, 'compliance');
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('87')).toBeTruthy();
    expect(within(drawer).getByText('User #1').closest('a')!.getAttribute('href')).toBe(
      '#/users?id=1',
    );
    expect(within(drawer).getByText('1250.5 USDT')).toBeTruthy();
    expect(within(drawer).getByText('20 USDT')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('tab', { name: /Sessions/ }));
    expect(await within(drawer).findByText('203.0.113.9')).toBeTruthy();
  });

  it('reads the ledger, orders and positions from their own pages', async () => {
    window.location.hash = '#/users?id=3';
    const { calls } = desk();
    renderDesk(<Users />, 'finance');
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('tab', { name: 'Ledger' }));
    expect(await within(drawer).findByText('-20.125 USDT')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/users/3/ledger')!.query).toMatchObject({
      page: '1',
      limit: '10',
    });
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Orders' }));
    expect(await within(drawer).findByText('65000.5 USDT')).toBeTruthy();
    expect(within(drawer).getByText('0.25 BTC')).toBeTruthy();
    expect(within(drawer).getByText('Partly filled')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Positions' }));
    expect(await within(drawer).findByText('61.2 USDT')).toBeTruthy();
    expect(within(drawer).getByText('Short')).toBeTruthy();
  });

  it('shows the refusal of a user that cannot be read', async () => {
    window.location.hash = '#/users?id=3';
    desk({ 'GET /api/admin/users/3': new Refusal('No such user') });
    renderDesk(<Users />, 'support');
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('No such user')).toBeTruthy();
  });

  it('gives support neither the ledger nor disabling, but lets them end sessions', async () => {
    window.location.hash = '#/users?id=3';
    const { calls } = desk({
      'POST /api/admin/users/3/revoke-sessions': {
        user_id: 3,
        disabled: false,
        disabled_at: null,
        disabled_reason: null,
        sessions_revoked: 1,
      },
    });
    renderDesk(<Users />, 'support');
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('87');
    expect(within(drawer).queryByRole('tab', { name: 'Ledger' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /Disable/ })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: /Revoke sessions/ }));
    fireEvent.change(await screen.findByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'Phone stolen' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Sessions ended: 1')).toBeTruthy();
    const post = calls.find((c) => c.path === '/api/admin/users/3/revoke-sessions')!;
    expect(post.body).toMatchObject({ reason: 'Phone stolen' });
    await waitFor(() => expect(detailCalls(calls)).toBe(2));
  });

  it('gives finance no access actions', async () => {
    window.location.hash = '#/users?id=3';
    desk();
    renderDesk(<Users />, 'finance');
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('87');
    expect(within(drawer).queryByRole('button', { name: /Disable/ })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /Revoke sessions/ })).toBeNull();
  });

  it('lets compliance disable with a reason, and shows a refusal in the dialog', async () => {
    window.location.hash = '#/users?id=3';
    const { calls } = desk({
      'POST /api/admin/users/3/disable': new Refusal('The user is already disabled'),
    });
    renderDesk(<Users />, 'compliance');
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: /Disable/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'Fraud report #88' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The user is already disabled')).toBeTruthy();
    const post = calls.find((c) => c.path === '/api/admin/users/3/disable')!;
    expect(post.body).toMatchObject({ reason: 'Fraud report #88', lang: 'en' });
  });

  it('offers compliance to enable a disabled user and shows why they were disabled', async () => {
    window.location.hash = '#/users?id=3';
    let disabled = true;
    const { calls } = desk({
      'GET /api/admin/users/3': () =>
        detail({
          disabled,
          disabled_at: disabled ? 1_764_100_000 : null,
          disabled_reason: disabled ? 'Chargeback' : null,
        }),
      'POST /api/admin/users/3/enable': () => {
        disabled = false;
        return {
          user_id: 3,
          disabled: false,
          disabled_at: null,
          disabled_reason: null,
          sessions_revoked: 0,
        };
      },
    });
    renderDesk(<Users />, 'compliance');
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Chargeback')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: /Enable/ }));
    fireEvent.change(await screen.findByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'Resolved with the bank' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await within(drawer).findByRole('button', { name: /Disable/ })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/users/3/enable')!.body).toMatchObject({
      reason: 'Resolved with the bank',
    });
    expect(within(drawer).queryByText('Chargeback')).toBeNull();
  });
});
