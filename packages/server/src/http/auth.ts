/**
 * The auth guard: a preHandler that sets request.user or answers 999. It asks the app's
 * session cache (`ctx.sessions`, modules/users/sessionCache.ts), so a hot session costs no
 * database round trip.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { SessionError } from './errors.ts';
import { tokenFromHeader, type AuthUser } from '../modules/users/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export function makeRequireUser(ctx: AppContext) {
  return async function requireUser(request: FastifyRequest): Promise<void> {
    request.user = await ctx.sessions.authenticate(tokenFromHeader(request.headers.authorization));
  };
}

/** The signed-in user of a guarded route (the guard has run, so it is set). */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error('userOf() on a route without the requireUser guard');
  return request.user;
}

/**
 * The caller's id when a public request came with a valid token (a list that marks what the
 * caller follows or favours); an invalid or expired token there is simply ignored.
 */
export async function optionalUserId(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<number | undefined> {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) return undefined;
  try {
    return (await ctx.sessions.authenticate(token)).id;
  } catch (error) {
    if (error instanceof SessionError) return undefined;
    throw error;
  }
}
