/**
 * CORS for an H5 client served from another origin (client contract section 2: every call
 * is preflighted, because of the `Authorization` header). Only the configured origins are
 * answered; REST needs no credentials, so none are allowed, and a page on an origin outside
 * the list gets no CORS headers at all (its browser then refuses the reply).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the client sends: its raw token, the form content type, and (uploads) a language. */
export const ALLOWED_HEADERS = 'authorization, content-type, accept-language';
const ALLOWED_METHODS = 'GET, POST';
/** Browsers cap this anyway (Chromium at 2 h); ten minutes keeps a config change quick. */
const PREFLIGHT_MAX_AGE_S = 600;

export function corsAllows(origins: 'any' | readonly string[], origin: string): boolean {
  return origins === 'any' || origins.includes(origin);
}

function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  if (current === undefined) reply.header('vary', field);
  else if (!String(current).toLowerCase().includes(field.toLowerCase()))
    reply.header('vary', `${String(current)}, ${field}`);
}

export function registerCors(app: FastifyInstance, origins: 'any' | readonly string[]): void {
  if (origins !== 'any' && origins.length === 0) return;

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const origin = request.headers.origin;
    // The answer depends on Origin, so caches must keep one copy per origin.
    addVary(reply, 'Origin');
    if (origin && corsAllows(origins, origin)) {
      reply.header('access-control-allow-origin', origin);
      if (request.method === 'OPTIONS') {
        reply.header('access-control-allow-methods', ALLOWED_METHODS);
        reply.header('access-control-allow-headers', ALLOWED_HEADERS);
        reply.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_S));
      }
    }
    done();
  });

  // A preflight names no route of its own; it is answered here for every path, with the
  // headers above when its origin is allowed and without them (a refusal) when not.
  app.options('/*', (_request, reply) => {
    reply.code(204).send();
  });
}
