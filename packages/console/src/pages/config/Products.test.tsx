import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, renderDesk } from '../../test/desk.tsx';
import Products from './Products.tsx';

describe('the products screen', () => {
  it('opens on the lock-up plans and loads each product from its own endpoint', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/lockup/plans': [],
      'GET /api/admin/quiz/rounds': { list: [], total: 0, page: 1, limit: 20 },
    });
    renderDesk(<Products />);
    for (const tab of ['Lock-up mining', 'Dual investment', 'IEO', 'Quiz', 'NFT']) {
      expect(await screen.findByRole('tab', { name: tab })).toBeTruthy();
    }
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/api/admin/lockup/plans']));
    fireEvent.click(screen.getByRole('tab', { name: 'Quiz' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/quiz/rounds')).toBe(true));
    expect(await screen.findByRole('button', { name: /New round/ })).toBeTruthy();
  });
});
