/**
 * The session cache against a fake store: how many reads and touches reach the database,
 * what a revocation drops, and when a copy is read again. The app-level cases (logout,
 * password change, two apps on one database) are in session-cache.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS, ManualClock, MINUTE_MS, SECOND_MS } from '../../clock.ts';
import { memoryHub, type Broker } from '../../cluster/broker.ts';
import { SessionError } from '../../http/errors.ts';
import { SESSIONS_REVOKED, SessionCache } from './sessionCache.ts';
import { hashToken, type SessionRow } from './sessions.ts';

const FRESH_MS = 5 * SECOND_MS;
const token = (n: number) => `token-number-${n}`.padEnd(43, 'x');

/** A sessions table in memory that counts what the cache asks of it. */
class FakeStore {
  rows = new Map<string, SessionRow>();
  finds = 0;
  touches: { sessionId: number; at: Date }[] = [];
  /** When set, the next find waits for `release()`. */
  held: { release: () => void } | undefined;
  private holdNext = false;

  add(n: number, userId: number, lastSeenAt: Date): void {
    this.rows.set(hashToken(token(n)), { id: n, userId, createdAt: lastSeenAt, lastSeenAt });
  }
  revoke(n: number): void {
    this.rows.delete(hashToken(token(n)));
  }
  holdNextFind(): void {
    this.holdNext = true;
  }
  async find(hash: string): Promise<SessionRow | undefined> {
    this.finds++;
    const row = this.rows.get(hash);
    const copy = row && { ...row };
    if (this.holdNext) {
      this.holdNext = false;
      await new Promise<void>((release) => (this.held = { release }));
    }
    return copy;
  }
  async touch(sessionId: number, at: Date): Promise<boolean> {
    this.touches.push({ sessionId, at });
    for (const row of this.rows.values()) {
      if (row.id === sessionId) {
        row.lastSeenAt = at;
        return true;
      }
    }
    return false;
  }
}

const open: SessionCache[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.close();
});

function setup(
  options: { maxEntries?: number; broker?: Broker; clock?: ManualClock; maxAgeMs?: number } = {},
) {
  const clock = options.clock ?? new ManualClock();
  const store = new FakeStore();
  let ms = 0;
  const cache = new SessionCache({
    store,
    clock,
    broker: options.broker ?? memoryHub().connect(),
    freshMs: FRESH_MS,
    maxEntries: options.maxEntries ?? 100,
    ...(options.maxAgeMs ? { maxAgeMs: options.maxAgeMs } : {}),
    tick: () => ms,
  });
  open.push(cache);
  /** Real time passing, as the freshness window sees it. */
  const elapse = (by: number) => (ms += by);
  return { clock, store, cache, elapse };
}

const refused = (p: Promise<unknown>) => expect(p).rejects.toBeInstanceOf(SessionError);

