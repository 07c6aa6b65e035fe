/**
 * The session cache: each signed-in request would otherwise read its session row (the most
 * frequent statement under load), so each app keeps the sessions it has just seen, keyed by
 * token hash (never the token), bounded (least recently used out) and trusted for
 * SESSION_FRESH_MS before the row is read again (docs/decisions.md 62).
 *
 * Revocation: `revoked(userId)` (called through `sessionsEnded` after the revoking commit)
 * drops the user's sessions here at once and announces SESSIONS_REVOKED, on which every
 * other process drops them too. NATS core is at-most-once: a lost message leaves another
 * process trusting a revoked session until its copy is SESSION_FRESH_MS old, never longer.
 *
 * Idle expiry and the last_seen_at touch follow the test clock (`ctx.clock`), from the
 * cache's copy of last_seen_at. Freshness is real elapsed time (a monotonic clock), not
 * `ctx.clock`: it bounds how long this process may miss another's write, and a frozen test
 * clock must not make a copy last for ever.
 */
import { SECOND_MS, type Clock } from '../../clock.ts';
import type { Broker } from '../../cluster/broker.ts';
import type { Sessions } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { SessionError } from '../../http/errors.ts';
import {
  findSession,
  hashToken,
  sessionIdle,
  sessionTooOld,
  SESSION_MAX_AGE_MS,
  touchDue,
  touchSession,
  type AuthUser,
  type SessionRow,
} from './sessions.ts';

/** The broker subject that carries revocations to every process: `{ userId }`. */
export const SESSIONS_REVOKED = 'bourse.users.sessions.revoked';

/**
 * How long a copy is trusted without reading the row again. Five seconds: a hot session
 * then costs one read per five seconds instead of one per request (a fraction of a percent
 * of today's reads under the order bench), and a revocation whose broker message was lost
 * still takes effect everywhere within a time a person would call "at once" after logging
 * out elsewhere. The process that revokes never waits for it.
 */
export const SESSION_FRESH_MS = 5 * SECOND_MS;

/** Sessions kept per process; about 200 bytes each, so the cache stays under a few MB. */
export const SESSION_CACHE_ENTRIES = 10_000;

/** Where the cache reads and touches rows: the database, or a test's fake. */
export interface SessionStore {
  find(tokenHash: string): Promise<SessionRow | undefined>;
  /** Stamps last_seen_at; false when the session was revoked meanwhile. */
  touch(sessionId: number, at: Date): Promise<boolean>;
}

export const databaseSessions = (db: DbOrTx): SessionStore => ({
  find: (tokenHash) => findSession(db, tokenHash),
  touch: (sessionId, at) => touchSession(db, sessionId, at),
});

interface Entry {
  sessionId: number;
  userId: number;
  /** last_seen_at as this process knows it, on `ctx.clock` (ms). */
  lastSeenMs: number;
  /** created_at (sign-in), on `ctx.clock` (ms). */
  createdMs: number;
  /** When the row was read, on the monotonic clock (ms). */
  readAt: number;
}

export interface SessionCacheOptions {
  store: SessionStore;
  clock: Clock;
  broker: Broker;
  freshMs?: number;
  maxEntries?: number;
  /** A session's greatest age, however recently used (config SESSION_MAX_AGE_DAYS). */
  maxAgeMs?: number;
  /** Monotonic milliseconds (performance.now); tests pass their own. */
  tick?: () => number;
}

