/**
 * The durations of seconds options as the console configures them (admin): list every
 * one, add one, or edit its payout, stakes, sort and whether it is offered. Each change
 * locks the duration's row and is audited with the fields before and after. An order
 * keeps the payout it was accepted with (option_orders.payout_percent): an edit reaches
 * new orders only, never one already placed or its result.
 */
import { asc, eq } from 'drizzle-orm';
import {
  dec,
  toPlain,
  type AdminOptionDuration,
  type AdminOptionDurationBody,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../admin/index.ts';
import { optionDurations } from './tables.ts';

type DurationRow = typeof optionDurations.$inferSelect;

function deskView(d: DurationRow): AdminOptionDuration {
  return {
    seconds: d.seconds,
    payout_percent: toPlain(d.payoutPercent),
    min_stake: toPlain(d.minStake),
    max_stake: toPlain(d.maxStake),
    is_active: d.isActive,
    sort: d.sort,
  };
}

/** `GET /api/admin/options/durations`: every duration, offered or not, in the page's order. */
export async function listDurationsForDesk(db: DbOrTx): Promise<AdminOptionDuration[]> {
  const rows = await db
    .select()
    .from(optionDurations)
    .orderBy(asc(optionDurations.sort), asc(optionDurations.seconds));
  return rows.map(deskView);
}

const same = (a: AdminOptionDuration, b: AdminOptionDuration, k: keyof AdminOptionDuration) =>
  typeof a[k] === 'string' ? dec(a[k]).eq(String(b[k])) : a[k] === b[k];

/** `POST /api/admin/options/durations`: adds or edits the duration of `body.seconds`. */
export async function saveDuration(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  operatorId: number,
  body: AdminOptionDurationBody,
): Promise<AdminOptionDuration> {
  const at = ctx.clock.now();
  const values = {
    payoutPercent: body.payout_percent,
    minStake: body.min_stake,
    maxStake: body.max_stake,
    isActive: body.is_active,
    sort: body.sort,
  };
  return ctx.db.transaction(async (tx) => {
    // A new duration is inserted, or an existing one locked: of saves racing to add the same
    // duration one inserts and the others wait for it and edit, so each audit's "before" is
    // the last "after" and only one says "create".
    const [created] = await tx
      .insert(optionDurations)
      .values({ seconds: body.seconds, ...values })
      .onConflictDoNothing()
      .returning();
    const [old] = created
      ? []
      : await tx
          .select()
          .from(optionDurations)
          .where(eq(optionDurations.seconds, body.seconds))
          .for('update');
    const [row] = created
      ? [created]
      : await tx
          .update(optionDurations)
          .set(values)
          .where(eq(optionDurations.seconds, body.seconds))
          .returning();
    const after = deskView(row!);
    const before = old ? deskView(old) : null;
    const changed = (Object.keys(after) as (keyof AdminOptionDuration)[]).filter(
      (k) => !before || !same(before, after, k),
    );
    if (changed.length > 0) {
      await recordAudit(tx, {
        operatorId,
        action: before ? 'optionDuration.edit' : 'optionDuration.create',
        targetTable: 'option_durations',
        targetId: body.seconds,
        reason: null,
        detail: {
          before: before ? Object.fromEntries(changed.map((k) => [k, before[k]])) : null,
          after: Object.fromEntries(changed.map((k) => [k, after[k]])),
        },
        at,
      });
    }
    return after;
  });
}
