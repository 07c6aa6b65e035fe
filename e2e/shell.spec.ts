import { expect, test } from '@playwright/test';

test('the home page opens on the tab bar and keeps a screenshot', async ({ page }) => {
  await page.goto('/h5/');
  await expect(page).toHaveURL(/#\/pages\/index\/index$/);
  const tabs = page.getByRole('navigation', { name: 'Main navigation' });
  for (const label of ['Home', 'Quotes', 'Trade', 'Assets']) {
    await expect(tabs.getByText(label, { exact: true })).toBeVisible();
  }
  // The demo content has arrived: banners, the coin list and the news.
  await expect(page.getByText('BTC').first()).toBeVisible();
  await expect(page.locator('img[src*="/h5/banners/"]').first()).toBeVisible();
  // The popup announcement shows once; dismissed, it stays dismissed.
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('button', { name: 'Got it' })).toBeHidden();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'e2e/artifacts/home.png' });
  await page.reload();
  await expect(page.getByText('BTC').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Got it' })).toBeHidden();
});

test('a route whose domain is not built says so', async ({ page }) => {
  // The uni-app map pickers (spec section 2's system group) are the routes left unbuilt.
  await page.goto('/h5/#/pages/system/choose-location');
  await expect(page.getByText('Function under development')).toBeVisible();
});
