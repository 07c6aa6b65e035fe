/**
 * What browser tests share: calling the API as the H5 client does (for the set-up a test
 * is not about), codes from the dev outbox, and signing in through the login page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { base32Decode, totpAt, totpStepAt, type OperatorTotpSetup } from '@bourse/shared';

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

/** The demo operator the seed creates (README); it enrols its authenticator at first login. */
const DEMO_OPERATOR = { email: 'ops@bourse.dev', password: 'Operator-Demo-2026' };

/**
 * What this run knows of the demo operator's second factor: specs may run in different
 * workers, so the secret, the last step used and a live token are kept in a file per port.
 * A file left by an earlier run is harmless: its token fails on the fresh database and the
 * operator there is not enrolled yet, so it is enrolled again and the file rewritten.
 */
interface OperatorState {
  secret: string;
  lastStep: number;
  token: string;
}
const stateFile = path.join(
  os.tmpdir(),
  `bourse-e2e-operator-${process.env.E2E_PORT ?? 8181}.json`,
);
const readState = (): OperatorState | null => {
  try {
    return JSON.parse(fs.readFileSync(stateFile, 'utf8')) as OperatorState;
  } catch {
    return null;
  }
};
const writeState = (state: OperatorState) => fs.writeFileSync(stateFile, JSON.stringify(state));
const codeOf = (secret: string, step: number) => totpAt(base32Decode(secret)!, step);

/**
 * A token of the demo operator (role admin): the first call of a run enrols its
 * authenticator as the console would (password, set-up, a code from the returned secret);
 * later calls reuse the token, or log in with the code of a step not used yet.
 */
export async function operatorToken(api: APIRequestContext): Promise<string> {
  const state = readState();
  if (state) {
    const me = await api.get('/api/admin/me', { headers: { authorization: state.token } });
    if (((await me.json()) as Reply).type === 'ok') return state.token;
  }
  const first = await api.post('/api/admin/login', { form: DEMO_OPERATOR });
  const reply = (await first.json()) as Reply<string>;
  if (reply.type === 'ok') {
    const token = reply.message;
    const { secret } = await call<OperatorTotpSetup>(api, 'POST', '/admin/totp/setup', {}, token);
    const step = totpStepAt(Date.now());
    await call(api, 'POST', '/admin/totp/enable', { code: codeOf(secret, step) }, token);
    writeState({ secret, lastStep: step, token });
    return token;
  }
  if (!state) throw new Error(`operator login: ${JSON.stringify(reply)}`);
  // A step after the last one used, inside the server's window (now -1 .. +1).
  const step = Math.max(totpStepAt(Date.now()) - 1, state.lastStep + 1);
  while (step > totpStepAt(Date.now()) + 1) await new Promise((r) => setTimeout(r, 1000));
  const token = await call<string>(api, 'POST', '/admin/login', {
    ...DEMO_OPERATOR,
    code: codeOf(state.secret, step),
  });
  writeState({ secret: state.secret, lastStep: step, token });
  return token;
}
