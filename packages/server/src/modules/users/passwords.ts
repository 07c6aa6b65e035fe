/**
 * Password hashing: argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane). Login
 * and pay passwords use the same function; only their hashes are ever stored.
 *
 * Every hash and check goes through one bounded queue per process: at most `running` at
 * once (about one per core), at most `waiting` more queued, and beyond that the request is
 * refused with 429 at once. A flood of logins, known accounts or not, then costs a bounded
 * backlog instead of starving every cheap request behind thousands of hashes.
 *
 * Wrong guesses are counted BEFORE the hash (`attemptGuard`): one UPDATE both checks the
 * lock and takes one attempt of the budget, so parallel guesses can never get more checks
 * than the budget, however many arrive at once.
 */
import fs from 'node:fs';
import os from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { MINUTE_MS } from '../../clock.ts';
import { fail } from '../../http/errors.ts';
import { RateLimited } from '../../http/rateLimit.ts';

const OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Wrong passwords in a row before the lock. */
export const MAX_WRONG_PASSWORDS = 5;
export const LOCK_MS = 15 * MINUTE_MS;

interface QueueLimits {
  /** Hashes computed at once. */
  running: number;
  /** Hashes waiting for a slot; one more is refused with 429. */
  waiting: number;
}

const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : 2;
const limits: QueueLimits = { running: Math.max(1, cores), waiting: 64 * Math.max(1, cores) };
let running = 0;
const queue: (() => void)[] = [];
let checks = 0;

/** Changes the queue's bounds (tests; the defaults suit a server). Returns the old ones. */
export function configureHashing(next: Partial<QueueLimits>): QueueLimits {
  const old = { ...limits };
  Object.assign(limits, next);
  return old;
}

/** How many password checks (real or burnt) this process has started: tests count with it. */
export const passwordChecksRun = () => checks;

let held: Promise<void> | undefined;

/**
 * Tests only: checks started from now on wait until the returned function is called, so a
 * race test can fire every guess before any check ends, whatever the machine's speed.
 */
export function holdPasswordChecks(): () => void {
  let release!: () => void;
  held = new Promise<void>((resolve) => (release = resolve));
  return () => {
    held = undefined;
    release();
  };
}

/** Runs `work` when a hashing slot is free; refuses with 429 when the queue is full. */
async function hashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= limits.running) {
    if (queue.length >= limits.waiting) throw new RateLimited();
    await new Promise<void>((resolve) => queue.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, or is freed.
    const next = queue.shift();
    if (next) next();
    else running--;
  }
}

/**
 * The bundled list of the most common passwords (common-passwords.txt), read once at start;
 * a missing or empty list stops the start rather than letting every password through.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = (() => {
  const file = new URL('./common-passwords.txt', import.meta.url);
  const words = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim().toLowerCase())
    .filter((l) => l !== '' && !l.startsWith('#'));
  if (words.length < 1000)
    throw new Error(`${file.pathname}: the common-password list is too short`);
  return new Set(words);
})();

/** Whether a password is on the common list (case does not matter). */
export const isCommonPassword = (password: string) =>
  COMMON_PASSWORDS.has(password.trim().toLowerCase());

/**
 * Hashes a new login password: registration, reset and change. One of the most common
 * passwords is refused first (errors.commonPassword); pay and operator passwords have rules
 * of their own.
 */
export function hashNewPassword(password: string): Promise<string> {
  if (isCommonPassword(password)) fail('errors.commonPassword');
  return hashPassword(password);
}

export function hashPassword(password: string): Promise<string> {
  return hashingSlot(() => hash(password, OPTIONS));
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  checks++;
  if (held) await held;
  return hashingSlot(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash never matches.
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same effort as a real check when there is no account, so an unknown
 * account and a wrong password take about the same time.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password', OPTIONS);
  await passwordMatches(await dummyHash, password);
}

/**
 * The SET values and WHERE condition that take one attempt from a password's budget in a
 * single UPDATE, before the slow hash: the row is updated (and returned) only while it is
 * not locked; the attempt that spends the last of the budget sets the lock itself. A lock
 * that has ended starts a fresh count. After the hash, a right password calls
 * `attemptsCleared`; a wrong one has already been counted.
 */
export function attemptGuard(
  count: SQLWrapper,
  lockedUntil: SQLWrapper,
  now: Date,
): { count: SQL; lockedUntil: SQL; open: SQL } {
  const at = sql`${now.toISOString()}::timestamptz`;
  const lockEnded = sql`(${lockedUntil} is not null and ${lockedUntil} <= ${at})`;
  const next = sql`(case when ${lockEnded} then 1 else ${count} + 1 end)`;
  const until = sql`${new Date(now.getTime() + LOCK_MS).toISOString()}::timestamptz`;
  return {
    count: next,
    lockedUntil: sql`(case when ${next} >= ${MAX_WRONG_PASSWORDS} then ${until} else null end)`,
    open: sql`(${lockedUntil} is null or ${lockedUntil} <= ${at})`,
  };
}

/** Whole minutes left of a lock (at least 1), for errors.accountLocked's `count`. */
export function minutesLeft(lockedUntil: Date | null, now: Date): number {
  if (!lockedUntil) return LOCK_MS / MINUTE_MS;
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / MINUTE_MS));
}
