/**
 * The operator console at a desktop viewport: a new operator signs in and sets up two-step
 * sign-in from the QR screen's key, signs in again with an authenticator code, claims and
 * approves a deposit and a withdrawal, rejects an identity verification with a reason and
 * edits a banner; a support operator sees none of the finance queues, and the API refuses
 * them too. What users do (sign-up, deposit request, withdrawal, verification) goes through
 * the API: the console is the subject here.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { base32Decode, totpAt, totpStepAt } from '@bourse/shared';
import { call, operatorToken, outboxCode, register } from './api.ts';

test.use({
  viewport: { width: 1440, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
});

const USDT = 3;
const stamp = Date.now();
const PASSWORD = 'Console-e2e-pass-2026';
const payPassword = '246801';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Enrolled {
  email: string;
  secret: string;
  lastStep: number;
}

async function newOperator(api: APIRequestContext, role: string): Promise<string> {
  const email = `console-${role}-${stamp}@bourse.test`;
  const admin = await operatorToken(api);
  await call(
    api,
    'POST',
    '/admin/operators',
    { email, name: `E2E ${role}`, role, password: PASSWORD, reason: 'browser test' },
    admin,
  );
  return email;
}

const codeAt = (secret: string, step: number) => totpAt(base32Decode(secret)!, step);

/** First sign-in: password, then the set-up screen; the key shown there makes the code. */
async function enrol(page: Page, email: string): Promise<Enrolled> {
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByTestId('totp-qr')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  const step = totpStepAt(Date.now());
  await page.getByLabel('Code from the app').fill(codeAt(secret, step));
  await page.getByRole('button', { name: 'Enable and continue' }).click();
  await expect(page.getByTestId('signed-in-as')).toContainText(email);
  return { email, secret, lastStep: step };
}

/** A later sign-in: password and the authenticator's code of a step not used yet. */
async function signInWithCode(page: Page, who: Enrolled): Promise<void> {
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(PASSWORD);
  const step = Math.max(totpStepAt(Date.now()), who.lastStep + 1);
  await page.getByLabel('Authenticator code').fill(codeAt(who.secret, step));
  who.lastStep = step;
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-as')).toContainText(who.email);
}

/** A new user with an email and a mobile number (identity verification needs both). */
async function boundUser(api: APIRequestContext, email: string, mobile: string): Promise<string> {
  const token = await register(api, email, 'Console-user-2026');
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
  return token;
}

/** A verified user with demo USDT, a saved address, a pay password, a deposit and a withdrawal asked. */
async function userWithRequests(api: APIRequestContext): Promise<string> {
  const email = `console-user-${stamp}@example.com`;
  const token = await boundUser(api, email, `6${String(stamp).slice(-9)}`);
  await call(
    api,
    'POST',
    '/user/real',
    {
      real_type: 1,
      id_type: 'passport',
      name: 'Grace Hopper',
      card_id: `G${String(stamp).slice(-7)}`,
    },
    token,
  );
  const ops = await operatorToken(api);
  const pending = await call<{ data: { id: number; user_account: string }[] }>(
    api,
    'GET',
    '/admin/verifications',
    { limit: 100 },
    ops,
  );
  const mine = pending.data.find((v) => v.user_account === email)!;
  await call(api, 'POST', `/admin/verifications/${mine.id}/approve`, {}, ops);
  await call(
    api,
    'POST',
    '/dev/faucet',
    { currency: USDT, amount: '1000', account: 'change' },
    token,
  );
  // One code per address a minute: the sign-up's code was just sent to this one.
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
  await call(
    api,
    'POST',
    '/safe/pay_password',
    { password: payPassword, re_password: payPassword, code: await outboxCode(api, email) },
    token,
  );
  await call(
    api,
    'POST',
    '/wallet/out',
    {
      currency: USDT,
      amount: '40',
      network: 'ERC20',
      address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
      pay_password: payPassword,
    },
    token,
  );
  const upload = await api.post('/api/upload', {
    headers: { authorization: token },
    multipart: { file: { name: 'voucher.png', mimeType: 'image/png', buffer: PNG } },
  });
  const voucher = ((await upload.json()) as { message: string }).message;
  await call(
    api,
    'POST',
    '/wallet/charge_req',
    { account: 'change', amount: '250', currency: USDT, type: 'ERC20', voucher },
    token,
  );
  return email;
}

/** A user whose identity verification waits for compliance. */
async function userAwaitingVerification(api: APIRequestContext): Promise<string> {
  const email = `console-kyc-${stamp}@example.com`;
  const token = await boundUser(api, email, `5${String(stamp).slice(-9)}`);
  await call(
    api,
    'POST',
    '/user/real',
    {
      real_type: 1,
      id_type: 'passport',
      name: 'Alan Turing',
      card_id: `T${String(stamp).slice(-7)}`,
    },
    token,
  );
  return email;
}

