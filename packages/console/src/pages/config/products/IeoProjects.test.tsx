import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IeoProjectItem } from '@bourse/shared';
import { fakeServer, renderDesk } from '../../../test/desk.tsx';
import { CURRENCIES, choose, fill } from './formTesting.ts';
import { IeoProjects } from './IeoProjects.tsx';

function project(over: Partial<IeoProjectItem> = {}): IeoProjectItem {
  return {
    id: 4,
    title: 'Nova Chain',
    summary: 'A chain',
    logo: '/h5/coins/nova.svg',
    currency_id: 9,
    currency_name: 'NOVA',
    token_decimals: 4,
    amount: '1000000',
    total_sell: '250000',
    percentage: '25.00',
    price: '0.05',
    day: 30,
    time_status: 2,
    paused: false,
    warmup_at: '2026-11-01 00:00:00',
    start_at: '2026-11-10 00:00:00',
    end_at: '2026-12-10 00:00:00',
    warmup_ts: 0,
    start_ts: 0,
    end_ts: 0,
    release_ts: 0,
    market_ts: 0,
    now_ts: 0,
    min_amount: '100',
    max_amount: '50000',
    pay_currencies: [{ id: 3, name: 'USDT' }],
    participants: 12,
    sold: null,
    remainder: null,
    allocated_ts: null,
    whitepaper: 'https://nova.test/wp.pdf',
    website: 'https://nova.test',
    ...over,
  };
}

describe('IEO projects', () => {
  it('lists the projects with their price, subscription and phase', async () => {
    const { calls } = fakeServer({
      'GET /api/project': {
        list: [project(), project({ id: 5, title: 'Zeta', paused: true })],
        total: 2,
        page: 1,
        limit: 20,
      },
    });
    renderDesk(<IeoProjects />);
    expect(await screen.findByText('Nova Chain')).toBeTruthy();
    expect(calls[0]!.query).toMatchObject({ page: '1', limit: '20' });
    const row = screen.getByText('Nova Chain').closest('tr')!;
    expect(within(row).getByText('0.05 USDT')).toBeTruthy();
    expect(within(row).getByText('250000 (25.00%)')).toBeTruthy();
    expect(within(row).getByText('In progress')).toBeTruthy();
    const paused = screen.getByText('Zeta').closest('tr')!;
    expect(within(paused).getByText('Paused')).toBeTruthy();
    expect(within(paused).getByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('creates a project: pay coins joined, times as unix seconds', async () => {
    const { calls } = fakeServer({
      'GET /api/project': { list: [], total: 0, page: 1, limit: 20 },
      'GET /api/currency/list': CURRENCIES,
      'POST /api/admin/ieo/projects': { id: 6 },
    });
    renderDesk(<IeoProjects />);
    fireEvent.click(await screen.findByRole('button', { name: /New project/ }));
    const drawer = await screen.findByRole('dialog');
    fill(drawer, 'Name', 'Nova Chain');
    fill(drawer, 'Summary', 'A fast chain');
    await choose(drawer, 'Token', 'ETH · #2');
    fill(drawer, 'Price per token', '0.05');
    await choose(drawer, 'Accepted payment coins', 'USDT');
    await choose(drawer, 'Accepted payment coins', 'BTC');
    fill(drawer, 'Total issuance', '1000000');
    fill(drawer, 'Minimum subscription', '100');
    fill(drawer, 'Maximum subscription', '50000');
    fill(drawer, 'Warm-up starts (UTC)', '2026-12-01T08:00');
    fill(drawer, 'Start (UTC)', '2026-12-01T09:00');
    fill(drawer, 'End (UTC)', '2026-12-01T10:00');
    fill(drawer, 'Listed for trading (UTC)', '2026-12-01T10:00');
    fill(drawer, 'Lock days after the end', '30');
    fill(drawer, 'Logo', '/h5/coins/nova.svg');
    fill(drawer, 'White paper URL', 'https://nova.test/wp.pdf');
    fill(drawer, 'Website URL', 'https://nova.test');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      title: 'Nova Chain',
      summary: 'A fast chain',
      currency_id: 2,
      price: '0.05',
      pay_currencies: '3,1',
      total: '1000000',
      min_amount: '100',
      max_amount: '50000',
      warmup_at: 1_796_112_000,
      start_at: 1_796_115_600,
      end_at: 1_796_119_200,
      market_at: 1_796_119_200,
      lock_days: 30,
      logo: '/h5/coins/nova.svg',
      whitepaper_url: 'https://nova.test/wp.pdf',
      website_url: 'https://nova.test',
      lang: 'en',
    });
  });

  it('closes a project with the reason the server requires', async () => {
    const { calls } = fakeServer({
      'GET /api/project': { list: [project()], total: 1, page: 1, limit: 20 },
      'POST /api/admin/ieo/projects/4/close': { id: 4, paused: false, end_at: 0 },
    });
    renderDesk(<IeoProjects />);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    const modal = await screen.findByRole('dialog');
    fill(modal, 'Reason (kept in the audit log)', 'Issuer withdrew');
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/admin/ieo/projects/4/close');
    expect(post.body).toEqual({ reason: 'Issuer withdrew', lang: 'en' });
  });
});
