/**
 * Which balances may go below zero, and which are spread over several rows (docs/decisions.md
 * 63). The unit of work (unitOfWork.ts) applies both in its one statement; every reader sums
 * a balance's rows (read.ts, verify.ts).
 */
import { SystemAccount } from '@bourse/shared';

/**
 * System accounts allowed below zero (DESIGN.md 5): the outside world and the house. Users,
 * fees, the market maker and every product pool are guarded: no row of theirs goes below
 * zero, so neither does their sum.
 */
export const MAY_GO_NEGATIVE: readonly number[] = [
  SystemAccount.external,
  SystemAccount.treasury,
  SystemAccount.faucet,
  SystemAccount.promotions,
];

/**
 * System accounts whose balance is spread over SPREAD_SLOTS rows: the ones every deposit,
 * withdrawal, conversion and fill touches. With one row, each of those transactions held
 * the row's lock from its ledger statement to COMMIT and they ran one at a time; with a
 * row per slot, postings on different slots run side by side.
 *
 * `fees` is guarded and spread: a credit may take any slot, while a debit takes slot 0
 * only, where the per-row guard refuses it unless slot 0 alone covers it. Every slot stays
 * >= 0, so their sum can never be overdrawn, however many debits race. The price is that
 * a debit larger than slot 0 (about 1/SPREAD_SLOTS of the fees) is refused even when the
 * whole balance would cover it; so whoever debits fees first gathers the slots into slot 0
 * (`gatherSpread`, gather.ts, in a transaction of its own), as the invitation rebates do. The market
 * maker and the product pools are debited as often as credited (the spot sequencer
 * freezes the maker's quotes against what balancesOf says it has), so they stay on one
 * row.
 */
export const SPREAD_ACCOUNTS: readonly number[] = [...MAY_GO_NEGATIVE, SystemAccount.fees];

/**
 * Rows per spread balance: more than a process has connections (10 in production, 20 in
 * the bench), so the units of work one process has in flight share a spread row only when
 * one of them stays open while 32 others start.
 */
export const SPREAD_SLOTS = 32;

let lastSlot = Math.floor(Math.random() * SPREAD_SLOTS);

/**
 * The slot the next unit of work posts its spread rows to: each process takes the slots in
 * turn (from a random start, so processes do not walk in step). In turn rather than by a
 * hash of the key: hashed, two of the transactions in flight landed on one row as often as
 * the birthday problem says (a third of the deposits' active sessions in the bench waited
 * on a row lock); in turn they do not. One slot per unit of work, so a batch of many
 * fills touches one fees row per coin, not SPREAD_SLOTS of them. Nothing depends on which
 * slot a posting took: readers sum the rows, and a replay changes none.
 */
export function nextSlot(): number {
  lastSlot = (lastSlot + 1) % SPREAD_SLOTS;
  return lastSlot;
}
