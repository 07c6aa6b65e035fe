/**
 * A new user, as a person would: register with the code from the dev outbox, log in,
 * change the nickname, switch to Chinese, log out, and meet the login gate.
 */
import { expect, test, type Page } from '@playwright/test';

const email = `e2e-${Date.now()}@example.com`;
const password = 'Correct-horse7';

async function codeFromOutbox(page: Page, to: string): Promise<string> {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { message: { code: string | null }[] };
  const code = body.message.find((m) => m.code)?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** Waits until no toast, dialog or popup is on screen, for a clean screenshot. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('.adm-toast-mask, .adm-dialog-mask, .adm-popup-mask')).toHaveCount(0, {
    timeout: 10_000,
  });
}

test.describe.configure({ mode: 'serial' });

test('register, log in, edit the nickname, switch language, log out', async ({ page }) => {
  await page.goto('/h5/#/pages/common/register');
  await page.getByPlaceholder('Enter your email address').fill(email);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /Resend \(\d+s\)/ })).toBeVisible();
  const code = await codeFromOutbox(page, email);
  await page.getByPlaceholder('Enter the 6-digit email code').fill(code);
  await page.getByPlaceholder('Enter a new password').fill(password);
  await page.getByPlaceholder('Enter the password again').fill(`${password}x`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The two passwords are inconsistent')).toBeVisible();
  await page.getByPlaceholder('Enter the password again').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/#\/pages\/index\/index/);

  // Registration signed us in; sign out through settings, then log in again.
  await page.goto('/h5/#/pages/setting/setting');
  await page.getByText('Log out', { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/#\/pages\/index\/index/);

  await page.goto('/h5/#/pages/common/login');
  await expect(page.getByText('Welcome back')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: 'e2e/artifacts/login.png' });
  await page.getByPlaceholder('Email, phone number or account').fill(email);
  await page.getByPlaceholder('Enter your password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login success')).toBeVisible();

  await page.goto('/h5/#/pages/setting/userInfo');
  await page.getByText('Nickname', { exact: true }).click();
  const dialog = page.locator('.adm-popup-body').last();
  const input = dialog.locator('input');
  await input.fill('Trader88');
  await dialog.getByRole('button').last().click();
  await expect(page.getByText('Trader88')).toBeVisible();

  await page.goto('/h5/#/pages/setting/setting');
  await expect(page.getByText('Trader88')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: 'e2e/artifacts/settings.png' });

  await page.goto('/h5/#/pages/setting/areas?tab=lang');
  await page.getByText('简体中文').click();
  await page.goto('/h5/#/pages/index/index');
  const tabs = page.locator('nav').last();
  for (const label of ['首页', '行情', '交易', '资产'])
    await expect(tabs.getByText(label)).toBeVisible();
  await expect(tabs.getByText('Home', { exact: true })).toHaveCount(0);
});

test('a protected page asks a signed-out visitor to log in first', async ({ page }) => {
  await page.goto('/h5/#/pages/setting/security');
  await expect(page.getByText('Please log in first')).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/common\/login/, { timeout: 5000 });
});
