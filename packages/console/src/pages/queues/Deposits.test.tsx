import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminDepositView, Page } from '@bourse/shared';
import { fakeServer, Refusal, renderDesk } from '../../test/desk.tsx';
import Deposits from './Deposits.tsx';

function deposit(over: Partial<AdminDepositView> = {}): AdminDepositView {
  return {
    id: 41,
    currency: 1,
    currency_name: 'USDT',
    account: 'change',
    account_type: 2,
    network: 'TRC20',
    amount: '1250.5',
    voucher: '/uploads/voucher.png?sig=x',
    status: 'pending',
    reason: null,
    created_at: 1_764_000_000,
    decided_at: null,
    name: 'USDT',
    user_id: 3,
    user_account: 'alice@bourse.test',
    decided_by: null,
    deposit_addresses: [{ network: 'TRC20', address: 'TXYZ' }],
    claim: null,
    ...over,
  };
}

const page = (rows: AdminDepositView[]): Page<AdminDepositView> => ({
  data: rows,
  total: rows.length,
  page: 1,
  limit: 20,
});

describe('the deposits queue', () => {
  it('asks for the pending queue and shows the amount, the user and the voucher', async () => {
    const { calls } = fakeServer({ 'GET /api/admin/deposits': page([deposit()]) });
    renderDesk(<Deposits />, 'finance');
    expect(await screen.findByText('1250.5 USDT')).toBeTruthy();
    expect(calls[0]!.query).toMatchObject({ status: 'pending', page: '1', limit: '20' });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByAltText('Payment voucher').getAttribute('src')).toBe(
      '/uploads/voucher.png?sig=x',
    );
    // Not claimed yet: no decision until the operator claims it.
    expect(within(drawer).getByText('Claim this item to decide it.')).toBeTruthy();
  });

  it('claims, then shows the server refusal of a claim held by another operator', async () => {
    let claimed = false;
    const { calls } = fakeServer({
      'GET /api/admin/deposits': () =>
        page([
          deposit({
            claim: claimed ? { operator_id: 7, operator_name: 'me', claimed_at: 1 } : null,
          }),
        ]),
      'POST /api/admin/claims/deposits/41': () => {
        claimed = true;
        return { queue: 'deposits', item_id: 41, claim: null };
      },
      'POST /api/admin/deposits/41/reject': new Refusal('Held by Bob'),
    });
    renderDesk(<Deposits />, 'finance');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: /Claim/ }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/claims/deposits/41')).toBe(true),
    );
    expect(await screen.findByText('Held by you')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Reject/ }));
    fireEvent.change(await screen.findByLabelText('Reason (the user reads it)'), {
      target: { value: 'Voucher unreadable' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Held by Bob')).toBeTruthy();
    const reject = calls.find((c) => c.path === '/api/admin/deposits/41/reject')!;
    expect(reject.body).toMatchObject({ reason: 'Voucher unreadable', lang: 'en' });
  });
});
