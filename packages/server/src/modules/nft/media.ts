/**
 * NFT media: an operator uploads a picture, a GIF, a sound or a film; its kind is read from
 * its bytes (never from a name or a header), it is stored under a random name, and `GET
 * /api/nft/media/<name>` serves it to anyone with that kind's content type, byte ranges
 * included (a <video> seeks with them).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { detectImage } from '../uploads/index.ts';
import { nftMedia } from './tables.ts';

export const NFT_MEDIA_MAX_MB = 20;
export const NFT_MEDIA_PREFIX = '/api/nft/media/';
const NAME_RE = /^[a-f0-9]{32}\.(?:png|jpg|gif|webp|mp3|ogg|wav|mp4|webm)$/;

export interface MediaKind {
  mime: string;
  ext: string;
}

const at = (buf: Buffer, text: string, offset = 0) =>
  buf.length >= offset + text.length &&
  buf.toString('latin1', offset, offset + text.length) === text;

/** Images as the uploads module knows them, and MP3, OGG, WAV, MP4 and WebM by their bytes. */
export function detectMedia(buf: Buffer): MediaKind | undefined {
  const image = detectImage(buf);
  if (image) return image;
  if (at(buf, 'ID3') || (buf.length > 2 && buf[0] === 0xff && (buf[1]! & 0xe0) === 0xe0)) {
    return { mime: 'audio/mpeg', ext: 'mp3' };
  }
  if (at(buf, 'OggS')) return { mime: 'audio/ogg', ext: 'ogg' };
  if (at(buf, 'RIFF') && at(buf, 'WAVE', 8)) return { mime: 'audio/wav', ext: 'wav' };
  if (at(buf, 'ftyp', 4)) return { mime: 'video/mp4', ext: 'mp4' };
  if (buf.length > 4 && buf.readUInt32BE(0) === 0x1a45dfa3)
    return { mime: 'video/webm', ext: 'webm' };
  return undefined;
}

const dirOf = (ctx: Pick<AppContext, 'uploadDir'>) => path.join(ctx.uploadDir, 'nft');

/** Stores media and returns its path (`/api/nft/media/<name>`); the same bytes twice, one file. */
export async function storeMedia(
  ctx: Pick<AppContext, 'db' | 'clock' | 'uploadDir'>,
  data: Buffer,
  operatorId: number | null,
): Promise<string> {
  if (data.length === 0) return fail('errors.uploadMissing');
  const kind = detectMedia(data);
  if (!kind) return fail('errors.nftMediaType');
  const sha256 = createHash('sha256').update(data).digest('hex');
  const [same] = await ctx.db.select().from(nftMedia).where(eq(nftMedia.sha256, sha256)).limit(1);
  if (same) return `${NFT_MEDIA_PREFIX}${same.name}`;
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  await fs.mkdir(dirOf(ctx), { recursive: true });
  await fs.writeFile(path.join(dirOf(ctx), name), data, { flag: 'wx' });
  await ctx.db.insert(nftMedia).values({
    name,
    contentType: kind.mime,
    bytes: data.length,
    sha256,
    operatorId,
    createdAt: ctx.clock.now(),
  });
  return `${NFT_MEDIA_PREFIX}${name}`;
}

/** Whether a media path names stored media (what every operator form must give). */
export async function mediaExists(db: DbOrTx, mediaPath: string): Promise<boolean> {
  const name = mediaPath.slice(NFT_MEDIA_PREFIX.length);
  if (!mediaPath.startsWith(NFT_MEDIA_PREFIX) || !NAME_RE.test(name)) return false;
  const [row] = await db
    .select({ name: nftMedia.name })
    .from(nftMedia)
    .where(eq(nftMedia.name, name));
  return Boolean(row);
}

export interface MediaFile {
  contentType: string;
  size: number;
  read(start: number, end: number): Promise<Buffer>;
}

export async function mediaFile(
  ctx: Pick<AppContext, 'db' | 'uploadDir'>,
  name: string,
): Promise<MediaFile | undefined> {
  if (!NAME_RE.test(name)) return undefined;
  const [row] = await ctx.db.select().from(nftMedia).where(eq(nftMedia.name, name));
  if (!row) return undefined;
  const file = path.join(dirOf(ctx), name);
  return {
    contentType: row.contentType,
    size: row.bytes,
    async read(start, end) {
      const handle = await fs.open(file, 'r');
      try {
        const buf = Buffer.alloc(end - start + 1);
        await handle.read(buf, 0, buf.length, start);
        return buf;
      } finally {
        await handle.close();
      }
    },
  };
}

/** A `Range: bytes=a-b` header as one satisfiable range, or undefined for the whole file. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (!Number.isSafeInteger(start) || start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}
