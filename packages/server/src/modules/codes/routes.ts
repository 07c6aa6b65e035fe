/**
 * `POST /sms_send`, `POST /sms_mail`, `POST /user/check_email`, and outside production
 * `GET /api/dev/outbox`. A reply never contains a code, except the dev outbox's.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  checkCodeBody,
  langField,
  sendMailBody,
  sendSmsBody,
  text,
  translate,
  type CodeScene,
  type ContactKind,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { DomainError } from '../../http/errors.ts';
import type { App } from '../../http/types.ts';
import {
  checkCodeRecipient,
  dialCode,
  resolveRegion,
  SESSION_SCENES,
  tokenFromHeader,
} from '../users/index.ts';
import { readOutbox, sendCode, verifyCode } from './service.ts';

export async function codeRoutes(app: App, ctx: AppContext): Promise<void> {
  async function send(
    request: FastifyRequest,
    input: {
      channel: ContactKind;
      destination: string;
      scene: CodeScene;
      areaCode?: string | undefined;
    },
  ) {
    // Codes that authorise a change to an account go only to a signed-in user's own contacts.
    const userId = SESSION_SCENES.has(input.scene)
      ? (await ctx.sessions.authenticate(tokenFromHeader(request.headers.authorization))).id
      : undefined;
    await checkCodeRecipient(ctx.db, { ...input, userId });
    try {
      await sendCode(ctx, { ...input, ip: request.ip, lang: requestLang(request) });
    } catch (error) {
      if (error instanceof DomainError && error.key === 'errors.sendFailed') {
        request.log.warn({ err: error.cause }, 'verification code not sent');
      }
      throw error;
    }
    return ok(translate(requestLang(request), 'success.codeSent'));
  }

  app.post('/sms_send', { schema: { body: sendSmsBody } }, async (request) => {
    const { user_string, scene, area_code, area_code_id } = request.body;
    const region = area_code_id ? await resolveRegion(ctx.db, area_code_id) : undefined;
    const areaCode = region?.dialCode ?? dialCode(area_code) ?? undefined;
    return send(request, { channel: 'mobile', destination: user_string, scene, areaCode });
  });

  app.post('/sms_mail', { schema: { body: sendMailBody } }, async (request) =>
    send(request, {
      channel: 'email',
      destination: request.body.user_string,
      scene: request.body.scene,
    }),
  );

  app.post('/user/check_email', { schema: { body: checkCodeBody } }, async (request) => {
    const { user_string, email_code, scene } = request.body;
    await verifyCode(ctx.db, ctx.clock, { destination: user_string, scene, code: email_code });
    return ok(translate(requestLang(request), 'success.codeVerified'));
  });

  if (!ctx.config.production) {
    // Development only: the messages a destination was sent, codes included (newest first).
    app.get(
      '/dev/outbox',
      { schema: { querystring: z.object({ to: text(1, 100), lang: langField }) } },
      async (request) => ok(await readOutbox(ctx.db, request.query.to)),
    );
  }
}
