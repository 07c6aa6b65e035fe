/** The home quotes preview: real tickers, live pushes, a row opens the trade screen. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as Nav from '../../app/nav.ts';
import { groups, ticker } from './testing.ts';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
const realtime = vi.hoisted(() => {
  const handlers = new Map<string, (payload: unknown) => void>();
  return {
    handlers,
    subscribe: vi.fn((topic: string, event: string, handler: (payload: unknown) => void) => {
      handlers.set(`${topic} ${event}`, handler);
      return () => handlers.delete(`${topic} ${event}`);
    }),
    onUserEvent: vi.fn(() => () => {}),
  };
});
const nav = vi.hoisted(() => ({ navigateTo: vi.fn(), switchTab: vi.fn() }));
vi.mock('../../api/client.ts', () => ({ api }));
vi.mock('../../api/socket.ts', () => realtime);
vi.mock('../../app/nav.ts', async (original) => ({ ...(await original<typeof Nav>()), ...nav }));

import { initI18n } from '../../i18n/index.ts';
import { QuotesPreview } from './QuotesPreview.tsx';

const rows = [
  ticker('BTC/USDT', { name: 'Bitcoin', last: '67012.5', change: '2.5' }),
  ticker('ETH/USDT', { name: 'Ethereum', last: '3000', change: '-1.25' }),
  ticker('AAPL/USDT', { name: 'Apple', kind: 'stock', last: '190.1', change: '0' }),
];

beforeAll(() => initI18n('en'));
beforeEach(() => {
  localStorage.clear();
  api.get.mockReset().mockResolvedValue(groups(rows));
  nav.navigateTo.mockReset();
  nav.switchTab.mockReset();
});
afterEach(cleanup);

function renderPreview() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <QuotesPreview />
    </QueryClientProvider>,
  );
}

describe('QuotesPreview', () => {
  it('lists real tickers of the chosen kind', async () => {
    renderPreview();
    expect(await screen.findByText('Bitcoin')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('/currency/quotation_new', {}, { quiet: true });
    expect(screen.getByText('67,012.50')).toBeTruthy();
    expect(screen.getByText('+2.50%').className).toMatch(/up/);
    expect(screen.getByText('-1.25%').className).toMatch(/down/);
    expect(screen.queryByText('Apple')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Stocks' }));
    expect(screen.getByText('Apple')).toBeTruthy();
    expect(screen.queryByText('Bitcoin')).toBeNull();
  });

  it('moves with daymarket pushes', async () => {
    renderPreview();
    await screen.findByText('Bitcoin');
    act(() => realtime.handlers.get('tickers daymarket')!({ ...rows[1], last: '3100.5' }));
    expect(await screen.findByText('3,100.50')).toBeTruthy();
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('opens the trade screen of a row, and the market tab from "More"', async () => {
    renderPreview();
    fireEvent.click((await screen.findByText('Ethereum')).closest('button')!);
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/transaction/index', { symbol: 'ETH/USDT' });
    fireEvent.click(screen.getByRole('button', { name: /More/ }));
    expect(nav.switchTab).toHaveBeenCalledWith(1);
  });
});
