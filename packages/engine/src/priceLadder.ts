/**
 * One side's price levels in price order: a sorted typed array of keys with the best at the
 * end, and beside it the level slot of each key. Keys are chosen so that "better" is always
 * "larger": a bid's key is its price, an ask's key is minus its price.
 *
 * Almost all activity happens near the best price, so lookups gallop from the end (1, 2, 4,
 * ... steps) before a binary search, and insertions and removals move only the entries
 * better than the one touched: the cost depends on the distance to the best price, not on
 * the depth of the book. Taking out the best level (the common case when trading) is O(1).
 */
export class PriceLadder {
  keys = new Float64Array(64);
  levels = new Int32Array(64);
  /** Number of levels. */
  n = 0;

  /** The first index whose key is >= `key` (n when every key is smaller). */
  locate(key: number): number {
    const keys = this.keys;
    let hi = this.n;
    let lo = hi - 1;
    let step = 1;
    // Gallop towards worse prices while the probed key is still >= key.
    while (lo >= 0 && keys[lo]! >= key) {
      hi = lo;
      lo = hi - step;
      step *= 2;
    }
    lo = lo < 0 ? 0 : lo + 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insertAt(pos: number, key: number, level: number): void {
    if (this.n === this.keys.length) this.grow();
    const { keys, levels, n } = this;
    if (pos < n) {
      keys.copyWithin(pos + 1, pos, n);
      levels.copyWithin(pos + 1, pos, n);
    }
    keys[pos] = key;
    levels[pos] = level;
    this.n = n + 1;
  }

  removeAt(pos: number): void {
    const n = this.n - 1;
    if (pos < n) {
      this.keys.copyWithin(pos, pos + 1, n + 1);
      this.levels.copyWithin(pos, pos + 1, n + 1);
    }
    this.n = n;
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2);
    keys.set(this.keys);
    this.keys = keys;
    const levels = new Int32Array(this.levels.length * 2);
    levels.set(this.levels);
    this.levels = levels;
  }
}
