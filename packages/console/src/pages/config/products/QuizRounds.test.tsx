import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuizRoundItem } from '@bourse/shared';
import { fakeServer, Refusal, renderDesk } from '../../../test/desk.tsx';
import { choose, fill } from './formTesting.ts';
import { QuizRounds } from './QuizRounds.tsx';

function round(over: Partial<QuizRoundItem> = {}): QuizRoundItem {
  return {
    id: 31,
    symbol: 'BTC/USDT',
    match_id: 1,
    kind: 'above',
    strike: '70000',
    reference: null,
    currency: 'USDT',
    decimals: 6,
    opens_at: 1_796_112_000,
    cutoff_at: 1_796_115_600,
    settle_at: 1_796_119_200,
    fee_percent: '5',
    min_stake: '1',
    max_stake: '500',
    state: 'not_started',
    pool_up: '0',
    pool_down: '0',
    participants_up: 0,
    participants_down: 0,
    result: null,
    ...over,
  };
}

const PAIRS = [
  { id: 1, symbol: 'BTC/USDT' },
  { id: 2, symbol: 'ETH/USDT' },
];

describe('quiz rounds', () => {
  it('lists the rounds a page at a time, with their line, times, stakes and state', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/quiz/rounds': {
        list: [round(), round({ id: 30, state: 'over', pool_up: '120', pool_down: '80' })],
        total: 2,
        page: 1,
        limit: 20,
      },
    });
    renderDesk(<QuizRounds />);
    expect(await screen.findAllByText('Above 70000 at settlement')).toHaveLength(2);
    expect(calls[0]!.query).toMatchObject({ page: '1', limit: '20' });
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getByText('2026-12-01 08:00:00 UTC')).toBeTruthy();
    expect(within(first).getByText('1 – 500 USDT')).toBeTruthy();
    expect(within(first).getByText('Not started')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Cancel round' })).toBeTruthy();
    const settled = screen.getAllByRole('row')[2]!;
    expect(within(settled).getByText('Settled')).toBeTruthy();
    expect(within(settled).queryByRole('button', { name: 'Cancel round' })).toBeNull();
  });

  it('creates an above round on a pair, times as unix seconds', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/quiz/rounds': { list: [], total: 0, page: 1, limit: 20 },
      'GET /api/admin/instruments': PAIRS,
      'POST /api/admin/quiz/rounds': round(),
    });
    renderDesk(<QuizRounds />);
    fireEvent.click(await screen.findByRole('button', { name: /New round/ }));
    const drawer = await screen.findByRole('dialog');
    await choose(drawer, 'Pair', 'ETH/USDT');
    fill(drawer, 'Strike price', '3500.5');
    fill(drawer, 'Opens (UTC)', '2026-12-01T08:00');
    fill(drawer, 'Cut-off (UTC)', '2026-12-01T09:00');
    fill(drawer, 'Settles (UTC)', '2026-12-01T10:00');
    fill(drawer, 'Fee', '5');
    fill(drawer, 'Minimum stake', '1');
    fill(drawer, 'Maximum stake', '500');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      match_id: 2,
      kind: 'above',
      strike: '3500.5',
      opens_at: 1_796_112_000,
      cutoff_at: 1_796_115_600,
      settle_at: 1_796_119_200,
      fee_percent: '5',
      min_stake: '1',
      max_stake: '500',
      lang: 'en',
    });
  });

  it('cancels a round that has not opened, and shows a refusal', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/quiz/rounds': { list: [round()], total: 1, page: 1, limit: 20 },
      'POST /api/admin/quiz/rounds/31/cancel': new Refusal('This round can no longer be cancelled'),
    });
    renderDesk(<QuizRounds />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel round' }));
    const modal = await screen.findByRole('dialog');
    fill(modal, 'Reason (optional, kept in the audit log)', 'Wrong strike');
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    expect(await within(modal).findByText('This round can no longer be cancelled')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/admin/quiz/rounds/31/cancel');
    expect(post.body).toEqual({ reason: 'Wrong strike', lang: 'en' });
  });
});
