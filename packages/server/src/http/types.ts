import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OperatorRole } from '@bourse/shared';
import type { AppContext } from '../context.ts';

/** The Fastify instance routes are registered on: zod-typed, with the app context. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** preHandler: sets request.user from the token or answers 999. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * preValidation for operator routes: reads the operator token, answers 999 without a
     * valid one, refuses (errors.forbidden) an operator holding none of `roles` (admin
     * holds all; none listed means any operator). See modules/admin.
     */
    requireOperator: (...roles: OperatorRole[]) => (request: FastifyRequest) => Promise<void>;
  }
}
