/**
 * `npm start`: migrations, demo data, chart history, then the server on PORT. A wrong configuration
 * stops here with one line naming the variable. `--demo` (what `npm start` passes) turns the
 * dev routes on unless DEV_ROUTES or NODE_ENV=production says otherwise; a banner warns
 * while they are on.
 */
import path from 'node:path';
import { OffsetClock, systemClock } from './clock.ts';
import { ConfigError, demoEnv, devRoutesBanner, loadConfig } from './config.ts';
import { openPglite, openPostgres } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { seedDemo } from './seed/index.ts';
import { startJobs } from './jobs/scheduler.ts';
import { backfillKlines, feedFromConfig, listInstruments } from './modules/market/index.ts';
import { spotMarkets } from './modules/spot/index.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(demoEnv(process.env, process.argv));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`bourse: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(path.join(config.dataDir, 'pglite'));
  await migrate(database.db);
  await seedDemo(database.db, systemClock, {
    production: config.production,
    uploadDir: path.join(config.dataDir, 'uploads'),
  });
  // One feed for the app and the chart history (a venue feed holds one connection).
  const feed = feedFromConfig(config);
  const backfillStart = performance.now();
  const history = await backfillKlines(database.db, feed, systemClock);
  const backfillMs = Math.round(performance.now() - backfillStart);
  // With DEV_ROUTES=on (never in production) the app's clock can be moved forward by
  // `POST /api/dev/clock`, for the browser tests of daily payouts and maturities.
  const clock = config.devRoutes ? new OffsetClock() : systemClock;
  const app = await buildApp({ config, database, clock, feed });
  app.log.info(`K-line history: ${history.candles} candles filled in ${backfillMs} ms`);
  // The books, from the open orders in priority order, before the first request. With
  // NATS_URL this process loads the markets of its NODE_SLOT and takes orphans as they come.
  const markets = spotMarkets(app.ctx);
  const books = await markets.loadAll(await listInstruments(database.db));
  await markets.start();
  app.log.info(
    `order books: ${books.orders} open orders in ${books.pairs} pairs` +
      (app.ctx.cluster.shared ? ` (node ${app.ctx.cluster.node}, shared over NATS)` : ''),
  );
  const stopJobs = startJobs(app.ctx, app.log);
  const close = async () => {
    stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  app.log.info(`Bourse is up: ${config.publicUrl}/h5/ (database: ${database.kind})`);
  if (config.devRoutes) console.warn(devRoutesBanner(config.publicUrl));
}

void main();
