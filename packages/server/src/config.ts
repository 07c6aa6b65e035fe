/**
 * Configuration from the environment. A wrong value stops start-up with one line naming
 * the variable (issue: foundation), never a stack trace.
 */
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const SEED_RULE = 'must be a whole number from 0 to 4294967295';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  SMTP_FROM: z.string().default('Bourse <no-reply@bourse.local>'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  PUBLIC_URL: z.url('must be an absolute URL such as https://bourse.example').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  // Several processes on one PostgreSQL: markets are leased and orders forwarded over NATS.
  NATS_URL: z
    .string()
    .regex(/^nats:\/\//, 'must start with nats://')
    .optional(),
  // This process's slot among the processes sharing the database ("2/3"): it leases first
  // the markets whose id falls in its slot, so markets spread; any process takes an orphan.
  NODE_SLOT: z
    .string()
    .regex(/^[1-9]\d*\/[1-9]\d*$/, 'must be like 1/3')
    .refine(
      (v) => Number(v.split('/')[0]) <= Number(v.split('/')[1]),
      'must be like 1/3 (slot <= count)',
    )
    .optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // The origins a separately served H5 client may call from (docs/legacy-client.md).
  CORS_ORIGINS: z
    .string()
    .refine((v) => v === '*' || v.split(',').every((o) => ORIGIN_RE.test(o.trim())), {
      error: 'must be * or comma-separated origins such as https://h5.example.com',
    })
    .optional(),
  CODE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // The simulator, or a real venue's public stream (stocks then stay simulated). A fixed
  // price is never configurable: it would be a price set by the operator (docs/decisions.md).
  PRICE_FEED: z.enum(['sim', 'binance'], { error: 'must be sim or binance' }).default('sim'),
  BINANCE_STREAM_URL: z
    .string()
    .regex(/^wss?:\/\//, 'must start with wss:// or ws://')
    .default('wss://stream.binance.com:9443/stream'),
  PRICE_SEED: z.coerce
    .number({ error: SEED_RULE })
    .int(SEED_RULE)
    .min(0, SEED_RULE)
    .max(2 ** 32 - 1, SEED_RULE)
    .default(42),
  // The market maker quotes the spot books around the index from its own funded account.
  MARKET_MAKER: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  // The dev outbox (everyone's codes) and the faucet: only when asked for, never by default.
  DEV_ROUTES: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
  // Per-address and per-account request limits (http/rateLimit.ts).
  RATE_LIMITS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  // A session ends this long after sign-in however recently it was used.
  SESSION_MAX_AGE_DAYS: z.coerce
    .number({ error: 'must be a number of days from 1 to 365' })
    .int('must be a whole number of days from 1 to 365')
    .min(1, 'must be a whole number of days from 1 to 365')
    .max(365, 'must be a whole number of days from 1 to 365')
    .default(30),
});

/** scheme://host[:port], no path: what a browser sends in `Origin`. */
const ORIGIN_RE = /^https?:\/\/[^/\s,]+$/;

/** Outside production, codes are hashed with this fixed key unless CODE_SECRET is set. */
export const DEV_CODE_SECRET = 'bourse-dev-code-secret-not-for-production';

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  env: 'development' | 'production' | 'test';
  production: boolean;
  smtpUrl: string | undefined;
  smtpFrom: string;
  logLevel: (typeof LOG_LEVELS)[number];
  publicUrl: string;
  redisUrl: string | undefined;
  /** The broker that forwards orders to a market's owner (docs/operations.md). */
  natsUrl: string | undefined;
  /** This process's slot (0-based) among `count` processes sharing the database. */
  nodeSlot: { index: number; count: number };
  /** Behind a reverse proxy, trust X-Forwarded-For for the client address (rate limits). */
  trustProxy: boolean;
  /**
   * Origins allowed to call the API from a browser page served elsewhere: 'any', or a list
   * (empty: same origin only). CORS_ORIGINS; unset means none in production, any outside it.
   */
  corsOrigins: 'any' | readonly string[];
  codeSecret: string;
  /** Where index prices come from (DESIGN.md section 6). */
  priceFeed: 'sim' | 'binance';
  /** Binance's combined-stream endpoint, for PRICE_FEED=binance. */
  binanceStreamUrl: string;
  /** The simulator's seed: same seed and instant, same price. */
  priceSeed: number;
  /** Whether the market maker quotes the spot books (MARKET_MAKER=off stops it). */
  marketMaker: boolean;
  /** The dev outbox and the faucet (DEV_ROUTES=on; refused with a remote database). */
  devRoutes: boolean;
  /** Per-address and per-account request limits (RATE_LIMITS=off turns them off). */
  rateLimits: boolean;
  /** A session's greatest age in ms, however recently it was used (SESSION_MAX_AGE_DAYS). */
  sessionMaxAgeMs: number;
}

