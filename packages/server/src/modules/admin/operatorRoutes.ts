/**
 * Operators, managed from the console by an admin (the same services as
 * `npm run admin`): list, create, change a role, disable or enable, reset the
 * authenticator. Each change is audited with the admin's reason. An admin cannot disable,
 * demote or reset themselves: the console would lock its last admin out.
 */
import {
  OperatorRole,
  adminIdParams,
  adminOperatorActionBody,
  adminOperatorCreateBody,
  adminOperatorRoleBody,
  langField,
} from '@bourse/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { fail } from '../../http/errors.ts';
import type { App } from '../../http/types.ts';
import { operatorOf } from './guard.ts';
import type { AuthOperator } from './sessions.ts';
import {
  createOperator,
  findOperator,
  listOperators,
  setOperatorDisabled,
  setOperatorRole,
} from './operators.ts';
import { resetOperatorTotp } from './operatorTotp.ts';

async function otherOperator(ctx: AppContext, self: AuthOperator, id: number) {
  if (id === self.id) fail('errors.operatorSelf');
  return (await findOperator(ctx.db, id)) ?? fail('errors.operatorNotFound');
}

export async function operatorRoutes(app: App, ctx: AppContext): Promise<void> {
  const adminOnly = { preValidation: app.requireOperator(OperatorRole.admin) };
  const actor = (self: AuthOperator, reason?: string) => ({ operatorId: self.id, reason });

  app.get(
    '/admin/operators',
    { ...adminOnly, schema: { querystring: z.object({ lang: langField }) } },
    async () => ok(await listOperators(ctx.db)),
  );

  app.post(
    '/admin/operators',
    { ...adminOnly, schema: { body: adminOperatorCreateBody } },
    async (req) => {
      const { reason, lang: _lang, ...input } = req.body;
      return ok(await createOperator(ctx.db, ctx.clock, input, actor(operatorOf(req), reason)));
    },
  );

  app.post(
    '/admin/operators/:id/role',
    { ...adminOnly, schema: { params: adminIdParams, body: adminOperatorRoleBody } },
    async (req) => {
      const self = operatorOf(req);
      const op = await otherOperator(ctx, self, req.params.id);
      return ok(
        await setOperatorRole(
          ctx.db,
          ctx.clock,
          op.email,
          req.body.role,
          actor(self, req.body.reason),
        ),
      );
    },
  );

  for (const [verb, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/admin/operators/:id/${verb}`,
      { ...adminOnly, schema: { params: adminIdParams, body: adminOperatorActionBody } },
      async (req) => {
        const self = operatorOf(req);
        const op = await otherOperator(ctx, self, req.params.id);
        return ok(
          await setOperatorDisabled(
            ctx.db,
            ctx.clock,
            op.email,
            disabled,
            actor(self, req.body.reason),
          ),
        );
      },
    );
  }

  app.post(
    '/admin/operators/:id/reset-totp',
    { ...adminOnly, schema: { params: adminIdParams, body: adminOperatorActionBody } },
    async (req) => {
      const self = operatorOf(req);
      const op = await otherOperator(ctx, self, req.params.id);
      return ok(await resetOperatorTotp(ctx.db, ctx.clock, op.email, actor(self, req.body.reason)));
    },
  );
}
