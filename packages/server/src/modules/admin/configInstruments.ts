/**
 * The console's pairs (issue 15, role admin): every pair, trading or not, and an edit of
 * what an operator may change: the maker and taker fee rates (0 to 10%), the minimum order
 * value, trading on or off and the display order. Through market's `editInstrument`, which
 * bumps the pair's version and tells every process; the audit row is written in the edit's
 * transaction with the changed fields before and after.
 *
 * The tick and lot sizes are NOT editable here: the open orders sit on the pair's grid, and
 * a new grid would leave them between steps (the engine works in whole ticks and lots).
 */
import { asc, eq } from 'drizzle-orm';
import { dec, toPlain, type AdminInstrument, type AdminInstrumentEdit } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import {
  editInstrument,
  instruments,
  type InstrumentEdit,
  type InstrumentRow,
} from '../market/index.ts';
import { recordAudit } from './audit.ts';

function adminInstrument(row: InstrumentRow): AdminInstrument {
  return {
    id: row.id,
    symbol: row.symbol,
    kind: row.kind,
    tick_size: toPlain(row.tickSize),
    lot_size: toPlain(row.lotSize),
    min_amount: toPlain(row.minAmount),
    maker_fee: toPlain(row.makerFee),
    taker_fee: toPlain(row.takerFee),
    session: row.session,
    is_active: row.isActive,
    sort: row.sort,
    version: row.version,
  };
}

/** `GET /api/admin/instruments`: every pair, inactive ones too, in display order. */
export async function listAdminInstruments(db: DbOrTx): Promise<AdminInstrument[]> {
  const rows = await db
    .select()
    .from(instruments)
    .orderBy(asc(instruments.sort), asc(instruments.id));
  return rows.map(adminInstrument);
}

type Editable = 'maker_fee' | 'taker_fee' | 'min_amount' | 'is_active' | 'sort';
const DECIMALS: readonly Editable[] = ['maker_fee', 'taker_fee', 'min_amount'];

/** The fields whose value differs from the pair's now, as the wire names them. */
function changes(
  before: AdminInstrument,
  body: AdminInstrumentEdit,
): Partial<Pick<AdminInstrument, Editable>> {
  const out: Partial<Record<Editable, unknown>> = {};
  for (const field of ['maker_fee', 'taker_fee', 'min_amount', 'is_active', 'sort'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    const same = DECIMALS.includes(field)
      ? dec(String(before[field])).eq(String(value))
      : before[field] === value;
    if (!same) out[field] = DECIMALS.includes(field) ? toPlain(String(value)) : value;
  }
  return out as Partial<Pick<AdminInstrument, Editable>>;
}

const pick = (view: AdminInstrument, fields: readonly string[]) =>
  Object.fromEntries(fields.map((f) => [f, view[f as keyof AdminInstrument]]));

/**
 * `POST /api/admin/instruments/:id`: the given fields, audited `instrument.edit` with
 * `{ before, after }` of the changed ones. The changes are found under the pair's row lock,
 * so two edits at once each record what the other left. Nothing changed: no edit, no row.
 */
export async function editAdminInstrument(
  ctx: Pick<AppContext, 'db' | 'clock' | 'cluster'>,
  operatorId: number,
  id: number,
  body: AdminInstrumentEdit,
): Promise<AdminInstrument> {
  const edit: InstrumentEdit = {
    ...(body.maker_fee !== undefined ? { makerFee: body.maker_fee } : {}),
    ...(body.taker_fee !== undefined ? { takerFee: body.taker_fee } : {}),
    ...(body.min_amount !== undefined ? { minAmount: body.min_amount } : {}),
    ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
    ...(body.sort !== undefined ? { sort: body.sort } : {}),
  };
  if (Object.keys(edit).length === 0) {
    const [row] = await ctx.db.select().from(instruments).where(eq(instruments.id, id));
    return row ? adminInstrument(row) : fail('errors.pairUnknown');
  }
  let result: AdminInstrument | undefined;
  await editInstrument(ctx, id, edit, async (tx, beforeRow, afterRow) => {
    const before = adminInstrument(beforeRow);
    result = adminInstrument(afterRow);
    const changed = Object.keys(changes(before, body));
    if (changed.length === 0) return;
    await recordAudit(tx, {
      operatorId,
      action: 'instrument.edit',
      targetTable: 'instruments',
      targetId: id,
      reason: null,
      detail: {
        symbol: before.symbol,
        before: pick(before, changed),
        after: pick(result, changed),
      },
      at: ctx.clock.now(),
    });
  });
  return result!;
}
