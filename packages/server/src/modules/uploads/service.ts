/**
 * Image uploads (DESIGN.md section 9): the type is read from the first bytes, never from
 * the name or the declared type; the file gets a random name with its true extension and
 * is served from /uploads/.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { uploads } from './tables.ts';

export const UPLOAD_MAX_MB = 5;
export const UPLOAD_URL_PREFIX = '/uploads/';

export interface ImageKind {
  mime: string;
  ext: string;
}

const startsWith = (buf: Buffer, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** PNG, JPEG, GIF or WebP by their magic bytes; anything else is undefined. */
export function detectImage(buf: Buffer): ImageKind | undefined {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', ext: 'png' };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a')))
    return { mime: 'image/gif', ext: 'gif' };
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8))
    return { mime: 'image/webp', ext: 'webp' };
  return undefined;
}

/** The names this module gives files: 32 random hex digits and a known extension. */
const STORED_NAME_RE = /^[a-f0-9]{32}\.(?:png|jpg|gif|webp)$/;

/** Stores an image for a user and returns its URL path (`/uploads/<name>`). */
export async function storeUpload(ctx: AppContext, userId: number, data: Buffer): Promise<string> {
  if (data.length === 0) return fail('errors.uploadMissing');
  const kind = detectImage(data);
  if (!kind) return fail('errors.uploadType');
  const fileName = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  const filePath = path.join(ctx.uploadDir, fileName);
  await fs.writeFile(filePath, data, { flag: 'wx' });
  try {
    await ctx.db.insert(uploads).values({
      userId,
      fileName,
      mime: kind.mime,
      sizeBytes: data.length,
      createdAt: ctx.clock.now(),
    });
  } catch (error) {
    await fs.rm(filePath, { force: true });
    throw error;
  }
  return `${UPLOAD_URL_PREFIX}${fileName}`;
}

/** Whether `url` is an upload of this user (an avatar may only be one's own upload). */
export async function isOwnUpload(db: DbOrTx, userId: number, url: string): Promise<boolean> {
  if (!url.startsWith(UPLOAD_URL_PREFIX)) return false;
  const fileName = url.slice(UPLOAD_URL_PREFIX.length);
  if (!STORED_NAME_RE.test(fileName)) return false;
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.fileName, fileName), eq(uploads.userId, userId)))
    .limit(1);
  return Boolean(row);
}
