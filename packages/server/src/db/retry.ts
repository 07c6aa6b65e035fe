/**
 * Retrying a transaction PostgreSQL gave up on: a deadlock (40P01) or a serialization
 * failure (40001) rolls the whole transaction back and says "try again", so trying again
 * is correct and changes nothing twice. Within one journal rows are locked in a fixed
 * order (ledger/post.ts), but an order's hold and its trade are two journals, so two
 * orders crossing each other's owners on two pairs at once can still wait on each other.
 */
const RETRYABLE = new Set(['40P01', '40001']);

/** Whether `error` (or what it wraps: drizzle puts the driver's error in `cause`) is one. */
export function isRetryable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs `attempt` again (up to `times` in all) while it fails with a retryable error. */
export async function retrying<T>(attempt: () => Promise<T>, times = 5): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= times || !isRetryable(error)) throw error;
    }
  }
}
