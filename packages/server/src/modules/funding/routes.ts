/**
 * Deposit and withdrawal routes (spec 7) and the finance desk's (`/api/admin/...`, role
 * finance). Thin: schema -> service -> ok().
 */
import {
  OperatorRole,
  adminDepositListQuery,
  adminIdParams,
  adminWithdrawalListQuery,
  approveBody,
  approveWithdrawalBody,
  chargeReqBody,
  depositRequestOf,
  fundingListQuery,
  inAddressBody,
  rejectBody,
  withdrawBody,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { userOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { signedUploadUrl } from '../uploads/index.ts';
import { operatorOf } from '../admin/index.ts';
import {
  decideDeposit,
  depositAddresses,
  listDeposits,
  listDepositsForDesk,
  requestDeposit,
} from './deposits.ts';
import { decideWithdrawal, listWithdrawals, listWithdrawalsForDesk } from './withdrawalDesk.ts';
import { requestWithdrawal } from './withdrawals.ts';

export async function fundingRoutes(app: App, ctx: AppContext): Promise<void> {
  // The session is checked before the body, so a signed-out form gets 999, not a field error.
  const signedIn = { preValidation: app.requireUser };
  const finance = { preValidation: app.requireOperator(OperatorRole.finance) };

  app.post(
    '/wallet/get_in_address',
    { ...signedIn, schema: { body: inAddressBody } },
    async (request) => ok(await depositAddresses(ctx, userOf(request).id, request.body.currency)),
  );

  app.post(
    '/wallet/charge_req',
    { ...signedIn, schema: { body: chargeReqBody } },
    async (request) => {
      return ok(await requestDeposit(ctx, userOf(request).id, depositRequestOf(request.body)));
    },
  );

  app.get(
    '/recharge/log',
    { ...signedIn, schema: { querystring: fundingListQuery } },
    async (request) => ok(await listDeposits(ctx.db, userOf(request).id, request.query)),
  );

  app.post('/wallet/out', { ...signedIn, schema: { body: withdrawBody } }, async (request) => {
    const { lang: _lang, ...body } = request.body;
    return ok(await requestWithdrawal(ctx, userOf(request).id, body));
  });

  app.get(
    '/user/withdraw/list',
    { ...signedIn, schema: { querystring: fundingListQuery } },
    async (request) => ok(await listWithdrawals(ctx.db, userOf(request).id, request.query)),
  );

  app.get(
    '/admin/deposits',
    { ...finance, schema: { querystring: adminDepositListQuery } },
    async (request) => {
      const page = await listDepositsForDesk(ctx.db, request.query);
      // The voucher as a signed URL: the desk's <img> sends no operator token.
      const voucher = (v: string) => (v ? signedUploadUrl(ctx, v) : v);
      return ok({ ...page, data: page.data.map((d) => ({ ...d, voucher: voucher(d.voucher) })) });
    },
  );

  app.post(
    '/admin/deposits/:id/confirm',
    { ...finance, schema: { params: adminIdParams, body: approveBody } },
    async (request) =>
      told(
        ctx,
        'deposit',
        await decideDeposit(ctx, {
          operatorId: operatorOf(request).id,
          depositId: request.params.id,
          confirm: true,
          reason: request.body.reason,
        }),
      ),
  );

  app.post(
    '/admin/deposits/:id/reject',
    { ...finance, schema: { params: adminIdParams, body: rejectBody } },
    async (request) =>
      told(
        ctx,
        'deposit',
        await decideDeposit(ctx, {
          operatorId: operatorOf(request).id,
          depositId: request.params.id,
          confirm: false,
          reason: request.body.reason,
        }),
      ),
  );

  app.get(
    '/admin/withdrawals',
    { ...finance, schema: { querystring: adminWithdrawalListQuery } },
    async (request) => ok(await listWithdrawalsForDesk(ctx.db, request.query)),
  );

  app.post(
    '/admin/withdrawals/:id/approve',
    { ...finance, schema: { params: adminIdParams, body: approveWithdrawalBody } },
    async (request) =>
      told(
        ctx,
        'withdrawal',
        await decideWithdrawal(ctx, {
          operatorId: operatorOf(request).id,
          withdrawalId: request.params.id,
          approve: true,
          txHash: request.body.tx_hash,
        }),
      ),
  );

  app.post(
    '/admin/withdrawals/:id/reject',
    { ...finance, schema: { params: adminIdParams, body: rejectBody } },
    async (request) =>
      told(
        ctx,
        'withdrawal',
        await decideWithdrawal(ctx, {
          operatorId: operatorOf(request).id,
          withdrawalId: request.params.id,
          approve: false,
          reason: request.body.reason,
        }),
      ),
  );
}

/** The decision's view, after telling its user (a `notice` push: their record pages refetch). */
function told<V extends { id: number; user_id: number }>(
  ctx: AppContext,
  about: 'deposit' | 'withdrawal',
  view: V,
) {
  ctx.realtime.toUser(view.user_id, 'notice', { about, id: view.id });
  return ok(view);
}
