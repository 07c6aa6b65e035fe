import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TraderDeskItem } from '@bourse/shared';
import { fakeServer, Refusal, renderDesk } from '../../test/desk.tsx';
import Traders from './Traders.tsx';

function trader(over: Partial<TraderDeskItem> = {}): TraderDeskItem {
  return {
    user_id: 12,
    account: 'al***@bourse.test',
    status: 'pending',
    nickname: 'AlphaWave',
    introduction: 'Swing trader since 2017, BTC and ETH only.',
    profit_share_percent: '15',
    reason: '',
    applied_at: 1_764_000_000,
    decided_at: null,
    closed_positions: 48,
    claim: null,
    ...over,
  };
}

const mine = { operator_id: 7, operator_name: 'compliance operator', claimed_at: 1_764_000_100 };

describe('the trader applications queue', () => {
  it('asks for the pending applications and shows the applicant in the drawer', async () => {
    const { calls } = fakeServer({ 'GET /api/admin/follow/traders': [trader()] });
    renderDesk(<Traders />, 'compliance');
    expect(await screen.findByText('AlphaWave')).toBeTruthy();
    expect(screen.getByText('15%')).toBeTruthy();
    expect(calls[0]!.query).toMatchObject({ status: 'pending' });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Trader application: AlphaWave')).toBeTruthy();
    expect(within(drawer).getByText('Swing trader since 2017, BTC and ETH only.')).toBeTruthy();
    expect(within(drawer).getByText('Claim this item to decide it.')).toBeTruthy();
  });

  it('asks for every status when All is chosen', async () => {
    const { calls } = fakeServer({ 'GET /api/admin/follow/traders': [trader()] });
    renderDesk(<Traders />, 'compliance');
    await screen.findByText('AlphaWave');
    fireEvent.click(screen.getByText('All'));
    await waitFor(() => expect(calls.length).toBe(2));
    expect(calls[1]!.query.status ?? '').toBe('');
  });

  it('claims the application by user id through the traders desk claim, then approves', async () => {
    let claimed = false;
    const { calls } = fakeServer({
      'GET /api/admin/follow/traders': () => [trader({ claim: claimed ? mine : null })],
      'POST /api/admin/claims/traders/12': () => {
        claimed = true;
        return { queue: 'traders', item_id: 12, claim: mine };
      },
      'POST /api/admin/follow/traders/12/approve': { user_id: 12, status: 'approved' },
    });
    renderDesk(<Traders />, 'compliance');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: /Claim/ }));
    expect(await screen.findByText('Held by you')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Approve/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/follow/traders/12/approve')).toBe(true),
    );
  });

  it('rejects with the reason and shows the refusal', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/follow/traders': [trader({ claim: mine })],
      'POST /api/admin/follow/traders/12/reject': new Refusal('The application is not pending'),
    });
    renderDesk(<Traders />, 'compliance');
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: /Reject/ }));
    fireEvent.change(await screen.findByLabelText('Reason (the user reads it)'), {
      target: { value: 'Too few closed positions' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The application is not pending')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/follow/traders/12/reject')!.body).toMatchObject(
      { reason: 'Too few closed positions' },
    );
  });
});
