/**
 * The soak's world: a fresh database (PostgreSQL, created and dropped here, or PGlite in
 * memory), the real app on it with a manual clock and fixed index prices, the catalogue,
 * the 4 pairs and the funding rules seeded, and a few hundred users who passed identity
 * Lv1 through the KYC and desk services, each with a session token and starting money.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { JournalReason, KycLevel, OperatorRole, dec } from '@bourse/shared';
import { buildApp } from '../../packages/server/src/app.ts';
import { ManualClock } from '../../packages/server/src/clock.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import type { AppContext } from '../../packages/server/src/context.ts';
import { openPglite, openPostgres, type Database } from '../../packages/server/src/db/client.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import {
  createOperator,
  decideVerification,
} from '../../packages/server/src/modules/admin/index.ts';
import { submitApplication } from '../../packages/server/src/modules/kyc/index.ts';
import { creditFromSystem, userOwner } from '../../packages/server/src/modules/ledger/index.ts';
import { FixedFeed } from '../../packages/server/src/modules/market/index.ts';
import { createSession } from '../../packages/server/src/modules/users/index.ts';
import { kycApplications, users } from '../../packages/server/src/db/schema.ts';
import { seedCurrencies } from '../../packages/server/src/seed/catalogue.ts';
import { seedFunding } from '../../packages/server/src/seed/funding.ts';
import { seedInstruments } from '../../packages/server/src/seed/instruments.ts';
import { seedSettings } from '../../packages/server/src/seed/settings.ts';
import { eq } from 'drizzle-orm';

export const USDT = 3;
/** Index prices in USDT; the books trade around them. */
export const PRICES: Record<string, string> = {
  BTC: '50000',
  ETH: '3000',
  SOL: '150',
  BNB: '600',
};

/** The 4 pairs (all against USDT, spot account), with the seeded steps (seed/instruments.ts). */
export interface Pair {
  base: number;
  name: string;
  mid: string;
  tick: string;
  lot: string;
}
export const PAIRS: Pair[] = [
  { base: 1, name: 'BTC', mid: PRICES.BTC!, tick: '0.01', lot: '0.00001' },
  { base: 2, name: 'ETH', mid: PRICES.ETH!, tick: '0.01', lot: '0.0001' },
  { base: 6, name: 'SOL', mid: PRICES.SOL!, tick: '0.01', lot: '0.001' },
  { base: 8, name: 'BNB', mid: PRICES.BNB!, tick: '0.01', lot: '0.001' },
];

/** What every user starts with in the spot account: about 250,000 USDT in all. */
const STARTING_MONEY: [currency: number, amount: string][] = [
  [USDT, '100000'],
  [1, '1'],
  [2, '15'],
  [6, '300'],
  [8, '80'],
];

export interface SoakUser {
  id: number;
  token: string;
}

export interface World {
  app: FastifyInstance;
  ctx: AppContext;
  clock: ManualClock;
  users: SoakUser[];
  operatorId: number;
  /** Where the app writes uploads (deposit receipts). */
  dataDir: string;
  close(): Promise<void>;
}

/** `pglite`, or a PostgreSQL server URL on which a fresh database is created and dropped. */
export type Target = 'pglite' | { url: string };

async function freshDatabase(
  target: Target,
  poolSize: number,
): Promise<{ database: Database; drop: () => Promise<void>; label: string }> {
  if (target === 'pglite') {
    return { database: await openPglite(), drop: async () => {}, label: 'PGlite (in memory)' };
  }
  const name = `bourse_soak_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.url, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(target.url);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), poolSize);
  const drop = async () => {
    // SOAK_KEEP_DATABASE=1 leaves the database to look at (its name is printed).
    if (process.env.SOAK_KEEP_DATABASE) return;
    const a = new pg.Client({ connectionString: target.url });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  };
  return { database, drop, label: `PostgreSQL database ${name}` };
}

/**
 * Builds the app on a fresh database (a pool of `poolSize` connections on PostgreSQL) and
 * sets up `userCount` users; `label` says where.
 */
export async function buildWorld(
  target: Target,
  userCount: number,
  poolSize = 8,
): Promise<World & { label: string }> {
  const { database, drop, label } = await freshDatabase(target, poolSize);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-soak-'));
  const clock = new ManualClock('2026-11-22T08:00:00Z');
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close();
    await database.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await migrate(database.db);
    await seedSettings(database.db, clock);
    await seedCurrencies(database.db);
    await seedInstruments(database.db);
    await seedFunding(database.db, clock, { production: false });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      CODE_SECRET: 'soak-code-secret-of-at-least-32-characters',
    });
    app = await buildApp({
      config,
      database,
      clock,
      feed: new FixedFeed(PRICES),
      notifier: { send: async () => {} },
      logger: false,
    });
    await app.ready();
    const ctx = app.ctx;
    const operator = await createOperator(ctx.db, clock, {
      email: 'desk@soak.test',
      name: 'soak desk',
      role: OperatorRole.admin,
      password: 'soak-operator-pass-1',
    });
    const list = await createUsers(ctx, clock, userCount, operator.id);
    return { app, ctx, clock, users: list, operatorId: operator.id, dataDir, close, label };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Users with email and mobile bound (Lv1 needs both), identity Lv1 submitted through the
 * KYC service and approved through the desk's, a session, and the starting money.
 */
async function createUsers(
  ctx: AppContext,
  clock: ManualClock,
  count: number,
  operatorId: number,
): Promise<SoakUser[]> {
  const rows = await ctx.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        account: `soak${i + 1}@soak.test`,
        email: `soak${i + 1}@soak.test`,
        mobile: String(13900000000 + i + 1),
        // Nobody signs in with a password here: sessions are created directly.
        passwordHash: 'not-a-password-hash',
        nickname: `soak ${i + 1}`,
        inviteCode: `SOAK${String(i + 1).padStart(5, '0')}`,
        createdAt: clock.now(),
      })),
    )
    .returning({ id: users.id });
  const desk = { id: operatorId, role: OperatorRole.admin, sessionId: 0, totpEnabled: true };
  const list: SoakUser[] = [];
  for (const [i, { id }] of rows.entries()) {
    await submitApplication(ctx, id, {
      level: KycLevel.basic,
      idType: 'passport',
      name: `Soak User ${i + 1}`,
      cardId: `P${String(i + 1).padStart(7, '0')}`,
    });
    const [application] = await ctx.db
      .select({ id: kycApplications.id })
      .from(kycApplications)
      .where(eq(kycApplications.userId, id));
    await decideVerification(ctx, desk, application!.id, true, undefined);
    await ctx.db.transaction(async (tx) => {
      for (const [currency, amount] of STARTING_MONEY) {
        await creditFromSystem(tx, {
          system: 'faucet',
          to: { owner: userOwner(id), account: 'change' },
          currency,
          amount: dec(amount),
          idempotencyKey: `soak:start:${id}:${currency}`,
          reason: JournalReason.faucet,
          ref: { table: 'users', id },
          at: clock.now(),
        });
      }
    });
    const token = await createSession(ctx.db, clock, id, { ip: '127.0.0.1', userAgent: 'soak' });
    list.push({ id, token });
  }
  return list;
}
