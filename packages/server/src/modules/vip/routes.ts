/**
 * VIP levels (issue 12): `GET /api/vip` (the signed-in user's level, the figures and time it
 * was assessed from, what the next level needs, the table) and `GET /api/vip/levels` (the
 * published table, public). Thin: schema -> service -> ok().
 */
import { vipQuery } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { userOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { vipStatus, vipTableReply } from './status.ts';

export async function vipRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get('/vip/levels', { schema: { querystring: vipQuery } }, async () =>
    ok(await vipTableReply(ctx.db)),
  );
  app.get(
    '/vip',
    { preValidation: app.requireUser, schema: { querystring: vipQuery } },
    async (req) => ok(await vipStatus(ctx, userOf(req).id)),
  );
}
