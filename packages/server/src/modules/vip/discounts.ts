/**
 * The VIP fee discounts the fee paths charge with.
 *
 * - Contracts read the user's discount inside their transaction (`vipDiscountOf`): one
 *   primary-key read per open, exact at that instant.
 * - Spot fills are matched in memory by a market's sequencer in batches of one statement
 *   (docs/decisions.md 65), so it cannot read per order. It takes `vipFeeDiscounts(db)`: this
 *   process's copy of every user with a discount (user id -> percent; everyone else 0),
 *   loaded on first use, dropped by the daily job when it finishes (`forgetVipDiscounts`) and
 *   re-read at the next batch; other processes notice a finished run within FRESH_MS (each
 *   checks the latest finished run's day in the background, never in a batch's way). A copy
 *   serves makers and takers alike, so a fill's two fees are known when it is matched.
 * Levels change once a day, so a process may charge the previous level for at most FRESH_MS
 * after another process's run finished; the discount used is stored on the trade.
 */
import { performance } from 'node:perf_hooks';
import { eq, gt, isNotNull, max } from 'drizzle-orm';
import { toPlain } from '@bourse/shared';
import type { DbOrTx } from '../../db/client.ts';
import { userVip, vipRuns } from './tables.ts';

/** How long a process trusts its copy before checking for a newer run (real time). */
export const FRESH_MS = 60_000;

const NONE: ReadonlyMap<number, string> = new Map();

interface Copy {
  /** The latest finished run's day when read ('' for none). */
  revision: string;
  byUser: ReadonlyMap<number, string>;
  checkedAt: number;
}

class DiscountCopy {
  private copy: Copy | undefined;
  private loading: { generation: number; done: Promise<Copy> } | undefined;
  private checking = false;
  private generation = 0;

  constructor(private readonly db: DbOrTx) {}

  /** Every user with a discount -> its percent. */
  async discounts(): Promise<ReadonlyMap<number, string>> {
    const copy = this.copy;
    if (!copy) return (await this.load()).byUser;
    if (performance.now() - copy.checkedAt >= FRESH_MS) void this.check(copy);
    return copy.byUser;
  }

  forget(): void {
    this.generation++;
    this.copy = undefined;
  }

  private load(): Promise<Copy> {
    if (this.loading?.generation === this.generation) return this.loading.done;
    const generation = this.generation;
    const done = readCopy(this.db).then((copy) => {
      // A copy read before a forget may miss the run that caused it: never kept.
      if (generation === this.generation) this.copy = copy;
      return copy;
    });
    this.loading = { generation, done };
    void done.then(
      () => this.clearLoading(done),
      () => this.clearLoading(done),
    );
    return done;
  }

  private clearLoading(done: Promise<Copy>): void {
    if (this.loading?.done === done) this.loading = undefined;
  }

  /** In the background: a newer finished run means a new copy; the old one serves meanwhile. */
  private async check(copy: Copy): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    // One check per FRESH_MS, whatever it finds (a database that is away is not asked per batch).
    copy.checkedAt = performance.now();
    try {
      const revision = await latestRun(this.db);
      if (revision !== copy.revision) await this.load();
    } catch {
      // The database is away: the copy serves until the next check.
    } finally {
      this.checking = false;
    }
  }
}

async function latestRun(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({ day: max(vipRuns.day) })
    .from(vipRuns)
    .where(isNotNull(vipRuns.finishedAt));
  return row?.day ?? '';
}

async function readCopy(db: DbOrTx): Promise<Copy> {
  const revision = await latestRun(db);
  const rows = await db
    .select({ userId: userVip.userId, percent: userVip.feeDiscountPercent })
    .from(userVip)
    .where(gt(userVip.feeDiscountPercent, '0'));
  const byUser = new Map(rows.map((r) => [r.userId, toPlain(r.percent)]));
  return { revision, byUser: byUser.size > 0 ? byUser : NONE, checkedAt: performance.now() };
}

const copies = new WeakMap<object, DiscountCopy>();

function copyOf(db: DbOrTx): DiscountCopy {
  let copy = copies.get(db);
  if (!copy) copies.set(db, (copy = new DiscountCopy(db)));
  return copy;
}

/** This process's discounts by user (spot sequencers; a user missing from it has none). */
export function vipFeeDiscounts(db: DbOrTx): Promise<ReadonlyMap<number, string>> {
  return copyOf(db).discounts();
}

/** Drops this process's copy (the job after a run; a test that wrote levels itself). */
export function forgetVipDiscounts(db: DbOrTx): void {
  copies.get(db)?.forget();
}

/** One user's discount percent now ('0' without a level): read in the caller's transaction. */
export async function vipDiscountOf(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db
    .select({ percent: userVip.feeDiscountPercent })
    .from(userVip)
    .where(eq(userVip.userId, userId));
  return row ? toPlain(row.percent) : '0';
}
