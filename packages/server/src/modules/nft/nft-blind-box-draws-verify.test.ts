/**
 * Blind boxes: nothing is assigned at purchase; each box's contents are drawn at opening
 * from HMAC-SHA256(seed, order id); opening twice shows the same contents; the seed is
 * hidden until the series ends and then every draw checks against it and its published
 * hash. Over 10,000 order ids the draw follows the published odds (chi-square, 2 degrees of
 * freedom, below the 0.1% critical value 13.82).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  NFT_RARITIES,
  nftDrawFromHmac,
  nftDrawHmac,
  nftSeedHash,
  type NftRarity,
} from '@bourse/shared';
import {
  HOUR,
  artist,
  buyer,
  closeBooks,
  nft,
  nftApp,
  ok,
  runAt,
  series,
  spot,
  type NftTest,
} from './testing.ts';
import { nftTokens } from './tables.ts';

describe('blind boxes', () => {
  let t: NftTest;
  beforeAll(async () => {
    t = await nftApp();
  });
  afterAll(() => t.close());

  it('draw at opening, verifiable against the revealed seed', async () => {
    const ada = await artist(t, 'ada@box.test');
    const { code, seedHash } = await series(t, ada, { code: 'STAR', supply: 20, hours: 2 });
    const bo = await buyer(t, 'bo@box.test', '1000');
    const cy = await buyer(t, 'cy@box.test', '1000');
    for (let i = 0; i < 6; i++) ok(await nft.buy(t, i % 2 ? cy : bo, code));
    expect((await spot(t, bo)).available).toBe('940');
    expect((await spot(t, ada)).available).toBe('117'); // 6 x 20 less 2.5%

    const view = ok(await nft.series(t, code));
    expect(view).toMatchObject({
      seed_hash: seedHash,
      seed: null,
      sold: 6,
      unopened: 6,
      draws: [],
    });
    expect(view.odds).toEqual({ N: 7000, R: 2500, SR: 500 });

    const mine = ok(await nft.mine(t, bo));
    expect(mine.every((m) => m.rarity_status === 0)).toBe(true);
    // Someone else's box cannot be opened.
    expect(await nft.open(t, cy, mine[0]!.code)).toMatchObject({
      type: 'error',
      message: 'This artwork is not yours',
    });
    const opened = ok(await nft.open(t, bo, mine[0]!.code));
    expect(opened).toMatchObject({ code: mine[0]!.code, rarity_status: 1, pay_type: 3 });
    expect(NFT_RARITIES).toContain(opened.rarity);
    // Opening again (even twice at once) never draws again.
    const again = await Promise.all([nft.open(t, bo, opened.code), nft.open(t, bo, opened.code)]);
    for (const r of again)
      expect(ok(r)).toMatchObject({ name: opened.name, rarity: opened.rarity });
    for (const m of mine.slice(1)) ok(await nft.open(t, bo, m.code));
    for (const m of ok(await nft.mine(t, cy))) ok(await nft.open(t, cy, m.code));

    await runAt(t, 2 * HOUR);
    const ended = ok(await nft.series(t, code));
    expect(ended.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(await nftSeedHash(ended.seed!)).toBe(seedHash);
    expect(ended.draws).toHaveLength(6);
    const counts = { N: 0, R: 0, SR: 0 } as Record<NftRarity, number>;
    for (const d of ended.designs) counts[d.rarity]++;
    for (const d of ended.draws) {
      const hmac = await nftDrawHmac(ended.seed!, d.order_id);
      expect(hmac).toBe(d.hmac);
      const draw = nftDrawFromHmac(hmac, ended.odds, counts);
      expect({ rarity: draw.rarity, design: draw.design, bucket: draw.bucket }).toEqual({
        rarity: d.rarity,
        design: d.design,
        bucket: d.bucket,
      });
      const [box] = await t.ctx.db.select().from(nftTokens).where(eq(nftTokens.code, d.box_code));
      const design = ended.designs.find((x) => x.rarity === d.rarity && x.index === d.design)!;
      expect(box!.name.startsWith(design.name)).toBe(true);
    }
    await closeBooks(t);
  });

  it('follows the published odds over 10,000 draws', async () => {
    const seed = 'a3'.repeat(32);
    const odds = { N: 7000, R: 2500, SR: 500 };
    const counts = { N: 3, R: 2, SR: 1 };
    const seen = { N: 0, R: 0, SR: 0 } as Record<NftRarity, number>;
    const designs = { N: [0, 0, 0], R: [0, 0], SR: [0] } as Record<NftRarity, number[]>;
    for (let id = 1; id <= 10_000; id++) {
      const d = nftDrawFromHmac(await nftDrawHmac(seed, id), odds, counts);
      seen[d.rarity]++;
      designs[d.rarity][d.design]!++;
    }
    const chi = NFT_RARITIES.reduce((sum, r) => {
      const expected = (10_000 * odds[r]) / 10_000;
      return sum + (seen[r] - expected) ** 2 / expected;
    }, 0);
    expect(chi).toBeLessThan(13.82);
    // Within a rarity the designs are even too (chi-square, 2 df for N's three designs).
    const perN = seen.N / 3;
    const chiN = designs.N.reduce((s, n) => s + (n - perN) ** 2 / perN, 0);
    expect(chiN).toBeLessThan(13.82);
  });
});