/** Opens the queue's row of `account`, claims it, and waits for the claim to show. */
async function openAndClaim(page: Page, menu: string, account: string): Promise<void> {
  await page.getByRole('menuitem', { name: menu }).click();
  const row = page.getByRole('row').filter({ hasText: account });
  await row.getByRole('button', { name: 'Open' }).click();
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByTestId('claim-holder')).toHaveText('Held by you');
}

test('an operator signs in with TOTP and decides deposits, withdrawals and verifications', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = await newOperator(request, 'admin');
  const user = await userWithRequests(request);
  const kycUser = await userAwaitingVerification(request);

  const me = await enrol(page, email);
  await expect(page.getByTestId('role')).toHaveText('Administrator');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInWithCode(page, me);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('.ant-statistic').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/console-dashboard.png' });

  // A deposit: the voucher is shown to the desk; confirming credits the user.
  await openAndClaim(page, 'Deposits', user);
  await expect(page.getByRole('img', { name: 'Payment voucher' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and credit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();

  // A withdrawal: approved with the network's transaction hash.
  await openAndClaim(page, 'Withdrawals', user);
  await page.screenshot({ path: 'test-results/console-withdrawal.png' });
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByLabel('Transaction hash or bank reference').fill(`0x${'cd'.repeat(32)}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();

  // A verification: rejected with the reason the user will read.
  await openAndClaim(page, 'Identity verification', kycUser);
  await page.getByRole('button', { name: 'Reject' }).click();
  await page.getByLabel('Reason (the user reads it)').fill('The passport photo is blurred');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Rejected', { exact: true }).first()).toBeVisible();

  // The server's record of each decision names this operator.
  const ops = await operatorToken(request);
  const decided = async (path: string, status: string) =>
    (
      await call<{
        data: {
          user_account: string;
          decided_by?: number | null;
          reason?: string | null;
          status: string;
        }[];
      }>(request, 'GET', path, { status, limit: 100 }, ops)
    ).data;
  expect((await decided('/admin/deposits', 'confirmed')).some((d) => d.user_account === user)).toBe(
    true,
  );
  expect(
    (await decided('/admin/withdrawals', 'approved')).some((d) => d.user_account === user),
  ).toBe(true);
  const rejected = (await decided('/admin/verifications', 'failed')).find(
    (v) => v.user_account === kycUser,
  );
  expect(rejected?.reason).toBe('The passport photo is blurred');

  // A banner's English title, edited in Content, is what the H5 app's banner list shows.
  const bannerTitle = `Zero-fee week ${stamp}`;
  await page.getByRole('menuitem', { name: 'Content' }).click();
  await page.getByRole('button', { name: 'Edit' }).first().click();
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByLabel('Title · English').fill(bannerTitle);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  const banners = await call<{ list: { title: string }[] }>(request, 'POST', '/news/list', {
    c_id: 5,
  });
  expect(banners.list.map((b) => b.title)).toContain(bannerTitle);

  // The audit log shows the decisions and the edit, and its chain verifies.
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page.getByText('withdrawal.approve').first()).toBeVisible();
  await expect(page.getByText('article.edit').first()).toBeVisible();
  await page.getByRole('button', { name: 'Verify the chain' }).click();
  await expect(page.getByTestId('chain-status')).toContainText('The chain is intact');
});

test('a support operator sees no finance queue, and the API refuses it too', async ({
  page,
  request,
}) => {
  const email = await newOperator(request, 'support');
  const me = await enrol(page, email);
  await expect(page.getByTestId('role')).toHaveText('Support');
  await expect(page.getByRole('menuitem', { name: 'Customer service' })).toBeVisible();
  for (const name of ['Deposits', 'Withdrawals', 'Bank purchases', 'OTC loans', 'Audit log']) {
    await expect(page.getByRole('menuitem', { name })).toHaveCount(0);
  }
  await page.goto('/admin/#/withdrawals');
  await expect(page.getByText('This screen is not available to your role')).toBeVisible();

  const step = Math.max(totpStepAt(Date.now()), me.lastStep + 1);
  const token = await call<string>(request, 'POST', '/admin/login', {
    email,
    password: PASSWORD,
    code: codeAt(me.secret, step),
  });
  for (const path of ['/admin/deposits', '/admin/withdrawals', '/admin/purchases']) {
    const res = await request.get(`/api${path}`, { headers: { authorization: token } });
    expect(await res.json(), path).toEqual({
      type: 'error',
      message: 'You do not have permission to do this',
    });
  }
});
