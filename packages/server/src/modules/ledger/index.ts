/**
 * The ledger's door: the only code that changes a balance (DESIGN.md section 5). Post
 * inside your own transaction, next to the domain row the money is for (one journal with
 * the helpers below, several as one `LedgerBatch`, which writes them in one statement):
 *
 *   await ctx.db.transaction(async (tx) => {
 *     const [order] = await tx.insert(orders).values(...).returning();
 *     await freeze(tx, { side, currency, amount, reason: JournalReason.freeze,
 *       idempotencyKey: `order:${order.id}:freeze`, ref: { table: 'orders', id: order.id },
 *       at: ctx.clock.now() });
 *   });
 *
 * A request that is a transaction of its own (a transfer, a deposit decision) shares it
 * with the requests posting at the same moment: `postTogether` (group.ts, decision 64).
 *
 * Read balances and statements with the services of read.ts below. The tables are not
 * exported: db/schema.ts and other tables.ts files import them directly, and tests look
 * at journals and entries through ./testing.ts.
 */
export { postJournal } from './post.ts';
export {
  journals,
  transfer,
  freeze,
  unfreeze,
  settleFrozen,
  creditFromSystem,
  debitToSystem,
} from './moves.ts';
// Reading: balances of users and system accounts, and an owner's statement (bills).
export {
  availableOf,
  balancesOf,
  getBalance,
  getBalances,
  journalPosted,
  statementOf,
  type BalanceFilter,
  type BalanceView,
  type LedgerBalance,
  type Statement,
  type StatementFilter,
  type StatementLine,
} from './read.ts';
export { MAY_GO_NEGATIVE } from './policy.ts';
// A payout from `fees` (debited on its row 0 only) gathers the balance's rows first.
export { gatherSpread } from './gather.ts';
// Group commit: callers posting at the same moment share one transaction (group.ts).
export { postTogether, groupCommitOf, type GroupedWork, type SharedLedger } from './group.ts';
export { pgArray, type Companion, type RowInsert } from './statement.ts';
export {
  LedgerBatch,
  BalanceShortfall,
  StatementAborted,
  commitAlone,
  type Committed,
  type ShortRow,
} from './unitOfWork.ts';
export {
  verifyLedger,
  formatLedgerReport,
  type LedgerProblem,
  type LedgerProblemKind,
  type LedgerReport,
} from './verify.ts';
export {
  Exact,
  LedgerError,
  accountName,
  systemOwner,
  userOwner,
  type Entry,
  type JournalInput,
  type Owner,
  type Posted,
  type Posting,
  type Ref,
  type Side,
} from './types.ts';
