/**
 * The common postings, each a balanced journal built for postJournal. Amounts are positive
 * Decimals; the helper decides which side is signed negative.
 */
import type { Decimal, SystemAccountName } from '@bourse/shared';
import type { Tx } from '../../db/client.ts';
import { postJournal } from './post.ts';
import {
  LedgerError,
  systemOwner,
  type Entry,
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

function post(tx: Tx, p: Movement, entries: Entry[]): Promise<Posted> {
  const { idempotencyKey, reason, ref, at, memo, linkColumn } = p;
  return postJournal(tx, { idempotencyKey, reason, ref, at, memo, linkColumn, entries });
}

/** Available to available: between users, between a user's accounts, or to a system account. */
export function transfer(tx: Tx, p: Movement & { from: Side; to: Side }): Promise<Posted> {
  const amount = positive(p);
  return post(tx, p, [
    leg(p.from, p.currency, 'available', amount.negated()),
    leg(p.to, p.currency, 'available', amount),
  ]);
}

/** Holds part of a balance for an order or a product: available to frozen. */
export function freeze(tx: Tx, p: Movement & { side: Side }): Promise<Posted> {
  const amount = positive(p);
  return post(tx, p, [
    leg(p.side, p.currency, 'available', amount.negated()),
    leg(p.side, p.currency, 'frozen', amount),
  ]);
}

/** Releases a hold: frozen back to available. */
export function unfreeze(tx: Tx, p: Movement & { side: Side }): Promise<Posted> {
  const amount = positive(p);
  return post(tx, p, [
    leg(p.side, p.currency, 'frozen', amount.negated()),
    leg(p.side, p.currency, 'available', amount),
  ]);
}

/** Pays a held amount out: `from`'s frozen to `to`'s available (a fill, a purchase). */
export function settleFrozen(tx: Tx, p: Movement & { from: Side; to: Side }): Promise<Posted> {
  const amount = positive(p);
  return post(tx, p, [
    leg(p.from, p.currency, 'frozen', amount.negated()),
    leg(p.to, p.currency, 'available', amount),
  ]);
}

/** A system account pays a user (faucet, deposit, payout), on the user's account type. */
export function creditFromSystem(
  tx: Tx,
  p: Movement & { system: SystemAccountName; to: Side },
): Promise<Posted> {
  return transfer(tx, { ...p, from: { owner: systemOwner(p.system), account: p.to.account } });
}

/** A user pays a system account (withdrawal, fee), on the user's account type. */
export function debitToSystem(
  tx: Tx,
  p: Movement & { from: Side; system: SystemAccountName },
): Promise<Posted> {
  return transfer(tx, { ...p, to: { owner: systemOwner(p.system), account: p.from.account } });
}
