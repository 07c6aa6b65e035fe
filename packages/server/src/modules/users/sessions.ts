/**
 * Session tokens: 256 random bits, given to the client once, stored only as a SHA-256
 * hash, revoked on logout, expired after 30 days without use (DESIGN.md section 9) and, however
 * recently used, once older than the maximum age (SESSION_MAX_AGE_DAYS, 30 by default).
 * The guard reads them through the per-app cache in sessionCache.ts; code that revokes
 * sessions calls `sessionsEnded` after its commit.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { DAY_MS, MINUTE_MS } from '../../clock.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { SessionError } from '../../http/errors.ts';
import type { SessionsEnded } from '../../realtime/hub.ts';
import { sessions, users } from './tables.ts';

export const SESSION_IDLE_MS = 30 * DAY_MS;
/** A session's greatest age by default (config SESSION_MAX_AGE_DAYS): then 999 however used. */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
/** last_seen_at is refreshed at most this often, to keep reads from writing every time. */
export const TOUCH_EVERY_MS = MINUTE_MS;

export interface AuthUser {
  id: number;
  sessionId: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Accepts `Authorization: <token>` and `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

export async function createSession(
  db: DbOrTx,
  clock: Clock,
  userId: number,
  meta: { ip: string; userAgent: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    ip: meta.ip,
    userAgent: meta.userAgent.slice(0, 300),
  });
  return token;
}

/** What a token's session row says: who, which session, when signed in and last seen. */
export interface SessionRow {
  id: number;
  userId: number;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The live (unrevoked) session of a token hash, with its user, or undefined. */
export async function findSession(db: DbOrTx, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  return row;
}

/**
 * Stamps last_seen_at; false when the session was revoked meanwhile, so a touch doubles as
 * a check that the session still stands.
 */
export async function touchSession(db: DbOrTx, sessionId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ lastSeenAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Whether a session last seen at `lastSeenMs` has gone idle for good at `nowMs`. */
export const sessionIdle = (lastSeenMs: number, nowMs: number) =>
  nowMs - lastSeenMs > SESSION_IDLE_MS;

/** Whether a session signed in at `createdMs` is past its maximum age at `nowMs`. */
export const sessionTooOld = (createdMs: number, nowMs: number, maxAgeMs = SESSION_MAX_AGE_MS) =>
  nowMs - createdMs > maxAgeMs;

/** Whether a use at `nowMs` should stamp last_seen_at again. */
export const touchDue = (lastSeenMs: number, nowMs: number) => nowMs - lastSeenMs > TOUCH_EVERY_MS;

/**
 * The signed-in user for a token, or SessionError (reply type 999), read from the database
 * every time. The HTTP guard uses the per-app cache instead (`ctx.sessions`, sessionCache.ts).
 */
export async function authenticate(
  db: DbOrTx,
  clock: Clock,
  token: string | undefined,
  maxAgeMs = SESSION_MAX_AGE_MS,
): Promise<AuthUser> {
  if (!token) throw new SessionError();
  const row = await findSession(db, hashToken(token));
  if (!row) throw new SessionError();
  const now = clock.now();
  if (sessionIdle(row.lastSeenAt.getTime(), now.getTime())) throw new SessionError();
  if (sessionTooOld(row.createdAt.getTime(), now.getTime(), maxAgeMs)) throw new SessionError();
  if (touchDue(row.lastSeenAt.getTime(), now.getTime()) && !(await touchSession(db, row.id, now))) {
    throw new SessionError();
  }
  return { id: row.userId, sessionId: row.id };
}

/**
 * Call after the transaction that revoked sessions of `userId` committed: every process
 * stops accepting them (this one at once, the others on the broker's message) and their
 * sockets leave the user's room.
 */
export function sessionsEnded(
  ctx: Pick<AppContext, 'sessions' | 'realtime'>,
  userId: number,
  which: SessionsEnded,
): void {
  ctx.sessions.revoked(userId);
  ctx.realtime.endSessions(userId, which);
}

export async function revokeSession(db: DbOrTx, clock: Clock, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, sessionId));
}

/**
 * Every live session of the user ends (a password reset, an operator's disable or revoke);
 * returns how many did.
 */
export async function revokeAllSessions(db: DbOrTx, clock: Clock, userId: number): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** After a password change the other sessions end; the one that made the change stays. */
export async function revokeOtherSessions(
  db: DbOrTx,
  clock: Clock,
  userId: number,
  keepSessionId: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)),
    );
}
