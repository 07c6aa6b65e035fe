/**
 * The financial hub's call (Bourse's own; the original client builds its financial tab
 * from `/project`, `/lh/deposit/config` and `/dual/index`):
 *
 * - GET /earn/summary -> EarnSummary { products[] { product, open, holding[], pending[],
 *                        paid[], next }, upcoming[] } for the signed-in user
 */
import { earnSummaryQuery } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { userOf } from '../../http/auth.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { earnSummary } from './summary.ts';

export async function earnRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/earn/summary',
    { schema: { querystring: earnSummaryQuery }, preValidation: app.requireUser },
    async (request) => ok(await earnSummary(ctx.db, userOf(request).id, requestLang(request))),
  );
}
