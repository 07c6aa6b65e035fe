/**
 * A new user's first trade, as a person would make it: open the market, search for a
 * coin and favorite it, open BTC's chart, go to the trade screen, place a limit buy at
 * the best ask that the market maker fills, see it in the order history, and see the
 * balances change. Sign-up and the demo credit go through the API (account.spec.ts
 * covers them in the browser).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { dec } from '@bourse/shared';
import { call, register, signIn } from './api.ts';

const stamp = Date.now();
const email = `trader-${stamp}@example.com`;
const password = 'Trader-pass-2026';

/** A signed-up user with 1,000 USDT of demo credit in the spot account. */
async function newTrader(api: APIRequestContext): Promise<string> {
  const token = await register(api, email, password);
  await call(api, 'POST', '/dev/faucet', { currency: 3, amount: '1000', account: 'change' }, token);
  return token;
}

test('market, search, favorite, chart, a limit buy the market maker fills, history, balances', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await newTrader(request);
  await signIn(page, email, password);

  // The market: live coin list, quoted by the market maker.
  await page.goto('/h5/#/pages/market/market');
  await page.getByRole('tab', { name: 'Coins' }).click();
  await expect(page.getByText('ETH', { exact: true }).first()).toBeVisible();

  // Search ETH and make it a favorite; the favorites tab then lists it.
  await page.goto('/h5/#/pages/market/search');
  await page.getByLabel('Search pairs').fill('eth');
  await page.getByRole('button', { name: 'Add ETH/USDT to favorites' }).click();
  await expect(page.getByText('Added to favorites')).toBeVisible();
  await page.goto('/h5/#/pages/market/market?tab=favorites');
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect(page.getByText('ETH', { exact: true }).first()).toBeVisible();

  // BTC's chart: candles from the first start on.
  await page.goto('/h5/#/pages/transaction/currency?symbol=BTC/USDT');
  await expect(page.getByTestId('kline-chart').locator('canvas').first()).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/chart.png' });

  // The trade screen: take the best ask's price from the book, buy 0.001 BTC.
  await page.goto('/h5/#/pages/transaction/index?symbol=BTC/USDT');
  const asks = page.getByLabel('Asks');
  const best = asks.getByRole('button').last();
  await expect(best).toBeVisible();
  await best.click();
  await page.locator('input[inputmode="decimal"]').nth(1).fill('0.001');
  await page.screenshot({ path: 'e2e/artifacts/trade.png' });
  await page.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(page.getByText('Order filled')).toBeVisible();

  // The order history shows it filled.
  await page.goto('/h5/#/pages/transaction/currency_order');
  await page.getByRole('tab', { name: 'Order history' }).click();
  await expect(page.getByText('Filled').first()).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/orders.png' });

  // Balances: 0.001 BTC less the 0.1 % fee arrived; the USDT paid left.
  const btc = await call<{ available: string }>(
    request,
    'POST',
    '/wallet/detail',
    { currency: 1, type: 'change' },
    token,
  );
  expect(btc.available).toBe('0.000999');
  const orders = await call<{ filled_quote: string }[]>(
    request,
    'GET',
    '/coin/list',
    { status: 'history' },
    token,
  );
  const usdt = await call<{ available: string }>(
    request,
    'POST',
    '/wallet/detail',
    { currency: 3, type: 'change' },
    token,
  );
  expect(usdt.available).toBe(dec(1000).minus(orders[0]!.filled_quote).toFixed());
});
