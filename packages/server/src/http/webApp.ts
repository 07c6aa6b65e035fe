/**
 * The built H5 app under /h5/ (packages/web/dist), pre-compressed, with cache headers for an
 * installable web app: the service worker, the manifest and index.html are checked with the
 * server on every load (a new build is seen at once); the content-hashed files under
 * assets/ never change, so browsers keep them for a year.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const WEB_PREFIX = '/h5/';
const REVALIDATE = new Set(['sw.js', 'manifest.webmanifest', 'index.html']);
const YEAR_S = 365 * 24 * 3600;

export function webCacheHeaders(reply: FastifyReply, file: string): void {
  // A pre-compressed twin (sw.js.br) is served for its original.
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  if (REVALIDATE.has(name)) reply.header('cache-control', 'no-cache');
  if (name === 'sw.js') reply.header('service-worker-allowed', WEB_PREFIX);
  if (file.split(path.sep).includes('assets')) {
    reply.header('cache-control', `public, max-age=${YEAR_S}, immutable`);
  }
}

export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: WEB_PREFIX,
    preCompressed: true,
    decorateReply: false,
    setHeaders: (reply, file) => webCacheHeaders(reply, path.relative(root, file)),
  });
  app.get('/', (_req, reply) => reply.redirect(WEB_PREFIX));
}

export const CONSOLE_PREFIX = '/admin/';

/**
 * The operator console (packages/console/dist) under /admin/: its page is revalidated on
 * every load, its hashed assets kept for a year; it may not be framed by another site
 * (clickjacking an operator's approve button), is never indexed and sends no referrer.
 */
export async function registerConsoleApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: CONSOLE_PREFIX,
    preCompressed: true,
    decorateReply: false,
    setHeaders: (reply, file) => {
      const relative = path.relative(root, file);
      reply.header('x-frame-options', 'DENY');
      reply.header('content-security-policy', "frame-ancestors 'none'");
      reply.header('x-robots-tag', 'noindex');
      reply.header('referrer-policy', 'no-referrer');
      if (relative.split(path.sep).includes('assets')) {
        reply.header('cache-control', `public, max-age=${YEAR_S}, immutable`);
      } else {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
  app.get('/admin', (_req, reply) => reply.redirect(CONSOLE_PREFIX));
}
