/**
 * The console's Users screen, its dashboard and recorded ledger verifications (issue 15),
 * under `/api/admin/`. Thin: schema -> service -> ok(). Reading a user is any operator's;
 * their ledger is finance's and compliance's; disabling and enabling is compliance's;
 * ending sessions is support's and compliance's; a verification is finance's (admin
 * passes every guard). No route here can change a balance, a price or a result.
 */
import {
  LedgerVerifySource,
  OperatorRole,
  adminIdParams,
  adminUserListQuery,
  adminUserReasonBody,
  ledgerVerifyBody,
  pageQuery,
  langField,
} from '@bourse/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { dashboard } from './dashboard.ts';
import { operatorOf } from './guard.ts';
import { recordLedgerVerify } from './ledgerRuns.ts';
import { disableUser, enableUser, revokeUserSessions } from './userAccess.ts';
import { listUsers, userDetail, userLedger, userOrders, userPositions } from './userDesk.ts';

const langOnly = z.object({ lang: langField });

export async function userDeskRoutes(app: App, ctx: AppContext): Promise<void> {
  const anyOperator = { preValidation: app.requireOperator() };
  const ledgerReaders = {
    preValidation: app.requireOperator(OperatorRole.finance, OperatorRole.compliance),
  };
  const compliance = { preValidation: app.requireOperator(OperatorRole.compliance) };
  const sessionDesk = {
    preValidation: app.requireOperator(OperatorRole.support, OperatorRole.compliance),
  };
  const finance = { preValidation: app.requireOperator(OperatorRole.finance) };

  app.get(
    '/admin/users',
    { ...anyOperator, schema: { querystring: adminUserListQuery } },
    async (request) => ok(await listUsers(ctx.db, request.query)),
  );

  app.get(
    '/admin/users/:id',
    { ...anyOperator, schema: { params: adminIdParams, querystring: langOnly } },
    async (request) => ok(await userDetail(ctx, request.params.id)),
  );

  app.get(
    '/admin/users/:id/ledger',
    { ...ledgerReaders, schema: { params: adminIdParams, querystring: pageQuery } },
    async (request) => ok(await userLedger(ctx.db, request.params.id, request.query)),
  );

  app.get(
    '/admin/users/:id/orders',
    { ...anyOperator, schema: { params: adminIdParams, querystring: pageQuery } },
    async (request) => ok(await userOrders(ctx.db, request.params.id, request.query)),
  );

  app.get(
    '/admin/users/:id/positions',
    { ...anyOperator, schema: { params: adminIdParams, querystring: langOnly } },
    async (request) => ok(await userPositions(ctx.db, request.params.id)),
  );

  app.post(
    '/admin/users/:id/disable',
    { ...compliance, schema: { params: adminIdParams, body: adminUserReasonBody } },
    async (request) =>
      ok(await disableUser(ctx, operatorOf(request).id, request.params.id, request.body.reason)),
  );

  app.post(
    '/admin/users/:id/enable',
    { ...compliance, schema: { params: adminIdParams, body: adminUserReasonBody } },
    async (request) =>
      ok(await enableUser(ctx, operatorOf(request).id, request.params.id, request.body.reason)),
  );

  app.post(
    '/admin/users/:id/revoke-sessions',
    { ...sessionDesk, schema: { params: adminIdParams, body: adminUserReasonBody } },
    async (request) =>
      ok(
        await revokeUserSessions(
          ctx,
          operatorOf(request).id,
          request.params.id,
          request.body.reason,
        ),
      ),
  );

  app.get(
    '/admin/dashboard',
    { ...anyOperator, schema: { querystring: langOnly } },
    async (request) => ok(await dashboard(ctx, operatorOf(request).role)),
  );

  app.post(
    '/admin/ledger/verify',
    { ...finance, schema: { body: ledgerVerifyBody } },
    async (request) => {
      const { run } = await recordLedgerVerify(ctx.db, ctx.clock, {
        source: LedgerVerifySource.console,
        operatorId: operatorOf(request).id,
      });
      return ok(run);
    },
  );
}
