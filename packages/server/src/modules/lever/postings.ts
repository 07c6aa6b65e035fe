/**
 * The journals of contracts, on the lever account (3) in USDT. One journal per event, each
 * with the key `lever_positions:<id>:<what>`, so a job run twice pays once.
 */
import type { Exact, JournalReason, SystemAccountName } from '@bourse/shared';
import type { Tx } from '../../db/client.ts';
import {
  postJournal,
  systemOwner,
  userOwner,
  type Entry,
  type Owner,
  type Posted,
} from '../ledger/index.ts';
import { LEVER_CURRENCY } from './account.ts';

/** Signed movements of lever USDT, summed into entries (zero legs dropped). */
export class Legs {
  private readonly entries: Entry[] = [];

  private add(owner: Owner, bucket: Entry['bucket'], amount: Exact): this {
    if (!amount.isZero()) {
      this.entries.push({ owner, account: 'lever', currency: LEVER_CURRENCY, bucket, amount });
    }
    return this;
  }

  /** `amount` moves from `from` to `to` (each a user's bucket or a system account). */
  move(from: Leg, to: Leg, amount: Exact): this {
    if (amount.isZero()) return this;
    if (amount.isNegative()) throw new Error('a leg moves a positive amount');
    return this.add(ownerOf(from), bucketOf(from), amount.negated()).add(
      ownerOf(to),
      bucketOf(to),
      amount,
    );
  }

  get list(): Entry[] {
    return this.entries;
  }
}

/** A user's bucket, or a system account (always its available bucket). */
export type Leg = { user: number; bucket: Entry['bucket'] } | { system: SystemAccountName };

const ownerOf = (leg: Leg): Owner =>
  'user' in leg ? userOwner(leg.user) : systemOwner(leg.system);
const bucketOf = (leg: Leg): Entry['bucket'] => ('user' in leg ? leg.bucket : 'available');

export const available = (user: number): Leg => ({ user, bucket: 'available' });
export const frozen = (user: number): Leg => ({ user, bucket: 'frozen' });

/** Posts `legs` as one journal for a position; nothing when every leg is zero. */
export async function postLegs(
  tx: Tx,
  legs: Legs,
  p: { positionId: number; what: string; reason: JournalReason; at: Date },
): Promise<Posted | undefined> {
  if (legs.list.length === 0) return undefined;
  return postJournal(tx, {
    idempotencyKey: `lever_positions:${p.positionId}:${p.what}`,
    reason: p.reason,
    ref: { table: 'lever_positions', id: p.positionId },
    at: p.at,
    entries: legs.list,
  });
}
