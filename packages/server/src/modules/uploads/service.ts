/**
 * Image uploads (DESIGN.md section 9): the type is read from the first bytes, never from
 * the name or the declared type; the file gets a random name with its true extension and
 * is served from /uploads/.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, gt, sql, sum } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { settingOf } from '../system/index.ts';
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

/** The `upload_quota` setting: what one user may upload in any 24 hours (operator-editable). */
export const UPLOAD_QUOTA_SETTING = 'upload_quota';
export const UPLOAD_QUOTA_DEFAULTS = { count: 30, mb: 60 };
const DAY_MS = 24 * 60 * 60 * 1000;
/** The advisory-lock class of a user's uploads (the key's first half; the user id is the second). */
const UPLOAD_LOCK_CLASS = 72_657_102;

async function uploadQuota(db: DbOrTx): Promise<{ count: number; mb: number }> {
  const stored = (await settingOf(db, UPLOAD_QUOTA_SETTING)) as Record<string, unknown> | undefined;
  const pick = (v: unknown, fallback: number) =>
    typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fallback;
  return {
    count: pick(stored?.count, UPLOAD_QUOTA_DEFAULTS.count),
    mb: pick(stored?.mb, UPLOAD_QUOTA_DEFAULTS.mb),
  };
}

/** Refuses an upload past the user's quota of the last 24 hours (files and megabytes). */
async function requireQuota(
  ctx: AppContext,
  tx: DbOrTx,
  userId: number,
  size: number,
): Promise<void> {
  const quota = await uploadQuota(tx);
  const since = new Date(ctx.clock.now().getTime() - DAY_MS);
  const [used] = await tx
    .select({ n: count(), bytes: sum(uploads.sizeBytes) })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, since)));
  const files = used?.n ?? 0;
  const bytes = Number(used?.bytes ?? 0);
  if (files >= quota.count || bytes + size > quota.mb * 1024 * 1024) {
    fail('errors.uploadQuota', { count: quota.count, mb: quota.mb });
  }
}

/** Stores an image for a user and returns its URL path (`/uploads/<name>`). */
export async function storeUpload(ctx: AppContext, userId: number, data: Buffer): Promise<string> {
  if (data.length === 0) return fail('errors.uploadMissing');
  const kind = detectImage(data);
  if (!kind) return fail('errors.uploadType');
  const fileName = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  const filePath = path.join(ctx.uploadDir, fileName);
  await fs.writeFile(filePath, data, { flag: 'wx' });
  try {
    // Counted and recorded under one lock per user: twenty uploads at once must not all
    // read the same count before any of them is recorded (a check before a slow step).
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_CLASS}, ${userId})`);
      await requireQuota(ctx, tx, userId, data.length);
      await tx.insert(uploads).values({
        userId,
        fileName,
        mime: kind.mime,
        sizeBytes: data.length,
        createdAt: ctx.clock.now(),
      });
    });
  } catch (error) {
    await fs.rm(filePath, { force: true });
    throw error;
  }
  return `${UPLOAD_URL_PREFIX}${fileName}`;
}

/** Whether `name` is a name this module gives files (`<32 hex>.<ext>`). */
export const isStoredName = (name: string): boolean => STORED_NAME_RE.test(name);

/**
 * The stored path (`/uploads/<name>`) an upload value names: the path itself, or the
 * absolute URL an upload reply gives (any host, its signature query ignored). Anything
 * else is undefined. The host is never kept: only the path is stored.
 */
export function uploadPathOf(value: string): string | undefined {
  let pathname = value.trim();
  if (/^https?:\/\//i.test(pathname)) {
    try {
      pathname = new URL(pathname).pathname;
    } catch {
      return undefined;
    }
  } else {
    pathname = pathname.split('?')[0]!;
  }
  if (!pathname.startsWith(UPLOAD_URL_PREFIX)) return undefined;
  const fileName = pathname.slice(UPLOAD_URL_PREFIX.length);
  return STORED_NAME_RE.test(fileName) ? `${UPLOAD_URL_PREFIX}${fileName}` : undefined;
}

/**
 * The stored path of `value` when it is an upload of this user (as a path or as the
 * absolute URL of an upload reply); undefined for someone else's, an unknown one or an
 * outside URL. Every field that takes an upload (KYC pictures, deposit vouchers, QR
 * codes, purchase screenshots) stores what this returns.
 */
export async function ownUploadPath(
  db: DbOrTx,
  userId: number,
  value: string,
): Promise<string | undefined> {
  const stored = uploadPathOf(value);
  if (!stored) return undefined;
  const fileName = stored.slice(UPLOAD_URL_PREFIX.length);
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.fileName, fileName), eq(uploads.userId, userId)))
    .limit(1);
  return row ? stored : undefined;
}

/** Whether `url` is an upload of this user (an avatar may only be one's own upload). */
export async function isOwnUpload(db: DbOrTx, userId: number, url: string): Promise<boolean> {
  return (await ownUploadPath(db, userId, url)) !== undefined;
}

/** The owner and type of a stored file, or undefined for an unknown name. */
export async function uploadOwner(
  db: DbOrTx,
  fileName: string,
): Promise<{ userId: number | null; mime: string } | undefined> {
  const [row] = await db
    .select({ userId: uploads.userId, mime: uploads.mime })
    .from(uploads)
    .where(eq(uploads.fileName, fileName))
    .limit(1);
  return row;
}

// --- Private documents: capability URLs ----------------------------------------------------

/** How long a signed upload URL opens its file: until the end of the next hour. */
const SIGNED_URL_HOURS = 1;
const HOUR_MS = 60 * 60 * 1000;

const signatureOf = (secret: string, fileName: string, expires: number) =>
  createHmac('sha256', secret).update(`upload:${fileName}:${expires}`).digest('base64url');

/**
 * A short-lived capability URL of a stored upload: `/uploads/<name>?e=<unix s>&s=<hmac>`,
 * so an <img> (which cannot send the token) shows a private document to whoever was just
 * given the URL by an authorised reply. With `origin`, an absolute URL.
 */
export function signedUploadUrl(
  ctx: AppContext,
  stored: string,
  origin = ctx.config.publicUrl,
): string {
  const path_ = uploadPathOf(stored);
  if (!path_) return stored;
  const fileName = path_.slice(UPLOAD_URL_PREFIX.length);
  // Rounded up to the hour, so the same image keeps one URL (and the browser's cache) a while.
  const now = ctx.clock.now().getTime();
  const expires = Math.ceil((now + SIGNED_URL_HOURS * HOUR_MS) / HOUR_MS) * (HOUR_MS / 1000);
  const sig = signatureOf(ctx.config.codeSecret, fileName, expires);
  return `${origin}${path_}?e=${expires}&s=${sig}`;
}

/** Whether `e` and `s` are an unexpired signature of `fileName`. */
export function signatureValid(
  ctx: AppContext,
  fileName: string,
  e: string | undefined,
  s: string | undefined,
): boolean {
  if (!e || !s || !/^\d{1,12}$/.test(e)) return false;
  const expires = Number(e);
  if (expires * 1000 <= ctx.clock.now().getTime()) return false;
  const want = Buffer.from(signatureOf(ctx.config.codeSecret, fileName, expires));
  const got = Buffer.from(s);
  return want.length === got.length && timingSafeEqual(want, got);
}
