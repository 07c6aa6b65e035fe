/**
 * One seeded generator for every simulation, soak and load script: mulberry32, small,
 * fast, and the same stream for the same seed everywhere. Never for secrets or outcomes
 * (those use crypto or recorded prices); only for tests and tools that must replay.
 */
export interface Rng {
  /** The next number in [0, 1). */
  next(): number;
  /** A whole number from `lo` to `hi`, both included. */
  int(lo: number, hi: number): number;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}
