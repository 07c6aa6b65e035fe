/**
 * The quiz screens against a mocked request function, as a person uses them: the rounds
 * with their states, countdowns and pools; a round's bet sheet (side, amount, balance,
 * participants, the estimate from the shared split), a bet placed and a refusal shown as
 * the server says it; a settled round's price, second, source and split; my bets with
 * their outcomes.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as AntdMobile from 'antd-mobile';
import type { QuizBetItem, QuizRoundDetail, QuizRoundItem } from '@bourse/shared';
import type { Params } from '../../api/client.ts';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
const nav = vi.hoisted(() => ({
  navigateTo: vi.fn(),
  navigateBack: vi.fn(),
  redirectTo: vi.fn(),
  requireLogin: vi.fn(() => true),
  LOGIN_PATH: '/pages/common/login',
}));
vi.mock('../../api/client.ts', () => ({ api }));
vi.mock('../../app/nav.ts', () => nav);
const toast = vi.hoisted(() => vi.fn());
vi.mock('antd-mobile', async (original) => {
  const real = await original<typeof AntdMobile>();
  return { ...real, Toast: { show: toast, clear: vi.fn() } };
});

import { initI18n, loadLanguage } from '../../i18n/index.ts';
import { session } from '../../store/session.ts';
import { createMemoryRouter } from '../../app/hashRouter.ts';
import { RouterProvider } from '../../app/routing.tsx';
import GamePage from '../../pages/game/game.tsx';
import QuizRoundPage from '../../pages/game/round.tsx';

const NOW_S = Math.floor(Date.now() / 1000);

const roundItem = (over: Partial<QuizRoundItem> = {}): QuizRoundItem => ({
  id: 7,
  symbol: 'BTC/USDT',
  match_id: 1,
  kind: 'updown',
  strike: null,
  reference: null,
  currency: 'USDT',
  decimals: 6,
  opens_at: NOW_S - 60,
  cutoff_at: NOW_S + 240,
  settle_at: NOW_S + 540,
  fee_percent: '5',
  min_stake: '1',
  max_stake: '1000',
  state: 'guessing',
  pool_up: '30',
  pool_down: '10',
  participants_up: 3,
  participants_down: 1,
  result: null,
  ...over,
});

const bet = (over: Partial<QuizBetItem> = {}): QuizBetItem => ({
  id: 1,
  round_id: 7,
  symbol: 'BTC/USDT',
  kind: 'updown',
  side: 'up',
  amount: '10',
  payout: null,
  outcome: 'pending',
  round_state: 'guessing',
  created_at: NOW_S - 30,
  settle_at: NOW_S + 540,
  ...over,
});

let detail: QuizRoundDetail;

function serve() {
  api.get.mockImplementation((path: string) => {
    if (path === '/quiz/rounds') {
      return Promise.resolve({
        list: [
          roundItem(),
          roundItem({
            id: 8,
            kind: 'above',
            strike: '66000',
            state: 'not_started',
            opens_at: NOW_S + 100,
          }),
          roundItem({ id: 6, state: 'over', pool_up: '0', pool_down: '0' }),
        ],
        total: 3,
        page: 1,
        limit: 30,
      });
    }
    if (path === '/quiz/round') return Promise.resolve(detail);
    if (path === '/quiz/my_bets') {
      return Promise.resolve({
        list: [
          bet({ id: 3, outcome: 'bonus_paid', payout: '19', round_state: 'over' }),
          bet({ id: 2, side: 'down', outcome: 'missed', payout: '0', round_state: 'over' }),
          bet({ id: 1, outcome: 'refunded', payout: '10', round_state: 'over' }),
        ],
        total: 3,
        page: 1,
        limit: 50,
      });
    }
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
  api.post.mockImplementation((path: string, body: Params) => {
    if (path !== '/quiz/bet') return Promise.reject(new Error(`unexpected POST ${path}`));
    if (body.side === 'down')
      return Promise.reject(new Error('This round is not taking guesses now'));
    return Promise.resolve(bet({ id: 9, amount: String(body.amount) }));
  });
}

function mount(page: 'game' | 'round', path = `/pages/game/${page}?id=7`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createMemoryRouter([path])}>
        {page === 'game' ? <GamePage /> : <QuizRoundPage />}
      </RouterProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await loadLanguage('en');
});
beforeEach(() => {
  Object.values(api).forEach((f) => f.mockReset());
  toast.mockClear();
  nav.navigateTo.mockClear();
  session.set({ token: 't', lang: 'en' });
  detail = { ...roundItem(), my_bets: [bet()], balance: '990' };
  serve();
});
afterEach(cleanup);

describe('quiz list', () => {
  it('shows each round with its state, countdown and pools, and opens one', async () => {
    mount('game', '/pages/game/game');
    const titles = await screen.findAllByText('Higher or lower?', { selector: 'strong' });
    const first = titles[0]!.closest('button')!;
    expect(within(first).getByText('Guessing')).toBeTruthy();
    expect(within(first).getByText('Cut-off in')).toBeTruthy();
    expect(within(first).getByLabelText('countdown').textContent).toMatch(/^0[34]:\d\d$/);
    expect(within(first).getByText(/3 players/)).toBeTruthy();
    // up 30, down 10, fee 5%: the up side pays 40 x 0.95 / 30 = x1.26.
    expect(within(first).getByText(/Pays ×1\.26/)).toBeTruthy();
    expect(screen.getByText('Above 66,000?')).toBeTruthy();
    expect(screen.getByText('Not started')).toBeTruthy();
    expect(screen.getByText('Over')).toBeTruthy();
    fireEvent.click(first);
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/game/round', { id: 7 });
  });

  it('lists my bets with their outcomes', async () => {
    mount('game', '/pages/game/game');
    fireEvent.click(await screen.findByRole('tab', { name: 'My bets' }));
    expect(await screen.findByText('Bonus paid')).toBeTruthy();
    expect(screen.getByText('Missed')).toBeTruthy();
    expect(screen.getByText('Refunded')).toBeTruthy();
  });
});

describe('a round', () => {
  it('shows the bet sheet: balance, participants, estimate; places a bet', async () => {
    mount('round');
    expect(await screen.findByText('Bet amount', { selector: 'h3' })).toBeTruthy();
    const balance = screen.getByText(/Account balance/).closest('div')!;
    expect(balance.textContent).toMatch(/990(\.00)? USDT$/);
    expect(screen.getByText('Up 3 · Down 1')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bet amount'), { target: { value: '10' } });
    // up 30 + 10, down 10: T 50, fee 2.5, 47.5 x 10 / 40 = 11.875.
    expect(screen.getByText('Estimated payout if right').parentElement!.textContent).toMatch(
      /right11\.875$/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bet Up' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/quiz/bet',
        { round_id: 7, side: 'up', amount: '10' },
        expect.anything(),
      ),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: 'Bet placed' })),
    );
  });

  it('keeps the user on the side they backed and checks the amount first', async () => {
    mount('round');
    const down = await screen.findByRole('button', { name: /Down/, pressed: false });
    expect((down as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Bet amount'), { target: { value: '1000.5' } });
    expect(screen.getByRole('alert').textContent).toBe('At most 1000 USDT');
    fireEvent.change(screen.getByLabelText('Bet amount'), { target: { value: '1.1234567' } });
    expect(screen.getByRole('alert').textContent).toBe('At most 6 decimals');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal as it says it', async () => {
    detail = { ...detail, my_bets: [] };
    mount('round');
    fireEvent.click(await screen.findByRole('button', { name: /^Down/ }));
    fireEvent.change(screen.getByLabelText('Bet amount'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bet Down' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ content: 'This round is not taking guesses now' }),
    );
  });

  it('after settlement shows the price, its second, source and the split', async () => {
    detail = {
      ...roundItem({
        state: 'over',
        reference: { price: '65000', at: NOW_S - 300, source: 'sim:42' },
        result: {
          price: { price: '65100', at: NOW_S - 10, source: 'sim:42' },
          line: '65000',
          right_side: 'up',
          refund: false,
          total: '40.833334',
          winning: '20.333333',
          fee: '2.041666',
          distributable: '38.791668',
          rounding_remainder: '0.000002',
          settled_at: NOW_S - 9,
        },
      }),
      my_bets: [bet({ outcome: 'bonus_paid', payout: '19.077869', round_state: 'over' })],
      balance: '1015.432377',
    };
    mount('round');
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByText('65100')).toBeTruthy();
    expect(within(result).getAllByText('sim:42')).toHaveLength(1);
    expect(result.textContent).toContain('2.041666 USDT');
    expect(result.textContent).toContain('0.000002 USDT');
    expect(result.textContent).toContain('38.791668 USDT');
    expect(within(result).getByText(/⌊\(T − fee\) × stake ÷ W⌋/)).toBeTruthy();
    expect(screen.getByText('Bonus paid')).toBeTruthy();
    expect(screen.queryByText('Bet amount', { selector: 'h3' })).toBeNull();
  });
});
