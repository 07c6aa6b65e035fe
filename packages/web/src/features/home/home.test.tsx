/** Home blocks against a mocked request function: what a visitor sees and can tap. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ArticleDetail, MenuItem } from '@bourse/shared';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
const nav = vi.hoisted(() => ({
  navigateTo: vi.fn(),
  switchTab: vi.fn(),
  requireLogin: vi.fn(() => false),
  debounceClick: <A extends unknown[]>(fn: (...a: A) => void) => fn,
}));
vi.mock('../../api/client.ts', () => ({ api }));
vi.mock('../../app/nav.ts', () => nav);

import { initI18n } from '../../i18n/index.ts';
import { AnnouncementPopup } from './AnnouncementPopup.tsx';
import { ShortcutGrid } from './ShortcutGrid.tsx';

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  localStorage.clear();
  Object.values(api).forEach((f) => f.mockReset());
  nav.navigateTo.mockClear();
  nav.requireLogin.mockClear();
});
afterEach(cleanup);

const popup: ArticleDetail = {
  id: 41,
  c_id: 6,
  title: 'Maintenance on Sunday',
  abstract: '',
  cover: '',
  link: '',
  is_popup: true,
  published_at: 1_790_000_000,
  create_time: '2026-09-21 12:53:20',
  content: '<p>Deposits pause for <strong>one hour</strong>.</p><script>alert(1)</script>',
};

describe('AnnouncementPopup', () => {
  it('shows the popup once, sanitized, and remembers "Got it"', async () => {
    api.get.mockResolvedValue(popup);
    const first = wrap(<AnnouncementPopup />);
    expect(await screen.findByText('Maintenance on Sunday')).toBeTruthy();
    expect(document.body.innerHTML).not.toContain('<script>');
    expect(screen.getByText('one hour').tagName).toBe('STRONG');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(localStorage.getItem('bourse.popupDismissed')).toBe('[41]');
    first.unmount();

    wrap(<AnnouncementPopup />);
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('Maintenance on Sunday')).toBeNull();
  });

  it('opens the announcement from "View details"', async () => {
    api.get.mockResolvedValue(popup);
    wrap(<AnnouncementPopup />);
    fireEvent.click(await screen.findByRole('button', { name: 'View details' }));
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/mailMessage/ggDetail', { id: 41 });
    expect(localStorage.getItem('bourse.popupDismissed')).toBe('[41]');
  });

  it('shows nothing when there is no popup', async () => {
    api.get.mockResolvedValue(null);
    const { container } = wrap(<AnnouncementPopup />);
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith('/news/index_pop', {}, { silent: true, quiet: true }),
    );
    expect(container.textContent).toBe('');
  });
});

const shortcut = (e: Partial<MenuItem> & { key: string; name: string }): MenuItem => ({
  title: e.key,
  icon: 'home-nav-1',
  url: '/pages/fund/select?type=recharge',
  open_type: 'navigateTo',
  is_financial: false,
  web_icon: 'recharge',
  route: '#/pages/fund/select?type=recharge',
  auth: false,
  ...e,
});

const menu = (n: number): MenuItem[] =>
  Array.from({ length: n }, (_, i) =>
    shortcut({ key: `k${i}`, name: `Shortcut ${i}`, route: `#/pages/p/${i}` }),
  );

describe('ShortcutGrid', () => {
  it('shows nine shortcuts and More, which unfolds the rest', async () => {
    api.get.mockResolvedValue(menu(14));
    wrap(<ShortcutGrid />);
    expect(await screen.findByText('Shortcut 0')).toBeTruthy();
    expect(screen.getByText('Shortcut 8')).toBeTruthy();
    expect(screen.queryByText('Shortcut 9')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByText('Shortcut 13')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Less' })).toBeTruthy();
  });

  it('shows all when they fit without More', async () => {
    // Nine from the menu and "Download app", which Bourse's app adds at the end.
    api.get.mockResolvedValue(menu(9));
    wrap(<ShortcutGrid />);
    expect(await screen.findByText('Shortcut 8')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download app' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('ends the list with "Download app", which opens the download page', async () => {
    api.get.mockResolvedValue([shortcut({ key: 'market', name: 'Markets' })]);
    wrap(<ShortcutGrid />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download app' }));
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/common/download');
    expect(nav.requireLogin).not.toHaveBeenCalled();
  });

  it('navigates public shortcuts and gates protected ones', async () => {
    api.get.mockResolvedValue([
      shortcut({ key: 'market', name: 'Markets', route: '#/pages/market/market' }),
      shortcut({ key: 'recharge', name: 'Deposit', auth: true }),
    ]);
    wrap(<ShortcutGrid />);
    fireEvent.click(await screen.findByRole('button', { name: 'Markets' }));
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/market/market');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(nav.requireLogin).toHaveBeenCalledTimes(1);
    expect(nav.navigateTo).toHaveBeenCalledTimes(1);
  });
});
