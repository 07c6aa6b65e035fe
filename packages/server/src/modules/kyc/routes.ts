/** Identity verification routes (spec section 7). Thin: schema -> service -> ok(). */
import { z } from 'zod';
import { kycSubmission, langField, realBody, translate } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { userOf } from '../../http/auth.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { submitApplication } from './apply.ts';
import { getRealState } from './state.ts';
import { signedUploadUrl } from '../uploads/index.ts';

const langOnly = z.object({ lang: langField });

export async function kycRoutes(app: App, ctx: AppContext): Promise<void> {
  // The session is checked before the body, so a signed-out form gets 999, not a field error.
  const signedIn = { preValidation: app.requireUser };

  app.get('/real/state', { ...signedIn, schema: { querystring: langOnly } }, async (request) =>
    ok(await getRealState(ctx.db, userOf(request).id, (stored) => signedUploadUrl(ctx, stored))),
  );

  app.post('/user/real', { ...signedIn, schema: { body: realBody } }, async (request) => {
    await submitApplication(ctx, userOf(request).id, kycSubmission(request.body));
    return ok(translate(requestLang(request), 'success.kycSubmitted'));
  });
}
