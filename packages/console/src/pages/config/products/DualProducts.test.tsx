import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DualProductItem } from '@bourse/shared';
import { fakeServer, renderDesk } from '../../../test/desk.tsx';
import { DualProducts } from './DualProducts.tsx';
import { fill } from './formTesting.ts';

function product(over: Partial<DualProductItem> = {}): DualProductItem {
  return {
    id: 12,
    name: 'BTC-USDT Call',
    rate: '36.5',
    exercise_price: '70000',
    remaining_number: 80,
    purchased_number: 20,
    total_number: 100,
    start_time: '2026-11-20T00:00:00Z',
    end_time: '2026-12-01T08:00:00Z',
    status: 1,
    currency_name: 'BTC',
    currency_id: 1,
    type: 'call',
    state: 1,
    per_price: '0.01',
    invest_currency: 'BTC',
    alt_currency: 'USDT',
    day: 7,
    progress: '20.00',
    coin_decimals: 8,
    usdt_decimals: 6,
    end_at: 1_796_112_000,
    ...over,
  };
}

describe('dual investment products', () => {
  it('lists the products of a coin and a direction', async () => {
    const { calls } = fakeServer({
      'GET /api/dual/index': (c) => ({
        dual_currencys: c.query.currency_id === '2' ? [] : [product()],
      }),
    });
    renderDesk(<DualProducts />);
    expect(await screen.findByText('BTC-USDT Call')).toBeTruthy();
    expect(calls[0]!.query).toMatchObject({ currency_id: '1', type: 'call' });
    const row = screen.getByText('BTC-USDT Call').closest('tr')!;
    expect(within(row).getByText('36.5%')).toBeTruthy();
    expect(within(row).getByText('0.01 BTC')).toBeTruthy();
    expect(within(row).getByText('20 / 100')).toBeTruthy();
    expect(within(row).getByText('2026-12-01 08:00:00 UTC')).toBeTruthy();
    fireEvent.click(screen.getByText('ETH'));
    await waitFor(() => expect(calls.some((c) => c.query.currency_id === '2')).toBe(true));
  });

  it('creates a product with its maturity as UTC ISO time', async () => {
    const { calls } = fakeServer({
      'GET /api/dual/index': { dual_currencys: [] },
      'POST /api/admin/dual/products': product(),
    });
    renderDesk(<DualProducts />);
    fireEvent.click(await screen.findByRole('button', { name: /New product/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByText('Put (buy low)'));
    fill(drawer, 'Linked price', '65000');
    fill(drawer, 'Annual rate', '42.5');
    fill(drawer, 'Share size', '100');
    fill(drawer, 'Total shares', '500');
    fill(drawer, 'Maturity (UTC)', '2026-12-01T08:00');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      currency_id: 1,
      type: 'put',
      linked_price: '65000',
      apr: '42.5',
      per_share: '100',
      total_shares: 500,
      end_time: '2026-12-01T08:00:00Z',
      lang: 'en',
    });
  });

  it('closes a product, the reason being optional', async () => {
    const { calls } = fakeServer({
      'GET /api/dual/index': { dual_currencys: [product()] },
      'POST /api/admin/dual/products/12/close': product({ state: 0 }),
    });
    renderDesk(<DualProducts />);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/admin/dual/products/12/close');
    expect(post.body).toEqual({ lang: 'en' });
  });
});
