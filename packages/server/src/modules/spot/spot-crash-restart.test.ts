/**
 * A crash at any moment loses no accepted order and no cent: a process placing and
 * cancelling orders four at a time is killed with SIGKILL mid-load; then, on the same
 * database, the ledger verifies, every hold equals what the open orders still need, the
 * books rebuild from the database without crossing, and a restarted app trades against
 * them. Runs on PGlite (DATA_DIR) and, when DATABASE_URL is set, on PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { toPlain } from '@bourse/shared';
import { buildApp } from '../../app.ts';
import { ManualClock } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import { openPglite, openPostgres, type Database } from '../../db/client.ts';
import { call } from '../../test/helper.ts';
import { everyBalance, expectLedgerBalanced } from '../ledger/testing.ts';
import { signUp } from '../users/testing.ts';
import { FixedFeed } from '../market/index.ts';
import { instruments } from '../market/index.ts';
import { spotOrders } from './tables.ts';
import { expectBooksConsistent } from './testing.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-crash-'));
let pgUrl: string | undefined;
let dropDb: (() => Promise<void>) | undefined;

async function databaseUrl(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  const { default: pg } = await import('pg');
  const name = `bourse_crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDb = async () => {
    const a = new pg.Client({ connectionString: url });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  };
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs the load until it has placed `orders`, then kills it without warning. */
function loadThenKill(orders: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'crash.fixture.ts')],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: pgUrl ?? '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let placed = 0;
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      for (const m of d.toString().matchAll(/placed (\d+)/g)) placed = Number(m[1]);
      if (placed >= orders) child.kill('SIGKILL');
    });
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL'
        ? resolve(placed)
        : reject(new Error(`the load stopped by itself: ${err}`)),
    );
  });
}

async function open(): Promise<Database> {
  return pgUrl ? openPostgres(pgUrl) : openPglite(path.join(dataDir, 'pglite'));
}

afterAll(async () => {
  await dropDb?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('killed mid-load', () => {
  it(
    'loses no order and no cent, and trades on after a restart',
    { timeout: 180_000 },
    async () => {
      pgUrl = await databaseUrl();
      const placed = await loadThenKill(120);
      expect(placed).toBeGreaterThanOrEqual(120);

      const database = await open();
      try {
        const ctx = { db: database.db };
        await expectLedgerBalanced(ctx);
        // Every user's frozen BTC and USDT is exactly what their open orders still hold.
        const held = await database.db
          .select({
            owner: spotOrders.ownerId,
            side: spotOrders.side,
            frozen: sql<string>`sum(${spotOrders.frozen})`,
          })
          .from(spotOrders)
          .where(inArray(spotOrders.status, ['open', 'partial']))
          .groupBy(spotOrders.ownerId, spotOrders.side);
        const frozen = await everyBalance(database.db, { ownerKind: 'user', account: 'change' });
        for (const b of frozen) {
          const side = b.currency === 3 ? 1 : 2;
          const want = held.find((h) => h.owner === b.owner.id && h.side === side)?.frozen ?? '0';
          expect(b.frozen, `user ${b.owner.id} currency ${b.currency}`).toBe(toPlain(want));
        }
        const [{ n }] = (await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(spotOrders)
          .where(eq(spotOrders.status, 'open'))) as [{ n: number }];
        expect(n).toBeGreaterThan(0);

        // A restarted app rebuilds the book and trades against what rested before the crash.
        const config = loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          CODE_SECRET: 'test-code-secret-of-at-least-32-chars',
          DEV_ROUTES: 'on', // the faucet below
        });
        const app = await buildApp({
          config,
          database,
          clock: new ManualClock(),
          feed: new FixedFeed({ BTC: '50000' }),
          logger: false,
        });
        await app.ready();
        const [pair] = await database.db
          .select()
          .from(instruments)
          .where(eq(instruments.symbol, 'BTC/USDT'));
        const depth = await call<{ asks: [string, string][] }>(app, 'GET', '/market/depth', {
          symbol: 'BTC/USDT',
        });
        expect(depth.message.asks.length).toBeGreaterThan(0);
        const [bestAsk] = depth.message.asks[0]!;
        const token = await signUp(app, 'after-restart@example.com');
        const credit = { currency: 3, amount: '1000', account: 'change' };
        await call(app, 'POST', '/dev/faucet', credit, token);
        const buy = await call<{ filled_amount: string }>(
          app,
          'POST',
          '/coin/trade',
          {
            currency_id: pair!.baseCurrencyId,
            legal_id: 3,
            type: 1,
            amount: '0.001',
            target_price: bestAsk,
          },
          token,
        );
        expect(buy.type).toBe('ok');
        expect(buy.message.filled_amount).toBe('0.001');
        await expectLedgerBalanced(app.ctx);
        await expectBooksConsistent(app.ctx);
        await app.close();
      } finally {
        await database.close();
      }
    },
  );
});
