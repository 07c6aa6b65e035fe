import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminOptionDuration } from '@bourse/shared';
import { fakeServer, Refusal, renderDesk } from '../../../test/desk.tsx';
import { fill } from './formTesting.ts';
import { OptionDurations } from './OptionDurations.tsx';

const D60: AdminOptionDuration = {
  seconds: 60,
  payout_percent: '80',
  min_stake: '10',
  max_stake: '5000',
  is_active: true,
  sort: 1,
};

describe('seconds options durations', () => {
  it('lists each duration and edits its payout, sending the figures as typed', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/options/durations': [D60, { ...D60, seconds: 300, is_active: false }],
      'POST /api/admin/options/durations': { ...D60, payout_percent: '82.5' },
    });
    renderDesk(<OptionDurations />);
    const row = (await screen.findByText('60s')).closest('tr')!;
    expect(within(row).getByText('80%')).toBeTruthy();
    expect(within(screen.getByText('300s').closest('tr')!).getByText('No')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(/a change reaches new orders only/)).toBeTruthy();
    fill(drawer, 'Payout on a win (% of the stake)', '82.5');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      seconds: 60,
      payout_percent: '82.5',
      min_stake: '10',
      max_stake: '5000',
      is_active: true,
      sort: 1,
      lang: 'en',
    });
  });

  it("shows the server's refusal inside the form", async () => {
    fakeServer({
      'GET /api/admin/options/durations': [D60],
      'POST /api/admin/options/durations': new Refusal('The maximum is below the minimum'),
    });
    renderDesk(<OptionDurations />);
    fireEvent.click(await screen.findByRole('button', { name: /Add duration/ }));
    const drawer = await screen.findByRole('dialog');
    fill(drawer, 'Duration (seconds)', '90');
    fill(drawer, 'Payout on a win (% of the stake)', '70');
    fill(drawer, 'Minimum stake (USDT)', '50');
    fill(drawer, 'Maximum stake (USDT)', '5');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('The maximum is below the minimum')).toBeTruthy();
  });
});
