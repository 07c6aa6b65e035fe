import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LockupPlanAdminItem } from '@bourse/shared';
import { fakeServer, Refusal, renderDesk } from '../../../test/desk.tsx';
import { CURRENCIES, choose, fill } from './formTesting.ts';
import { LockupPlans } from './LockupPlans.tsx';

function plan(over: Partial<LockupPlanAdminItem> = {}): LockupPlanAdminItem {
  return {
    id: 1,
    currency_id: 3,
    currency_name: 'USDT',
    save_min: '100',
    save_max: '10000',
    interest_rate: '0.012',
    interest_rate_min: '0.012',
    interest_rate_max: '0.02',
    apr_percent: '4.38',
    day: 30,
    penalty_percent: '0.5',
    dividend_utc: '00:00',
    decimals: 6,
    status: 'active',
    intro: '',
    sort: 0,
    running_orders: 3,
    running_amount: '1500',
    ...over,
  };
}

describe('lock-up mining plans', () => {
  it('lists each plan with its range, yield, lock and what runs on it', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/lockup/plans': [plan(), plan({ id: 2, status: 'paused', running_orders: 0 })],
    });
    renderDesk(<LockupPlans />);
    await screen.findAllByText('USDT');
    expect(calls[0]!.path).toBe('/api/admin/lockup/plans');
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getByText('100 – 10000')).toBeTruthy();
    expect(within(first).getByText('0.012% – 0.02%')).toBeTruthy();
    expect(within(first).getByText('4.38%')).toBeTruthy();
    expect(within(first).getByText('3 orders · 1500 USDT')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Pause' })).toBeTruthy();
    const second = screen.getAllByRole('row')[2]!;
    expect(within(second).getByText('Paused')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('creates a plan with the figures as typed', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/lockup/plans': [],
      'GET /api/currency/list': CURRENCIES,
      'POST /api/admin/lockup/plans': { id: 5, status: 'active' },
    });
    renderDesk(<LockupPlans />);
    fireEvent.click(await screen.findByRole('button', { name: /New plan/ }));
    const drawer = await screen.findByRole('dialog');
    await choose(drawer, 'Coin', 'USDT · #3');
    fill(drawer, 'Minimum per order', '100');
    fill(drawer, 'Maximum per order', '10000.5');
    fill(drawer, 'Daily yield from', '0.012');
    fill(drawer, 'Daily yield to', '0.020');
    fill(drawer, 'Lock days', '30');
    fill(drawer, 'Early redemption penalty', '0.5');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      currency_id: 3,
      min_amount: '100',
      max_amount: '10000.5',
      daily_rate_min: '0.012',
      daily_rate_max: '0.020',
      lock_days: 30,
      penalty_percent: '0.5',
      lang: 'en',
    });
  });

  it('pauses a plan only with a reason, and shows a refusal', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/lockup/plans': [plan()],
      'POST /api/admin/lockup/plans/1/pause': new Refusal('The plan is already paused'),
    });
    renderDesk(<LockupPlans />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    expect(await within(modal).findByText('Required')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fill(modal, 'Reason (kept in the audit log)', 'Pool review');
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    expect(await within(modal).findByText('The plan is already paused')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      reason: 'Pool review',
      lang: 'en',
    });
  });
});
