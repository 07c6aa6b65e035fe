/**
 * Dev routes fail closed (issue 9, hardening): the dev outbox (everyone's codes) and the
 * faucet exist only with DEV_ROUTES=on, never because NODE_ENV is unset or development.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../test/helper.ts';
import { signUp } from '../modules/users/testing.ts';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function appWith(env: Record<string, string>) {
  const t = await buildTestApp({ env });
  apps.push(t);
  return t;
}

const notFound = { status: 404, type: 'error', message: 'Not found' };

describe('the dev outbox and the faucet', () => {
  it.each(['development', 'test'])(
    'answer 404 with NODE_ENV=%s unless DEV_ROUTES=on, and no code reaches a reply',
    async (NODE_ENV) => {
      const t = await appWith({ NODE_ENV, DEV_ROUTES: 'off' });
      // A code was sent and kept: still nobody can read it over HTTP.
      const send = await call(t.app, 'POST', '/sms_mail', {
        user_string: 'victim@example.com',
        scene: 'register',
      });
      expect(send.type).toBe('ok');
      const outbox = await call(t.app, 'GET', '/dev/outbox', { to: 'victim@example.com' });
      expect(outbox).toMatchObject(notFound);
      expect(JSON.stringify(outbox)).not.toMatch(/\d{6}/);
      const faucet = await call(t.app, 'POST', '/dev/faucet', { currency: 'USDT', amount: '100' });
      expect(faucet).toMatchObject(notFound);
    },
  );

  it('exist with DEV_ROUTES=on', async () => {
    const t = await appWith({ NODE_ENV: 'development', DEV_ROUTES: 'on' });
    const token = await signUp(t.app, 'dev@example.com');
    const outbox = await call<unknown[]>(t.app, 'GET', '/dev/outbox', { to: 'dev@example.com' });
    expect(outbox.type).toBe('ok');
    expect(outbox.message.length).toBeGreaterThan(0);
    const faucet = await call(
      t.app,
      'POST',
      '/dev/faucet',
      { currency: 'USDT', amount: '1' },
      token,
    );
    expect(faucet.status).toBe(200);
    expect(faucet.message).not.toBe('Not found');
  });
});
