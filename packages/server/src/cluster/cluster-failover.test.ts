/**
 * Real processes, PostgreSQL and NATS: two Bourse processes (main.ts) share a database;
 * simulated users place, cross and cancel on four pairs through both; the owner of
 * BTC/USDT is SIGKILLed mid-load. Afterwards every acknowledged order is in the database,
 * the ledger verifies with its holds (nothing unacknowledged is half there), no book is
 * crossed, no balance is negative, and BTC/USDT was served again by the survivor while the
 * load still ran. Runs when DATABASE_URL names a PostgreSQL server and NATS is reachable
 * (both are, in CI's PostgreSQL run).
 */
import { describe, expect, it } from 'vitest';
import { NATS_URL, natsReachable } from './testing.ts';
import { openPostgres } from '../db/client.ts';
import { ownerPid, scratchDatabase, startFleet, stopFleet, type FleetNode } from './fleet.ts';
import { auditAfterLoad, makeTraders, runTraffic } from './traffic.ts';

const PG = process.env.DATABASE_URL;

const ready = PG !== undefined && (await natsReachable());
const SECONDS = 14;
const KILL_AFTER_MS = 5_000;

describe.skipIf(!ready)('SIGKILL of a market owner under load (PostgreSQL, NATS)', () => {
  it(
    'loses no acknowledged order, leaves nothing half written, and serves the market again',
    { timeout: 300_000 },
    async () => {
      const scratch = await scratchDatabase(PG!, 'bourse_failover');
      const database = await openPostgres(scratch.url, 4);
      let nodes: FleetNode[] = [];
      try {
        nodes = await startFleet({
          databaseUrl: scratch.url,
          natsUrl: NATS_URL,
          count: 2,
          basePort: 18380,
        });
        const traders = await makeTraders(database.db, nodes[0]!.url, 12, new Date());
        const alive = new Set(nodes);
        let killedAt: number | undefined;
        const start = Date.now();
        const killer = setTimeout(
          () =>
            void (async () => {
              const pid = await ownerPid(scratch.url, 'BTC/USDT');
              const victim = nodes.find((n) => n.process.pid === pid);
              if (!victim) return;
              alive.delete(victim);
              killedAt = Date.now() - start;
              victim.process.kill('SIGKILL');
            })(),
          KILL_AFTER_MS,
        );
        const traffic = await runTraffic({
          urls: () => [...alive].map((n) => n.url),
          traders,
          seconds: SECONDS,
          seed: 8,
        });
        clearTimeout(killer);
        expect(killedAt, 'the owner of BTC/USDT was found and killed').toBeDefined();
        const afterKill = traffic.bySymbol.get('BTC/USDT')!.filter((at) => at > killedAt!);
        console.log(
          `failover: ${traffic.acknowledged.size} orders acknowledged, ${traffic.failed} requests without answer; ` +
            `BTC/USDT served again ${afterKill.length > 0 ? `${((afterKill[0]! - killedAt!) / 1000).toFixed(1)} s` : 'never'} after the SIGKILL`,
        );
        expect(afterKill.length, 'BTC/USDT orders acknowledged after the kill').toBeGreaterThan(0);
        expect(traffic.acknowledged.size).toBeGreaterThan(50);

        await stopFleet(nodes);
        const audit = await auditAfterLoad(database.db, traffic.acknowledged);
        expect(audit.missing, 'acknowledged orders missing from the database').toEqual([]);
        expect(audit.ledger.problems, 'ledger:verify with holds').toEqual([]);
        expect(audit.crossed, 'crossed books').toEqual([]);
        expect(audit.negative).toBe(0);
      } catch (error) {
        for (const n of nodes) console.log(`node ${n.slot} output:\n${n.output.join('')}`);
        throw error;
      } finally {
        await stopFleet(nodes);
        await database.close();
        await scratch.drop();
      }
    },
  );
});
