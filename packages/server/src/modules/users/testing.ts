/**
 * Test helpers for anything that needs a signed-in user: they go through the real API
 * (send a code, read it from the dev outbox, register), as the browser does.
 */
import type { FastifyInstance } from 'fastify';
import { call, type Reply } from '../../test/helper.ts';

let nextIp = 1;
/** A fresh client address each time, so helpers never meet the per-network send cap. */
export const freshIp = () => `198.51.100.${nextIp++ % 250}`;

/** Posts form-urlencoded from a chosen client address (call() always uses 127.0.0.1). */
export async function postFrom(
  app: FastifyInstance,
  ip: string,
  url: string,
  data: Record<string, string | number | undefined>,
  token?: string,
): Promise<Reply & { status: number }> {
  const fields = Object.fromEntries(
    Object.entries(data)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const res = await app.inject({
    method: 'POST',
    url: `/api${url}`,
    remoteAddress: ip,
    payload: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: token } : {}),
    },
  });
  return { status: res.statusCode, ...(res.json() as Reply) };
}

interface OutboxEntry {
  channel: string;
  to: string;
  subject: string;
  body: string;
  code: string | null;
}

/** The latest code sent to a destination, read from the dev outbox route. */
export async function codeFor(app: FastifyInstance, to: string): Promise<string> {
  const r = await call<OutboxEntry[]>(app, 'GET', '/dev/outbox', { to });
  const code = r.type === 'ok' ? r.message[0]?.code : undefined;
  if (!code) throw new Error(`no code in the dev outbox for ${to}: ${JSON.stringify(r)}`);
  return code;
}

/** Asks for a code (email or SMS by the destination's form) and returns it. */
export async function requestCode(
  app: FastifyInstance,
  to: string,
  scene = 'register',
  token?: string,
): Promise<string> {
  const path = to.includes('@') ? '/sms_mail' : '/sms_send';
  const r = await postFrom(app, freshIp(), path, { user_string: to, scene }, token);
  if (r.type !== 'ok') throw new Error(`code not sent to ${to}: ${JSON.stringify(r)}`);
  return codeFor(app, to);
}

export const TEST_PASSWORD = 'Secret123';

/** Registers an account (email if it has an @, else mobile) and returns its token. */
export async function signUp(
  app: FastifyInstance,
  account: string,
  extra: { password?: string; extension_code?: string } = {},
): Promise<string> {
  const password = extra.password ?? TEST_PASSWORD;
  const code = await requestCode(app, account);
  const r = await postFrom(app, freshIp(), '/user/register', {
    user_string: account,
    code,
    password,
    re_password: password,
    type: account.includes('@') ? 'email' : 'mobile',
    extension_code: extra.extension_code,
  });
  if (r.type !== 'ok') throw new Error(`registration of ${account} failed: ${JSON.stringify(r)}`);
  // Registration signs nobody in (its reply is a message); the token comes from login.
  const login = await postFrom(app, freshIp(), '/user/login', { user_string: account, password });
  if (login.type !== 'ok' || typeof login.message !== 'string') {
    throw new Error(`login of ${account} failed: ${JSON.stringify(login)}`);
  }
  return login.message;
}
