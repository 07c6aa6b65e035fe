/**
 * `npm run soak`: a seeded stream of mixed operations (default 1,000,000) against the real
 * services of the app on a fresh database: spot orders placed, cancelled and crossing on 4
 * pairs through the sequencer, transfers between accounts, conversions, deposits and
 * withdrawals decided by the desk, for a few hundred users, with refused operations in
 * between (scripts/soak/operations.ts). Users are split into 4 lanes, one per pair; lanes
 * share no user and no book, so they run side by side, each applying its own operations
 * one after the other. The app's clock is a manual one: it stands still during a round (20
 * operations per lane) and moves on between rounds, so a seed always gives the same final
 * state. At the end: the ledger verification (which reconciles holds), no guarded balance
 * below zero, no crossed book, every live book equal to the database and every hold equal
 * to what its order still needs, and a sha256 fingerprint of balances, open orders and
 * trades (scripts/soak/checks.ts).
 *
 *   npm run soak -- [--ops 1000000] [--seed 1] [--users 300] [--db <postgres url>|pglite] [--twice]
 *
 * `--db` names a PostgreSQL server (default DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test); each run creates a fresh database on it and
 * drops it afterwards. `--twice` runs the same seed on two fresh databases and compares
 * the fingerprints. Exit 0 when sound (and equal), 1 on any drift, unexpected answer or
 * differing fingerprints, 2 when it cannot run. Ctrl-C stops after the current round,
 * checks what there is and drops the database.
 * `--dump <file>` also writes the fingerprinted lines to `<file>.<run>`, to diff two runs.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { checkState, fingerprint } from './soak/checks.ts';
import { seededRandom } from '@bourse/shared';
import { MINUTE_MS } from '../packages/server/src/clock.ts';
import { Lane, newTally, type Tally } from './soak/operations.ts';
import { PAIRS, buildWorld, type Target, type World } from './soak/world.ts';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
const PROGRESS_EVERY_MS = 10_000;
/** Operations per lane in a round, all at one instant of the app's clock. */
const ROUND_OPS = 20;
/** The clock moves this much after each round; now and then by up to 3 hours instead. */
const ROUND_MS = ROUND_OPS * 50;
const JUMP_CHANCE = 0.01;

/** Ctrl-C stops after the current round; the checks still run and the database is dropped. */
let interrupted = false;
process.once('SIGINT', () => {
  interrupted = true;
});

interface Options {
  ops: number;
  seed: number;
  users: number;
  target: Target;
  /** Writes the fingerprinted lines to `<dump>.<run>` (to diff two runs). */
  dump: string | undefined;
}

