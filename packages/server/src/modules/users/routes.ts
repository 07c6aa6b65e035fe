/** Account, profile and security routes (spec section 7). Thin: schema -> service -> ok(). */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  bindEmailBody,
  bindMobileBody,
  forgetBody,
  headPortraitBody,
  isSecurityPageForget,
  langField,
  loginBody,
  nicknameBody,
  payPasswordBody,
  registerBody,
  signatureBody,
  translate,
  updatePasswordBody,
  type MessageKey,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { userOf } from '../../http/auth.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { login, register, resetPassword, type ClientMeta } from './accounts.ts';
import { getUserInfo, setHeadPortrait, setNickname, setSignature } from './profile.ts';
import {
  bindContact,
  changePassword,
  changePasswordByCode,
  setPayPassword,
  setPayPasswordByCode,
} from './security.ts';
import { revokeSession, sessionsEnded } from './sessions.ts';

const meta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** A success reply whose message is a text in the caller's language. */
const done = (request: FastifyRequest, key: MessageKey) => ok(translate(requestLang(request), key));

const langOnly = z.object({ lang: langField });

export async function userRoutes(app: App, ctx: AppContext): Promise<void> {
  // The session is checked before the body, so a signed-out form gets 999, not a field error.
  const signedIn = { preValidation: app.requireUser };

  // Only login replies with the session token: register's reply is a message the original
  // client toasts (client contract 12), and the new user then signs in.
  app.post('/user/register', { schema: { body: registerBody } }, async (request) => {
    await register(ctx, request.body, meta(request));
    return done(request, 'success.register');
  });

  app.post('/user/login', { schema: { body: loginBody } }, async (request) =>
    ok(await login(ctx, request.body, meta(request))),
  );

  app.get('/user/logout', { ...signedIn, schema: { querystring: langOnly } }, async (request) => {
    const me = userOf(request);
    await revokeSession(ctx.db, ctx.clock, me.sessionId);
    sessionsEnded(ctx, me.id, { only: me.sessionId });
    return done(request, 'success.logout');
  });

  // Two shapes (client contract 7.1): recovery by a code to the address, or the signed-in
  // Security page's change, whose user is the session's whatever `account` says.
  app.post('/user/forget', { schema: { body: forgetBody } }, async (request) => {
    const body = request.body;
    if (isSecurityPageForget(body)) {
      await app.requireUser(request);
      await changePasswordByCode(ctx, userOf(request), body);
      return done(request, 'success.passwordChanged');
    }
    await resetPassword(ctx, { ...body, user_string: body.user_string ?? '' }, meta(request));
    return done(request, 'success.passwordReset');
  });

  app.get('/user/info', { ...signedIn, schema: { querystring: langOnly } }, async (request) =>
    ok(await getUserInfo(ctx.db, userOf(request).id)),
  );

  app.post(
    '/user/editNickname',
    { ...signedIn, schema: { body: nicknameBody } },
    async (request) => {
      await setNickname(ctx.db, userOf(request).id, request.body.nickname);
      return done(request, 'success.saved');
    },
  );

  app.post(
    '/user/editSignature',
    { ...signedIn, schema: { body: signatureBody } },
    async (request) => {
      await setSignature(ctx.db, userOf(request).id, request.body.signature);
      return done(request, 'success.saved');
    },
  );

  app.post(
    '/user/uploadHeadPortrait',
    { ...signedIn, schema: { body: headPortraitBody } },
    async (request) => {
      await setHeadPortrait(ctx.db, userOf(request).id, request.body.head_portrait);
      return done(request, 'success.saved');
    },
  );

  app.post(
    '/safe/update_password',
    { ...signedIn, schema: { body: updatePasswordBody } },
    async (request) => {
      const { old_password, ...body } = request.body;
      // With the current password: Bourse's login password change. Without (the original
      // client's Security page): the pay password, by a fresh security code.
      if (old_password === undefined) {
        await setPayPasswordByCode(ctx, userOf(request), body);
        return done(request, 'success.saved');
      }
      await changePassword(ctx, userOf(request), { ...body, old_password });
      return done(request, 'success.passwordChanged');
    },
  );

  app.post(
    '/safe/pay_password',
    { ...signedIn, schema: { body: payPasswordBody } },
    async (request) => {
      await setPayPassword(ctx, userOf(request), request.body);
      return done(request, 'success.saved');
    },
  );

  app.post('/safe/mobile', { ...signedIn, schema: { body: bindMobileBody } }, async (request) => {
    const { mobile, area_code, code, old_code } = request.body;
    await bindContact(ctx, userOf(request), {
      kind: 'mobile',
      value: mobile,
      areaCode: area_code,
      code,
      oldCode: old_code,
    });
    return done(request, 'success.bound');
  });

  app.post('/safe/email', { ...signedIn, schema: { body: bindEmailBody } }, async (request) => {
    const { email, code, old_code } = request.body;
    await bindContact(ctx, userOf(request), {
      kind: 'email',
      value: email,
      code,
      oldCode: old_code,
    });
    return done(request, 'success.bound');
  });
}
