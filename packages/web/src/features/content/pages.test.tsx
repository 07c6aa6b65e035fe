/** Content screens against a mocked request function. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MailPage } from '@bourse/shared';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
const nav = vi.hoisted(() => ({
  navigateTo: vi.fn(),
  navigateBack: vi.fn(),
  LOGIN_PATH: '/pages/common/login',
}));
vi.mock('../../api/client.ts', () => ({ api }));
vi.mock('../../app/nav.ts', () => nav);

import { initI18n } from '../../i18n/index.ts';
import { session } from '../../store/session.ts';
import { WebFrame } from './WebFrame.tsx';
import { ArticleView } from './ArticleView.tsx';
import { MailList } from './MailList.tsx';
import { FaqList } from './FaqList.tsx';

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  Object.values(api).forEach((f) => f.mockReset());
  nav.navigateTo.mockClear();
  session.set({ token: null, user: null, lang: 'en' });
});
afterEach(cleanup);

describe('WebFrame', () => {
  it('frames an https page', () => {
    wrap(<WebFrame url="https://download.example.com/bourse" setting={null} title={null} />);
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://download.example.com/bourse');
    expect(frame?.getAttribute('sandbox')).toContain('allow-scripts');
    expect(screen.getByText('download.example.com')).toBeTruthy();
  });

  it('refuses javascript: and plain http elsewhere', () => {
    wrap(<WebFrame url="javascript:alert(1)" setting={null} title={null} />);
    expect(screen.getByText('This address cannot be opened')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    cleanup();
    wrap(<WebFrame url="http://evil.example/" setting={null} title={null} />);
    expect(screen.getByText('This address cannot be opened')).toBeTruthy();
  });

  it('opens the page a public setting names', async () => {
    api.get.mockResolvedValue({ page: 'https://download.example.com/bourse', android: {} });
    wrap(<WebFrame url={null} setting="app_download" title="Download" />);
    await waitFor(() =>
      expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
        'https://download.example.com/bourse',
      ),
    );
    expect(api.get).toHaveBeenCalledWith(
      '/getSetting',
      { keyword: 'app_download' },
      { silent: true },
    );
  });
});

describe('ArticleView', () => {
  it('renders the sanitized article', async () => {
    api.post.mockResolvedValue({
      id: 9,
      c_id: 4,
      title: 'Listing: SOL',
      abstract: '',
      cover: '',
      link: '',
      is_popup: false,
      published_at: 1_790_000_000,
      create_time: '2026-09-21 12:53:20',
      content: '<p onclick="x()">SOL is <em>live</em></p><img src=x onerror=alert(1)>',
    });
    wrap(<ArticleView id={9} title="Article" />);
    expect(await screen.findByText('Listing: SOL')).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('/news/detail', { id: 9 }, { silent: true });
    expect(document.body.innerHTML).not.toMatch(/onclick|onerror|<img/);
    expect(screen.getByText('live').tagName).toBe('EM');
  });

  it('says so when the address has no id, without asking the server', () => {
    wrap(<ArticleView id={Number.NaN} title="Article" />);
    expect(screen.getByText('This article does not exist or has been removed.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });
});

describe('MailList', () => {
  it('asks a visitor to log in, without calling the server', () => {
    wrap(<MailList />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/common/login');
    expect(api.get).not.toHaveBeenCalled();
  });

  it('lists messages and ends with "No more data"', async () => {
    session.set({ token: 't' });
    const page: MailPage = {
      list: [
        {
          id: 1,
          title: 'Welcome',
          abstract: 'Hello there',
          is_broadcast: false,
          is_read: false,
          created_at: 1_790_000_000,
          create_time: '2026-09-21 12:53:20',
        },
        {
          id: 2,
          title: 'Upgrade',
          abstract: 'Maintenance',
          is_broadcast: true,
          is_read: true,
          created_at: 1_780_000_000,
          create_time: '2026-05-28 21:06:40',
        },
      ],
      total: 2,
      page: 1,
      limit: 10,
      unread: 1,
    };
    api.get.mockResolvedValue(page);
    wrap(<MailList />);
    expect(await screen.findByText('Welcome')).toBeTruthy();
    expect(screen.getByText('System')).toBeTruthy();
    expect(screen.getByText('Unread')).toBeTruthy();
    expect(await screen.findByText('No more data')).toBeTruthy();
  });
});

describe('FaqList', () => {
  it('shows questions and opens a sanitized answer', async () => {
    api.get.mockResolvedValue({
      title: 'Frequently asked questions',
      content: '<h3>How do I deposit?</h3><p>Open <strong>Assets</strong></p>',
      items: [
        { id: 1, question: 'How do I deposit?', answer: '<p>Open <strong>Assets</strong></p>' },
      ],
    });
    wrap(<FaqList />);
    fireEvent.click(await screen.findByText('How do I deposit?'));
    expect((await screen.findByText('Assets')).tagName).toBe('STRONG');
  });
});