interface Outcome {
  fingerprint: string;
  sound: boolean;
  seconds: number;
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');

async function soakOnce(o: Options, label: string): Promise<Outcome> {
  const setupStarted = performance.now();
  const world = await buildWorld(o.target, o.users);
  try {
    console.log(
      `${label}: ${world.label}, ${o.users} users set up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s; ${count(o.ops)} operations, seed ${o.seed}`,
    );
    const tally = newTally();
    const { done, seconds, cpu } = await drive(world, lanesOf(world, o.seed, tally), o);
    if (interrupted)
      console.log(`  interrupted after ${count(done)} operations: checking what there is`);
    printTally(tally, done, seconds);
    console.log(
      `  this process used ${((cpu.user + cpu.system) / 1000 / done).toFixed(2)} ms of CPU per operation (the app and the soak; PostgreSQL's own is not counted)`,
    );
    const checkStarted = performance.now();
    const { lines, problems } = await checkState(world.ctx);
    for (const line of lines) console.log(`  ${line}`);
    const print = await fingerprint(world.ctx, o.dump && `${o.dump}.${label.replace(/\W+/g, '-')}`);
    console.log(
      `  checks and fingerprint in ${((performance.now() - checkStarted) / 1000).toFixed(1)} s`,
    );
    for (const p of problems) console.log(`  DRIFT: ${p}`);
    for (const u of tally.unexpected.slice(0, 20)) console.log(`  UNEXPECTED: ${u}`);
    if (tally.unexpected.length > 20) {
      console.log(`  ... and ${tally.unexpected.length - 20} more unexpected answers`);
    }
    const sound = problems.length === 0 && tally.unexpected.length === 0 && !interrupted;
    console.log(`  ${sound ? 'SOUND' : 'NOT SOUND'}; fingerprint ${print}`);
    return { fingerprint: print, sound, seconds };
  } finally {
    await world.close();
  }
}

/**
 * Rounds until `o.ops` operations are done: in a round each lane applies its next
 * ROUND_OPS operations, lanes side by side, at one instant; then time moves on. Prints
 * ops/s every PROGRESS_EVERY_MS.
 */
async function drive(world: World, lanes: Lane[], o: Options) {
  const clockRng = seededRandom(mix(o.seed, 0));
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  let shown = { at: started, done: 0 };
  let done = 0;
  while (done < o.ops && !interrupted) {
    const round = Math.min(ROUND_OPS * lanes.length, o.ops - done);
    await Promise.all(
      lanes.map(async (lane, i) => {
        const mine = Math.floor(round / lanes.length) + (i < round % lanes.length ? 1 : 0);
        for (let k = 0; k < mine; k++) await lane.next();
      }),
    );
    done += round;
    world.clock.advance(
      clockRng.next() < JUMP_CHANCE ? clockRng.int(0, 179) * MINUTE_MS : ROUND_MS,
    );
    const now = performance.now();
    if (now - shown.at >= PROGRESS_EVERY_MS || done === o.ops) {
      const recent = ((done - shown.done) * 1000) / (now - shown.at);
      const overall = (done * 1000) / (now - started);
      console.log(
        `  ${count(done)} ops, ${count(overall)} ops/s overall, ${count(recent)} ops/s in the last ${((now - shown.at) / 1000).toFixed(0)} s`,
      );
      shown = { at: now, done };
    }
  }
  return {
    done,
    seconds: (performance.now() - started) / 1000,
    cpu: process.cpuUsage(cpuStarted),
  };
}

/** A lane per pair, each with its share of the users and its own generator. */
function lanesOf(world: World, seed: number, tally: Tally): Lane[] {
  return PAIRS.map((pair, i) => {
    const users = world.users.filter((_, u) => u % PAIRS.length === i);
    return new Lane(world, pair, users, seededRandom(mix(seed, i + 1)), tally);
  });
}

/** A lane's seed from the run's: distinct, well spread streams. */
const mix = (seed: number, lane: number) =>
  (Math.imul(seed + 1, 0x9e3779b1) ^ Math.imul(lane + 1, 0x85ebca6b)) >>> 0;

function printTally(t: Tally, ops: number, seconds: number): void {
  console.log(
    `  ${count(ops)} operations in ${seconds.toFixed(1)} s: ${count(ops / seconds)} ops/s; ${count(t.trades)} fills reported to takers`,
  );
  const rows = [...t.byKind.entries()].map(([kind, [done, refused, skipped]]) => {
    const ms = (t.msByKind.get(kind) ?? 0) / (done + refused + skipped);
    return `${kind} ${count(done)} done, ${count(refused)} refused${skipped ? `, ${count(skipped)} with nothing to act on` : ''} (${ms.toFixed(1)} ms each)`;
  });
  console.log(`  by kind: ${rows.join('; ')}`);
  const refusals = [...t.refusals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15);
  console.log(`  refusals: ${refusals.map(([m, n]) => `${count(n)} x "${m}"`).join('; ')}`);
}

function parseOptions(): Options & { twice: boolean } {
  const { values } = parseArgs({
    options: {
      ops: { type: 'string', default: '1000000' },
      seed: { type: 'string', default: '1' },
      users: { type: 'string', default: '300' },
      db: { type: 'string' },
      twice: { type: 'boolean', default: false },
      dump: { type: 'string' },
    },
  });
  const int = (name: string, v: string, min: number) => {
    const n = Number(v.replace(/_/g, ''));
    if (!Number.isSafeInteger(n) || n < min)
      throw new Error(`--${name} must be an integer >= ${min}`);
    return n;
  };
  const db = values.db ?? process.env.DATABASE_URL ?? DEFAULT_PG_URL;
  return {
    ops: int('ops', values.ops, 1),
    seed: int('seed', values.seed, 0),
    users: int('users', values.users, 2),
    target: db === 'pglite' ? 'pglite' : { url: db },
    twice: values.twice,
    dump: values.dump,
  };
}

async function main(): Promise<number> {
  let options: ReturnType<typeof parseOptions>;
  try {
    options = parseOptions();
  } catch (error) {
    console.error(`soak: ${(error as Error).message}`);
    return 2;
  }
  const outcomes: Outcome[] = [];
  for (let i = 0; i < (options.twice ? 2 : 1) && !interrupted; i++) {
    try {
      outcomes.push(await soakOnce(options, options.twice ? `run ${i + 1} of 2` : 'soak'));
    } catch (error) {
      console.error(`soak: could not run: ${(error as Error).stack ?? String(error)}`);
      return 2;
    }
  }
  const sound = outcomes.every((o) => o.sound);
  if (options.twice && outcomes.length === 2) {
    const same = outcomes[0]!.fingerprint === outcomes[1]!.fingerprint;
    console.log(
      same
        ? `same seed, same state: both runs end with fingerprint ${outcomes[0]!.fingerprint}`
        : `FINGERPRINTS DIFFER: ${outcomes[0]!.fingerprint} vs ${outcomes[1]!.fingerprint}`,
    );
    return sound && same ? 0 : 1;
  }
  return sound ? 0 : 1;
}

process.exitCode = await main();
