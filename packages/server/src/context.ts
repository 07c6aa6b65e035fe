/**
 * What every service may use, built once in buildApp and typed onto the Fastify instance
 * (STYLE.md: services typed once, so a route sees exactly what it may use).
 */
import type { Cluster } from './cluster/cluster.ts';
import type { Config } from './config.ts';
import type { Clock } from './clock.ts';
import type { Database, Db } from './db/client.ts';
import type { Notifier } from './notify.ts';
import type { PriceService } from './modules/market/index.ts';
import type { RealtimeHub } from './realtime/hub.ts';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  notifier: Notifier;
  /** Where uploaded files are written and served from (under DATA_DIR). */
  uploadDir: string;
  /** Index prices and conversions through USDT (DESIGN.md section 6). */
  prices: PriceService;
  /** Announcements for the realtime gateway (Socket.IO); a no-op when none is attached. */
  realtime: RealtimeHub;
  /** The processes sharing the database: leases and the broker (docs/operations.md). */
  cluster: Cluster;
}
