import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminSetting } from '@bourse/shared';
import { fakeServer, Refusal, renderDesk } from '../../test/desk.tsx';
import Settings from './Settings.tsx';

const SETTINGS: AdminSetting[] = [
  { keyword: 'support_url', value: 'https://help.bourse.test' },
  { keyword: 'game_url', value: null },
  { keyword: 'nft_fee_percent', value: '2.5' },
];

const rowOf = (keyword: string) => screen.getByText(keyword).closest('tr')!;

describe('the site settings screen', () => {
  it('lists each setting with what it does and its value (or that it is not set)', async () => {
    const { calls } = fakeServer({ 'GET /api/admin/settings': SETTINGS });
    renderDesk(<Settings />);
    await screen.findByText('support_url');
    expect(calls[0]!.path).toBe('/api/admin/settings');
    expect(within(rowOf('support_url')).getByText('https://help.bourse.test')).toBeTruthy();
    expect(within(rowOf('support_url')).getByText('Online support link.')).toBeTruthy();
    expect(within(rowOf('game_url')).getByText('Not set (default used)')).toBeTruthy();
    expect(within(rowOf('nft_fee_percent')).getByText('2.5')).toBeTruthy();
  });

  it('saves a new value and refreshes the list', async () => {
    let saved = false;
    const { calls } = fakeServer({
      'GET /api/admin/settings': () =>
        saved ? [{ keyword: 'nft_fee_percent', value: '3' }] : SETTINGS,
      'POST /api/admin/settings/nft_fee_percent': () => {
        saved = true;
        return { keyword: 'nft_fee_percent', value: '3' };
      },
    });
    renderDesk(<Settings />);
    await screen.findByText('nft_fee_percent');
    fireEvent.click(within(rowOf('nft_fee_percent')).getByRole('button', { name: /Edit/ }));
    const modal = await screen.findByRole('dialog');
    const input = within(modal).getByLabelText('Value') as HTMLInputElement;
    expect(input.value).toBe('2.5');
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/admin/settings/nft_fee_percent');
    expect(post.body).toEqual({ value: '3', lang: 'en' });
    await waitFor(() => expect(screen.queryByText('support_url')).toBeNull());
  });

  it('shows the server refusal of a value in the dialog', async () => {
    fakeServer({
      'GET /api/admin/settings': SETTINGS,
      'POST /api/admin/settings/support_url': new Refusal('support_url: this value is not allowed'),
    });
    renderDesk(<Settings />);
    await screen.findByText('support_url');
    fireEvent.click(within(rowOf('support_url')).getByRole('button', { name: /Edit/ }));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByLabelText('Value'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('support_url: this value is not allowed')).toBeTruthy();
  });
});
