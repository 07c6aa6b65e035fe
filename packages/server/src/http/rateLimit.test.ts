/**
 * Rate limits (issue 9, hardening): the request over a limit gets HTTP 429 with the
 * envelope in the caller's language, before any service; another address or account is not
 * affected; a new window starts afresh; two apps on one Redis share the counts; the socket
 * `auth` is limited too; the hashing queue refuses beyond its bound.
 */
import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MINUTE_MS } from '../clock.ts';
import { buildTestApp, call, type TestApp } from '../test/helper.ts';
import {
  configureHashing,
  hashPassword,
  holdPasswordChecks,
  passwordChecksRun,
} from '../modules/users/index.ts';
import { ask, connectClient, redisReachable } from '../realtime/testing.ts';
import { signUp } from '../modules/users/testing.ts';
import {
  RATE_LIMITS,
  RateLimited,
  makeRateLimiter,
  memoryRateStore,
  type RateAction,
} from './rateLimit.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOO_MANY = {
  status: 429,
  type: 'error',
  message: 'Too many requests, please try again later',
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMITS: 'on' } });
});
afterAll(() => t.close());

/** A client address no other test (or earlier run, on a shared Redis) used. */
const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function post(
  app: TestApp['app'],
  url: string,
  fields: Record<string, string>,
  from: { ip?: string; forwardedFor?: string } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url,
    remoteAddress: from.ip ?? '127.0.0.1',
    payload: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
    },
  });
  return { status: res.statusCode, ...(res.json() as { type: unknown; message: unknown }) };
}

/** Sends `count` requests one after another and returns their HTTP statuses. */
async function statuses(count: number, send: (i: number) => Promise<{ status: number }>) {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await send(i)).status);
  return out;
}

describe('the limiter', () => {
  it('refuses the request after the limit in a window, per key, and starts afresh', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const limiter = makeRateLimiter(memoryRateStore(), () => now);
    const { max } = RATE_LIMITS.login.account;
    const results: boolean[] = [];
    for (let i = 0; i <= max; i++) results.push(await limiter.allow('login', `ip-${i}`, 'Amy@x'));
    expect(results.slice(0, max).every(Boolean)).toBe(true);
    expect(results[max]).toBe(false);
    // The account name is compared trimmed and in lower case; another account is fine.
    expect(await limiter.allow('login', 'ip-x', ' amy@X ')).toBe(false);
    expect(await limiter.allow('login', 'ip-y', 'bob@x')).toBe(true);
    now = new Date(now.getTime() + RATE_LIMITS.login.account.windowMs);
    expect(await limiter.allow('login', 'ip-z', 'amy@x')).toBe(true);
  });

  it('forgets old windows instead of growing without bound', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const limiter = makeRateLimiter(memoryRateStore(3), () => now);
    for (const ip of ['a', 'b', 'c']) await limiter.allow('upload', ip);
    now = new Date(now.getTime() + MINUTE_MS);
    for (const ip of ['d', 'e', 'f', 'g']) expect(await limiter.allow('upload', ip)).toBe(true);
  });

  it('lets requests through (and reports) when its store fails', async () => {
    const errors: unknown[] = [];
    const broken = {
      hit: () => Promise.reject(new Error('store down')),
      close: async () => {},
    };
    const limiter = makeRateLimiter(
      broken,
      () => new Date(),
      (e) => errors.push(e),
    );
    expect(await limiter.allow('login', 'ip', 'amy')).toBe(true);
    expect(errors).toHaveLength(2);
  });
});

