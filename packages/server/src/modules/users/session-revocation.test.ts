/**
 * Revoking a session through the real app while the guard's session cache holds it: the
 * revoking app refuses the token at once, a second app on the same database refuses it once
 * the broker's message arrives, and idle expiry and the last_seen_at touch behave as without
 * a cache (sessionCache.test.ts has the cache's own cases).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS, ManualClock, SECOND_MS } from '../../clock.ts';
import { memoryHub } from '../../cluster/broker.ts';
import { makeCluster } from '../../cluster/cluster.ts';
import { memoryLeases, type LeaseRegistry } from '../../cluster/leases.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { SESSIONS_REVOKED, hashToken, sessions, type SessionCache } from './index.ts';
import { TEST_PASSWORD, requestCode, signUp } from './testing.ts';

/**
 * The app of the first tests loses every broadcast it publishes (as NATS may), so the
 * revoking app must refuse the token by itself, not by hearing its own message.
 */
function losingCluster() {
  const broker = memoryHub().connect();
  return makeCluster({
    broker: { ...broker, publish: () => {} },
    leases: memoryLeases(),
    shared: false,
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ cluster: losingCluster() });
});
afterAll(() => t.close());
// One code a minute per destination: every test starts past any cooldown.
beforeEach(() => t.clock.advance(MINUTE_MS));

const info = async (token: string, app = t) =>
  (await call(app.app, 'GET', '/user/info', {}, token)).type;
const login = async (account: string, app = t) =>
  (await call(app.app, 'POST', '/user/login', { user_string: account, password: TEST_PASSWORD }))
    .message as string;
const logout = async (token: string, app = t) =>
  (await call(app.app, 'GET', '/user/logout', {}, token)).type;
const cached = (app: TestApp) => (app.ctx.sessions as SessionCache).size;

async function changePassword(app: TestApp, account: string, token: string) {
  const code = await requestCode(app.app, account, 'security', token);
  const r = await call(
    app.app,
    'POST',
    '/safe/update_password',
    { old_password: TEST_PASSWORD, password: 'Next-pass-1', re_password: 'Next-pass-1', code },
    token,
  );
  expect(r.type).toBe('ok');
}

