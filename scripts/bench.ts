/**
 * `npm run bench`: prints figures, asserts nothing about time.
 *  1. gzip size of the JavaScript the home route loads (budget 200 KB), from Vite's manifest;
 *  2. login and /user/info requests per second through HTTP on PGlite (autocannon);
 *  3. ledger postings per second through the services (transfers, conversions, deposits,
 *     withdrawals; 50 callers) on PostgreSQL beside the figure recorded before the ledger's
 *     unit of work, and of the ledger alone on PGlite and PostgreSQL (scripts/benchLedger.ts);
 *  4. ticker delivery to 10,000 and 2,000 Socket.IO clients of one server process, and
 *     through Redis, p50/p99 and CPU per update (scripts/benchRealtime.ts);
 *  5. order-book matching ops/s, @bourse/engine beside two npm libraries (scripts/benchEngine.ts);
 *  6. order placement through HTTP on PGlite and PostgreSQL, req/s and p99 (scripts/benchOrders.ts);
 *  7. seconds options: submissions per second through the app, and the seconds the job takes
 *     to settle 10,000 expired options (scripts/benchOptions.ts);
 *  8. copy trading: how long the copy job takes to open and then close 1,000 followers'
 *     copies of one trader's position (scripts/benchCopy.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { hash } from '@node-rs/argon2';
import { buildApp } from '../packages/server/src/app.ts';
import { systemClock } from '../packages/server/src/clock.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { openPglite } from '../packages/server/src/db/client.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import { users } from '../packages/server/src/db/schema.ts';
import { benchLedger } from './benchLedger.ts';
import { benchRealtime } from './benchRealtime.ts';
import { benchEngine } from './benchEngine.ts';
import { benchOrders } from './benchOrders.ts';
import { benchOptions } from './benchOptions.ts';
import { benchCopy } from './benchCopy.ts';
import { DEFERRED_NAMESPACES } from '../packages/web/src/i18n/deferred.ts';

const HOME_BUDGET_KB = 200;
const dist = path.resolve('packages/web/dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

function homeRouteBytes(): { files: string[]; gzipBytes: number } {
  if (!fs.existsSync(path.join(dist, '.vite/manifest.json'))) {
    spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  }
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  visit(entry);
  // What the home route pulls in lazily: its page, and the English UI strings it loads at
  // start (every namespace but the deferred ones).
  for (const key of Object.keys(manifest)) {
    const ns = /i18n\/locales\/([^/]+)\/en\.ts$/.exec(key)?.[1];
    if (/pages\/index\/index\.tsx$/.test(key) || (ns && !DEFERRED_NAMESPACES.includes(ns))) {
      visit(key);
    }
  }
  const files = [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const gzipBytes = files.reduce(
    (sum, f) => sum + gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}

async function throughput() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Measures the login path itself: one account from one address, far above the limits.
    RATE_LIMITS: 'off',
  });
  const database = await openPglite();
  await migrate(database.db);
  await database.db.insert(users).values({
    account: 'bench@bourse.dev',
    email: 'bench@bourse.dev',
    passwordHash: await hash('Bench12345'),
    nickname: 'bench',
    inviteCode: 'BENCH01',
    createdAt: new Date(),
  });
  const app = await buildApp({ config, database, clock: systemClock, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const body = 'user_string=bench%40bourse.dev&password=Bench12345';
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  const login = await autocannon({
    url: `${address}/api/user/login`,
    method: 'POST',
    body,
    headers,
    connections: 10,
    duration: 5,
  });
  const tokenRes = await fetch(`${address}/api/user/login`, { method: 'POST', body, headers });
  const token = ((await tokenRes.json()) as { message: string }).message;
  const info = await autocannon({
    url: `${address}/api/user/info`,
    headers: { authorization: token },
    connections: 10,
    duration: 5,
  });
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { login, info };
}

const home = homeRouteBytes();
const kb = (home.gzipBytes / 1024).toFixed(1);
console.log(
  `home route JavaScript: ${kb} KB gzip in ${home.files.length} files (budget ${HOME_BUDGET_KB} KB): ${home.gzipBytes / 1024 <= HOME_BUDGET_KB ? 'within' : 'OVER'} budget`,
);
const { login, info } = await throughput();
const line = (name: string, r: autocannon.Result) =>
  `${name}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`;
console.log(line('POST /api/user/login (PGlite, argon2id, 10 connections)', login));
console.log(line('GET /api/user/info (PGlite, 10 connections)', info));
for (const row of await benchLedger()) console.log(row);
for (const row of await benchRealtime()) console.log(row);
for (const row of benchEngine()) console.log(row);
for (const row of await benchOrders()) console.log(row);
// --- options (issue 10): submissions per second and the settlement of 10,000 options.
for (const row of await benchOptions()) console.log(row);
for (const row of await benchCopy()) console.log(row);
