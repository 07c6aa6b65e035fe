import { expect, test } from '@playwright/test';

test('the home page opens on the tab bar and keeps a screenshot', async ({ page }) => {
  await page.goto('/h5/');
  await expect(page).toHaveURL(/#\/pages\/index\/index$/);
  const tabs = page.getByRole('navigation', { name: 'Main navigation' });
  for (const label of ['Home', 'Quotes', 'Trade', 'Assets']) {
    await expect(tabs.getByText(label, { exact: true })).toBeVisible();
  }
  await page.screenshot({ path: 'e2e/artifacts/home.png' });
});

test('a route whose domain is not built says so', async ({ page }) => {
  await page.goto('/h5/#/pages/nft/nft');
  await expect(page.getByText('Function under development')).toBeVisible();
});
