/** The auth guard: a preHandler that sets request.user or answers 999. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { authenticate, tokenFromHeader, type AuthUser } from '../modules/users/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export function makeRequireUser(ctx: AppContext) {
  return async function requireUser(request: FastifyRequest): Promise<void> {
    request.user = await authenticate(
      ctx.db,
      ctx.clock,
      tokenFromHeader(request.headers.authorization),
    );
  };
}

/** The signed-in user of a guarded route (the guard has run, so it is set). */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error('userOf() on a route without the requireUser guard');
  return request.user;
}
