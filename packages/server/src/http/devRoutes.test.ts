/**
 * Dev routes fail closed (issue 9, hardening): the dev outbox (everyone's codes) and the
 * faucet exist only with DEV_ROUTES=on, never because NODE_ENV is unset or development.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { OffsetClock } from '../clock.ts';
import { buildTestApp, call, type TestApp } from '../test/helper.ts';
import { signUp } from '../modules/users/testing.ts';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function appWith(env: Record<string, string>, clock?: OffsetClock) {
  const t = await buildTestApp({ env, ...(clock ? { appClock: clock } : {}) });
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

describe('the dev clock (POST /dev/clock, the browser tests of daily payouts)', () => {
  it('moves an OffsetClock forward only, for a signed-in caller', async () => {
    const clock = new OffsetClock();
    const t = await appWith({ NODE_ENV: 'development', DEV_ROUTES: 'on' }, clock);
    const token = await signUp(t.app, 'clock@example.com');
    expect(await call(t.app, 'POST', '/dev/clock', { advance_seconds: 86_400 })).toMatchObject({
      type: '999',
    });
    const before = Date.now();
    const moved = await call<{ now: string; offset_seconds: number }>(
      t.app,
      'POST',
      '/dev/clock',
      { advance_seconds: 86_400 },
      token,
    );
    expect(moved.message.offset_seconds).toBe(86_400);
    expect(new Date(moved.message.now).getTime()).toBeGreaterThanOrEqual(before + 86_400_000);
    expect(t.ctx.clock.now().getTime()).toBeGreaterThanOrEqual(before + 86_400_000);
    for (const advance_seconds of [0, -5, 1.5, 'x', 366 * 86_400 + 1]) {
      const refused = await call(t.app, 'POST', '/dev/clock', { advance_seconds }, token);
      expect(refused.type).toBe('error');
    }
    expect(clock.offset).toBe(86_400_000);
  });

  it('does not exist without DEV_ROUTES=on, nor on a clock it cannot move', async () => {
    const off = await appWith({ NODE_ENV: 'development', DEV_ROUTES: 'off' }, new OffsetClock());
    expect(await call(off.app, 'POST', '/dev/clock', { advance_seconds: 60 })).toMatchObject(
      notFound,
    );
    const manual = await appWith({ NODE_ENV: 'development', DEV_ROUTES: 'on' });
    expect(await call(manual.app, 'POST', '/dev/clock', { advance_seconds: 60 })).toMatchObject(
      notFound,
    );
  });
});
