/**
 * Order id -> slot: an open-addressing hash table with linear probing in one Float64Array
 * (cell i holds the id at 2i and the slot at 2i + 1, so a probe touches one cache line).
 *
 * Why not a Map: with a few hundred thousand resting orders, Map lookups and its rehashing
 * took more than half of the benchmark's time; this table does the same in a fraction.
 * Ids are positive, so 0 marks an empty cell. Deletion shifts the following entries back
 * (no tombstones), so probe sequences stay short however many orders come and go. The load
 * stays at most one half; the table doubles beyond that and never shrinks.
 */
import { NONE } from './orderStore.ts';

const EMPTY = 0;

export class IdIndex {
  private cells: Float64Array;
  private mask: number;
  private shift: number;
  size = 0;

  /** `capacityLog2` >= 5: the table has 2^capacityLog2 cells. */
  constructor(capacityLog2 = 12) {
    this.cells = new Float64Array(2 << capacityLog2);
    this.mask = (1 << capacityLog2) - 1;
    this.shift = 32 - capacityLog2;
  }

  /** The slot of `id`, or NONE. */
  get(id: number): number {
    const cells = this.cells;
    for (let i = this.home(id); ; i = (i + 1) & this.mask) {
      const key = cells[2 * i]!;
      if (key === id) return cells[2 * i + 1]!;
      if (key === EMPTY) return NONE;
    }
  }

  /** Adds `id`, which must not be present. */
  add(id: number, slot: number): void {
    if (2 * (this.size + 1) > this.mask + 1) this.grow();
    this.size++;
    this.put(id, slot);
  }

  /** Removes `id`; false if it was not present. */
  delete(id: number): boolean {
    const cells = this.cells;
    const mask = this.mask;
    let i = this.home(id);
    for (; ; i = (i + 1) & mask) {
      const key = cells[2 * i]!;
      if (key === id) break;
      if (key === EMPTY) return false;
    }
    // Backward shift: move up every later entry of the run whose home is not in (i, j].
    for (let j = (i + 1) & mask; ; j = (j + 1) & mask) {
      const key = cells[2 * j]!;
      if (key === EMPTY) break;
      const h = this.home(key);
      const stays = i <= j ? i < h && h <= j : i < h || h <= j;
      if (stays) continue;
      cells[2 * i] = key;
      cells[2 * i + 1] = cells[2 * j + 1]!;
      i = j;
    }
    cells[2 * i] = EMPTY;
    this.size--;
    return true;
  }

  /**
   * Blocks of 16 consecutive ids share a run of 16 cells (4 cache lines), and blocks are
   * spread by Fibonacci hashing of the rest of the id (both 32-bit halves). Ids from a
   * database sequence, where recent orders are the busy ones, thus stay close in memory,
   * while ids of any other shape still spread evenly.
   */
  private home(id: number): number {
    const low = id >>> 0;
    const high = (id / 4294967296) >>> 0;
    const block = Math.imul((low >>> 4) ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1);
    return ((block >>> (this.shift + 4)) << 4) | (low & 15);
  }

  private put(id: number, slot: number): void {
    const cells = this.cells;
    let i = this.home(id);
    while (cells[2 * i] !== EMPTY) i = (i + 1) & this.mask;
    cells[2 * i] = id;
    cells[2 * i + 1] = slot;
  }

  private grow(): void {
    const old = this.cells;
    const log2 = 33 - this.shift;
    this.cells = new Float64Array(2 << log2);
    this.mask = (1 << log2) - 1;
    this.shift = 32 - log2;
    for (let i = 0; i < old.length; i += 2) {
      if (old[i] !== EMPTY) this.put(old[i]!, old[i + 1]!);
    }
  }
}
