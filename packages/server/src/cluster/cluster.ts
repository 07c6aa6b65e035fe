/**
 * The processes that share one database. With NATS_URL several processes run on one
 * PostgreSQL: each market is owned by one of them (a lease), the others forward its orders
 * to the owner over the broker (docs/operations.md). Without it, this process is alone:
 * it still takes each market's lease before it writes, so a second process started on the
 * same database by mistake is refused instead of corrupting a book.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { memoryBroker, natsBroker, type Broker } from './broker.ts';
import { memoryLeases, postgresLeases, type Leases } from './leases.ts';

export interface Cluster {
  /** This process's name (logs, market_leases.owner). */
  readonly node: string;
  /** Whether other processes may share the database (a broker connects them). */
  readonly shared: boolean;
  readonly broker: Broker;
  readonly leases: Leases;
  /** Whether this process should lease `id` first (NODE_SLOT spreads markets). */
  prefers(id: number): boolean;
  close(): Promise<void>;
}

export interface ClusterParts {
  broker: Broker;
  leases: Leases;
  shared: boolean;
  node?: string;
  slot?: { index: number; count: number };
}

export function makeCluster(parts: ClusterParts): Cluster {
  const slot = parts.slot ?? { index: 0, count: 1 };
  return {
    node: parts.node ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
    shared: parts.shared,
    broker: parts.broker,
    leases: parts.leases,
    prefers: (id) => id % slot.count === slot.index,
    async close() {
      await parts.leases.close();
      await parts.broker.close();
    },
  };
}

/** The cluster the configuration describes. */
export async function openCluster(config: Config, database: Database): Promise<Cluster> {
  const leases =
    database.kind === 'postgres' && database.url
      ? await postgresLeases(database.url)
      : memoryLeases();
  const node = `${os.hostname()}:${process.pid}`;
  if (!config.natsUrl) return makeCluster({ broker: memoryBroker(), leases, shared: false, node });
  try {
    const broker = await natsBroker(config.natsUrl, `bourse ${node}`);
    return makeCluster({ broker, leases, shared: true, node, slot: config.nodeSlot });
  } catch (error) {
    await leases.close();
    throw error;
  }
}
