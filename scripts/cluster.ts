/**
 * `npm run cluster`: several Bourse processes on one PostgreSQL database and NATS, on this
 * machine, until Ctrl-C (docs/operations.md). Each is `npm run serve` with its own PORT
 * and NODE_SLOT; the first migrates and seeds, the others start once it answers.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bourse npm run cluster -- --nodes 3
 *
 * Processes listen on 8080, 8081, ... (--port); put any HTTP load balancer in front.
 * The market maker runs (on each market's owner) unless MARKET_MAKER=off.
 */
import { parseArgs } from 'node:util';
import { startFleet, stopFleet } from '../packages/server/src/cluster/fleet.ts';

const { values: args } = parseArgs({
  options: {
    nodes: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
  },
});

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('npm run cluster: set DATABASE_URL to the PostgreSQL database the processes share');
  process.exit(1);
}
const nodes = await startFleet({
  databaseUrl,
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  count: Number(args.nodes),
  basePort: Number(args.port),
  env: {
    MARKET_MAKER: process.env.MARKET_MAKER ?? 'on',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  },
});
for (const n of nodes)
  console.log(`node ${n.slot}/${nodes.length}: ${n.url}/h5/ (pid ${n.process.pid})`);
for (const n of nodes) n.process.stdout!.pipe(process.stdout);
const stop = async () => {
  await stopFleet(nodes);
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
