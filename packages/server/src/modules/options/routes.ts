/**
 * Seconds options (client contract 7.10, `microtrade/*`), plus Bourse's own account,
 * disclosure and loss-limit calls. Thin: schema -> service -> ok().
 */
import { z } from 'zod';
import {
  OperatorRole,
  adminOptionDurationBody,
  langField,
  optionDisclosureBody,
  optionListQuery,
  optionLossLimitBody,
  optionResultQuery,
  optionSubmitBody,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { userOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { operatorOf } from '../admin/index.ts';
import { acceptDisclosure, optionAccountView, setLossLimit } from './account.ts';
import { listDurationsForDesk, saveDuration } from './admin.ts';
import { submitOption } from './submit.ts';
import { listOptions, optionResult, optionSeconds, payableCurrencies } from './views.ts';

const langOnly = z.object({ lang: langField });

export async function optionRoutes(app: App, ctx: AppContext): Promise<void> {
  // The session is checked before the fields, so a signed-out form gets 999 first.
  const signedIn = { preValidation: app.requireUser };

  // The console's configuration of the durations (admin; audited with before and after).
  const adminOnly = { preValidation: app.requireOperator(OperatorRole.admin) };
  app.get(
    '/admin/options/durations',
    { ...adminOnly, schema: { querystring: langOnly } },
    async () => ok(await listDurationsForDesk(ctx.db)),
  );
  app.post(
    '/admin/options/durations',
    { ...adminOnly, schema: { body: adminOptionDurationBody } },
    async (req) => ok(await saveDuration(ctx, operatorOf(req).id, req.body)),
  );

  app.get('/microtrade/seconds', { schema: { querystring: langOnly } }, async () =>
    ok(await optionSeconds(ctx)),
  );
  app.get(
    '/microtrade/payable_currencies',
    { ...signedIn, schema: { querystring: langOnly } },
    async (req) => ok(await payableCurrencies(ctx, userOf(req).id)),
  );
  app.post(
    '/microtrade/submit',
    { ...signedIn, schema: { body: optionSubmitBody } },
    async (req) => {
      const { lang: _lang, ...body } = req.body;
      return ok(await submitOption(ctx, userOf(req).id, body));
    },
  );
  app.get(
    '/microtrade/get_result',
    { ...signedIn, schema: { querystring: optionResultQuery } },
    async (req) => ok(await optionResult(ctx, userOf(req).id, req.query.id)),
  );
  app.get(
    '/microtrade/lists',
    { ...signedIn, schema: { querystring: optionListQuery } },
    async (req) => {
      const { lang: _lang, ...query } = req.query;
      return ok(await listOptions(ctx, userOf(req).id, query));
    },
  );
  app.get('/microtrade/account', { ...signedIn, schema: { querystring: langOnly } }, async (req) =>
    ok(await optionAccountView(ctx, userOf(req).id)),
  );
  app.post(
    '/microtrade/disclosure',
    { ...signedIn, schema: { body: optionDisclosureBody } },
    async (req) => ok(await acceptDisclosure(ctx, userOf(req).id)),
  );
  app.post(
    '/microtrade/loss_limit',
    { ...signedIn, schema: { body: optionLossLimitBody } },
    async (req) => ok(await setLossLimit(ctx, userOf(req).id, req.body.amount)),
  );
}
