/**
 * `npm run load`: N server processes on one PostgreSQL database and NATS, M simulated users
 * placing, crossing and cancelling on 4 pairs through any process for a set time; prints
 * orders per second and p50/p99, then checks the database: ledger:verify (holds included),
 * no book crossed, every acknowledged order stored, no negative balance. Exit 1 if not.
 *
 *   npm run load -- --nodes 3 --users 60 --seconds 30 [--kill-owner] [--keep]
 *
 * --kill-owner SIGKILLs the owner of BTC/USDT halfway and reports how long the market was
 * without an owner (from the kill to the next acknowledged BTC/USDT order). --keep leaves
 * the scratch database in place afterwards, to look at. `npm run cluster` starts processes
 * to try by hand (docs/operations.md).
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server a
 * scratch database is made on; NATS_URL defaults to nats://127.0.0.1:4222.
 */
import { parseArgs } from 'node:util';
import { openPostgres } from '../packages/server/src/db/client.ts';
import {
  ownerPid,
  scratchDatabase,
  startFleet,
  stopFleet,
  type FleetNode,
} from '../packages/server/src/cluster/fleet.ts';
import {
  auditAfterLoad,
  makeTraders,
  percentile,
  runTraffic,
} from '../packages/server/src/cluster/traffic.ts';

const { values: args } = parseArgs({
  options: {
    nodes: { type: 'string', default: '3' },
    users: { type: 'string', default: '60' },
    seconds: { type: 'string', default: '30' },
    seed: { type: 'string', default: '1' },
    port: { type: 'string', default: '18080' },
    'kill-owner': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});

async function main(): Promise<number> {
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const count = Number(args.nodes);
  const seconds = Number(args.seconds);
  const scratch = await scratchDatabase(server, 'bourse_load');
  let nodes: FleetNode[] = [];
  const database = await openPostgres(scratch.url, 4);
  try {
    const t0 = Date.now();
    nodes = await startFleet({
      databaseUrl: scratch.url,
      natsUrl,
      count,
      basePort: Number(args.port),
    });
    console.log(`${count} processes up in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const traders = await makeTraders(database.db, nodes[0]!.url, Number(args.users), new Date());
    const alive = new Set(nodes);
    let killedAt: number | undefined;
    let start = 0;
    if (args['kill-owner']) {
      setTimeout(
        () =>
          void (async () => {
            const pid = await ownerPid(scratch.url, 'BTC/USDT');
            const victim = nodes.find((n) => n.process.pid === pid);
            if (!victim) return console.log('kill: no owner of BTC/USDT found');
            alive.delete(victim);
            killedAt = Date.now() - start;
            victim.process.kill('SIGKILL');
            console.log(`SIGKILL node ${victim.slot} (pid ${pid}), owner of BTC/USDT`);
          })(),
        (seconds * 1000) / 2,
      );
    }
    start = Date.now();
    const r = await runTraffic({
      urls: () => [...alive].map((n) => n.url),
      traders,
      seconds,
      seed: Number(args.seed),
    });
    const orders = r.acknowledged.size;
    const requests = r.latencies.length;
    console.log(
      `load: ${count} processes, ${traders.length} users, ${(r.elapsedMs / 1000).toFixed(1)} s: ` +
        `${(requests / (r.elapsedMs / 1000)).toFixed(0)} requests/s ` +
        `(${(orders / (r.elapsedMs / 1000)).toFixed(0)} orders/s acknowledged, ${r.cancels} cancels, ` +
        `${r.refused} refused, ${r.failed} without answer), ` +
        `p50 ${percentile(r.latencies, 50).toFixed(0)} ms, p99 ${percentile(r.latencies, 99).toFixed(0)} ms`,
    );
    if (killedAt !== undefined) {
      const next = r.bySymbol.get('BTC/USDT')!.find((at) => at > killedAt!);
      console.log(
        next === undefined
          ? 'failover: no BTC/USDT order was acknowledged after the kill'
          : `failover: BTC/USDT served again ${((next - killedAt) / 1000).toFixed(1)} s after the SIGKILL`,
      );
    }
    // Let the processes finish what is queued before the audit reads the database.
    await stopFleet(nodes);
    const audit = await auditAfterLoad(database.db, r.acknowledged);
    const good =
      audit.ledger.ok &&
      audit.crossed.length === 0 &&
      audit.missing.length === 0 &&
      audit.negative === 0;
    console.log(
      `audit: ledger ${audit.ledger.ok ? 'verifies (holds reconcile)' : `${audit.ledger.problems.length} problems`}, ` +
        `crossed books ${audit.crossed.length}, acknowledged orders missing ${audit.missing.length}, ` +
        `negative balances ${audit.negative}`,
    );
    if (!audit.ledger.ok) console.log(audit.ledger.problems.slice(0, 10));
    if (args.keep) {
      console.log(`--keep: database ${scratch.url} left in place`);
    }
    return good ? 0 : 1;
  } finally {
    await stopFleet(nodes);
    await database.close();
    if (!args.keep) await scratch.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