describe('HTTP limits', () => {
  const cases: {
    action: RateAction;
    url: string;
    fields: (i: number) => Record<string, string>;
  }[] = [
    {
      action: 'login',
      url: '/api/user/login',
      fields: (i) => ({ user_string: `nobody${i}@example.com`, password: 'whatever-1' }),
    },
    {
      action: 'operatorLogin',
      url: '/api/admin/login',
      fields: (i) => ({ email: `nobody${i}@desk.test`, password: 'whatever-1' }),
    },
    {
      action: 'code',
      url: '/api/sms_mail',
      fields: (i) => ({ user_string: `ip-limit-${i}@example.com`, scene: 'register' }),
    },
    {
      action: 'code',
      url: '/api/sms_send',
      fields: (i) => ({ user_string: `1380000${String(i).padStart(4, '0')}`, scene: 'register' }),
    },
    {
      action: 'register',
      url: '/api/user/register',
      fields: (i) => ({ user_string: `r${i}@example.com`, code: '000000', password: 'x' }),
    },
    {
      action: 'forget',
      url: '/api/user/forget',
      fields: (i) => ({ user_string: `f${i}@example.com`, code: '000000', password: 'x' }),
    },
    { action: 'upload', url: '/api/upload', fields: () => ({ file: 'x' }) },
    // The original client's production path (client contract 6).
    { action: 'upload', url: '/upload', fields: () => ({ file: 'x' }) },
  ];

  it.each(cases)(
    '$url: per address, the request over the limit gets 429; another address not',
    async ({ action, url, fields }) => {
      const ip = newIp();
      const { max } = RATE_LIMITS[action].ip;
      const seen = await statuses(max, (i) => post(t.app, url, fields(i), { ip }));
      expect(seen).not.toContain(429);
      const before = passwordChecksRun();
      expect(await post(t.app, url, fields(max), { ip })).toMatchObject(TOO_MANY);
      // Refused before any service: no password was hashed for it.
      expect(passwordChecksRun()).toBe(before);
      expect((await post(t.app, url, fields(max), { ip: newIp() })).status).toBe(200);
    },
    60_000,
  );

  it('per account at /user/login, whatever the address, in the caller’s language', async () => {
    const { max } = RATE_LIMITS.login.account;
    const login = (user_string: string, lang = 'en') =>
      post(
        t.app,
        '/api/user/login',
        { user_string, password: 'whatever-1', lang },
        { ip: newIp() },
      );
    expect(await statuses(max, () => login('target@example.com'))).not.toContain(429);
    const zh = await login('TARGET@example.com', 'zh');
    expect(zh).toMatchObject({ status: 429, type: 'error' });
    expect(zh.message).toBe('请求过于频繁，请稍后再试');
    expect((await login('other@example.com')).status).toBe(200);
    t.clock.advance(RATE_LIMITS.login.account.windowMs);
    expect((await login('target@example.com')).status).toBe(200);
  });

  it('per address at /sms_mail (the email sent to), whatever the client’s address', async () => {
    const { max } = RATE_LIMITS.code.account;
    const send = () =>
      post(
        t.app,
        '/api/sms_mail',
        { user_string: 'victim@example.com', type: 'forget' },
        { ip: newIp() },
      );
    expect(await statuses(max, send)).not.toContain(429);
    expect(await send()).toMatchObject(TOO_MANY);
  });
});

describe('behind a proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ env: { RATE_LIMITS: 'on', TRUST_PROXY: 'true' } });
  });
  afterAll(() => proxied.close());

  it('limits each client by X-Forwarded-For, not the proxy’s address', async () => {
    const { max } = RATE_LIMITS.register.ip;
    const client = newIp();
    const register = (forwardedFor: string) =>
      post(
        proxied.app,
        '/api/user/register',
        { user_string: 'x' },
        { ip: '10.0.0.1', forwardedFor },
      );
    expect(await statuses(max, () => register(client))).not.toContain(429);
    expect((await register(client)).status).toBe(429);
    expect((await register(newIp())).status).toBe(200);
  });
});

