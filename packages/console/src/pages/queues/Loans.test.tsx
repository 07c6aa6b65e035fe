import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoanDeskEnquiry, LoanDeskLoan, LoanMarketMakerItem, Page } from '@bourse/shared';
import { fakeServer, Refusal, renderDesk } from '../../test/desk.tsx';
import Loans from './Loans.tsx';

function enquiry(over: Partial<LoanDeskEnquiry> = {}): LoanDeskEnquiry {
  return {
    id: 31,
    status: 'pending',
    amount: '600000',
    collateral_currency: 'BTC',
    loan_currency: 'USDT',
    term_days: 90,
    contact: 'tg:@whale',
    created_at: 1_764_000_000,
    offer: null,
    reject_reason: null,
    loan_id: null,
    user_id: 5,
    vip_level: 3,
    market_maker: false,
    claimed_by: null,
    ...over,
  };
}

function loan(over: Partial<LoanDeskLoan> = {}): LoanDeskLoan {
  return {
    id: 4,
    status: 'active',
    loan_currency: 'USDT',
    principal: '600000',
    collateral_currency: 'BTC',
    collateral_amount: '15',
    daily_percent: '0.05',
    overdue_daily_percent: '0.5',
    liquidation_risk_percent: '110',
    term_days: 90,
    started_at: 1_764_000_000,
    ends_at: 1_771_776_000,
    debt: '600300',
    accrued: '300',
    risk_percent: '182.35',
    liquidation_price: { price: '44000', of: 'collateral' },
    days_left: 89,
    days_overdue: 0,
    closed_at: null,
    repaid_amount: null,
    sold_collateral: null,
    returned_collateral: null,
    shortfall: null,
    close_index: null,
    user_id: 5,
    ...over,
  };
}

const page = <T,>(rows: T[]): Page<T> => ({ data: rows, total: rows.length, page: 1, limit: 20 });
const me = { id: 7, name: 'finance operator' };

describe('the OTC loan desk', () => {
  it('asks for the pending enquiries and shows the borrower and the ask', async () => {
    const { calls } = fakeServer({ 'GET /api/admin/loans/enquiries': page([enquiry()]) });
    renderDesk(<Loans />, 'finance');
    expect(await screen.findByText('600000 USDT')).toBeTruthy();
    expect(screen.getByText('VIP level 3')).toBeTruthy();
    expect(calls[0]!.query).toMatchObject({ status: 'pending', page: '1', limit: '20' });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Loan enquiry #31')).toBeTruthy();
    expect(within(drawer).getByText('tg:@whale')).toBeTruthy();
    expect(within(drawer).getByText('Claim this item to decide it.')).toBeTruthy();
  });

  it('claims with the enquiry claim, then sends an offer with the loanOfferBody fields', async () => {
    let claimed = false;
    const { calls } = fakeServer({
      'GET /api/admin/loans/enquiries': () => page([enquiry({ claimed_by: claimed ? me : null })]),
      'POST /api/admin/loans/enquiries/31/claim': () => {
        claimed = true;
        return { id: 31, claimed_by: me };
      },
      'POST /api/admin/loans/enquiries/31/offer': enquiry({ status: 'offered' }),
    });
    renderDesk(<Loans />, 'finance');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: /Claim/ }));
    expect(await screen.findByText('Held by you')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Make an offer/ }));
    const title = await screen.findByText('Offer for enquiry #31');
    const form = title.closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.change(within(form).getByLabelText('Collateral'), { target: { value: '15' } });
    fireEvent.change(within(form).getByLabelText('Daily interest rate'), {
      target: { value: '0.05' },
    });
    fireEvent.click(within(form).getByRole('button', { name: /Send the offer/ }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/loans/enquiries/31/offer')).toBe(true),
    );
    expect(calls.find((c) => c.path === '/api/admin/loans/enquiries/31/offer')!.body).toEqual({
      loan_currency: 'USDT',
      principal: '600000',
      collateral_currency: 'BTC',
      collateral_amount: '15',
      daily_percent: '0.05',
      term_days: 90,
      lang: 'en',
    });
  });

  it("shows the server's refusal of a claim held by another operator", async () => {
    fakeServer({
      'GET /api/admin/loans/enquiries': page([enquiry()]),
      'POST /api/admin/loans/enquiries/31/claim': new Refusal('Bob is handling this enquiry'),
    });
    renderDesk(<Loans />, 'finance');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: /Claim/ }));
    expect(await screen.findByText('Bob is handling this enquiry')).toBeTruthy();
  });

  it('rejects a held enquiry with the reason the borrower reads', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/loans/enquiries': page([enquiry({ claimed_by: me })]),
      'POST /api/admin/loans/enquiries/31/reject': enquiry({ status: 'rejected' }),
    });
    renderDesk(<Loans />, 'finance');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: /Reject/ }));
    fireEvent.change(await screen.findByLabelText('Reason (the user reads it)'), {
      target: { value: 'Collateral history too short' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/loans/enquiries/31/reject')).toBe(true),
    );
    expect(
      calls.find((c) => c.path === '/api/admin/loans/enquiries/31/reject')!.body,
    ).toMatchObject({ reason: 'Collateral history too short' });
  });

  it('lists the active loans with their debt and risk rate', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/loans/enquiries': page([]),
      'GET /api/admin/loans/list': page([loan()]),
    });
    renderDesk(<Loans />, 'finance');
    fireEvent.click(await screen.findByRole('tab', { name: 'Loans' }));
    expect(await screen.findByText('600300 USDT')).toBeTruthy();
    expect(screen.getByText('15 BTC')).toBeTruthy();
    expect(screen.getByText(/182\.35%/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/loans/list')!.query).toMatchObject({
      status: 'active',
    });
  });

  it('grants and revokes a market maker with a note', async () => {
    const maker: LoanMarketMakerItem = {
      user_id: 42,
      granted_by: 7,
      granted_at: 1_764_000_000,
      note: 'Desk partner',
    };
    const { calls } = fakeServer({
      'GET /api/admin/loans/enquiries': page([]),
      'GET /api/admin/loans/market-makers': [],
      'POST /api/admin/loans/market-makers': [maker],
      'POST /api/admin/loans/market-makers/revoke': new Refusal('Not a market maker'),
    });
    renderDesk(<Loans />, 'finance');
    fireEvent.click(await screen.findByRole('tab', { name: 'Market makers' }));
    fireEvent.change(await screen.findByLabelText('User ID'), { target: { value: '42' } });
    fireEvent.change(screen.getByLabelText('Note (audit log)'), {
      target: { value: 'Desk partner' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Grant/ }));
    expect(await screen.findByText('Desk partner')).toBeTruthy();
    expect(
      calls.find((c) => c.path === '/api/admin/loans/market-makers' && c.method === 'POST')!.body,
    ).toEqual({ user_id: 42, note: 'Desk partner', lang: 'en' });

    fireEvent.click(screen.getByRole('button', { name: /Revoke/ }));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByLabelText('Note (audit log)'), {
      target: { value: 'Contract ended' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Not a market maker')).toBeTruthy();
    expect(
      calls.find((c) => c.path === '/api/admin/loans/market-makers/revoke')!.body,
    ).toMatchObject({ user_id: 42, note: 'Contract ended' });
  });
});
