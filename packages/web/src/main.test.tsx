/** Start-up: the app renders, and the fiat rate is renewed once per launch (spec 9: 24 h cache). */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { LANG_LOCALES } from '@bourse/shared';

const fiat = vi.hoisted(() => ({ refreshFiatIfStale: vi.fn(async () => false) }));
vi.mock('./features/fiat/rates.ts', () => fiat);
vi.mock('./app/router.tsx', () => ({ App: () => <p>app frame</p> }));

describe('main', () => {
  it('renders the app and asks for a stale fiat rate once', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await import('./main.tsx');
    expect(await screen.findByText('app frame')).toBeTruthy();
    await waitFor(() => expect(fiat.refreshFiatIfStale).toHaveBeenCalledTimes(1));
    expect(document.documentElement.lang).toBe(LANG_LOCALES.en);
  });
});
