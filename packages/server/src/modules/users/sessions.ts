/**
 * Session tokens: 256 random bits, given to the client once, stored only as a SHA-256
 * hash, revoked on logout and expired after 30 days without use (DESIGN.md section 9).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { DAY_MS, MINUTE_MS } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { SessionError } from '../../http/errors.ts';
import { sessions, users } from './tables.ts';

export const SESSION_IDLE_MS = 30 * DAY_MS;
/** last_seen_at is refreshed at most this often, to keep reads from writing every time. */
const TOUCH_EVERY_MS = MINUTE_MS;

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

/** The signed-in user for a token, or SessionError (reply type 999). */
export async function authenticate(
  db: DbOrTx,
  clock: Clock,
  token: string | undefined,
): Promise<AuthUser> {
  if (!token) throw new SessionError();
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
  if (!row) throw new SessionError();
  const now = clock.now();
  const idleMs = now.getTime() - row.lastSeenAt.getTime();
  if (idleMs > SESSION_IDLE_MS) throw new SessionError();
  if (idleMs > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  return { id: row.userId, sessionId: row.id };
}

export async function revokeSession(db: DbOrTx, clock: Clock, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, sessionId));
}

/** After a password reset every session of the user ends. */
export async function revokeAllSessions(db: DbOrTx, clock: Clock, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
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
