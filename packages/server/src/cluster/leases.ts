/**
 * Leases: which process may do what only one process may do (own a market, run the jobs
 * that must run once). On PostgreSQL a lease is a session advisory lock held by one
 * dedicated connection: when the process dies, PostgreSQL ends its session and every lease
 * it held is free at once. In memory (the embedded database, which one process opens;
 * tests) a lease is an entry in a registry that in-process "processes" may share.
 *
 * A lease says who should write; it does not stop a process that lost its lease without
 * knowing yet. Writers fence their commits with an epoch bumped on every take-over
 * (spot: market_leases), so such a process's next commit is refused.
 */
import type pg from 'pg';

export interface LeaseKey {
  /** What kind of thing (LEASE_SPACE). */
  space: number;
  id: number;
}

export const LEASE_SPACE = {
  /** One lease per spot market (id = instrument id). */
  market: 0x6d6b74,
  /** The jobs that must run once in the whole deployment (id 0). */
  jobs: 0x6a6f62,
} as const;

/** A commit refused because another process took the lease: nothing was written. */
export class LeaseLost extends Error {
  constructor(what: string) {
    super(`${what}: another process holds the lease now`);
  }
}

export interface Leases {
  /** Takes the lease if it is free or already ours. */
  tryAcquire(key: LeaseKey): Promise<boolean>;
  release(key: LeaseKey): Promise<void>;
  /** Whether the leases this process holds are still its own (the session is alive). */
  alive(): Promise<boolean>;
  close(): Promise<void>;
}

const keyOf = (k: LeaseKey) => `${k.space}:${k.id}`;

/** A registry of leases several in-memory holders share. */
export type LeaseRegistry = Map<string, object>;

/**
 * Leases in memory. Holders that share `registry` exclude each other, like processes on
 * one database; `kill()` ends a holder as a crash would (its leases are free at once).
 */
export function memoryLeases(registry: LeaseRegistry = new Map()): Leases & { kill(): void } {
  const me = {};
  let dead = false;
  return {
    async tryAcquire(key) {
      if (dead) return false;
      const holder = registry.get(keyOf(key));
      if (holder && holder !== me) return false;
      registry.set(keyOf(key), me);
      return true;
    },
    async release(key) {
      if (registry.get(keyOf(key)) === me) registry.delete(keyOf(key));
    },
    async alive() {
      return !dead;
    },
    async close() {
      for (const [k, holder] of registry) if (holder === me) registry.delete(k);
    },
    kill() {
      dead = true;
      for (const [k, holder] of registry) if (holder === me) registry.delete(k);
    },
  };
}

/** Leases as advisory locks of one dedicated PostgreSQL session. */
export async function postgresLeases(url: string): Promise<Leases> {
  const { default: pgModule } = await import('pg');
  const client: pg.Client = new pgModule.Client({
    connectionString: url,
    application_name: 'bourse-leases',
  });
  let dead = false;
  // A session the server ends (a restart, a dropped database) is reported here; every lease
  // it held is gone with it, which alive() then says.
  client.on('error', () => {
    dead = true;
  });
  client.on('end', () => {
    dead = true;
  });
  await client.connect();
  const held = new Set<string>();
  // One statement at a time on the session, in call order.
  let chain: Promise<unknown> = Promise.resolve();
  const run = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn, fn);
    chain = next.catch(() => undefined);
    return next;
  };
  return {
    tryAcquire: (key) =>
      run(async () => {
        if (dead) return false;
        if (held.has(keyOf(key))) return true;
        const r = await client.query<{ ok: boolean }>(
          'select pg_try_advisory_lock($1::int, $2::int) as ok',
          [key.space, key.id],
        );
        if (r.rows[0]?.ok) held.add(keyOf(key));
        return r.rows[0]?.ok === true;
      }),
    release: (key) =>
      run(async () => {
        if (dead || !held.delete(keyOf(key))) return;
        await client.query('select pg_advisory_unlock($1::int, $2::int)', [key.space, key.id]);
      }),
    alive: () =>
      run(async () => {
        if (dead) return false;
        try {
          await client.query('select 1');
          return true;
        } catch {
          dead = true;
          return false;
        }
      }),
    async close() {
      if (dead) return;
      dead = true;
      await client.end().catch(() => undefined);
    },
  };
}
