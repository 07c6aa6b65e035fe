/**
 * Builds the Fastify app. Plugins in layers, registered in one visible order:
 * third-party plugins, then the app's own services, then routes (STYLE.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openCluster, type Cluster } from './cluster/cluster.ts';
import type { Database } from './db/client.ts';
import { makeRequireUser } from './http/auth.ts';
import { registerCors } from './http/cors.ts';
import { registerEnvelope } from './http/envelope.ts';
import { plainWireValues } from './http/wireValues.ts';
import { registerRateLimits } from './http/rateLimit.ts';
import { registerConsoleApp, registerWebApp } from './http/webApp.ts';
import type { App } from './http/types.ts';
import { createNotifier, type Notifier } from './notify.ts';
import { registerModules, uploadRootRoutes } from './modules/routes.ts';
import { configureCodeSecret } from './modules/codes/index.ts';
import { PriceService, feedFromConfig, type Feed } from './modules/market/index.ts';
import { makeRequireOperator } from './modules/admin/index.ts';
import { SessionCache, databaseSessions } from './modules/users/index.ts';
import { RealtimeHub } from './realtime/hub.ts';
import { registerRealtime } from './realtime/register.ts';

/** Bodies above this are refused with 413 before any service sees them. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const CONSOLE_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../console/dist',
);

export interface BuildOptions {
  config: Config;
  database: Database;
  clock: Clock;
  notifier?: Notifier;
  /** Index prices; PRICE_FEED's feed unless given (tests inject a FixedFeed). */
  feed?: Feed;
  logger?: boolean;
  /** The processes sharing the database; NATS_URL's, or this process alone, unless given. */
  cluster?: Cluster;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>() as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerEnvelope(app);
  registerCors(app, config.corsOrigins);

  // 1. third-party plugins
  // Security headers on every reply. helmet's middleware is built once here: the Fastify
  // plugin built it again for every request (a few % of the order path's CPU).
  const crossOrigin = config.corsOrigins === 'any' || config.corsOrigins.length > 0;
  const securityHeaders = helmet({
    // helmet's default, same-origin, stops a page on an allowed origin from showing our
    // images and uploads in an <img> (client contract section 2). Private documents are
    // guarded by who may fetch them, not by this header.
    crossOriginResourcePolicy: { policy: crossOrigin ? 'cross-origin' : 'same-origin' },
    // The H5 app loads only its own scripts and styles; images may come from uploads (same origin) and data: URLs.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // The web view page frames same-origin pages and https sites (spec 2: webView).
        frameSrc: ["'self'", 'https:'],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  // Before every route's guard and schema: the original client's `undefined` literals
  // mean "not sent", and a NUL byte is refused by name (http/wireValues.ts).
  app.addHook('preValidation', plainWireValues);
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Bourse API', version: '0.8.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // 2. the app's own services
  configureCodeSecret(config.codeSecret);
  const uploadDir = path.join(config.dataDir, 'uploads');
  fs.mkdirSync(uploadDir, { recursive: true });
  const notifier =
    opts.notifier ??
    (await createNotifier({ smtpUrl: config.smtpUrl, smtpFrom: config.smtpFrom, log: app.log }));
  const prices = new PriceService({
    feed: opts.feed ?? feedFromConfig(config),
    clock: opts.clock,
    db: opts.database.db,
  });
  const cluster = opts.cluster ?? (await openCluster(config, opts.database));
  // Per app, not per module: tests run many apps in one process.
  const sessions = new SessionCache({
    store: databaseSessions(opts.database.db),
    clock: opts.clock,
    maxAgeMs: config.sessionMaxAgeMs,
    broker: cluster.broker,
  });
  const ctx: AppContext = {
    config,
    database: opts.database,
    db: opts.database.db,
    clock: opts.clock,
    notifier,
    uploadDir,
    prices,
    realtime: new RealtimeHub(),
    cluster,
    sessions,
  };
  // Last to close: the markets hand their leases back as they close (spot routes' hook).
  app.addHook('onClose', async () => {
    sessions.close();
    await cluster.close();
  });
  app.decorate('ctx', ctx);
  app.decorate('requireUser', makeRequireUser(ctx));
  app.decorate('requireOperator', makeRequireOperator(ctx));
  // Per-address and per-account limits (429), after the wire-values hook, before any route.
  registerRateLimits(app, ctx);

  // 3. routes
  await app.register(async (api) => registerModules(api as App, ctx), { prefix: '/api' });
  await app.register(async (root) => uploadRootRoutes(root as App, ctx));
  if (fs.existsSync(WEB_DIST)) await registerWebApp(app, WEB_DIST);
  if (fs.existsSync(CONSOLE_DIST)) await registerConsoleApp(app, CONSOLE_DIST);

  // 4. realtime: Socket.IO on the same HTTP server, path /socket.io (idle under inject)
  registerRealtime(app, ctx);
  return app;
}
