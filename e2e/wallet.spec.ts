/**
 * Money moves as a person would make them: demo credit from the faucet, a transfer from
 * spot to contract, a withdrawal to a saved address that an operator approves, and the
 * bill showing all three. Account set-up that is not the subject here (codes, identity
 * verification, pay password) goes through the API.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { call, operatorToken, outboxCode, register, signIn } from './api.ts';

const USDT = 3;
const stamp = Date.now();
const email = `wallet-${stamp}@example.com`;
const mobile = `7${String(stamp).slice(-9)}`;
const password = 'Wallet-pass-2026';
const payPassword = '135790';
const address = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';

/** A verified (Lv1) user with 1,000 USDT of demo credit and a saved address. */
async function preparedUser(api: APIRequestContext): Promise<string> {
  const token = await register(api, email, password);
  await call(
    api,
    'POST',
    '/sms_send',
    { user_string: mobile, scene: 'bind', area_code: '44' },
    token,
  );
  await call(
    api,
    'POST',
    '/safe/mobile',
    { mobile, area_code: '44', code: await outboxCode(api, mobile) },
    token,
  );
  await call(
    api,
    'POST',
    '/user/real',
    {
      real_type: 1,
      id_type: 'passport',
      name: 'Ada Lovelace',
      card_id: `P${String(stamp).slice(-7)}`,
    },
    token,
  );
  const ops = await operatorToken(api);
  const pending = await call<{ data: { id: number }[] }>(
    api,
    'GET',
    '/admin/verifications',
    {},
    ops,
  );
  await call(api, 'POST', `/admin/verifications/${pending.data[0]!.id}/approve`, {}, ops);
  await call(
    api,
    'POST',
    '/dev/faucet',
    { currency: USDT, amount: '1000', account: 'change' },
    token,
  );
  await call(
    api,
    'POST',
    '/user/wallet/save',
    { currency: USDT, name: 'Cold wallet', address, network: 'ERC20' },
    token,
  );
  return token;
}

/**
 * Sets the pay password with a security code. One code per destination a minute
 * (the server's cooldown), so the request is retried until the cooldown has passed.
 */
async function setPayPassword(api: APIRequestContext, token: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await api.post('/api/sms_mail', {
          form: { user_string: email, scene: 'security' },
          headers: { authorization: token },
        });
        return ((await res.json()) as { type: string | number }).type;
      },
      { timeout: 75_000, intervals: [5_000] },
    )
    .toBe('ok');
  const code = await outboxCode(api, email);
  await call(
    api,
    'POST',
    '/safe/pay_password',
    { password: payPassword, re_password: payPassword, code },
    token,
  );
}

test('faucet, transfer to contract, withdraw to a saved address, operator approves, bill shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await preparedUser(request);
  await signIn(page, email, password);

  await page.goto(`/h5/#/pages/fund/fundTransfer?from=change&to=lever&currency=${USDT}`);
  // As a person would: wait until the available balance shows, then transfer.
  await expect(page.getByText(/1,?000/).first()).toBeVisible();
  await page.getByPlaceholder('Enter amount').fill('100');
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect
    .poll(
      async () =>
        (
          await call<{ available: string }>(
            request,
            'POST',
            '/wallet/detail',
            { currency: USDT, type: 'lever' },
            token,
          )
        ).available,
    )
    .toBe('100');

  await setPayPassword(request, token);
  await page.goto(`/h5/#/pages/fund/withdraw?currency=${USDT}`);
  await page.getByRole('button', { name: 'Address book' }).click();
  await page.getByText('Cold wallet').click();
  await expect(page.getByText(/900/).first()).toBeVisible();
  await page.getByPlaceholder('Enter amount').fill('50');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).last().click();
  await expect(page.getByText('Enter payment password')).toBeVisible();
  await page.locator('.adm-passcode-input').last().click();
  await page.keyboard.type(payPassword);
  await expect(page.getByText('Withdrawal submitted')).toBeVisible();

  const ops = await operatorToken(request);
  const queue = await call<{ data: { id: number; amount: string }[] }>(
    request,
    'GET',
    '/admin/withdrawals',
    {},
    ops,
  );
  expect(queue.data[0]!.amount).toBe('50');
  await call(
    request,
    'POST',
    `/admin/withdrawals/${queue.data[0]!.id}/approve`,
    { tx_hash: `0x${'ab'.repeat(32)}` },
    ops,
  );

  await page.goto('/h5/#/pages/setting/bill');
  for (const label of ['Demo credit', 'Transfer between accounts', 'Withdrawal', 'Fee']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  for (const amount of ['+1,000', '-100', '+100', '-50', '-5']) {
    await expect(page.getByText(amount, { exact: true }).first()).toBeVisible();
  }
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: 'e2e/artifacts/bill.png' });
  // 1,000 - 100 moved to contract - 50 withdrawn - 5 network fee (ERC20).
  const spot = await call<{ available: string; frozen: string }>(
    request,
    'POST',
    '/wallet/detail',
    { currency: USDT, type: 'change' },
    token,
  );
  expect(spot).toMatchObject({ available: '845', frozen: '0' });
});