async function lastSeenAt(app: TestApp, token: string): Promise<Date | undefined> {
  const [row] = await app.ctx.db
    .select({ lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row?.lastSeenAt;
}

describe('revoking a cached session', () => {
  it('refuses the token at once after logout', async () => {
    const token = await signUp(t.app, 'ava@example.com');
    const before = cached(t);
    expect(await info(token)).toBe('ok');
    expect(await info(token)).toBe('ok');
    expect(cached(t)).toBe(before + 1);
    expect(await logout(token)).toBe('ok');
    expect(await info(token)).toBe('999');
    expect(await logout(token)).toBe('999');
  });

  it('refuses the other sessions at once after a password change, not the one that made it', async () => {
    const token = await signUp(t.app, 'ben@example.com');
    const other = await login('ben@example.com');
    expect(await info(other)).toBe('ok');
    expect(await info(token)).toBe('ok');
    t.clock.advance(MINUTE_MS);
    await changePassword(t, 'ben@example.com', token);
    expect(await info(other)).toBe('999');
    expect(await info(token)).toBe('ok');
  });

  it('refuses every session at once after a password reset', async () => {
    const a = await signUp(t.app, 'cat@example.com');
    const b = await login('cat@example.com');
    expect(await info(a)).toBe('ok');
    expect(await info(b)).toBe('ok');
    t.clock.advance(MINUTE_MS);
    const code = await requestCode(t.app, 'cat@example.com', 'forget');
    const reset = await call(t.app, 'POST', '/user/forget', {
      user_string: 'cat@example.com',
      code,
      password: 'Brand-new-1',
      re_password: 'Brand-new-1',
    });
    expect(reset.type).toBe('ok');
    expect(await info(a)).toBe('999');
    expect(await info(b)).toBe('999');
  });

  it('never accepts the token once logout has returned, however many requests race it', async () => {
    const token = await signUp(t.app, 'dan@example.com');
    expect(await info(token)).toBe('ok');
    let revoked = false;
    let acceptedBefore = 0;
    const afterRevoke: unknown[] = [];
    let warm: () => void = () => {};
    const warmed = new Promise<void>((resolve) => (warm = resolve));
    // Each client keeps asking until it has asked five times after the logout returned.
    const client = async () => {
      let mine = 0;
      while (mine < 5) {
        const startedAfterRevoke = revoked;
        const type = await info(token);
        if (startedAfterRevoke) {
          mine++;
          afterRevoke.push(type);
        } else if (type === 'ok' && ++acceptedBefore === 10) {
          warm();
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await warmed;
    expect(await logout(token)).toBe('ok');
    revoked = true;
    await Promise.all(clients);
    expect(acceptedBefore).toBeGreaterThanOrEqual(10);
    expect(afterRevoke).toHaveLength(40);
    expect(afterRevoke.every((type) => type === '999')).toBe(true);
  });
});

describe('idle expiry and last_seen_at with the cache', () => {
  it('expires a cached session after 30 days without use, by the test clock', async () => {
    const idle = await signUp(t.app, 'eve@example.com');
    expect(await info(idle)).toBe('ok');
    // Signed in a day later, so its 30-day maximum age is not what ends it below.
    t.clock.advance(DAY_MS);
    const busy = await login('eve@example.com');
    expect(await info(busy)).toBe('ok');
    t.clock.advance(28 * DAY_MS);
    expect(await info(busy)).toBe('ok');
    t.clock.advance(DAY_MS + SECOND_MS);
    expect(await info(idle)).toBe('999');
    expect(await info(busy)).toBe('ok');
  });

  it('touches a cached session at most once a minute', async () => {
    const token = await signUp(t.app, 'fay@example.com');
    expect(await info(token)).toBe('ok');
    const created = await lastSeenAt(t, token);
    t.clock.advance(30 * SECOND_MS);
    expect(await info(token)).toBe('ok');
    expect(await lastSeenAt(t, token)).toEqual(created);
    t.clock.advance(31 * SECOND_MS);
    expect(await info(token)).toBe('ok');
    const touched = t.clock.now();
    expect(await lastSeenAt(t, token)).toEqual(touched);
    t.clock.advance(MINUTE_MS);
    expect(await info(token)).toBe('ok');
    expect(await lastSeenAt(t, token)).toEqual(touched);
    t.clock.advance(SECOND_MS);
    expect(await info(token)).toBe('ok');
    expect(await lastSeenAt(t, token)).toEqual(t.clock.now());
  });
});

describe('two apps on one database', () => {
  const hub = memoryHub();
  const registry: LeaseRegistry = new Map();
  const clock = new ManualClock();
  let a: TestApp;
  let b: TestApp;
  const node = (name: string) =>
    makeCluster({
      broker: hub.connect(),
      leases: memoryLeases(registry),
      shared: true,
      node: name,
    });
  beforeAll(async () => {
    a = await buildTestApp({ clock, cluster: node('a') });
    b = await buildTestApp({ clock, cluster: node('b'), database: a.ctx.database });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });
  beforeEach(() => clock.advance(MINUTE_MS));

  /** Resolves once every app has had the next revocation message (listeners run in order). */
  const nextRevocation = () =>
    new Promise((resolve) => {
      const listener = hub.connect();
      listener.subscribe(SESSIONS_REVOKED, (data) => {
        void listener.close();
        resolve(data);
      });
    });

  it('a logout in one app reaches the other app caching the same session', async () => {
    const token = await signUp(a.app, 'gus@example.com');
    expect(await info(token, a)).toBe('ok');
    expect(await info(token, b)).toBe('ok');
    expect(await info(token, b)).toBe('ok');
    const delivered = nextRevocation();
    expect(await logout(token, a)).toBe('ok');
    expect(await info(token, a)).toBe('999');
    await delivered;
    expect(await info(token, b)).toBe('999');
  });

  it('a password change in one app ends the other sessions in the other app', async () => {
    const token = await signUp(a.app, 'hal@example.com');
    const other = await login('hal@example.com', b);
    expect(await info(other, b)).toBe('ok');
    expect(await info(token, b)).toBe('ok');
    clock.advance(MINUTE_MS);
    const delivered = nextRevocation();
    await changePassword(a, 'hal@example.com', token);
    expect(await delivered).toEqual({ userId: expect.any(Number) });
    expect(await info(other, b)).toBe('999');
    expect(await info(token, b)).toBe('ok');
  });
});
