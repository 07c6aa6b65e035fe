/**
 * The options figures of `npm run bench` (issue 10): option submissions per second through
 * the real app (`POST /api/microtrade/submit` by inject, session lookup included; `USERS`
 * users at once, the clock moved past the 5 s cooldown between rounds), and the seconds
 * the settlement job takes for 10,000 expired options (the submitted ones plus rows
 * written directly, stakes frozen through the ledger). On PGlite, and on PostgreSQL when
 * DATABASE_URL (or the default local server) answers. Prints figures; asserts nothing.
 * Run alone: `npx tsx scripts/benchOptions.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { JournalReason, OptionStatus, dec } from '@bourse/shared';
import { buildApp } from '../packages/server/src/app.ts';
import { ManualClock } from '../packages/server/src/clock.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import type { Database } from '../packages/server/src/db/client.ts';
import { onBenchDatabases } from './benchDatabases.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import { users } from '../packages/server/src/db/schema.ts';
import { seedCurrencies, seedRegions } from '../packages/server/src/seed/catalogue.ts';
import { seedInstruments } from '../packages/server/src/seed/instruments.ts';
import { seedOptions } from '../packages/server/src/seed/options.ts';
import { seedSettings } from '../packages/server/src/seed/settings.ts';
import { LedgerBatch, journals, userOwner } from '../packages/server/src/modules/ledger/index.ts';
import { FixedFeed, instrumentBySymbol } from '../packages/server/src/modules/market/index.ts';
import { createSession } from '../packages/server/src/modules/users/index.ts';
import {
  OPTION_ORDERS_TABLE,
  optionAccounts,
  optionOrders,
  settleDueOptions,
} from '../packages/server/src/modules/options/index.ts';

const USERS = 200;
const ROUNDS = 5;
const CONCURRENCY = 50;
const SETTLE_TOTAL = 10_000;
const USDT = 3;

async function pool<T>(items: T[], workers: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

async function run(database: Database, label: string): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-bench-options-'));
  const clock = new ManualClock(new Date(Math.floor(Date.now() / 1000) * 1000));
  const feed = new FixedFeed({ BTC: '65000.00', ETH: '3250.00' });
  const db = database.db;
  await migrate(db);
  await seedSettings(db, clock);
  await seedRegions(db);
  await seedCurrencies(db);
  await seedInstruments(db);
  await seedOptions(db, clock);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
  });
  const app = await buildApp({ config, database, clock, feed, logger: false });
  try {
    const btc = (await instrumentBySymbol(db, 'BTC/USDT'))!;
    // Users, sessions, the disclosure and 1,000,000 USDT each in the options account.
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: USERS }, (_, i) => ({
          account: `opt${i}@bench.dev`,
          email: `opt${i}@bench.dev`,
          passwordHash: 'not-a-login',
          nickname: `opt${i}`,
          inviteCode: `OPT${randomBytes(4).toString('hex')}`,
          createdAt: clock.now(),
        })),
      )
      .returning({ id: users.id });
    const ids = created.map((u) => u.id);
    const tokens = await Promise.all(
      ids.map((id) => createSession(db, clock, id, { ip: '127.0.0.1', userAgent: 'bench' })),
    );
    await db
      .insert(optionAccounts)
      .values(ids.map((userId) => ({ userId, disclosureAcceptedAt: clock.now() })));
    await db.transaction(async (tx) => {
      const batch = new LedgerBatch();
      for (const id of ids) {
        batch.post(
          journals.creditFromSystem({
            system: 'faucet',
            to: { owner: userOwner(id), account: 'micro' },
            currency: USDT,
            amount: dec('1000000'),
            reason: JournalReason.faucet,
            idempotencyKey: `bench-options:${id}`,
            ref: { table: 'users', id },
            at: clock.now(),
          }),
        );
      }
      await batch.commit(tx, clock.now());
    });

    // Submissions through the app.
    let accepted = 0;
    let refused = 0;
    let elapsedMs = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      await pool(tokens, CONCURRENCY, async (token) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/microtrade/submit',
          payload: `match_id=${btc.id}&currency_id=${USDT}&type=${round % 2 ? 2 : 1}&seconds=60&number=10`,
          headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
        });
        if ((res.json() as { type: string }).type === 'ok') accepted++;
        else refused++;
      });
      elapsedMs += performance.now() - started;
      clock.advance(5_000);
    }

    // The rest of the 10,000 written directly, each stake frozen through the ledger.
    const rest = SETTLE_TOTAL - accepted;
    for (let done = 0; done < rest; done += 1000) {
      const n = Math.min(1000, rest - done);
      await db.transaction(async (tx) => {
        // The open price: the recorded tick of this second, as a submission takes it.
        const quote = await app.ctx.prices.record('BTC', tx);
        const rows = await tx
          .insert(optionOrders)
          .values(
            Array.from({ length: n }, (_, i) => ({
              userId: ids[(done + i) % ids.length]!,
              instrumentId: btc.id,
              currencyId: USDT,
              direction: (i % 2 ? 2 : 1) as 1 | 2,
              seconds: 60,
              stake: '10',
              payoutPercent: '80',
              openPrice: quote.price,
              openSource: quote.source,
              openAt: quote.at,
              expiresAt: new Date(quote.at.getTime() + 60_000),
              status: OptionStatus.open,
              createdAt: clock.now(),
            })),
          )
          .returning({ id: optionOrders.id, userId: optionOrders.userId });
        const batch = new LedgerBatch();
        for (const r of rows) {
          batch.post(
            journals.freeze({
              side: { owner: userOwner(r.userId), account: 'micro' },
              currency: USDT,
              amount: dec('10'),
              reason: JournalReason.optionStake,
              idempotencyKey: `${OPTION_ORDERS_TABLE}:${r.id}:stake`,
              ref: { table: OPTION_ORDERS_TABLE, id: r.id },
              at: clock.now(),
            }),
          );
        }
        await batch.commit(tx, clock.now());
      });
    }

    feed.set('BTC', '65000.01');
    clock.advance(61_000);
    const settleStarted = performance.now();
    const settled = await settleDueOptions(app.ctx);
    const settleSeconds = (performance.now() - settleStarted) / 1000;
    const perSecond = (accepted + refused) / (elapsedMs / 1000);
    return [
      `option submissions (${label}, ${USERS} users, ${CONCURRENCY} at once, through the app): ${perSecond.toFixed(0)} req/s (${accepted} accepted, ${refused} refused)`,
      `option settlement (${label}): ${settled} expired options settled by the job in ${settleSeconds.toFixed(2)} s (${(settled / settleSeconds).toFixed(0)}/s, batches of 500)`,
    ];
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function benchOptions(): Promise<string[]> {
  return onBenchDatabases('option figures', 'bourse_bench_opt', run);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  for (const line of await benchOptions()) console.log(line);
}
