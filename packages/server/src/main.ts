/**
 * `npm start`: migrations, demo data, then the server on PORT. A wrong configuration
 * stops here with one line naming the variable.
 */
import path from 'node:path';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openPglite, openPostgres } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { seedDemo } from './seed/index.ts';
import { startJobs } from './jobs/scheduler.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
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
  await seedDemo(database.db, systemClock, { production: config.production });
  const app = await buildApp({ config, database, clock: systemClock });
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
}

void main();
