/**
 * Demo NFT marketplace (issue 13), outside production only: four artists (accounts nobody
 * can sign in to: their password is random and never stored), three collections, eleven
 * artworks (pictures, a GIF, a sound and a film from `data/nft/`, uploaded through the same
 * media store as the operator's desk), fixed-price sales, live and upcoming auctions and a
 * blind-box series whose seed is committed at creation. Everything goes through the desk's
 * services (`createArtist`, `createArtwork`, `createListing`, `createSeries`), so nothing
 * here is shaped differently from what an operator makes. Dates are from the seed clock;
 * runs once (a second start changes nothing).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { NftMediaType } from '@bourse/shared';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import {
  createArtist,
  createArtwork,
  createCollection,
  createListing,
  createSeries,
  nftArtists,
  storeMedia,
} from '../modules/nft/index.ts';
import { createUser, hashPassword, users } from '../modules/users/index.ts';

const MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'nft');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const USDT = 3;
const ETH = 2;
/** The demo series opens this many seconds after the seed (its seed committed before). */
export const SERIES_OPENS_IN_S = 5;

const ARTISTS = [
  {
    email: 'mira.sol@artists.bourse.dev',
    name: 'Mira Sol',
    avatar: 'artist-1.png',
    bio: 'Paints the sea at night with code: long exposures of light that never existed.',
  },
  {
    email: 'kenji.arai@artists.bourse.dev',
    name: 'Kenji Arai',
    avatar: 'artist-2.png',
    bio: 'Grows neon gardens out of fractals and feedback loops.',
  },
  {
    email: 'lena.okafor@artists.bourse.dev',
    name: 'Lena Okafor',
    avatar: 'artist-3.png',
    bio: 'Sound and motion: short loops for small screens.',
  },
  {
    email: 'tomas.reyes@artists.bourse.dev',
    name: 'Tomas Reyes',
    avatar: 'artist-4.png',
    bio: 'Cuts digital gems; every box is drawn in the open.',
  },
] as const;

const COLLECTIONS = [
  {
    artist: 0,
    name: 'Tidal Light',
    cover: 'collection-1.png',
    description: 'Night harbours, bioluminescent tides and the long glow between them.',
  },
  {
    artist: 1,
    name: 'Neon Gardens',
    cover: 'collection-2.png',
    description: 'Plants that only grow in feedback loops.',
  },
  {
    artist: 2,
    name: 'Quiet Machines',
    cover: 'collection-3.png',
    description: 'Loops of sound and motion, made to be played on repeat.',
  },
] as const;

type Sale =
  | { kind: 'fixed'; price: string; currency?: number; startIn?: number; days: number }
  | {
      kind: 'auction';
      price: string;
      step: string;
      margin: string;
      startIn?: number;
      hours: number;
    }
  | { kind: 'none' };

const ARTWORKS: {
  artist: number;
  collection: number;
  name: string;
  file: string;
  cover?: string;
  type: number;
  rarity: 'N' | 'R' | 'SR';
  royalty: string;
  description: string;
  sale: Sale;
}[] = [
  {
    artist: 0,
    collection: 0,
    name: 'Harbour at 3 a.m.',
    file: 'art-1.png',
    type: NftMediaType.image,
    rarity: 'SR',
    royalty: '8',
    description: 'The harbour after the last ferry, when only the water is lit.',
    sale: { kind: 'auction', price: '180', step: '10', margin: '30', hours: 46 },
  },
  {
    artist: 0,
    collection: 0,
    name: 'Bioluminescence',
    file: 'art-2.png',
    type: NftMediaType.image,
    rarity: 'R',
    royalty: '6',
    description: 'A tide of small lights, counted one by one.',
    sale: { kind: 'fixed', price: '95', days: 20 },
  },
  {
    artist: 0,
    collection: 0,
    name: 'Undertow',
    file: 'art-3.png',
    type: NftMediaType.image,
    rarity: 'N',
    royalty: '5',
    description: 'What pulls back under the surface.',
    sale: { kind: 'auction', price: '60', step: '5', margin: '12', hours: 6 },
  },
  {
    artist: 1,
    collection: 1,
    name: 'Fern Algorithm',
    file: 'art-4.png',
    type: NftMediaType.image,
    rarity: 'R',
    royalty: '7.5',
    description: 'A fern grown from one rule, repeated.',
    sale: { kind: 'fixed', price: '0.025', currency: ETH, days: 30 },
  },
  {
    artist: 1,
    collection: 1,
    name: 'Orchid Feedback',
    file: 'art-5.png',
    type: NftMediaType.image,
    rarity: 'SR',
    royalty: '10',
    description: 'The camera filmed its own screen until it flowered.',
    sale: { kind: 'auction', price: '250', step: '15', margin: '50', startIn: DAY, hours: 72 },
  },
  {
    artist: 1,
    collection: 1,
    name: 'Moss Grid',
    file: 'art-6.png',
    type: NftMediaType.image,
    rarity: 'N',
    royalty: '5',
    description: 'Green on green, cell by cell.',
    sale: { kind: 'fixed', price: '40', startIn: 3 * HOUR, days: 10 },
  },
  {
    artist: 1,
    collection: 1,
    name: 'Pollen Storm',
    file: 'art-anim.gif',
    type: NftMediaType.gif,
    rarity: 'R',
    royalty: '6',
    description: 'Three seconds of pollen, looping forever.',
    sale: { kind: 'fixed', price: '75', days: 15 },
  },
  {
    artist: 2,
    collection: 2,
    name: 'Engine Lullaby',
    file: 'sound.mp3',
    cover: 'sound-cover.png',
    type: NftMediaType.audio,
    rarity: 'R',
    royalty: '8',
    description: 'Six seconds of a machine falling asleep.',
    sale: { kind: 'fixed', price: '55', days: 25 },
  },
  {
    artist: 2,
    collection: 2,
    name: 'Slow Orbit',
    file: 'clip.mp4',
    cover: 'clip-poster.png',
    type: NftMediaType.video,
    rarity: 'SR',
    royalty: '9',
    description: 'A short film of something turning, very slowly.',
    sale: { kind: 'auction', price: '120', step: '8', margin: '24', hours: 30 },
  },
  {
    artist: 2,
    collection: 2,
    name: 'Static Choir',
    file: 'art-7.png',
    type: NftMediaType.image,
    rarity: 'N',
    royalty: '5',
    description: 'Noise, arranged.',
    sale: { kind: 'none' },
  },
  {
    artist: 0,
    collection: 0,
    name: 'Last Ferry',
    file: 'art-8.png',
    type: NftMediaType.image,
    rarity: 'R',
    royalty: '6',
    description: 'The lights leaving.',
    sale: { kind: 'none' },
  },
];