describe('with REDIS_URL', () => {
  it('two apps share the counts', async () => {
    if (!(await redisReachable(REDIS_URL))) {
      throw new Error(`Redis is not reachable at ${REDIS_URL}`);
    }
    const env = { RATE_LIMITS: 'on', REDIS_URL };
    const a = await buildTestApp({ env });
    const b = await buildTestApp({ env, clock: a.clock });
    try {
      const ip = newIp();
      const { max } = RATE_LIMITS.upload.ip;
      const upload = (app: TestApp) => post(app.app, '/api/upload', { file: 'x' }, { ip });
      // Half on each app: together they reach the limit.
      const seen = await statuses(max, (i) => upload(i % 2 ? a : b));
      expect(seen).not.toContain(429);
      expect((await upload(a)).status).toBe(429);
      expect((await upload(b)).status).toBe(429);
    } finally {
      await b.close();
      await a.close();
    }
  }, 60_000);
});

describe('socket auth', () => {
  it('refuses `auth` over the limit with errors.rateLimited, the handshake’s token too', async () => {
    const token = await signUp(t.app, 'socket-limit@example.com');
    const { id } = await t.ctx.sessions.authenticate(token);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    // Within the limit, a token in the handshake signs the socket in (one `auth` counted).
    const first = await connectClient(url, { auth: { token } });
    expect(t.ctx.realtime.reaches(id)).toBe(true);
    first.disconnect();
    await expect.poll(() => t.ctx.realtime.reaches(id)).toBe(false);
    const socket = await connectClient(url);
    try {
      const { max } = RATE_LIMITS.socketAuth.ip;
      for (let i = 1; i < max; i++) {
        expect(await ask(socket, 'auth', 'not-a-token')).toMatchObject({ ok: false });
      }
      expect(await ask(socket, 'auth', token)).toEqual({
        ok: false,
        message: 'Too many requests, please try again later',
      });
      expect(t.ctx.realtime.reaches(id)).toBe(false);
      // Over the limit, the handshake's token connects the socket signed out.
      const late = await connectClient(url, { auth: { token } });
      expect(t.ctx.realtime.reaches(id)).toBe(false);
      late.disconnect();
    } finally {
      socket.disconnect();
    }
  });
});

describe('the hashing queue', () => {
  it('runs a bounded number of hashes and refuses beyond its queue with 429', async () => {
    const old = configureHashing({ running: 1, waiting: 2 });
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => hashPassword('a passphrase')),
      );
      const refused = results.filter((r) => r.status === 'rejected');
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      expect(refused).toHaveLength(3);
      for (const r of refused)
        expect((r as PromiseRejectedResult).reason).toBeInstanceOf(RateLimited);
      // Slots are handed on and freed: a later hash runs.
      await expect(hashPassword('again')).resolves.toMatch(/^\$argon2id\$/);
    } finally {
      configureHashing(old);
    }
  });

  it('answers a login flood beyond the queue with 429 while cheap requests still answer', async () => {
    const old = configureHashing({ running: 1, waiting: 4 });
    const before = passwordChecksRun();
    const release = holdPasswordChecks();
    try {
      const flood = Array.from({ length: 20 }, (_, i) =>
        call(t.app, 'POST', '/user/login', {
          user_string: `ghost${i}@example.com`,
          password: 'x-1234567',
        }),
      );
      // Every unknown account reached its (burnt) check, as a known one would.
      await vi.waitFor(() => expect(passwordChecksRun() - before).toBe(20), {
        timeout: 30_000,
        interval: 5,
      });
      expect(await call(t.app, 'GET', '/user/info')).toMatchObject({ status: 200, type: '999' });
      release();
      const replies = await Promise.all(flood);
      const refused = replies.filter((r) => r.status === 429);
      expect(refused).toHaveLength(15);
      for (const r of refused)
        expect(r).toMatchObject({ type: 'error', message: TOO_MANY.message });
      const answered = replies.filter((r) => r.status === 200).map((r) => r.message);
      expect(answered).toEqual(Array(5).fill('Wrong account or password'));
    } finally {
      release();
      configureHashing(old);
    }
  });
});
