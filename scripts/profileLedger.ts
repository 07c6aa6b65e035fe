/**
 * Where a posting's time goes, on PostgreSQL: runs the services bench's phases
 * (scripts/benchLedgerServices.ts) and counts every statement the app sends (BEGIN and
 * COMMIT included) per phase, with its time; with many callers it also samples what the
 * phase's server sessions wait on (pg_stat_activity every 5 ms). Used to compare commits
 * (copy it beside an older scripts/ tree); not part of `npm run bench`.
 *
 *   npx tsx scripts/profileLedger.ts [--ops 300] [--callers 1]
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { benchServices, USERS, type Phase } from './benchLedgerServices.ts';
import { buildWorld } from './soak/world.ts';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

interface Stat {
  count: number;
  ms: number;
}
let current: Map<string, Stat> | undefined;
/** The sampler's own connection is not the app's: its statements are not counted. */
const uncounted = new WeakSet<pg.Client>();

/** A statement's shape: its first words, literals and arrays left out. */
function shapeOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (flat.startsWith('with j_in as')) return 'ledger unit of work (one CTE)';
  return flat.replace(/\$\d+/g, '?').slice(0, 90);
}

// Every statement of every pooled connection goes through Client.prototype.query.
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string; callback?: unknown } | undefined;
  const text = typeof first === 'string' ? first : (first?.text ?? '?');
  const stats = current;
  if (!stats || uncounted.has(this)) return original.apply(this, args);
  const started = performance.now();
  const note = () => {
    const key = shapeOf(text);
    const s = stats.get(key) ?? { count: 0, ms: 0 };
    s.count++;
    s.ms += performance.now() - started;
    stats.set(key, s);
  };
  // pg-pool's own query() passes a callback; drizzle's transactions use the promise.
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    const callback = args[last] as (...r: unknown[]) => void;
    args[last] = (...r: unknown[]) => {
      note();
      callback(...r);
    };
  }
  const result = original.apply(this, args);
  if (result instanceof Promise) result.then(note, note);
  return result;
} as typeof pg.Client.prototype.query;

const { values } = parseArgs({
  options: {
    ops: { type: 'string', default: '300' },
    callers: { type: 'string', default: '1' },
  },
});
const ops = Number(values.ops);
const callers = Number(values.callers);
const url = process.env.DATABASE_URL ?? DEFAULT_PG_URL;
const world = await buildWorld({ url }, USERS, 20);
const sampler = new pg.Client({ connectionString: url });
uncounted.add(sampler);
try {
  await benchServices(world, 100, callers);
  const dbName = world.label.replace(/^PostgreSQL database /, '');
  await sampler.connect();
  const waits = new Map<string, number>();
  let sampling: NodeJS.Timeout | undefined;
  let busy = false;
  const sample = async () => {
    if (busy) return;
    busy = true;
    try {
      const { rows } = await sampler.query<{ w: string; n: string }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'running') as w, count(*)::text as n
         from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()
         group by 1`,
        [dbName],
      );
      for (const r of rows) waits.set(r.w, (waits.get(r.w) ?? 0) + Number(r.n));
    } finally {
      busy = false;
    }
  };
  const perPhase = new Map<Phase, Map<string, Stat>>();
  const results = await benchServices(world, ops, callers, {
    start(phase) {
      current = new Map();
      perPhase.set(phase, current);
      waits.clear();
      if (callers > 1) {
        sampling = setInterval(() => void sample().catch(() => {}), 5);
      }
    },
    end(phase) {
      current = undefined;
      if (sampling) clearInterval(sampling);
      if (callers > 1) {
        const total = [...waits.values()].reduce((a, b) => a + b, 0) || 1;
        const shares = [...waits.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([w, n]) => `${w} ${((100 * n) / total).toFixed(0)} %`);
        console.log(`${phase}: active server sessions were: ${shares.join(', ')}`);
      }
    },
  });
  for (const r of results) {
    const stats = [...perPhase.get(r.phase)!.entries()].sort((a, b) => b[1].ms - a[1].ms);
    const statements = stats.reduce((s, [, v]) => s + v.count, 0);
    const ms = stats.reduce((s, [, v]) => s + v.ms, 0);
    console.log(
      `\n${r.phase} (${r.what}), ${callers} caller(s): ${r.journals} journals in ${r.seconds.toFixed(2)} s = ${(r.journals / r.seconds).toFixed(0)} postings/s; ${statements} statements, ${(statements / r.journals).toFixed(1)} per posting, ${(ms / r.journals).toFixed(2)} ms of statement time per posting`,
    );
    for (const [shape, s] of stats.slice(0, 12)) {
      console.log(
        `  ${String(s.count).padStart(6)} x ${(s.ms / s.count).toFixed(2).padStart(6)} ms  ${shape}`,
      );
    }
  }
} finally {
  await sampler.end().catch(() => {});
  await world.close();
}
