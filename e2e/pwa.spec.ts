/**
 * The installable app (issue 14): the manifest is served and complete, its icons load,
 * Chromium finds the app installable, the service worker takes /h5/ and keeps the shell, so
 * after one visit the app starts with the network off and says it is offline; and the
 * download page shows the steps for the device first.
 */
import { expect, test, type Page } from '@playwright/test';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const OFFLINE = 'You are offline: prices and balances will update when you are back online';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** The home page, loaded and settled (the start-up announcement dismissed). */
async function openHome(page: Page) {
  await page.goto('/h5/');
  const tabs = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(tabs.getByText('Home', { exact: true })).toBeVisible();
  const gotIt = page.getByRole('button', { name: 'Got it' });
  await gotIt.click({ timeout: 10_000 }).catch(() => undefined);
  return tabs;
}

test('the manifest is served, complete, and its icons load as images', async ({
  page,
  request,
}) => {
  const res = await request.get('/h5/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'Bourse',
    short_name: 'Bourse',
    start_url: '/h5/',
    scope: '/h5/',
    display: 'standalone',
    theme_color: '#15171c',
    background_color: '#15171c',
  });
  expect(String(manifest.description).length).toBeGreaterThan(0);
  const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  await page.goto('/h5/');
  // index.html links the manifest and the iOS icon, with the theme colour.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/h5/manifest.webmanifest',
  );
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#15171c');
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const icon of [
    ...manifest.icons,
    { src: touchIcon!, sizes: '180x180', type: 'image/png' },
  ]) {
    const size = await page.evaluate(
      (src) =>
        new Promise<string>((resolve, reject) => {
          const img = new Image();
          img.onload = () => resolve(`${img.naturalWidth}x${img.naturalHeight}`);
          img.onerror = () => reject(new Error(`${src} is not an image`));
          img.src = src;
        }),
      icon.src,
    );
    expect(size, icon.src).toBe(icon.sizes);
  }

  // Chromium's own verdict: the manifest parses and nothing stops an install but this test
  // browser's private profile.
  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(parsed.errors).toEqual([]);
  await expect
    .poll(async () => {
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      return installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
    })
    .toEqual([]);
});

test('the service worker takes /h5/, and after one visit the app starts offline', async ({
  page,
  context,
}) => {
  await openHome(page);
  await expect(page.getByText('BTC').first()).toBeVisible();
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return {
      scope: registration.scope,
      script: registration.active?.scriptURL,
      state: registration.active?.state,
    };
  });
  expect(new URL(worker.scope).pathname).toBe('/h5/');
  expect(new URL(worker.script!).pathname).toBe('/h5/sw.js');
  expect(['activating', 'activated']).toContain(worker.state);
  // Activated (old caches gone) and in control of this page (clients.claim).
  await page.waitForFunction(
    async () =>
      (await navigator.serviceWorker.ready).active?.state === 'activated' &&
      navigator.serviceWorker.controller !== null,
  );
  // The shell is in its cache; data never is.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys())
        urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/h5/index.html');
  expect(cached.some((u) => /^\/h5\/assets\/index-.+\.js$/.test(u))).toBe(true);
  expect(cached.filter((u) => u.startsWith('/api/') || u.startsWith('/socket.io/'))).toEqual([]);

  await context.setOffline(true);
  const reply = await page.reload();
  expect(reply?.fromServiceWorker()).toBe(true);
  const tabs = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(tabs.getByText('Home', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  // Data is not served from any cache: the API is simply unreachable.
  expect(
    await page.evaluate(() =>
      fetch('/api/getSiteConfig').then(
        () => 'reached',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'e2e/artifacts/offline.png' });

  // Back online, the notice goes by itself.
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toBeHidden();
});

test.describe('on an Android phone', () => {
  test.use({ userAgent: ANDROID_CHROME });

  test('the download page shows the Android steps first, then the others', async ({ page }) => {
    await page.goto('/h5/#/pages/common/download');
    await expect(page.getByRole('heading', { name: 'Bourse', level: 1 })).toBeVisible();
    const platforms = page.getByRole('heading', { level: 3 });
    await expect(platforms).toHaveText([
      'Android (Chrome)',
      'iPhone and iPad (Safari)',
      'Computer (Chrome or Edge)',
    ]);
    const android = page.getByRole('article', { name: 'Android (Chrome)' });
    await expect(android.getByText('Your device')).toBeVisible();
    await expect(android.getByText('Tap "Install app" or "Add to Home screen".')).toBeVisible();
    const ios = page.getByRole('article', { name: 'iPhone and iPad (Safari)' });
    await expect(ios.getByText('Scroll down and tap "Add to Home Screen".')).toBeVisible();
    await expect(page.locator('img[src$="icon-192.png"]')).toHaveJSProperty('complete', true);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: 'e2e/artifacts/download.png' });
  });
});
