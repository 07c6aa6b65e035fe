/**
 * The operator API under `/api/admin/` (thin: schema -> service -> ok()). Every route but
 * login is guarded by `app.requireOperator(...roles)`; `admin` passes every guard. An
 * operator without two-step sign-in reaches only the routes marked `enrolling`.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  OperatorRole,
  adminIdParams,
  adminLoginBody,
  adminTotpEnableBody,
  approveBody,
  auditQuery,
  langField,
  rejectBody,
  translate,
  verificationListQuery,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { fail } from '../../http/errors.ts';
import type { App } from '../../http/types.ts';
import { signedUploadUrl } from '../uploads/index.ts';
import { listAudit } from './audit.ts';
import { verifyAuditChain } from './auditChain.ts';
import { operatorOf } from './guard.ts';
import { findOperator, operatorInfo } from './operators.ts';
import { enableOperatorTotp, setupOperatorTotp } from './operatorTotp.ts';
import { operatorLogin, revokeOperatorSession } from './sessions.ts';
import { decideVerification, listVerifications } from './verifications.ts';
import { claimRoutes } from './claimRoutes.ts';
import { configRoutes } from './configRoutes.ts';
import { userDeskRoutes } from './userDeskRoutes.ts';
import { operatorRoutes } from './operatorRoutes.ts';

const langOnly = z.object({ lang: langField });

const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

export async function adminRoutes(app: App, ctx: AppContext): Promise<void> {
  const anyOperator = { preValidation: app.requireOperator() };
  const compliance = { preValidation: app.requireOperator(OperatorRole.compliance) };
  const adminOnly = { preValidation: app.requireOperator(OperatorRole.admin) };

  // Desk claims of the queues, and the configuration screens (issue 15).
  await claimRoutes(app, ctx);
  await configRoutes(app, ctx);

  // What an operator without two-step sign-in may call: who they are, the set-up, logout.
  const enrolling = { ...anyOperator, config: { operatorEnrolment: true } };

  // The Users screen, the dashboard and recorded ledger verifications (userDeskRoutes.ts).
  await userDeskRoutes(app, ctx);
  // Operators managed by an admin (operatorRoutes.ts).
  await operatorRoutes(app, ctx);

  app.post('/admin/login', { schema: { body: adminLoginBody } }, async (request) =>
    ok(await operatorLogin(ctx.db, ctx.clock, ctx.config.codeSecret, request.body, meta(request))),
  );

  app.get('/admin/logout', { ...enrolling, schema: { querystring: langOnly } }, async (request) => {
    await revokeOperatorSession(ctx.db, ctx.clock, operatorOf(request).sessionId);
    return ok(translate(requestLang(request), 'success.logout'));
  });

  app.get('/admin/me', { ...enrolling, schema: { querystring: langOnly } }, async (request) => {
    const op = await findOperator(ctx.db, operatorOf(request).id);
    return ok(op ? operatorInfo(op) : fail('errors.sessionInvalid'));
  });

  app.post('/admin/totp/setup', { ...enrolling, schema: { body: langOnly } }, async (request) =>
    ok(await setupOperatorTotp(ctx, operatorOf(request).id)),
  );

  app.post(
    '/admin/totp/enable',
    { ...enrolling, schema: { body: adminTotpEnableBody } },
    async (request) => ok(await enableOperatorTotp(ctx, operatorOf(request), request.body.code)),
  );

  app.get('/admin/audit', { ...adminOnly, schema: { querystring: auditQuery } }, async (request) =>
    ok(await listAudit(ctx.db, request.query)),
  );

  app.get('/admin/audit/verify', { ...adminOnly, schema: { querystring: langOnly } }, async () =>
    ok(await verifyAuditChain(ctx.db)),
  );

  app.get(
    '/admin/verifications',
    { ...compliance, schema: { querystring: verificationListQuery } },
    async (request) => {
      const page = await listVerifications(ctx.db, request.query);
      // The documents as signed URLs: the desk's <img> sends no operator token.
      const doc = (s: string | null) => (s ? signedUploadUrl(ctx, s) : s);
      return ok({
        ...page,
        data: page.data.map((v) => ({
          ...v,
          front_pic: doc(v.front_pic),
          reverse_pic: doc(v.reverse_pic),
        })),
      });
    },
  );

  app.post(
    '/admin/verifications/:id/approve',
    { ...compliance, schema: { params: adminIdParams, body: approveBody } },
    async (request) =>
      ok(
        await decideVerification(
          ctx,
          operatorOf(request),
          request.params.id,
          true,
          request.body.reason,
        ),
      ),
  );

  app.post(
    '/admin/verifications/:id/reject',
    { ...compliance, schema: { params: adminIdParams, body: rejectBody } },
    async (request) =>
      ok(
        await decideVerification(
          ctx,
          operatorOf(request),
          request.params.id,
          false,
          request.body.reason,
        ),
      ),
  );
}
