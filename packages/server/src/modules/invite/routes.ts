/**
 * The invitation programme (issue 12; Bourse's own calls, signed in):
 *
 * - GET /invite/summary -> InviteSummary { invite_code, link_path, rebate_percent,
 *                          next_pay_at, invitees, rebates[] { currency_id, currency, amount } }
 * - GET /invite/invitees {page, limit} -> Page<InviteeItem { account (masked), registered_at,
 *                          earned[] }>, newest first
 * - GET /invite/rebates {page, limit} -> Page<InviteRebateItem { id, day, invitee (masked),
 *                          source, currency_id, currency, fee_total, fee_count, percent,
 *                          amount, paid_at, journal_id }>, newest first
 */
import { invitePageQuery, inviteSummaryQuery } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { userOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { inviteSummary, listInvitees, listRebates } from './views.ts';

export async function inviteRoutes(app: App, ctx: AppContext): Promise<void> {
  // The session is checked before the fields, so a signed-out caller gets 999 first.
  const signedIn = { preValidation: app.requireUser };
  app.get(
    '/invite/summary',
    { ...signedIn, schema: { querystring: inviteSummaryQuery } },
    async (req) => ok(await inviteSummary(ctx, userOf(req).id)),
  );
  app.get(
    '/invite/invitees',
    { ...signedIn, schema: { querystring: invitePageQuery } },
    async (req) => {
      const { lang: _lang, ...page } = req.query;
      return ok(await listInvitees(ctx, userOf(req).id, page));
    },
  );
  app.get(
    '/invite/rebates',
    { ...signedIn, schema: { querystring: invitePageQuery } },
    async (req) => {
      const { lang: _lang, ...page } = req.query;
      return ok(await listRebates(ctx, userOf(req).id, page));
    },
  );
}
