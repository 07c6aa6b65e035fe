import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, like, or } from 'drizzle-orm';
import { z } from 'zod';
import { OperatorRole } from '@bourse/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { userOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { DomainError, fail } from '../../http/errors.ts';
import type { App } from '../../http/types.ts';
import { users } from '../users/index.ts';
import {
  UPLOAD_MAX_MB,
  UPLOAD_URL_PREFIX,
  isStoredName,
  signatureValid,
  signedUploadUrl,
  storeUpload,
  uploadOwner,
} from './service.ts';

/**
 * The origin the caller reached us on (`<proto>://<host>`), so an upload reply is an
 * absolute URL the original client can show from another origin (client contract 6).
 * Fastify reads `X-Forwarded-Proto`/`-Host` only when TRUST_PROXY is on.
 */
function originOf(request: FastifyRequest): string {
  const host = request.host.replace(/[^A-Za-z0-9.:[\]-]/g, '');
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

/**
 * `POST /api/upload` (and `POST /upload`, the original client's production path): one
 * image as multipart (field `file`), signed-in users only. The language comes from the
 * `lang` header or query, since the body is the file. The reply is the absolute,
 * short-lived signed URL of the stored file; what a later call stores is its path.
 * A malformed body (no or a wrong boundary, cut short) is refused like any bad field.
 */
async function receiveUpload(app: App, ctx: AppContext, request: FastifyRequest) {
  const user = userOf(request);
  if (!request.isMultipart()) return fail('errors.uploadMissing');
  let data: Buffer;
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') return fail('errors.uploadMissing');
    data = await part.toBuffer();
    // The size limit may also cut the stream short without an error: never keep half a file.
    if (part.file.truncated) return fail('errors.uploadTooLarge', { max: UPLOAD_MAX_MB });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      return fail('errors.uploadTooLarge', { max: UPLOAD_MAX_MB });
    }
    // busboy's "Boundary not found", "Unexpected end of form", a premature close...
    request.log.info({ err: error }, 'malformed upload refused');
    return fail('errors.uploadMalformed');
  }
  const stored = await storeUpload(ctx, user.id, data);
  return ok(signedUploadUrl(ctx, stored, originOf(request)));
}

export async function uploadRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post('/upload', { preValidation: app.requireUser }, (request) =>
    receiveUpload(app, ctx, request),
  );
}

const fileParams = z.object({ name: z.string().max(64) });
const signatureQuery = z.object({
  e: z.string().max(16).optional(),
  s: z.string().max(64).optional(),
});

/** Whether the caller's token is the owner's session, or an operator whose role reads documents. */
async function tokenMayRead(app: App, request: FastifyRequest, owner: number | null) {
  if (!request.headers.authorization) return false;
  try {
    await app.requireUser(request);
    if (request.user && request.user.id === owner) return true;
  } catch {
    // Not a user session: maybe an operator's.
  }
  try {
    await app.requireOperator(OperatorRole.compliance, OperatorRole.finance)(request);
    return true;
  } catch {
    return false;
  }
}

/** An upload that is someone's avatar is public; every other upload is a private document. */
async function isPublicUpload(ctx: AppContext, fileName: string): Promise<boolean> {
  const stored = `${UPLOAD_URL_PREFIX}${fileName}`;
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.headPortrait, stored), like(users.headPortrait, `%${stored}`)))
    .limit(1);
  return Boolean(row);
}

/**
 * Outside /api: `POST /upload` for the original client, and `GET /uploads/<name>`, which
 * serves an avatar to anyone and any other upload (identity documents, deposit vouchers,
 * purchase screenshots, QR codes) only with an unexpired signature from an authorised
 * reply, or to its owner's or a compliance/finance operator's token. Anything else is a
 * plain 404, the same as a file that does not exist.
 */
export async function uploadRootRoutes(app: App, ctx: AppContext): Promise<void> {
  await uploadRoutes(app, ctx);
  app.get(
    '/uploads/:name',
    { schema: { params: fileParams, querystring: signatureQuery, hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const file = isStoredName(name) ? await uploadOwner(ctx.db, name) : undefined;
      const allowed =
        file !== undefined &&
        (signatureValid(ctx, name, request.query.e, request.query.s) ||
          (await isPublicUpload(ctx, name)) ||
          (await tokenMayRead(app, request, file.userId)));
      if (!allowed) return reply.callNotFound();
      // The content was checked when stored; never sniffed, never cached by a proxy.
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'private, max-age=3600');
      reply.type(file.mime);
      return reply.send(await fs.readFile(path.join(ctx.uploadDir, name)));
    },
  );
}