export class SessionCache implements Sessions {
  private readonly store: SessionStore;
  private readonly clock: Clock;
  private readonly broker: Broker;
  private readonly freshMs: number;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly tick: () => number;
  /** By token hash, least recently used first (a Map keeps insertion order). */
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  /** Reads in flight, so concurrent misses of one token share one statement. */
  private readonly reading = new Map<string, Promise<Entry | undefined>>();
  /** Bumped by every revocation: a read begun before it must not be kept. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(options: SessionCacheOptions) {
    this.store = options.store;
    this.clock = options.clock;
    this.broker = options.broker;
    this.freshMs = options.freshMs ?? SESSION_FRESH_MS;
    this.maxEntries = options.maxEntries ?? SESSION_CACHE_ENTRIES;
    this.maxAgeMs = options.maxAgeMs ?? SESSION_MAX_AGE_MS;
    this.tick = options.tick ?? (() => performance.now());
    this.unsubscribe = this.broker.subscribe(SESSIONS_REVOKED, (data) => {
      const userId = (data as { userId?: unknown } | null)?.userId;
      if (typeof userId === 'number' && Number.isInteger(userId)) this.forget(userId);
      else this.forgetAll();
    });
  }

  /** The signed-in user for a raw token, or SessionError (reply type 999). */
  async authenticate(token: string | undefined): Promise<AuthUser> {
    if (!token) throw new SessionError();
    const hash = hashToken(token);
    const nowMs = this.clock.now().getTime();
    let entry = this.hit(hash);
    // A copy that looks idle is read again first: another process may have seen it since.
    if (!entry || sessionIdle(entry.lastSeenMs, nowMs)) entry = await this.read(hash);
    if (!entry) throw new SessionError();
    if (
      sessionIdle(entry.lastSeenMs, nowMs) ||
      sessionTooOld(entry.createdMs, nowMs, this.maxAgeMs)
    ) {
      this.drop(hash);
      throw new SessionError();
    }
    if (touchDue(entry.lastSeenMs, nowMs)) {
      // Claimed before the write, so concurrent requests on this copy touch once.
      entry.lastSeenMs = nowMs;
      const live = await this.store.touch(entry.sessionId, new Date(nowMs)).catch((error) => {
        this.drop(hash);
        throw error;
      });
      if (!live) {
        this.drop(hash);
        throw new SessionError();
      }
    }
    return { id: entry.userId, sessionId: entry.sessionId };
  }

  /** After a commit that revoked sessions of `userId`: here at once, elsewhere by broker. */
  revoked(userId: number): void {
    this.forget(userId);
    this.broker.publish(SESSIONS_REVOKED, { userId });
  }

  /** How many sessions are kept (tests). */
  get size(): number {
    return this.entries.size;
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
    this.byUser.clear();
    this.reading.clear();
  }

  /** A fresh copy, marked most recently used; undefined when absent or too old. */
  private hit(hash: string): Entry | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (this.tick() - entry.readAt >= this.freshMs) return undefined;
    this.entries.delete(hash);
    this.entries.set(hash, entry);
    return entry;
  }

  private read(hash: string): Promise<Entry | undefined> {
    const pending = this.reading.get(hash);
    if (pending) return pending;
    const generation = this.generation;
    const readAt = this.tick();
    const done = () => {
      if (this.reading.get(hash) === promise) this.reading.delete(hash);
    };
    const promise = this.store.find(hash).then(
      (row) => {
        done();
        if (!row) {
          this.drop(hash);
          return undefined;
        }
        const entry = {
          sessionId: row.id,
          userId: row.userId,
          lastSeenMs: row.lastSeenAt.getTime(),
          createdMs: row.createdAt.getTime(),
          readAt,
        };
        // A revocation while the row was on its way may have been read before it committed:
        // the callers already waiting may use it (they came before the revocation), the
        // cache may not.
        if (generation === this.generation) this.keep(hash, entry);
        return entry;
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
    this.reading.set(hash, promise);
    return promise;
  }

  private keep(hash: string, entry: Entry): void {
    this.drop(hash);
    this.entries.set(hash, entry);
    let hashes = this.byUser.get(entry.userId);
    if (!hashes) this.byUser.set(entry.userId, (hashes = new Set()));
    hashes.add(hash);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
  }

  private drop(hash: string): void {
    const entry = this.entries.get(hash);
    if (!entry) return;
    this.entries.delete(hash);
    const hashes = this.byUser.get(entry.userId);
    hashes?.delete(hash);
    if (hashes?.size === 0) this.byUser.delete(entry.userId);
  }

  /** Drops every session of `userId` and any read in flight (it may predate the revocation). */
  private forget(userId: number): void {
    this.generation++;
    this.reading.clear();
    for (const hash of this.byUser.get(userId) ?? []) this.entries.delete(hash);
    this.byUser.delete(userId);
  }

  private forgetAll(): void {
    this.generation++;
    this.reading.clear();
    this.entries.clear();
    this.byUser.clear();
  }
}
