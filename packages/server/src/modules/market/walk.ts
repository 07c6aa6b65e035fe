/**
 * A random walk that can be read at any step without replaying the steps before it: the
 * simulator's engine (docs/decisions.md, "Index prices").
 *
 * The walk is a sum of Brownian bridges at four time scales. Each scale cuts the step line
 * into tiles of 2^k steps (each scale at its own seeded offset, so tile edges never line
 * up); inside a tile the bridge starts and ends at 0 and is filled in by halving: the
 * middle of [lo, hi] is the mean of its ends plus a Gaussian of variance (hi - lo) / 4,
 * drawn from a hash of (seed, component, scale, middle step). Reaching one step takes k
 * halvings, so a read costs about 75 hashes whatever the step; a read near the previous
 * one resumes its halving path and costs a few (bridgeAt).
 *
 * Locally every bridge moves like Brownian motion, so one step has variance 1 (the shares
 * add up to 1); over long spans each bridge is bounded by its tile, so the walk wanders
 * like a real price over days and weeks but stays near its centre over years instead of
 * drifting to zero or infinity.
 *
 * Floats here are simulation inputs, never money: the simulator turns the result into a
 * Decimal once, rounded to the instrument's tick.
 */

/** One scale of a walk: tiles of 2^log2Steps steps, carrying `share` of the local variance. */
export interface Scale {
  log2Steps: number;
  share: number;
}

/** Scales of a walk stepping once a second around the clock (crypto). */
export const SECOND_SCALES: readonly Scale[] = [
  { log2Steps: 27, share: 0.4 }, // about 4.3 years
  { log2Steps: 22, share: 0.3 }, // about 49 days
  { log2Steps: 17, share: 0.2 }, // about 36 hours
  { log2Steps: 12, share: 0.1 }, // about 68 minutes
];

/**
 * Scales of a walk stepping once a session second (US stocks: 6.5 hours of seconds plus
 * the overnight jump a trading day), spanning about the same calendar time.
 */
export const SESSION_SCALES: readonly Scale[] = [
  { log2Steps: 25, share: 0.4 }, // about 4.6 trading years
  { log2Steps: 20, share: 0.3 }, // about 36 trading days
  { log2Steps: 15, share: 0.2 }, // about 1.1 trading days
  { log2Steps: 12, share: 0.1 }, // about 68 session minutes
];

const TWO_32 = 2 ** 32;

/** MurmurHash3's 32-bit finaliser: cheap, and every input bit moves every output bit. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit hash of integer words (each taken modulo 2^32). */
export function hashWords(...words: number[]): number {
  let h = 0x9e3779b9;
  for (const w of words) h = fmix32((h ^ fmix32((w >>> 0) + 0x7f4a7c15)) + 0x165667b1);
  return h;
}

/** A 32-bit hash of a name (FNV-1a), to key a walk by symbol. */
export function hashName(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A standard normal draw fixed by its key (Box-Muller on two hashed uniforms in (0, 1)). */
export function gaussianAt(seed: number, component: number, scale: number, step: number): number {
  const h1 = hashWords(seed, component, scale, Math.floor(step / TWO_32), step);
  const h2 = fmix32(h1 ^ 0x5bd1e995);
  const u1 = (h1 + 0.5) / TWO_32;
  const u2 = (h2 + 0.5) / TWO_32;
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/**
 * The halving path of the last read of one bridge: level d holds the interval [lo, hi)
 * the step fell in after d halvings and the bridge's values at its ends. Reads close in
 * time (a chart's samples, the seconds of a minute) share all but the last few levels,
 * so a read resumes from the deepest level that still holds its step: same arithmetic on
 * the same numbers, same result, a fraction of the hashes.
 */
interface BridgePath {
  seed: number;
  tileLo: number;
  /** Deepest level filled by the last read. */
  depth: number;
  lo: Float64Array;
  hi: Float64Array;
  vLo: Float64Array;
  vHi: Float64Array;
}

/** One path per component, scale and tile size: as many as there are walks, a few dozen. */
const paths = new Map<number, BridgePath[]>();

function pathFor(
  seed: number,
  component: number,
  scale: number,
  log2Steps: number,
  step: number,
): BridgePath {
  let byScale = paths.get(component);
  if (!byScale) paths.set(component, (byScale = []));
  const slot = scale * 64 + log2Steps;
  let path = byScale[slot];
  if (!path) {
    const n = log2Steps + 1;
    path = byScale[slot] = {
      seed: NaN,
      tileLo: NaN,
      depth: 0,
      lo: new Float64Array(n),
      hi: new Float64Array(n),
      vLo: new Float64Array(n),
      vHi: new Float64Array(n),
    };
  }
  const length = 2 ** log2Steps;
  const offset = hashWords(seed, component, scale, 0xa11) % length;
  const tileLo = Math.floor((step - offset) / length) * length + offset;
  if (path.seed !== seed || path.tileLo !== tileLo) {
    path.seed = seed;
    path.tileLo = tileLo;
    path.depth = 0;
    path.lo[0] = tileLo;
    path.hi[0] = tileLo + length;
    path.vLo[0] = 0;
    path.vHi[0] = 0;
  }
  return path;
}

/** Drops every remembered path (tests: a fresh read to compare a resumed one with). */
export function forgetWalkPaths(): void {
  paths.clear();
}

/** The bridge of one scale at `step`: 0 at its tile's edges, unit variance per step. */
function bridgeAt(
  seed: number,
  component: number,
  scale: number,
  log2Steps: number,
  step: number,
): number {
  const path = pathFor(seed, component, scale, log2Steps, step);
  let d = path.depth;
  while (d > 0 && !(path.lo[d]! <= step && step < path.hi[d]!)) d--;
  let lo = path.lo[d]!;
  let hi = path.hi[d]!;
  let vLo = path.vLo[d]!;
  let vHi = path.vHi[d]!;
  while (hi - lo > 1) {
    const mid = lo + (hi - lo) / 2;
    const vMid =
      (vLo + vHi) / 2 + Math.sqrt((hi - lo) / 4) * gaussianAt(seed, component, scale, mid);
    if (step < mid) {
      hi = mid;
      vHi = vMid;
    } else {
      lo = mid;
      vLo = vMid;
    }
    d++;
    path.lo[d] = lo;
    path.hi[d] = hi;
    path.vLo[d] = vLo;
    path.vHi[d] = vHi;
  }
  path.depth = d;
  return vLo;
}

/**
 * The walk of `component` at integer `step`: variance 1 per step over short spans, bounded
 * over long ones. Same seed, component and step: same value, on any machine running V8
 * (its Math.log and Math.cos are fdlibm ports, identical on every platform).
 */
export function walkAt(
  seed: number,
  component: number,
  step: number,
  scales: readonly Scale[] = SECOND_SCALES,
): number {
  let x = 0;
  scales.forEach(({ log2Steps, share }, scale) => {
    x += Math.sqrt(share) * bridgeAt(seed, component, scale, log2Steps, step);
  });
  return x;
}
