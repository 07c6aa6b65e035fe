/**
 * The reply envelope (DESIGN.md section 3): HTTP 200 with {type, message} for everything
 * that reached a service; 404, 413, 429 and 500 only for what never did.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ReplyType, localizeIssue, parseLang, translate, type Lang } from '@bourse/shared';
import { DomainError, SessionError, VerificationRequiredError } from './errors.ts';

export const ok = <T>(message: T) => ({ type: ReplyType.ok, message }) as const;

/**
 * The original client's upload sends no `lang`, only one of these exact `accept-language`
 * values (client contract section 6); a browser's own header ("fr-FR,fr;q=0.9") is not
 * read, so Bourse's app keeps the language it asked for.
 */
const UPLOAD_LANGS: Record<string, Lang> = { 'zh-cn': 'zh', 'zh-tw': 'hk', en: 'en' };

/**
 * The caller's language: `lang` in the body, else the query, else the `lang` header, else
 * the original client's upload `accept-language`, else en.
 */
export function requestLang(request: FastifyRequest): Lang {
  const body = request.body as Record<string, unknown> | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const asked = body?.lang ?? query?.lang ?? request.headers['lang'];
  if (asked !== undefined) return parseLang(asked);
  return (
    UPLOAD_LANGS[String(request.headers['accept-language']).toLowerCase()] ?? parseLang(undefined)
  );
}

export function registerEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLang(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const path = first.instancePath.split('/').filter(Boolean);
      const sent = { ...(request.query as object), ...(request.body as object) } as Record<
        string,
        unknown
      >;
      const issue = localizeIssue(
        { code: first.keyword, path, message: first.message ?? '', ...(first.params as object) },
        path[0] === undefined ? undefined : sent[path[0]],
      );
      return reply
        .code(200)
        .send({ type: ReplyType.error, message: translate(lang, issue.key, issue.params) });
    }
    if (error instanceof SessionError) {
      return reply
        .code(200)
        .send({ type: ReplyType.sessionInvalid, message: translate(lang, error.key) });
    }
    if (error instanceof VerificationRequiredError) {
      return reply
        .code(200)
        .send({ type: ReplyType.verifyIdentity, message: translate(lang, error.key) });
    }
    if (error instanceof DomainError) {
      return reply
        .code(200)
        .send({ type: ReplyType.error, message: translate(lang, error.key, error.params) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply
        .code(413)
        .send({ type: ReplyType.error, message: translate(lang, 'errors.textTooLong') });
    if (status === 429)
      return reply
        .code(429)
        .send({ type: ReplyType.error, message: translate(lang, 'errors.rateLimited') });
    if (status >= 400 && status < 500) {
      // Malformed bodies (bad JSON, wrong content type) never reached a service, but
      // they are the caller's mistake: answer with the envelope, not a bare 400.
      return reply
        .code(200)
        .send({ type: ReplyType.error, message: translate(lang, 'errors.parameter') });
    }
    request.log.error({ err: error }, 'unhandled error');
    // Never a stack trace in a reply.
    return reply
      .code(500)
      .send({ type: ReplyType.error, message: translate(lang, 'errors.internal') });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ type: ReplyType.error, message: translate(requestLang(request), 'errors.notFound') });
  });
}
