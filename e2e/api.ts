/**
 * What browser tests share: calling the API as the H5 client does (for the set-up a test
 * is not about), codes from the dev outbox, and signing in through the login page.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

type Reply<T = unknown> = { type: string | number; message: T };

/** Calls `/api<url>`; throws with the reply unless it is `ok`. */
export async function call<T>(
  api: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  data: Record<string, string | number> = {},
  token?: string,
): Promise<T> {
  const headers = token ? { authorization: token } : undefined;
  const res =
    method === 'GET'
      ? await api.get(`/api${url}`, { params: data, headers })
      : await api.post(`/api${url}`, { form: data, headers });
  const body = (await res.json()) as Reply<T>;
  if (body.type !== 'ok') throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.message;
}

/** The latest code the dev outbox holds for a destination. */
export async function outboxCode(api: APIRequestContext, to: string): Promise<string> {
  const list = await call<{ code: string | null }[]>(api, 'GET', '/dev/outbox', { to });
  const code = list.find((m) => m.code)?.code;
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

/** Signs up by email through the API; returns the session token. */
export async function register(
  api: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  await call(api, 'POST', '/sms_mail', { user_string: email, scene: 'register' });
  await call<string>(api, 'POST', '/user/register', {
    user_string: email,
    code: await outboxCode(api, email),
    password,
    re_password: password,
    type: 'email',
  });
  // Register's reply is a message, never a token: the session comes from login.
  return call<string>(api, 'POST', '/user/login', { user_string: email, password });
}

/** Signs in through the login page, as a person would. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/h5/#/pages/common/login');
  await page.getByPlaceholder('Email, phone number or account').fill(email);
  await page.getByPlaceholder('Enter your password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login success')).toBeVisible();
}
