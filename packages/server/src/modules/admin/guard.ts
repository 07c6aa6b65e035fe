/**
 * The role guard: `app.requireOperator('finance')` is a preValidation hook that reads the
 * operator token from `Authorization`, answers 999 when it is missing or invalid, and
 * refuses (errors.forbidden) an operator holding none of the listed roles. `admin` holds
 * every role; no roles listed means any signed-in operator. An operator who has not yet
 * enabled two-step sign-in is refused (errors.operatorTotpEnrolRequired) everywhere but on
 * routes marked `config: { operatorEnrolment: true }`, whatever their role.
 */
import type { FastifyRequest } from 'fastify';
import { roleAllows, type OperatorRole } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { tokenFromHeader } from '../users/index.ts';
import { authenticateOperator, type AuthOperator } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operator?: AuthOperator;
  }
  interface FastifyContextConfig {
    /**
     * The route serves an operator still without two-step sign-in (who am I, the set-up,
     * logout); every other operator route refuses them.
     */
    operatorEnrolment?: boolean;
  }
}

export function makeRequireOperator(ctx: AppContext) {
  return (...roles: OperatorRole[]) =>
    async function requireOperator(request: FastifyRequest): Promise<void> {
      const operator = await authenticateOperator(
        ctx.db,
        ctx.clock,
        tokenFromHeader(request.headers.authorization),
      );
      request.operator = operator;
      if (!operator.totpEnabled && !request.routeOptions.config.operatorEnrolment) {
        fail('errors.operatorTotpEnrolRequired');
      }
      if (!roleAllows(operator.role, roles)) fail('errors.forbidden');
    };
}

/** The signed-in operator of a guarded route: `{ id, role }` (and the session id). */
export function operatorOf(request: FastifyRequest): AuthOperator {
  if (!request.operator) throw new Error('operatorOf() on a route without requireOperator');
  return request.operator;
}
