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
import { DomainError, fail, SessionError } from '../../http/errors.ts';
import type { App } from '../../http/types.ts';
import {
  checkCodeRecipient,
  dialCode,
  ownCodeDestination,
  ownContactsOf,
  resolveRegion,
  SESSION_SCENES,
  tokenFromHeader,
  type AuthUser,
} from '../users/index.ts';
import { readOutbox, sendCode, verifyCode } from './service.ts';

export async function codeRoutes(app: App, ctx: AppContext): Promise<void> {
  /** The signed-in caller, or undefined without a token; a stale token is still a 999. */
  async function caller(request: FastifyRequest): Promise<AuthUser | undefined> {
    const header = request.headers.authorization;
    if (!header) return undefined;
    return ctx.sessions.authenticate(tokenFromHeader(header));
  }

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
    const deliver = await checkCodeRecipient(ctx.db, { ...input, userId });
    try {
      await sendCode(ctx, { ...input, deliver, ip: request.ip, lang: requestLang(request) });
    } catch (error) {
      if (error instanceof DomainError && error.key === 'errors.sendFailed') {
        request.log.warn({ err: error.cause }, 'verification code not sent');
      }
      throw error;
    }
    // A recovery code's reply is the same whether or not the address has an account.
    const said = input.scene === 'forget' ? 'success.codeSentIfKnown' : 'success.codeSent';
    return ok(translate(requestLang(request), said));
  }

  app.post('/sms_send', { schema: { body: sendSmsBody } }, async (request) => {
    const { user_string, scene, area_code, area_code_id } = request.body;
    const region = area_code_id ? await resolveRegion(ctx.db, area_code_id) : undefined;
    const areaCode = region?.dialCode ?? dialCode(area_code) ?? undefined;
    return send(request, { channel: 'mobile', destination: user_string, scene, areaCode });
  });

  app.post('/sms_mail', { schema: { body: sendMailBody } }, async (request) => {
    const { user_string, scene, type } = request.body;
    // The original client's password pages send `type=forget` and no scene (client
    // contract 7.1): for a signed-in caller that is a security code to their own contact,
    // whatever `user_string` says (it is `undefined` when the cached user had no email).
    if (!scene && type === 'forget') {
      const me = await caller(request);
      if (me) {
        const own = await ownCodeDestination(ctx.db, me.id);
        return send(request, { ...own, scene: 'security' });
      }
    }
    if (!user_string) return fail('validation.required', { field: '@fields.user_string' });
    return send(request, {
      channel: 'email',
      destination: user_string,
      scene: scene ?? type ?? 'register',
    });
  });

  /*
   * Peeks at a code (the action call then consumes it). Wrong guesses count against the
   * caller, so nobody can burn another user's code from here (issue 9): a session scene
   * is checked only against the signed-in caller's own contacts, any other scene counts
   * the guesses of this user or this network address alone.
   */
  app.post('/user/check_email', { schema: { body: checkCodeBody } }, async (request) => {
    const { user_string, email_code, scene } = request.body;
    const me = await caller(request);
    const judged = scene ?? (me ? 'security' : 'register');
    if (SESSION_SCENES.has(judged)) {
      if (!me) throw new SessionError();
      const destination = await ownContactsOf(ctx.db, me.id);
      await verifyCode(ctx.db, ctx.clock, { destination, scene: judged, code: email_code });
    } else {
      if (!user_string) return fail('validation.required', { field: '@fields.user_string' });
      await verifyCode(ctx.db, ctx.clock, {
        destination: user_string,
        scene: judged,
        code: email_code,
        caller: me ? `user:${me.id}` : `ip:${request.ip}`,
      });
    }
    return ok(translate(requestLang(request), 'success.codeVerified'));
  });

  if (ctx.config.devRoutes) {
    // DEV_ROUTES=on only (config.ts): the messages a destination was sent, codes included (newest first).
    app.get(
      '/dev/outbox',
      { schema: { querystring: z.object({ to: text(1, 100), lang: langField }) } },
      async (request) => ok(await readOutbox(ctx.db, request.query.to)),
    );
  }
}
