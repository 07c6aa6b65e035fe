/**
 * Contracts and seconds options as a new user would use them (issue 10): move USDT into
 * the contract account, open a 10x long, watch its P/L move with the index, set TP/SL,
 * close it; move USDT into the options account, accept the risk disclosure, buy an up
 * option for the shortest duration (60 s: the server's clock is real), see it settle and
 * open its verify view. Sign-up and the demo credit go through the API.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dec } from '@bourse/shared';
import { call, register, signIn } from './api.ts';

const USDT = 3;
const stamp = Date.now();
const email = `derivatives-${stamp}@example.com`;
const password = 'Derivatives-pass-2026';

async function newUser(api: APIRequestContext): Promise<string> {
  const token = await register(api, email, password);
  await call(
    api,
    'POST',
    '/dev/faucet',
    { currency: USDT, amount: '1000', account: 'change' },
    token,
  );
  return token;
}

/** The account transfer page, as a person fills it. */
async function transfer(page: Page, to: 'lever' | 'micro', amount: string) {
  await page.goto(`/h5/#/pages/fund/fundTransfer?from=change&to=${to}&currency=${USDT}`);
  await expect(page.getByText(/\d/).first()).toBeVisible();
  await page.getByPlaceholder('Enter amount').fill(amount);
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
}

const balance = async (api: APIRequestContext, token: string, type: string) =>
  (
    await call<{ available: string }>(
      api,
      'POST',
      '/wallet/detail',
      { currency: USDT, type },
      token,
    )
  ).available;

test('a 10x long with TP/SL and a close; an up option that settles and verifies', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await newUser(request);
  await signIn(page, email, password);

  // Money into the contract account.
  await transfer(page, 'lever', '500');
  await expect.poll(() => balance(request, token, 'lever')).toBe('500');

  // The contract screen: who the counterparty is, the preview, a 10x long of 2 lots.
  await page.goto('/h5/#/pages/transaction/contract?symbol=BTC/USDT');
  await expect(page.getByTestId('counterparty')).toContainText('You trade against Bourse');
  await page.getByRole('radio', { name: '10x' }).click();
  await page.getByLabel(/^Lots/).fill('2');
  const preview = page.getByTestId('lever-preview');
  await expect(preview.getByText('Liquidation at index')).toBeVisible();
  await expect(page.getByRole('table', { name: 'What if the index moves' })).toBeVisible();
  await page.getByRole('button', { name: 'Open long 10x' }).click();
  await expect(page.getByText('Position opened').first()).toBeVisible();

  // The position, its P/L moving with the index.
  const card = page.getByRole('article', { name: /^BTC\/USDT #\d+$/ });
  await expect(card).toBeVisible();
  await expect(card.getByText('Long 10x')).toBeVisible();
  const pnl = card.locator('dt', { hasText: 'P/L (USDT)' }).locator('+ dd');
  const first = await pnl.textContent();
  await expect.poll(() => pnl.textContent(), { timeout: 45_000 }).not.toBe(first);
  await expect(page.getByTestId('risk-rate')).toHaveText(/%$/);

  // TP/SL on the side of the price each belongs.
  const entry = (await card
    .locator('dt', { hasText: 'Entry price' })
    .locator('+ dd')
    .textContent())!;
  const price = dec(entry.replace(/,/g, ''));
  const tp = price.mul('1.5').toDecimalPlaces(2).toFixed(2);
  const sl = price.mul('0.5').toDecimalPlaces(2).toFixed(2);
  await card.getByRole('button', { name: 'TP/SL' }).click();
  await page.getByLabel('Take-profit price').fill(tp);
  await page.getByLabel('Stop-loss price').fill(sl);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(card.locator('dt', { hasText: 'Take profit' }).locator('+ dd')).not.toHaveText('—');
  await expect(card.locator('dt', { hasText: 'Stop loss' }).locator('+ dd')).not.toHaveText('—');

  // Close it.
  await card.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('No open positions')).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/contract.png', fullPage: true });

  // Money into the options account; an up option for the shortest duration.
  await transfer(page, 'micro', '100');
  await expect.poll(() => balance(request, token, 'micro')).toBe('100');
  await page.goto('/h5/#/pages/transaction/index2?symbol=BTC/USDT');
  const shortest = page.getByRole('radio', { name: /^60 s/ });
  await shortest.click();
  await expect(shortest).toContainText('Expected -10%');
  await page.getByLabel('Stake (USDT)').fill('10');
  await page.getByRole('button', { name: 'Up' }).click();
  await expect(page.getByText('Before your first option')).toBeVisible();
  await page.getByRole('button', { name: 'I understand' }).click();
  await expect(page.getByText('Option bought')).toBeVisible();
  const running = page.getByRole('article', { name: /^BTC\/USDT #\d+$/ });
  await expect(running.getByRole('timer')).toBeVisible();
  await expect(running.getByTestId('live-pnl')).toHaveText(/^[+-]?\d/);

  // It settles when its minute is up (the page asks for the result then).
  await expect(running).toHaveCount(0, { timeout: 90_000 });
  await page.getByRole('button', { name: 'My options' }).click();
  await page.getByRole('tab', { name: 'History' }).click();
  const settled = page.getByRole('article', { name: /^BTC\/USDT #\d+$/ }).first();
  await expect(settled.getByText(/^(Won|Lost|Tie)$/)).toBeVisible();
  await settled.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/^Verify option #\d+$/)).toBeVisible();
  await expect(
    page.getByText('✓ The outcome and the payout match the recorded prices.'),
  ).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/option-verify.png' });
});
