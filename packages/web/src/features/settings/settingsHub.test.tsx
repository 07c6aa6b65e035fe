/**
 * Settings opened first (issue 9, "Raw keys on Settings"): its rows name screens of the
 * wallet and kyc namespaces, which are not loaded at start; the page must wait for them
 * instead of showing `title`, `addressBook.title`, `bank.title` or `bank.intlTitle`.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const api = vi.hoisted(() => ({
  get: vi.fn(() => new Promise(() => undefined)),
  post: vi.fn(),
  put: vi.fn(),
  delete: vi.fn(),
}));
vi.mock('../../api/client.ts', () => ({ api }));

import i18n, { initI18n } from '../../i18n/index.ts';
import { session } from '../../store/session.ts';
import SettingPage from '../../pages/setting/setting.tsx';

beforeAll(async () => {
  session.set({ token: null, user: null, lang: 'zh' });
  await initI18n('zh');
});
afterEach(cleanup);

describe('Settings opened first', () => {
  it('shows the wallet and kyc row titles in words, never their keys', async () => {
    // As at start: the wallet and kyc namespaces are not loaded yet.
    expect(i18n.hasResourceBundle('zh', 'wallet')).toBe(false);
    expect(i18n.hasResourceBundle('zh', 'kyc')).toBe(false);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Suspense fallback={<p>loading</p>}>
          <SettingPage />
        </Suspense>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('提现地址')).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const key of ['addressBook.title', 'bank.title', 'bank.intlTitle', 'kyc:title'])
      expect(text).not.toContain(key);
    expect(screen.queryByText('title')).toBeNull();
  });
});
