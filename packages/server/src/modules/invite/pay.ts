/**
 * Paying one UTC day's rebates: the day's fees (fees.ts) become one row per inviter,
 * invitee, coin and kind, each with its rebate (shared `inviteRebate`: fee total x percent /
 * 100, rounded down to the coin's decimals) and, when that is above zero, one journal
 * `invite_rebates:<id>` from the `fees` balance that collected the fees to the inviter.
 *
 * Exactly once, whoever runs it: rows are inserted ON CONFLICT DO NOTHING on their unique
 * key (inviter, invitee, day, coin, kind), and only the rows this run inserted get a
 * journal, in the same transaction. A second runner's insert waits for the first one's
 * commit and then finds the rows there; a run that failed half-way left whole chunks
 * behind, and the next run pays only what is missing. A zero rebate (a tiny fee rounded
 * down) keeps its row, for the record, and posts nothing.
 */
import { eq } from 'drizzle-orm';
import { Exact, JournalReason, inviteRebate, type InviteFeeSource } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { LedgerBatch, gatherSpread, journals, systemOwner, userOwner } from '../ledger/index.ts';
import { findCurrency } from '../system/index.ts';
import { FEE_ACCOUNTS, INVITE_REBATES_TABLE } from './config.ts';
import { dayFees, type DayFee } from './fees.ts';
import { inviteRebateDays, inviteRebates } from './tables.ts';

/** Rebate rows written per transaction (one ledger statement each). */
export const INVITE_CHUNK = 500;

export interface DayPaid {
  day: string;
  /** Rows this run wrote (a racing run's rows are not counted here). */
  rows: number;
  /** Journals this run posted. */
  journals: number;
}

type RowInsert = typeof inviteRebates.$inferInsert;

export async function payDay(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  day: string,
  percent: string,
  { chunk = INVITE_CHUNK }: { chunk?: number } = {},
): Promise<DayPaid> {
  const now = ctx.clock.now();
  const fees = await dayFees(ctx.db, day);
  const rows: RowInsert[] = [];
  for (const fee of fees) rows.push(await rowOf(ctx, fee, day, percent, now));

  // The `fees` balances that pay: a debit takes their row 0 only (ledger policy.ts).
  const payers = new Map<string, { source: InviteFeeSource; currency: number }>();
  for (const r of rows) {
    if (new Exact(r.rebate).isZero()) continue;
    payers.set(`${r.source}:${r.currencyId}`, { source: r.source, currency: r.currencyId });
  }
  for (const { source, currency } of payers.values()) {
    await gatherSpread(
      ctx.db,
      { system: 'fees', account: FEE_ACCOUNTS[source].from, currency },
      now,
    );
  }

  const paid: DayPaid = { day, rows: 0, journals: 0 };
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    await ctx.db.transaction(async (tx) => {
      const mine = await tx.insert(inviteRebates).values(part).onConflictDoNothing().returning();
      const batch = new LedgerBatch();
      for (const row of mine) {
        const amount = new Exact(row.rebate);
        if (amount.isZero()) continue;
        const accounts = FEE_ACCOUNTS[row.source];
        batch.post(
          journals.transfer({
            idempotencyKey: `${INVITE_REBATES_TABLE}:${row.id}`,
            reason: JournalReason.inviteRebate,
            ref: { table: INVITE_REBATES_TABLE, id: row.id },
            linkColumn: 'journal_id',
            at: now,
            from: { owner: systemOwner('fees'), account: accounts.from },
            to: { owner: userOwner(row.inviterId), account: accounts.to },
            currency: row.currencyId,
            amount,
          }),
        );
      }
      await batch.commit(tx, now);
      paid.rows += mine.length;
      paid.journals += batch.size;
    });
  }
  await ctx.db
    .insert(inviteRebateDays)
    .values({
      day,
      percent,
      rows: await ctx.db.$count(inviteRebates, eq(inviteRebates.day, day)),
      paidAt: now,
    })
    .onConflictDoNothing();
  return paid;
}

async function rowOf(
  ctx: Pick<AppContext, 'db'>,
  fee: DayFee,
  day: string,
  percent: string,
  now: Date,
): Promise<RowInsert> {
  const coin = await findCurrency(ctx.db, fee.currencyId);
  // Trades and charges reference the catalogue: a fee in an unknown coin is a bug.
  if (!coin) throw new Error(`invite rebate: currency ${fee.currencyId} is not in the catalogue`);
  const rebate = inviteRebate(fee.feeTotal, percent, coin.decimals);
  return {
    inviterId: fee.inviterId,
    inviteeId: fee.inviteeId,
    day,
    currencyId: fee.currencyId,
    source: fee.source,
    feeTotal: new Exact(fee.feeTotal).toFixed(),
    feeCount: fee.feeCount,
    percent,
    rebate: rebate.toFixed(),
    createdAt: now,
  };
}
