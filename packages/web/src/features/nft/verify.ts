/**
 * The provable draw, checked in the browser (docs/nft.md "Blind boxes"): the revealed seed
 * must hash to the commitment published before the sale, and every draw must be
 * HMAC-SHA256(seed, order id) read on the published odds and design counts. Nothing here
 * trusts the server's own figures: it recomputes them with the shared functions and
 * compares.
 */
import {
  NFT_ODDS_SCALE,
  dec,
  nftDrawFromHmac,
  nftDrawHmac,
  nftSeedHash,
  type NftDraw,
  type NftRarity,
  type NftSeriesView,
} from '@bourse/shared';

/** How many designs each rarity has (the draw's modulus), from the published designs. */
export function designCounts(designs: NftSeriesView['designs']): Record<NftRarity, number> {
  const counts: Record<NftRarity, number> = { N: 0, R: 0, SR: 0 };
  for (const d of designs) counts[d.rarity] += 1;
  return counts;
}

/** Basis points of 10,000 as a percent string ("2500" -> "25"). */
export const oddsPercent = (bps: number) => dec(bps).times(100).div(NFT_ODDS_SCALE).toFixed();

/** The design a draw names: the `index`-th design of its rarity. */
export function designOf(view: Pick<NftSeriesView, 'designs'>, rarity: NftRarity, index: number) {
  return view.designs.find((d) => d.rarity === rarity && d.index === index);
}

export interface DrawCheck {
  order_id: number;
  ok: boolean;
  /** The recomputed HMAC equals the published one. */
  hmacOk: boolean;
  /** The recomputed bucket, rarity and design equal the published ones. */
  outcomeOk: boolean;
  recomputed?: NftDraw;
}

export interface SeriesCheck {
  seedOk: boolean;
  draws: DrawCheck[];
  /** Every check passed: the seed and each draw. */
  ok: boolean;
  failed: number;
}

export async function verifySeries(
  view: Pick<NftSeriesView, 'seed' | 'seed_hash' | 'odds' | 'designs' | 'draws'>,
): Promise<SeriesCheck> {
  if (!view.seed) throw new Error('the seed is not revealed yet');
  const seed = view.seed.toLowerCase();
  const seedOk = (await nftSeedHash(seed)) === view.seed_hash.toLowerCase();
  const counts = designCounts(view.designs);
  const draws = await Promise.all(
    view.draws.map(async (d): Promise<DrawCheck> => {
      const hmac = await nftDrawHmac(seed, d.order_id);
      const hmacOk = hmac === d.hmac.toLowerCase();
      let recomputed: NftDraw | undefined;
      try {
        recomputed = nftDrawFromHmac(hmac, view.odds, counts);
      } catch {
        recomputed = undefined;
      }
      const outcomeOk =
        !!recomputed &&
        recomputed.bucket === d.bucket &&
        recomputed.rarity === d.rarity &&
        recomputed.design === d.design;
      return { order_id: d.order_id, ok: hmacOk && outcomeOk, hmacOk, outcomeOk, recomputed };
    }),
  );
  const failed = draws.filter((d) => !d.ok).length;
  return { seedOk, draws, ok: seedOk && failed === 0, failed };
}
