/**
 * Copy trading as two people would use it (issue 12): one applies to become a trader on
 * "Become a trader", an operator approves through the API, the other finds the trader in
 * the list and copies them by multiple (ticking the agreement). The trader opens a BTC long
 * and closes it (through the API: the contract screens have their own test); the follower
 * sees the copy open on "My copies", marked with the trader's name, then closed in the
 * history with its net P/L. The copy job runs every second: the screens are polled, never
 * slept on.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatNumber, netProfit } from '@bourse/shared';
import { call, operatorToken, register, signIn } from './api.ts';

const USDT = 3;
const BTC = 1;
const stamp = Date.now();
const password = 'Copy-pass-2026';
const traderEmail = `trader-${stamp}@example.com`;
const followerEmail = `follower-${stamp}@example.com`;
const nickname = `Atlas${String(stamp).slice(-6)}`;

const fund = (api: APIRequestContext, token: string) =>
  call(api, 'POST', '/dev/faucet', { currency: USDT, amount: '2000', account: 'lever' }, token);

interface Closed {
  id: number;
  order_type: number;
  profits: string;
  trade_fee: string;
  close_fee: string;
  overnight_money: string;
}

/** The follower's closed copy as the contract list has it. */
async function closedCopy(api: APIRequestContext, token: string): Promise<Closed | undefined> {
  const reply = await call<{ message: { data: Closed[] } }>(
    api,
    'POST',
    '/lever/my_trade',
    { status: 3, page: 1, limit: 10 },
    token,
  );
  return reply.message.data.find((p) => p.order_type === 2);
}

/** Net P/L after fees, signed with two decimals, as the history shows it. */
const shownNet = (p: Closed): string =>
  formatNumber(
    netProfit({
      profit: p.profits,
      openFee: p.trade_fee,
      closeFee: p.close_fee,
      overnightPaid: p.overnight_money || '0',
    }).toFixed(),
    'amount',
    { decimals: 2, sign: true, trim: false },
  );

async function applyAsTrader(page: Page): Promise<void> {
  await page.goto('/h5/#/pages/copytrade/trader');
  await page.getByLabel('Trader name').fill(nickname);
  await page
    .getByLabel('Introduction')
    .fill('BTC swing trades with 10x at most; losers closed fast.');
  await page.getByLabel('Profit share').fill('10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Under review')).toBeVisible();
}

test('a trader is approved, a follower copies a BTC long and sees it open and close', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const traderToken = await register(request, traderEmail, password);
  const followerToken = await register(request, followerEmail, password);
  await fund(request, traderToken);
  await fund(request, followerToken);

  // The trader applies on "Become a trader".
  await signIn(page, traderEmail, password);
  await applyAsTrader(page);

  // An operator approves through the desk's API.
  const ops = await operatorToken(request);
  const pending = await call<{ user_id: number; nickname: string }[]>(
    request,
    'GET',
    '/admin/follow/traders',
    { status: 'pending' },
    ops,
  );
  const application = pending.find((a) => a.nickname === nickname)!;
  await call(request, 'POST', `/admin/follow/traders/${application.user_id}/approve`, {}, ops);
  await page.reload();
  await expect(page.getByText('You are a trader')).toBeVisible();

  // The follower finds the trader in the list and copies 1.5x, ticking the agreement.
  const context = await browser.newContext();
  const fan = await context.newPage();
  await signIn(fan, followerEmail, password);
  await fan.goto('/h5/#/pages/follow/index');
  // A tap within half a second of the last navigation is a double tap to the app: retry.
  await expect(async () => {
    await fan.getByRole('button', { name: nickname }).click();
    await expect(fan.getByText('Performance')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(async () => {
    await fan.getByRole('button', { name: 'Copy this trader' }).click();
    await expect(fan.getByLabel('Multiple')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await fan.getByLabel('Multiple').fill('1.5');
  await expect(fan.getByTestId('copy-summary')).toContainText('opens 4.5 lots for you');
  await fan.getByRole('checkbox', { name: /copy trading agreement/ }).check();
  await fan.getByRole('button', { name: `Copy ${nickname}` }).click();
  await expect(fan.getByText(/Copy success/)).toBeVisible();
  await expect(fan.getByRole('article', { name: nickname })).toContainText('1.5× lots');

  // The trader opens a 2-lot BTC long: the follower's copy is 3 lots.
  await call(
    request,
    'POST',
    '/lever/submit',
    {
      share: 2,
      multiple: 10,
      currency_id: BTC,
      legal_id: USDT,
      type: 1,
      status: 1,
      target_price: 999,
      password: '',
    },
    traderToken,
  );
  await fan.goto('/h5/#/pages/copytrade/copy');
  const copy = fan.getByRole('article', { name: /^BTC\/USDT #\d+$/ });
  await expect(copy.getByText(`Copy · ${nickname}`)).toBeVisible({ timeout: 20_000 });
  await expect(copy).toContainText('3 · 0.03');
  await expect(copy.getByRole('button', { name: 'Hold myself' })).toBeVisible();

  // The trader closes: the follower's copy closes with it, net P/L in the history.
  await call(request, 'POST', '/lever/batch_close', { type: 0 }, traderToken);
  await fan.getByRole('tab', { name: 'History' }).click();
  const closed = fan.getByRole('article', { name: 'Closed BTC/USDT' });
  await expect(closed).toBeVisible({ timeout: 20_000 });
  const position = await closedCopy(request, followerToken);
  expect(position).toBeDefined();
  await expect(closed.getByText(shownNet(position!), { exact: true })).toBeVisible();
  await expect(closed).toContainText(nickname);
  await expect(fan.getByRole('tab', { name: 'Open (0)' })).toBeVisible({ timeout: 10_000 });
  await context.close();
});
