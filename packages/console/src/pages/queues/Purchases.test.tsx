import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminPurchaseView, Page } from '@bourse/shared';
import { fakeServer, Refusal, renderDesk } from '../../test/desk.tsx';
import Purchases from './Purchases.tsx';

function purchase(over: Partial<AdminPurchaseView> = {}): AdminPurchaseView {
  return {
    id: 9,
    reference: 'BRS-7F3K2',
    country: 'TH',
    currency: 'THB',
    method: 'bank_transfer',
    amount: '50000',
    rate: '35.5',
    usdt_amount: '1408.45',
    status: 'transfer_completed',
    first_name: 'Somchai',
    last_name: 'Jaidee',
    email: 'somchai@bourse.test',
    phone: '+66812345678',
    tax_id: null,
    bank: {
      beneficiary: 'Bourse Payments Ltd',
      iban: 'TH12 3456 7890 1234',
      bic: 'KASITHBK',
      bank_name: 'Kasikornbank',
      bank_address: '1 Rat Burana Rd, Bangkok',
      country: 'TH',
    },
    screenshot: '/uploads/transfer.png?sig=y',
    reason: null,
    created_at: 1_764_000_000,
    expires_at: 1_764_001_800,
    paid_at: 1_764_000_600,
    decided_at: null,
    user_id: 3,
    user_account: 'somchai@bourse.test',
    decided_by: null,
    claim: null,
    ...over,
  };
}

const page = (rows: AdminPurchaseView[]): Page<AdminPurchaseView> => ({
  data: rows,
  total: rows.length,
  page: 1,
  limit: 20,
});

const ledger = { data: [], total: 0, page: 1, limit: 10 };
const mine = { operator_id: 7, operator_name: 'finance operator', claimed_at: 1_764_000_700 };

describe('the bank purchases queue', () => {
  it('asks for the transfer-completed queue and shows the order, the bank and the screenshot', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/purchases': page([purchase()]),
      'GET /api/admin/users/3/ledger': ledger,
    });
    renderDesk(<Purchases />, 'finance');
    expect(await screen.findByText('50000 THB')).toBeTruthy();
    expect(screen.getByText('1408.45 USDT')).toBeTruthy();
    expect(calls[0]!.query).toMatchObject({
      status: 'transfer_completed',
      page: '1',
      limit: '20',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Purchase #9')).toBeTruthy();
    expect(within(drawer).getByText('35.5 THB per USDT')).toBeTruthy();
    expect(within(drawer).getByText('TH12 3456 7890 1234')).toBeTruthy();
    expect(within(drawer).getByAltText('Transfer screenshot').getAttribute('src')).toBe(
      '/uploads/transfer.png?sig=y',
    );
    expect(within(drawer).getByText('Claim this item to decide it.')).toBeTruthy();
  });

  it('claims through the purchases desk claim, then confirms the order', async () => {
    let claimed = false;
    const { calls } = fakeServer({
      'GET /api/admin/purchases': () => page([purchase({ claim: claimed ? mine : null })]),
      'GET /api/admin/users/3/ledger': ledger,
      'POST /api/admin/claims/purchases/9': () => {
        claimed = true;
        return { queue: 'purchases', item_id: 9, claim: mine };
      },
      'POST /api/admin/purchases/9/confirm': purchase({ status: 'payment_successful' }),
    });
    renderDesk(<Purchases />, 'finance');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: /Claim/ }));
    expect(await screen.findByText('Held by you')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Confirm and credit/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/purchases/9/confirm')).toBe(true),
    );
    expect(calls.find((c) => c.path === '/api/admin/purchases/9/confirm')!.body).toEqual({
      lang: 'en',
    });
  });

  it('sends the reason of a rejection and shows the refusal', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/purchases': page([purchase({ claim: mine })]),
      'GET /api/admin/users/3/ledger': ledger,
      'POST /api/admin/purchases/9/reject': new Refusal('This order was already decided'),
    });
    renderDesk(<Purchases />, 'finance');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: /Reject/ }));
    fireEvent.change(await screen.findByLabelText('Reason (the user reads it)'), {
      target: { value: 'No transfer received' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This order was already decided')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/purchases/9/reject')!.body).toMatchObject({
      reason: 'No transfer received',
    });
  });

  it("shows another operator's claim and no decision", async () => {
    fakeServer({
      'GET /api/admin/purchases': page([
        purchase({ claim: { operator_id: 8, operator_name: 'Bob', claimed_at: 1_764_000_700 } }),
      ]),
      'GET /api/admin/users/3/ledger': ledger,
    });
    renderDesk(<Purchases />, 'finance');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const holder = await screen.findByTestId('claim-holder');
    expect(holder.textContent).toContain('Held by Bob since 2025-11-24 16:11:40 UTC');
    expect(screen.queryByRole('button', { name: /Confirm and credit/ })).toBeNull();
  });
});
