/**
 * Order-book matching throughput for `npm run bench` (scripts/bench.ts calls benchEngine()).
 * Runs the harness copied into packages/engine/bench (run.js: one fresh Node process per
 * run, median) for @bourse/engine and the two reference libraries on both profiles, and
 * prints ops/s side by side with a checksum check. Asserts nothing about time.
 *
 * The reference libraries are slow on the default profile (about a minute per run at
 * 1e6 orders), so by default they run it with 1e5 orders, which gives them a smaller book
 * (42,690 resting orders instead of 376,894): their figure is flattered, and the table
 * says so. BENCH_ENGINE_FULL=1 runs everything at 1e6 orders, 3 runs each (~6 minutes).
 *
 * Run alone: `npx tsx scripts/benchEngine.ts`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const engineDir = path.resolve('packages/engine');
const runJs = path.join(engineDir, 'bench/run.js');
const ADAPTERS = ['bourse-engine', 'nodejs-order-book', 'limit-order-book'] as const;
type Adapter = (typeof ADAPTERS)[number];
type Profile = 'default' | 'bounded';

/** The harness README's checksums, by profile and number of orders. */
const EXPECTED: Record<string, Checksum> = {
  'default:1000000': {
    tradedQty: 11892829,
    ordersWithFills: 243212,
    successfulCancels: 151635,
    resting: 376894,
    best: { bid: 9920, ask: 9921 },
  },
  'bounded:1000000': {
    tradedQty: 10817475,
    ordersWithFills: 233972,
    successfulCancels: 565506,
    resting: 6072,
    best: { bid: 10094, ask: 10095 },
  },
  'default:100000': {
    tradedQty: 1085405,
    ordersWithFills: 23047,
    successfulCancels: 14231,
    resting: 42690,
    best: { bid: 9972, ask: 9974 },
  },
};

interface Checksum {
  tradedQty: number;
  ordersWithFills: number;
  successfulCancels: number;
  resting: number;
  best: { bid: number | null; ask: number | null };
}

interface Plan {
  orders: number;
  runs: number;
}

/** Full size for our engine; the reference libraries smaller or fewer times unless asked. */
function planFor(adapter: Adapter, profile: Profile, full: boolean): Plan {
  if (full || adapter === 'bourse-engine') return { orders: 1_000_000, runs: 3 };
  if (profile === 'default') return { orders: 100_000, runs: 3 };
  // Bounded keeps the book under 10,000 orders at any size; limit-order-book needs ~25 s a run.
  return { orders: 1_000_000, runs: adapter === 'limit-order-book' ? 1 : 3 };
}

/** Builds the engine bundle when it is missing or older than a source file. */
function ensureBuilt(): void {
  const bundle = path.join(engineDir, 'dist/index.cjs');
  const built = fs.existsSync(bundle) ? fs.statSync(bundle).mtimeMs : 0;
  const src = path.join(engineDir, 'src');
  const stale = fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .some((f) => f.endsWith('.ts') && fs.statSync(path.join(src, f)).mtimeMs > built);
  if (!stale) return;
  const r = spawnSync('npm', ['run', 'build', '--silent', '-w', '@bourse/engine'], {
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('npm run build -w @bourse/engine failed');
}

interface Outcome {
  name: string;
  opsPerSec: number;
  checksum: string;
}

function runHarness(adapter: Adapter, profile: Profile, plan: Plan): Outcome {
  const args = [runJs, adapter, '--profile', profile, '--orders', String(plan.orders)];
  const r = spawnSync(process.execPath, [...args, '--runs', String(plan.runs)], {
    encoding: 'utf8',
    maxBuffer: 1 << 22,
  });
  if (r.status !== 0) throw new Error(`harness ${adapter} ${profile} failed:\n${r.stderr}`);
  const last = r.stdout.trim().split('\n').pop()!;
  const summary = JSON.parse(last) as {
    adapter: string;
    medianOpsPerSec: number;
    checksum: Checksum;
  };
  const want = EXPECTED[`${profile}:${plan.orders}`];
  const checksum = !want
    ? 'no reference checksum'
    : JSON.stringify(summary.checksum) === JSON.stringify(want)
      ? 'checksum ok'
      : `CHECKSUM MISMATCH ${JSON.stringify(summary.checksum)}`;
  return { name: summary.adapter, opsPerSec: summary.medianOpsPerSec, checksum };
}

export function benchEngine(full = process.env.BENCH_ENGINE_FULL === '1'): string[] {
  ensureBuilt();
  const rows = [
    'order book matching (packages/engine/bench harness; ops/s, median of fresh processes):',
  ];
  const width = 28;
  for (const profile of ['default', 'bounded'] as const) {
    const cells: string[] = [];
    const notes: string[] = [];
    for (const adapter of ADAPTERS) {
      const plan = planFor(adapter, profile, full);
      const o = runHarness(adapter, profile, plan);
      const flag = plan.orders < 1_000_000 ? '*' : '';
      cells.push(`${o.name} ${o.opsPerSec.toLocaleString('en-US')}${flag}`.padEnd(width));
      notes.push(
        `${o.name}: ${plan.orders.toLocaleString('en-US')} orders, ${plan.runs} run(s), ${o.checksum}`,
      );
    }
    rows.push(`  ${profile.padEnd(8)} ${cells.join(' ')}`);
    for (const note of notes) rows.push(`             ${note}`);
  }
  if (!full) {
    rows.push(
      '  * fewer orders, hence a smaller book than the 1e6 run: a flattering figure (BENCH_ENGINE_FULL=1 for 1e6)',
    );
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  for (const row of benchEngine()) console.log(row);
}
