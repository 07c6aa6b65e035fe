/**
 * postJournal: one journal as its own unit of work (unitOfWork.ts), in the caller's
 * transaction, so a journal and the domain row it pays for commit together or not at all.
 * A step that posts several journals should add them to one `LedgerBatch` instead: one
 * statement, and every balance row locked in the ledger's order.
 */
import type { Tx } from '../../db/client.ts';
import type { JournalInput, Posted } from './types.ts';
import { LedgerBatch } from './unitOfWork.ts';

/**
 * Posts a balanced journal inside `tx`. Throws LedgerError for a malformed journal (a bug),
 * and BalanceShortfall (errors.insufficientBalance) when a guarded balance would go below
 * zero; either way the caller's transaction must roll back, which a thrown error does.
 * A key posted before returns that journal with `replayed: true` and changes nothing.
 */
export async function postJournal(tx: Tx, input: JournalInput): Promise<Posted> {
  const batch = new LedgerBatch();
  batch.post(input);
  const { posted } = await batch.commit(tx, input.at);
  return posted[0]!;
}
