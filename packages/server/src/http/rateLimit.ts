/**
 * Rate limits (issue 9, hardening): per client address and per account name on the routes
 * an outsider can call to make the server hash, send or store something: login (users and
 * operators), code sends, registration, password recovery, uploads, and the socket `auth`.
 * Over a limit the reply is HTTP 429 with the envelope `{type:'error', message}` in the
 * caller's language (envelope.ts), before any service runs.
 *
 * Fixed windows on `ctx.clock`. Counts live in Redis when REDIS_URL is set (every process
 * shares them), in memory otherwise. Behind a proxy (TRUST_PROXY=true) the address is the
 * client's, from X-Forwarded-For, as Fastify's `request.ip` gives it. RATE_LIMITS=off turns
 * the limits off (the test harness and the load fleet, which sign up hundreds of users
 * from one address); the bounded hashing queue (users' passwords.ts) stays on regardless.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { MINUTE_MS, HOUR_MS } from '../clock.ts';
import type { AppContext } from '../context.ts';

/** Refused for now: the envelope answers 429 with errors.rateLimited. */
export class RateLimited extends Error {
  readonly statusCode = 429;
  constructor() {
    super('rate limited');
  }
}

export interface RateRule {
  /** Requests allowed per window and key. */
  max: number;
  windowMs: number;
}

/** What each limited action allows, per client address and per account name. */
export const RATE_LIMITS = {
  login: { ip: { max: 30, windowMs: MINUTE_MS }, account: { max: 10, windowMs: MINUTE_MS } },
  operatorLogin: {
    ip: { max: 20, windowMs: MINUTE_MS },
    account: { max: 10, windowMs: MINUTE_MS },
  },
  code: {
    ip: { max: 20, windowMs: 10 * MINUTE_MS },
    account: { max: 5, windowMs: 10 * MINUTE_MS },
  },
  register: { ip: { max: 20, windowMs: HOUR_MS } },
  forget: { ip: { max: 20, windowMs: 10 * MINUTE_MS } },
  upload: { ip: { max: 30, windowMs: MINUTE_MS } },
  socketAuth: { ip: { max: 60, windowMs: MINUTE_MS } },
} as const satisfies Record<string, { ip: RateRule; account?: RateRule }>;

export type RateAction = keyof typeof RATE_LIMITS;

/** Counts hits per key in fixed windows. */
export interface RateStore {
  /** Adds one hit to `key`'s window and returns the window's count so far. */
  hit(key: string, windowMs: number, windowIndex: number): Promise<number>;
  close(): Promise<void>;
}

/** One process's counts. Old windows are swept when the map grows. */
export function memoryRateStore(maxKeys = 100_000): RateStore {
  const counts = new Map<string, { window: number; count: number }>();
  return {
    async hit(key, _windowMs, windowIndex) {
      const entry = counts.get(key);
      if (entry && entry.window === windowIndex) return ++entry.count;
      if (counts.size >= maxKeys) {
        for (const [k, e] of counts) if (e.window < windowIndex) counts.delete(k);
        // Still full of live keys: forget the oldest rather than grow without bound.
        if (counts.size >= maxKeys) counts.delete(counts.keys().next().value!);
      }
      counts.set(key, { window: windowIndex, count: 1 });
      return 1;
    },
    async close() {},
  };
}

const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** Counts shared by every process on the same Redis. */
export function redisRateStore(url: string, prefix = 'bourse:rl:'): RateStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
  // A limiter without Redis lets requests through (logged by the caller) rather than
  // taking the whole API down with it.
  redis.on('error', () => {});
  return {
    async hit(key, windowMs, windowIndex) {
      const n = await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}:${windowIndex}`, 2 * windowMs);
      return Number(n);
    },
    async close() {
      redis.disconnect();
    },
  };
}

export interface RateLimiter {
  /** Counts one request of `action` by `ip` (and `account`); false once over a limit. */
  allow(action: RateAction, ip: string, account?: string): Promise<boolean>;
  close(): Promise<void>;
}

export function makeRateLimiter(
  store: RateStore,
  now: () => Date,
  onStoreError: (error: unknown) => void = () => {},
): RateLimiter {
  const over = async (key: string, rule: RateRule) => {
    const windowIndex = Math.floor(now().getTime() / rule.windowMs);
    try {
      return (await store.hit(key, rule.windowMs, windowIndex)) > rule.max;
    } catch (error) {
      onStoreError(error);
      return false;
    }
  };
  return {
    async allow(action, ip, account) {
      const rules: { ip: RateRule; account?: RateRule } = RATE_LIMITS[action];
      // Both counted even when the first refuses: a refused flood still spends its budget.
      const [byIp, byAccount] = await Promise.all([
        over(`${action}:ip:${ip}`, rules.ip),
        rules.account && account
          ? over(`${action}:acct:${account.trim().toLowerCase()}`, rules.account)
          : false,
      ]);
      return !byIp && !byAccount;
    },
    close: () => store.close(),
  };
}

/** The routes limited, by Fastify route URL and method, with the body field naming the account. */
const LIMITED_ROUTES: Record<string, { action: RateAction; accountField?: string[] }> = {
  'POST /api/user/login': { action: 'login', accountField: ['user_string'] },
  'POST /api/admin/login': { action: 'operatorLogin', accountField: ['email'] },
  'POST /api/sms_mail': { action: 'code', accountField: ['user_string'] },
  'POST /api/sms_send': { action: 'code', accountField: ['user_string', 'mobile'] },
  'POST /api/user/register': { action: 'register' },
  'POST /api/user/forget': { action: 'forget' },
  // Code guesses: counted per caller by the codes module too, bounded per address here.
  'POST /api/user/check_email': { action: 'forget' },
  'POST /api/upload': { action: 'upload' },
  'POST /upload': { action: 'upload' },
};

const limiters = new WeakMap<AppContext, RateLimiter>();

/** This app's limiter (the socket gateway's `auth` uses it); undefined with RATE_LIMITS=off. */
export const rateLimiterOf = (ctx: AppContext): RateLimiter | undefined => limiters.get(ctx);

function accountOf(request: FastifyRequest, fields: string[] | undefined): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  for (const field of fields ?? []) {
    const v = body?.[field];
    if (typeof v === 'string' && v.trim() !== '') return v;
  }
  return undefined;
}

/**
 * Registers the limits as an app-wide preValidation hook (after the body is parsed, before
 * any route's guard or schema): call it after the wire-values hook.
 */
export function registerRateLimits(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.rateLimits) return;
  const store = ctx.config.redisUrl ? redisRateStore(ctx.config.redisUrl) : memoryRateStore();
  const limiter = makeRateLimiter(
    store,
    () => ctx.clock.now(),
    (error) => app.log.error({ err: error }, 'rate limit store unavailable'),
  );
  limiters.set(ctx, limiter);
  app.addHook('preValidation', async (request) => {
    const route = LIMITED_ROUTES[`${request.method} ${request.routeOptions.url}`];
    if (!route) return;
    if (!(await limiter.allow(route.action, request.ip, accountOf(request, route.accountField)))) {
      throw new RateLimited();
    }
  });
  app.addHook('onClose', () => limiter.close());
}
