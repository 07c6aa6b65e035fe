/**
 * Wires the Socket.IO gateway into the Fastify app (called by buildApp). It attaches to
 * `app.server` at once: under `app.inject` that server never listens, so the gateway sits
 * idle; after `app.listen` it answers `/socket.io` on the API's port.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { tokenFromHeader } from '../modules/users/index.ts';
import { attachGateway, type Gateway } from './gateway.ts';
import { rateLimiterOf } from '../http/rateLimit.ts';

export function registerRealtime(app: FastifyInstance, ctx: AppContext): Gateway {
  const gateway = attachGateway(app.server, {
    hub: ctx.realtime,
    // The HTTP guard's own lookup (http/auth.ts, the app's session cache): same token rules,
    // same hashing, same expiry, and a revoked session refused at once.
    authenticate: (token) => ctx.sessions.authenticate(tokenFromHeader(token)),
    log: app.log,
    redisUrl: ctx.config.redisUrl,
    allowAuth: async ({ address, headers }) => {
      const limiter = rateLimiterOf(ctx);
      if (!limiter) return true;
      // Behind a proxy, the client is the first X-Forwarded-For address (as Fastify's request.ip).
      const forwarded = headers['x-forwarded-for'];
      const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
      return limiter.allow('socketAuth', (ctx.config.trustProxy && first) || address);
    },
  });
  // preClose, not onClose: open websockets would keep the HTTP server from closing.
  app.addHook('preClose', () => gateway.close());
  return gateway;
}
