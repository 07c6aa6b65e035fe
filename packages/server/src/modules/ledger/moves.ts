/**
 * The common postings, each a balanced journal built for postJournal (or, through
 * `journals`, for a unit of work of the caller's own). Amounts are positive
 * Decimals; the helper decides which side is signed negative.
 */
import type { Decimal, SystemAccountName } from '@bourse/shared';
import type { Tx } from '../../db/client.ts';
import { postJournal } from './post.ts';
import {
  LedgerError,
  systemOwner,
  type Entry,
  type JournalInput,
  type Posted,
  type Posting,
  type Side,
} from './types.ts';

interface Movement extends Posting {
  currency: number;
  /** Positive; the helper signs it. */
  amount: Decimal;
}

function positive(p: Movement): Decimal {
  if (!p.amount.isFinite() || !p.amount.isPositive() || p.amount.isZero()) {
    throw new LedgerError(`journal ${p.idempotencyKey}: amount must be greater than zero`);
  }
  return p.amount;
}

const leg = (side: Side, currency: number, bucket: Entry['bucket'], amount: Decimal): Entry => ({
  ...side,
  currency,
  bucket,
  amount,
});

function journal(p: Movement, entries: Entry[]): JournalInput {
  const { idempotencyKey, reason, ref, at, memo, linkColumn, creates } = p;
  return { idempotencyKey, reason, ref, at, memo, linkColumn, creates, entries };
}

/**
 * The journals the helpers below post, for a caller that adds them to a unit of work of its
 * own (a `LedgerBatch`, or a grouped commit's shared ledger: group.ts).
 */
export const journals = {
  /** Available to available: between users, between a user's accounts, or to a system account. */
  transfer(p: Movement & { from: Side; to: Side }): JournalInput {
    const amount = positive(p);
    return journal(p, [
      leg(p.from, p.currency, 'available', amount.negated()),
      leg(p.to, p.currency, 'available', amount),
    ]);
  },
  /** Holds part of a balance for an order or a product: available to frozen. */
  freeze(p: Movement & { side: Side }): JournalInput {
    const amount = positive(p);
    return journal(p, [
      leg(p.side, p.currency, 'available', amount.negated()),
      leg(p.side, p.currency, 'frozen', amount),
    ]);
  },
  /** Releases a hold: frozen back to available. */
  unfreeze(p: Movement & { side: Side }): JournalInput {
    const amount = positive(p);
    return journal(p, [
      leg(p.side, p.currency, 'frozen', amount.negated()),
      leg(p.side, p.currency, 'available', amount),
    ]);
  },
  /** Pays a held amount out: `from`'s frozen to `to`'s available (a fill, a purchase). */
  settleFrozen(p: Movement & { from: Side; to: Side }): JournalInput {
    const amount = positive(p);
    return journal(p, [
      leg(p.from, p.currency, 'frozen', amount.negated()),
      leg(p.to, p.currency, 'available', amount),
    ]);
  },
  /** A system account pays a user (faucet, deposit, payout), on the user's account type. */
  creditFromSystem(p: Movement & { system: SystemAccountName; to: Side }): JournalInput {
    return journals.transfer({
      ...p,
      from: { owner: systemOwner(p.system), account: p.to.account },
    });
  },
  /** A user pays a system account (withdrawal, fee), on the user's account type. */
  debitToSystem(p: Movement & { from: Side; system: SystemAccountName }): JournalInput {
    return journals.transfer({
      ...p,
      to: { owner: systemOwner(p.system), account: p.from.account },
    });
  },
};

export const transfer = (tx: Tx, p: Parameters<typeof journals.transfer>[0]): Promise<Posted> =>
  postJournal(tx, journals.transfer(p));
export const freeze = (tx: Tx, p: Parameters<typeof journals.freeze>[0]): Promise<Posted> =>
  postJournal(tx, journals.freeze(p));
export const unfreeze = (tx: Tx, p: Parameters<typeof journals.unfreeze>[0]): Promise<Posted> =>
  postJournal(tx, journals.unfreeze(p));
export const settleFrozen = (
  tx: Tx,
  p: Parameters<typeof journals.settleFrozen>[0],
): Promise<Posted> => postJournal(tx, journals.settleFrozen(p));
export const creditFromSystem = (
  tx: Tx,
  p: Parameters<typeof journals.creditFromSystem>[0],
): Promise<Posted> => postJournal(tx, journals.creditFromSystem(p));
export const debitToSystem = (
  tx: Tx,
  p: Parameters<typeof journals.debitToSystem>[0],
): Promise<Posted> => postJournal(tx, journals.debitToSystem(p));
