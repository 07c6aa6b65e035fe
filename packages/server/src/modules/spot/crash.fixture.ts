/**
 * The load of the crash test (spot-crash-restart.test.ts), run as its own process so the
 * test can kill it with SIGKILL at any moment. It opens the database the environment
 * names (DATABASE_URL, else PGlite in DATA_DIR), signs up four traders, funds them, then
 * places and cancels orders four at a time through the real HTTP routes (inject) until
 * killed, printing `placed <n>` as it goes.
 */
import { JournalReason, dec } from '@bourse/shared';
import { buildApp } from '../../app.ts';
import { systemClock } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import { openPglite, openPostgres } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { seedCurrencies } from '../../seed/catalogue.ts';
import { seedSettings } from '../../seed/settings.ts';
import { seedInstruments } from '../../seed/instruments.ts';
import { call } from '../../test/helper.ts';
import { signUp } from '../users/testing.ts';
import { creditFromSystem, userOwner } from '../ledger/index.ts';
import { FixedFeed } from '../market/index.ts';

// Signs its users up through the dev outbox, from one address.
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DEV_ROUTES: 'on',
  RATE_LIMITS: 'off',
});
const database = config.databaseUrl
  ? await openPostgres(config.databaseUrl)
  : await openPglite(`${config.dataDir}/pglite`);
await migrate(database.db);
await seedSettings(database.db, systemClock);
await seedCurrencies(database.db);
await seedInstruments(database.db);
const app = await buildApp({
  config,
  database,
  clock: systemClock,
  feed: new FixedFeed({ BTC: '50000' }),
  logger: false,
});
await app.ready();

const tokens: string[] = [];
for (let i = 0; i < 4; i++) {
  const token = await signUp(app, `crash${i}@example.com`);
  const info = await call<{ id: number }>(app, 'GET', '/user/info', {}, token);
  await database.db.transaction(async (tx) => {
    for (const [currency, amount] of [
      [1, '20'],
      [3, '1000000'],
    ] as const) {
      await creditFromSystem(tx, {
        system: 'faucet',
        to: { owner: userOwner(info.message.id), account: 'change' },
        currency,
        amount: dec(amount),
        idempotencyKey: `crash-grant:${info.message.id}:${currency}`,
        reason: JournalReason.faucet,
        ref: { table: 'users', id: info.message.id },
        at: systemClock.now(),
      });
    }
  });
  tokens.push(token);
}
console.log('ready');

// A seeded stream, so a failure can be replayed with the same orders.
let seed = 7;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
let placed = 0;
const open: { token: string; id: number }[] = [];

async function trader(n: number): Promise<void> {
  const token = tokens[n]!;
  for (;;) {
    const r = random();
    if (r < 0.2 && open.length > 0) {
      const [o] = open.splice(Math.floor(random() * open.length), 1);
      await call(app, 'PUT', '/coin/trade', { id: o!.id }, o!.token);
      continue;
    }
    const buy = random() < 0.5;
    const market = r > 0.93;
    const price = (50000 + Math.round((random() - (buy ? 0.6 : 0.4)) * 200)).toString();
    const amount = (0.001 + Math.floor(random() * 500) / 10000).toFixed(5);
    const reply = await call<{ id: number; status: string }>(
      app,
      'POST',
      '/coin/trade',
      {
        currency_id: 1,
        legal_id: 3,
        type: buy ? 1 : 2,
        amount,
        target_price: market ? undefined : price,
      },
      token,
    );
    if (reply.type === 'ok' && ['open', 'partial'].includes(reply.message.status)) {
      open.push({ token, id: reply.message.id });
    }
    placed++;
    if (placed % 10 === 0) console.log(`placed ${placed}`);
  }
}

await Promise.all(tokens.map((_, i) => trader(i)));