const BOX_DESIGNS = [
  { rarity: 'N' as const, name: 'Emerald Shard', file: 'box-n-1.png' },
  { rarity: 'N' as const, name: 'Amethyst Shard', file: 'box-n-2.png' },
  { rarity: 'N' as const, name: 'Topaz Shard', file: 'box-n-3.png' },
  { rarity: 'R' as const, name: 'Sapphire Heart', file: 'box-r-1.png' },
  { rarity: 'R' as const, name: 'Ruby Heart', file: 'box-r-2.png' },
  { rarity: 'SR' as const, name: 'Prism Crown', file: 'box-sr-1.png' },
];

export async function seedNft(
  db: Db,
  clock: Clock,
  opts: { production: boolean; uploadDir?: string | undefined },
): Promise<void> {
  if (opts.production || !opts.uploadDir) return;
  const [done] = await db.select({ id: nftArtists.userId }).from(nftArtists).limit(1);
  if (done) return;
  const ctx = { db, clock, uploadDir: opts.uploadDir };
  const cache = new Map<string, string>();
  const media = async (file: string) => {
    if (!cache.has(file)) {
      cache.set(file, await storeMedia(ctx, await fs.readFile(path.join(MEDIA_DIR, file)), null));
    }
    return cache.get(file)!;
  };

  const artistIds: number[] = [];
  for (const a of ARTISTS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.account, a.email));
    const id =
      existing?.id ??
      (await createUser(db, clock, {
        account: a.email,
        email: a.email,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        nickname: a.name,
      }));
    await createArtist(ctx, null, {
      user_id: id,
      name: a.name,
      avatar: await media(a.avatar),
      bio: a.bio,
    });
    artistIds.push(id);
  }
  const collectionIds: number[] = [];
  for (const c of COLLECTIONS) {
    const { id } = await createCollection(ctx, null, {
      artist: artistIds[c.artist]!,
      name: c.name,
      description: c.description,
      cover: await media(c.cover),
    });
    collectionIds.push(id);
  }
  const now = clock.now().getTime();
  const seconds = (ms: number) => Math.floor(ms / 1000);
  for (const w of ARTWORKS) {
    const { code } = await createArtwork(ctx, null, {
      artist: artistIds[w.artist]!,
      collection_id: collectionIds[w.collection]!,
      name: w.name,
      description: w.description,
      rarity: w.rarity,
      type: w.type,
      media: await media(w.file),
      ...(w.cover ? { cover: await media(w.cover) } : {}),
      royalty_percent: w.royalty,
    });
    const sale = w.sale;
    if (sale.kind === 'none') continue;
    const start = now + (sale.startIn ?? -HOUR);
    await createListing(ctx, null, {
      code,
      pay_type: sale.kind === 'fixed' ? 1 : 2,
      currency_id: sale.kind === 'fixed' ? (sale.currency ?? USDT) : USDT,
      price: sale.price,
      ...(sale.kind === 'auction' ? { per_increase: sale.step, margin: sale.margin } : {}),
      start_at: seconds(start),
      end_at: seconds(start + (sale.kind === 'fixed' ? sale.days * DAY : sale.hours * HOUR)),
    });
  }
  const designs = [];
  for (const d of BOX_DESIGNS) {
    designs.push({
      rarity: d.rarity,
      name: d.name,
      type: NftMediaType.image,
      media: await media(d.file),
    });
  }
  await createSeries(ctx, null, {
    artist: artistIds[3]!,
    code: 'PRISM',
    name: 'Prism Vault',
    description:
      'Five hundred sealed boxes of gems. The odds and all six designs are published; each box is drawn when you open it, from a seed whose hash is shown here, revealed when the series ends.',
    cover: await media('box-cover.png'),
    currency_id: USDT,
    price: '25',
    supply: 500,
    royalty_percent: '5',
    odds_n: 7000,
    odds_r: 2500,
    odds_sr: 500,
    designs,
    // Committed before it opens: a few seconds from now, read after the slow steps above.
    start_at: seconds(clock.now().getTime()) + SERIES_OPENS_IN_S,
    end_at: seconds(now + 14 * DAY),
  });
}