export class ConfigError extends Error {}

/** Reads the environment; throws ConfigError whose message is the one line to print. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(env[name])}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.CODE_SECRET) {
    throw new ConfigError(
      'Missing CODE_SECRET: production needs a secret of at least 32 characters',
    );
  }
  if (e.NATS_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'NATS_URL needs DATABASE_URL: processes share a PostgreSQL database, never the embedded one',
    );
  }
  if (e.DEV_ROUTES === 'on' && e.NODE_ENV === 'production') {
    throw new ConfigError('DEV_ROUTES=on is refused with NODE_ENV=production');
  }
  if (e.DEV_ROUTES === 'on' && e.DATABASE_URL && !isLocalDatabase(e.DATABASE_URL)) {
    throw new ConfigError(
      'DEV_ROUTES=on needs a local database: the dev outbox and faucet never run against a remote DATABASE_URL',
    );
  }
  const [slot, count] = (e.NODE_SLOT ?? '1/1').split('/').map(Number) as [number, number];
  return {
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    env: e.NODE_ENV,
    production: e.NODE_ENV === 'production',
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    redisUrl: e.REDIS_URL,
    natsUrl: e.NATS_URL,
    nodeSlot: { index: slot - 1, count },
    trustProxy: e.TRUST_PROXY === 'true',
    corsOrigins: corsOriginsOf(e.CORS_ORIGINS, e.NODE_ENV === 'production'),
    codeSecret: e.CODE_SECRET ?? DEV_CODE_SECRET,
    priceFeed: e.PRICE_FEED,
    binanceStreamUrl: e.BINANCE_STREAM_URL,
    priceSeed: e.PRICE_SEED,
    marketMaker: e.MARKET_MAKER === 'on',
    devRoutes: e.DEV_ROUTES === 'on',
    rateLimits: e.RATE_LIMITS === 'on',
    sessionMaxAgeMs: e.SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
  };
}

/** Whether a postgres:// URL names this machine (localhost, 127.x, ::1 or a socket). */
function isLocalDatabase(url: string): boolean {
  // libpq's `?host=` wins over the authority; a socket directory (`/var/run/...`) is local.
  const param = /[?&]host=([^&]*)/.exec(url)?.[1];
  const authority = /^postgres(?:ql)?:\/\/(?:[^@/?]*@)?(\[[^\]]*\]|[^/:?]*)/.exec(url)?.[1] ?? '';
  const host = decodeURIComponent(param ?? authority).toLowerCase();
  if (host === '' || host.startsWith('/')) return true;
  return (
    host === 'localhost' || host === '[::1]' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** The environment `--demo` means: DEV_ROUTES=on unless set, or production. */
export function demoEnv(env: NodeJS.ProcessEnv, argv: readonly string[]): NodeJS.ProcessEnv {
  if (!argv.includes('--demo') || env.DEV_ROUTES || env.NODE_ENV === 'production') return env;
  return { ...env, DEV_ROUTES: 'on' };
}

/** Printed at start while DEV_ROUTES=on: anyone who reaches the server can read every code. */
export function devRoutesBanner(publicUrl: string): string {
  const lines = [
    'WARNING: DEV_ROUTES=on. This server is a demo, not for real users:',
    `  ${publicUrl}/api/dev/outbox shows every one-time code (sign-up, password reset)`,
    `  ${publicUrl}/api/dev/faucet credits demo money to any signed-in user`,
    'Start without --demo / with DEV_ROUTES=off (the default of `npm run serve`) to turn them off.',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '!'.repeat(width + 4);
  return [bar, ...lines.map((l) => `! ${l.padEnd(width)} !`), bar].join('\n');
}

function corsOriginsOf(value: string | undefined, production: boolean): 'any' | readonly string[] {
  if (value === undefined) return production ? [] : 'any';
  if (value.trim() === '*') return 'any';
  return value.split(',').map((o) => o.trim().replace(/\/$/, ''));
}
