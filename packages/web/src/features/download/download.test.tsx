/**
 * The app download page as a person meets it: the steps for their device first, the
 * Install button when the browser offers one (a fake `beforeinstallprompt`), and
 * "installed" when the app runs from the home screen.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../api/client.ts', () => ({ api }));

import { initI18n, loadLanguage } from '../../i18n/index.ts';
import { createMemoryRouter } from '../../app/hashRouter.ts';
import { RouterProvider } from '../../app/routing.tsx';
import DownloadPage from '../../pages/common/download.tsx';
import { captureInstallOffer, installOffer } from './pwa.ts';
import { detectPlatform, isStandalone, platformsFor } from './platform.ts';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
};

/** A browser's install offer, answering the prompt with `outcome`. */
function fakeOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: ReturnType<typeof vi.fn>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

/** jsdom has no maxTouchPoints nor iOS's `standalone`: defined per test, removed after. */
function defineNavigator(name: 'maxTouchPoints' | 'standalone', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

function setDevice(userAgent: string, maxTouchPoints = 0, standalone = false) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  defineNavigator('maxTouchPoints', maxTouchPoints);
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: standalone && query === '(display-mode: standalone)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createMemoryRouter(['/pages/common/download'])}>
        <DownloadPage />
      </RouterProvider>
    </QueryClientProvider>,
  );
}

/** The platform cards in the order shown, by their titles. */
const platformTitles = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

beforeAll(async () => {
  await initI18n('en');
  await loadLanguage('en');
  captureInstallOffer();
});
beforeEach(() => {
  api.get.mockReset();
  api.get.mockResolvedValue({ site_name: 'Bourse', site_logo: '/h5/logo.svg' });
  installOffer.take();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const name of ['maxTouchPoints', 'standalone']) Reflect.deleteProperty(navigator, name);
});

describe('platform detection', () => {
  it('reads iPhone, iPad (a touch "Macintosh"), Android and desktop from the user agent', () => {
    expect(detectPlatform(UA.iphone)).toBe('ios');
    expect(detectPlatform(UA.ipad, 5)).toBe('ios');
    expect(detectPlatform(UA.ipad, 0)).toBe('desktop');
    expect(detectPlatform(UA.android)).toBe('android');
    expect(detectPlatform(UA.windows)).toBe('desktop');
  });

  it('puts the detected platform first and keeps the others', () => {
    expect(platformsFor('android')).toEqual(['android', 'ios', 'desktop']);
    expect(platformsFor('desktop')).toEqual(['desktop', 'ios', 'android']);
  });

  it('knows the app runs installed from display-mode or iOS standalone', () => {
    setDevice(UA.android, 5, true);
    expect(isStandalone()).toBe(true);
    setDevice(UA.android, 5, false);
    expect(isStandalone()).toBe(false);
    defineNavigator('standalone', true);
    expect(isStandalone()).toBe(true);
  });
});

describe('download page', () => {
  it('on an iPhone: the app, the Safari steps first marked as this device, no Install button', async () => {
    setDevice(UA.iphone, 5);
    mount();
    expect(await screen.findByRole('heading', { name: 'Bourse', level: 1 })).toBeTruthy();
    expect(screen.getByText('Starts even without a connection')).toBeTruthy();
    expect(platformTitles()).toEqual([
      'iPhone and iPad (Safari)',
      'Android (Chrome)',
      'Computer (Chrome or Edge)',
    ]);
    const mine = screen.getByRole('article', { name: /iPhone and iPad/ });
    expect(within(mine).getByText('Your device')).toBeTruthy();
    expect(within(mine).getByText('Scroll down and tap "Add to Home Screen".')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    expect(screen.getByText(/follow the steps for your device/)).toBeTruthy();
  });

  it('on Android with an install offer: Install prompts, and an accepted install says so', async () => {
    setDevice(UA.android, 5);
    mount();
    expect(platformTitles()[0]).toBe('Android (Chrome)');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    const offer = fakeOffer('accepted');
    act(() => void window.dispatchEvent(offer));
    // The browser's own bar is held back: the page offers the install itself.
    expect(offer.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(await screen.findByText('Bourse is installed')).toBeTruthy();
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('a dismissed prompt cannot be shown twice: the button goes, the steps stay', async () => {
    setDevice(UA.windows);
    mount();
    const offer = fakeOffer('dismissed');
    act(() => void window.dispatchEvent(offer));
    fireEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(await screen.findByText(/Add Bourse to your home screen in a few taps/)).toBeTruthy();
    expect(screen.queryByText('Bourse is installed')).toBeNull();
    expect(platformTitles()[0]).toBe('Computer (Chrome or Edge)');
    expect(
      screen.getByText('Click the install icon at the right end of the address bar.'),
    ).toBeTruthy();
  });

  it('opened from the home screen (display-mode standalone): already installed, no button', async () => {
    setDevice(UA.android, 5, true);
    act(() => void window.dispatchEvent(fakeOffer('accepted')));
    mount();
    expect(await screen.findByText('You are using the installed app')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  // Last: "installed" lasts for the rest of the page's life (the module's state).
  it('"appinstalled" from the browser menu turns the page to installed', async () => {
    setDevice(UA.android, 5);
    mount();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(await screen.findByText('Bourse is installed')).toBeTruthy();
  });
});
