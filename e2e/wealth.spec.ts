/**
 * The earn products as a new user would use them (issue 11): subscribe to the IEO in
 * progress, lock USDT in a mining plan, buy a dual-investment product, all through their
 * pages; then the server's clock moves three days (`POST /api/dev/clock`, DEV_ROUTES only)
 * and the jobs pay: lock-up interest and the dual settlement appear in the bills, the hub
 * shows interest paid. Named to run last: the jump moves the shared server's clock.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { call, register, signIn } from './api.ts';

const USDT = 3;
const stamp = Date.now();
const email = `wealth-${stamp}@example.com`;
const password = 'Wealth-pass-2026';

interface Plan {
  id: number;
  currency_name: string;
  status: string;
}
interface DualProduct {
  id: number;
  status: number;
  end_time: string;
}
interface Project {
  id: number;
  time_status: number;
  currency_name: string;
  min_amount: string;
}

const bills = async (api: APIRequestContext, token: string) =>
  (
    await call<{ data: { reason: string; amount: string; currency_name: string }[] }>(
      api,
      'POST',
      '/wallet/legal_log',
      { page: 1, limit: 50 },
      token,
    ).catch(() => ({ data: [] }))
  ).data.map((b) => b.reason);

test('an IEO subscription, a lock-up and a dual order, paid when the clock moves', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await register(request, email, password);
  await call(
    request,
    'POST',
    '/dev/faucet',
    { currency: USDT, amount: '5000', account: 'change' },
    token,
  );
  await signIn(page, email, password);

  // The hub: Wealth on the home grid leads here.
  await page.goto('/h5/#/pages/financial/index');
  await expect(page.getByText('My earn').first()).toBeVisible();

  // IEO: the project in progress, the minimum, confirmed.
  const projects = await call<{ list: Project[] }>(request, 'GET', '/project', { page: 1 });
  const live = projects.list.find((p) => p.time_status === 2)!;
  await page.goto(`/h5/#/pages/ieo/subscribe?id=${live.id}`);
  await page.getByLabel(`Amount of ${live.currency_name}`).fill(live.min_amount);
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Subscribed|held/i).first()).toBeVisible();

  // Lock-up: 1,000 USDT in the first USDT plan.
  const plans = await call<Plan[]>(request, 'GET', '/lh/deposit/config');
  const plan = plans.find((p) => p.currency_name === 'USDT' && p.status === 'active')!;
  await page.goto(`/h5/#/pages/lockming/buy?id=${plan.id}`);
  await page.getByLabel('Amount (USDT)').fill('1000');
  await page.getByRole('button', { name: 'Lock now' }).click();
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(page.getByText(/Locked 1000 USDT/).first()).toBeVisible();

  // Dual: the put (USDT invested) that matures first, two shares.
  const puts = await call<{ dual_currencys: DualProduct[] }>(request, 'GET', '/dual/index', {
    currency_id: 1,
    type: 'put',
  });
  const put = puts.dual_currencys
    .filter((p) => p.status)
    .sort((a, b) => Date.parse(a.end_time) - Date.parse(b.end_time))[0]!;
  await page.goto(`/h5/#/pages/invest/purchase?id=${put.id}`);
  await page.getByLabel('Number of shares').fill('2');
  await page.getByRole('button', { name: /^Invest / }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Purchased: 2 shares/).first()).toBeVisible();

  // The hub lists all three as running, the next events first.
  await page.goto('/h5/#/pages/financial/index');
  await expect(page.getByText('3 running').first()).toBeVisible();
  await expect(page.getByText(/^USDT · \d+-day lock-up$/).first()).toBeVisible();

  // Three days on: the first lock-up credits and the put's maturity (the shortest term is
  // two days) are due; the jobs run every few seconds.
  await call(request, 'POST', '/dev/clock', { advance_seconds: 3 * 86_400 }, token);
  await expect
    .poll(() => bills(request, token), { timeout: 60_000, intervals: [2_000] })
    .toEqual(expect.arrayContaining(['lockup_interest', 'dual_settle']));

  // In the bills, as words.
  await page.goto('/h5/#/pages/setting/bill');
  await expect(page.getByText('Lock-up interest').first()).toBeVisible();
  await expect(page.getByText('Dual investment settled').first()).toBeVisible();
  // And on the hub: interest paid.
  await page.goto('/h5/#/pages/financial/index');
  await expect(page.getByText('Interest paid').first()).toBeVisible();
});
