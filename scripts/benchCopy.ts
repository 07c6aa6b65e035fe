/**
 * The copy-trading figures of `npm run bench` (issue 12): one trader with FOLLOWERS
 * followers; the trader opens a BTC long through the contract service and the copy job
 * opens every follower's copy (one transaction per follower, under its lever lock), then
 * the trader closes and the job closes every copy and pays the profit shares. Prints the
 * seconds each pass took and copies per second, on PGlite and on PostgreSQL when
 * DATABASE_URL (or the default local server) answers. Asserts nothing.
 * Run alone: `npx tsx scripts/benchCopy.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { FollowStatus, JournalReason, LeverPriceType, TraderStatus, dec } from '@bourse/shared';
import { buildApp } from '../packages/server/src/app.ts';
import { ManualClock } from '../packages/server/src/clock.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import type { Database } from '../packages/server/src/db/client.ts';
import { onBenchDatabases } from './benchDatabases.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import { users } from '../packages/server/src/db/schema.ts';
import { seedCurrencies, seedRegions } from '../packages/server/src/seed/catalogue.ts';
import { seedInstruments } from '../packages/server/src/seed/instruments.ts';
import { seedLever } from '../packages/server/src/seed/lever.ts';
import { seedSettings } from '../packages/server/src/seed/settings.ts';
import { LedgerBatch, journals, userOwner } from '../packages/server/src/modules/ledger/index.ts';
import { FixedFeed } from '../packages/server/src/modules/market/index.ts';
import { closePosition, submitOrder } from '../packages/server/src/modules/lever/index.ts';
import { follows, runCopyJobs, traders } from '../packages/server/src/modules/follow/index.ts';

const FOLLOWERS = 1000;
const USDT = 3;

async function run(database: Database, label: string): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-bench-copy-'));
  const clock = new ManualClock(new Date('2026-03-02T10:00:00Z'));
  const feed = new FixedFeed({ BTC: '95000.00', ETH: '3400.00' });
  const db = database.db;
  await migrate(db);
  await seedSettings(db, clock);
  await seedRegions(db);
  await seedCurrencies(db);
  await seedInstruments(db);
  await seedLever(db, clock, { production: true });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, clock, feed, logger: false });
  try {
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: FOLLOWERS + 1 }, (_, i) => ({
          account: `copy${i}@bench.dev`,
          email: `copy${i}@bench.dev`,
          passwordHash: 'not-a-login',
          nickname: `copy${i}`,
          inviteCode: `CPY${randomBytes(4).toString('hex')}`,
          createdAt: clock.now(),
        })),
      )
      .returning({ id: users.id });
    const [trader, ...fans] = created.map((u) => u.id);
    await db.transaction(async (tx) => {
      const batch = new LedgerBatch();
      for (const id of [trader!, ...fans]) {
        batch.post(
          journals.creditFromSystem({
            system: 'faucet',
            to: { owner: userOwner(id), account: 'lever' },
            currency: USDT,
            amount: dec('100000'),
            reason: JournalReason.faucet,
            idempotencyKey: `bench-copy:${id}`,
            ref: { table: 'users', id },
            at: clock.now(),
          }),
        );
      }
      await batch.commit(tx, clock.now());
    });
    await db.insert(traders).values({
      userId: trader!,
      status: TraderStatus.approved,
      nickname: 'Bench',
      introduction: 'bench',
      profitSharePercent: '10',
      appliedAt: clock.now(),
      decidedAt: clock.now(),
      approvedAt: clock.now(),
    });
    await db.insert(follows).values(
      fans.map((followerId, i) => ({
        followerId,
        traderId: trader!,
        type: (i % 2 ? 1 : 2) as 1 | 2,
        number: '1',
        profitSharePercent: '10',
        status: FollowStatus.active,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })),
    );
    clock.advance(1000);
    const { row } = await submitOrder(app.ctx, trader!, {
      share: '2',
      multiple: 10,
      currency_id: 1,
      legal_id: USDT,
      type: 1,
      status: LeverPriceType.market,
    });
    let started = performance.now();
    const opened = await runCopyJobs(app.ctx);
    const openSeconds = (performance.now() - started) / 1000;
    feed.set('BTC', '96000.00');
    clock.advance(1000);
    await closePosition(app.ctx, trader!, row.id);
    started = performance.now();
    const closed = await runCopyJobs(app.ctx);
    const closeSeconds = (performance.now() - started) / 1000;
    return [
      `copy trading (${label}, one trader, ${FOLLOWERS} followers): ${opened.opened} copies opened by the job in ${openSeconds.toFixed(2)} s (${(opened.opened / openSeconds).toFixed(0)}/s)`,
      `copy trading (${label}): ${closed.closed} copies closed with profit shares in ${closeSeconds.toFixed(2)} s (${(closed.closed / closeSeconds).toFixed(0)}/s)`,
    ];
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function benchCopy(): Promise<string[]> {
  return onBenchDatabases('copy trading', 'bourse_bench_copy', run);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  for (const line of await benchCopy()) console.log(line);
}