describe('session cache', () => {
  it('reads a hot session once per freshness window', async () => {
    const { clock, store, cache, elapse } = setup();
    store.add(1, 7, clock.now());
    for (let i = 0; i < 5; i++) {
      expect(await cache.authenticate(token(1))).toEqual({ id: 7, sessionId: 1 });
    }
    expect(store.finds).toBe(1);
    elapse(FRESH_MS - 1);
    await cache.authenticate(token(1));
    expect(store.finds).toBe(1);
    elapse(1);
    await cache.authenticate(token(1));
    expect(store.finds).toBe(2);
  });

  it('shares one read between concurrent misses of a token', async () => {
    const { clock, store, cache } = setup();
    store.add(1, 7, clock.now());
    const all = await Promise.all(Array.from({ length: 20 }, () => cache.authenticate(token(1))));
    expect(all.every((u) => u.id === 7)).toBe(true);
    expect(store.finds).toBe(1);
  });

  it('refuses a missing token, an unknown one, and caches no refusal', async () => {
    const { store, cache } = setup();
    await refused(cache.authenticate(undefined));
    await refused(cache.authenticate(token(9)));
    await refused(cache.authenticate(token(9)));
    expect(store.finds).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('drops a revoked user at once and reads the row again', async () => {
    const { clock, store, cache } = setup();
    store.add(1, 7, clock.now());
    store.add(2, 7, clock.now());
    store.add(3, 8, clock.now());
    for (const n of [1, 2, 3]) await cache.authenticate(token(n));
    store.revoke(1);
    cache.revoked(7);
    await refused(cache.authenticate(token(1)));
    expect(await cache.authenticate(token(2))).toEqual({ id: 7, sessionId: 2 });
    expect(store.finds).toBe(5); // 1 and 2 read again; user 8 kept
  });

  it('keeps no row read before a revocation that landed while it was on its way', async () => {
    const { clock, store, cache } = setup();
    store.add(1, 7, clock.now());
    store.holdNextFind();
    const early = cache.authenticate(token(1));
    await Promise.resolve();
    // The revocation commits and is announced while the read still carries the old row.
    store.revoke(1);
    cache.revoked(7);
    // A request after the revocation does not join the early read.
    await refused(cache.authenticate(token(1)));
    store.held!.release();
    // The early request came before the revocation returned: it may pass, as it would have
    // without a cache. What it read must not be kept.
    expect(await early).toEqual({ id: 7, sessionId: 1 });
    await refused(cache.authenticate(token(1)));
    expect(cache.size).toBe(0);
  });

  it('drops what another process revoked when its message arrives', async () => {
    const shared = memoryHub();
    const clock = new ManualClock();
    const a = setup({ broker: shared.connect(), clock });
    const b = setup({ broker: shared.connect(), clock });
    for (const s of [a, b]) s.store.add(1, 7, clock.now());
    await a.cache.authenticate(token(1));
    await b.cache.authenticate(token(1));
    const delivered = new Promise((resolve) =>
      shared.connect().subscribe(SESSIONS_REVOKED, resolve),
    );
    a.store.revoke(1);
    b.store.revoke(1); // one database in truth: both see the revoked row
    a.cache.revoked(7);
    await delivered;
    await refused(b.cache.authenticate(token(1)));
    expect(b.store.finds).toBe(2);
  });

  it('trusts a copy whose revocation message was lost no longer than the window', async () => {
    const { clock, store, cache, elapse } = setup();
    store.add(1, 7, clock.now());
    await cache.authenticate(token(1));
    store.revoke(1); // revoked elsewhere, message lost
    elapse(FRESH_MS - 1);
    expect((await cache.authenticate(token(1))).id).toBe(7);
    elapse(1);
    await refused(cache.authenticate(token(1)));
  });

  it('drops everything on a message it cannot read', async () => {
    const shared = memoryHub();
    const { clock, store, cache } = setup({ broker: shared.connect() });
    store.add(1, 7, clock.now());
    await cache.authenticate(token(1));
    const delivered = new Promise((resolve) =>
      shared.connect().subscribe(SESSIONS_REVOKED, resolve),
    );
    shared.connect().publish(SESSIONS_REVOKED, { userId: 'seven' });
    await delivered;
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries sessions, least recently used out', async () => {
    const { clock, store, cache } = setup({ maxEntries: 2 });
    for (const n of [1, 2, 3]) store.add(n, n, clock.now());
    await cache.authenticate(token(1));
    await cache.authenticate(token(2));
    await cache.authenticate(token(1)); // 1 is now the most recent
    await cache.authenticate(token(3)); // 2 goes
    expect(cache.size).toBe(2);
    expect(store.finds).toBe(3);
    await cache.authenticate(token(1));
    await cache.authenticate(token(3));
    expect(store.finds).toBe(3);
    await cache.authenticate(token(2));
    expect(store.finds).toBe(4);
  });

  it('touches last_seen_at at most once a minute, from its own copy', async () => {
    const { clock, store, cache } = setup();
    const start = clock.now();
    store.add(1, 7, start);
    await cache.authenticate(token(1));
    clock.advance(MINUTE_MS);
    await cache.authenticate(token(1));
    expect(store.touches).toEqual([]);
    clock.advance(SECOND_MS);
    await Promise.all(Array.from({ length: 10 }, () => cache.authenticate(token(1))));
    expect(store.touches).toEqual([{ sessionId: 1, at: clock.now() }]);
    clock.advance(MINUTE_MS);
    await cache.authenticate(token(1));
    expect(store.touches).toHaveLength(1);
    clock.advance(SECOND_MS);
    await cache.authenticate(token(1));
    expect(store.touches).toHaveLength(2);
    expect(store.finds).toBe(1);
  });

  it('refuses when the touch finds the session revoked', async () => {
    const { clock, store, cache } = setup();
    store.add(1, 7, clock.now());
    await cache.authenticate(token(1));
    store.revoke(1);
    clock.advance(2 * MINUTE_MS);
    await refused(cache.authenticate(token(1)));
    expect(store.touches).toHaveLength(1);
    expect(cache.size).toBe(0);
  });

  it('expires an idle session by the test clock, after asking the database', async () => {
    // Longer than both sessions live here, so only idleness ends them.
    const { clock, store, cache } = setup({ maxAgeMs: 90 * DAY_MS });
    store.add(1, 7, clock.now());
    store.add(2, 8, clock.now());
    await cache.authenticate(token(1));
    await cache.authenticate(token(2));
    // Another process used session 2 in the meantime (the row moved, this copy did not).
    clock.advance(DAY_MS);
    store.rows.get(hashToken(token(2)))!.lastSeenAt = clock.now();
    clock.advance(29 * DAY_MS + SECOND_MS);
    await refused(cache.authenticate(token(1)));
    expect(await cache.authenticate(token(2))).toEqual({ id: 8, sessionId: 2 });
    expect(store.finds).toBe(4);
  });

  it('ends a session past its maximum age however recently it was used', async () => {
    const { clock, store, cache, elapse } = setup({ maxAgeMs: 7 * DAY_MS });
    store.add(1, 7, clock.now());
    for (let day = 1; day <= 7; day++) {
      clock.advance(DAY_MS - MINUTE_MS);
      elapse(FRESH_MS); // read the row again each day
      expect(await cache.authenticate(token(1))).toEqual({ id: 7, sessionId: 1 });
    }
    clock.advance(7 * MINUTE_MS + 1);
    // From the cached copy, without a read: a minute after its last use.
    await refused(cache.authenticate(token(1)));
  });
});
