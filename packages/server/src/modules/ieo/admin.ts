/**
 * The operator's IEO desk (`/api/admin/ieo/*`): create a project, pause and resume its
 * subscriptions, close it early. Each decision is one transaction with its audit row
 * (before and after). None of them can touch a subscription, an allocation or a price: a
 * pause only refuses new subscriptions, and a close only moves the end to now, after which
 * the allocation job allocates by the same rules as at any end.
 */
import { eq } from 'drizzle-orm';
import {
  IeoPhase,
  JournalReason,
  dec,
  ieoPhase,
  scaleOf,
  toPlain,
  type IeoProjectCreateBody,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { recordAudit } from '../admin/index.ts';
import { sanitizeHtml } from '../content/index.ts';
import { journals, postJournal, systemOwner } from '../ledger/index.ts';
import { listInstruments } from '../market/index.ts';
import { findCurrency, type LocalizedText } from '../system/index.ts';
import { IEO_ACCOUNT, IEO_PROJECTS_TABLE } from './config.ts';
import type { ProjectRow } from './projects.ts';
import { ieoProjects } from './tables.ts';

/** A project as created: texts per language (the operator's form gives one, in `en`). */
export interface NewProject {
  currencyId: number;
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  logo: string;
  price: string;
  payCurrencyIds: number[];
  total: string;
  minAmount: string;
  maxAmount: string;
  warmupAt: Date;
  startAt: Date;
  endAt: Date;
  lockDays: number;
  marketAt: Date;
  whitepaperUrl: string;
  websiteUrl: string;
}

/** Refuses what the table's checks would refuse, in the caller's language, first. */
async function checkProject(ctx: Pick<AppContext, 'db' | 'prices'>, p: NewProject): Promise<void> {
  const token = await findCurrency(ctx.db, p.currencyId);
  if (!token) return fail('errors.currencyUnavailable');
  const traded = (await listInstruments(ctx.db)).some(
    (i) => i.baseCurrencyId === token.id || i.quoteCurrencyId === token.id,
  );
  if (traded || p.payCurrencyIds.includes(token.id)) {
    return fail('errors.ieoTokenTaken', { currency: token.name });
  }
  for (const value of [p.total, p.minAmount, p.maxAmount]) {
    if (
      scaleOf(value) > token.decimals &&
      !dec(value).eq(dec(value).toDecimalPlaces(token.decimals))
    ) {
      return fail('errors.ieoAmountDecimals', { decimals: token.decimals, currency: token.name });
    }
  }
  if (dec(p.minAmount).gt(p.maxAmount) || dec(p.maxAmount).gt(p.total)) fail('errors.ieoLimits');
  if (!(p.warmupAt <= p.startAt && p.startAt < p.endAt && p.endAt <= p.marketAt)) {
    fail('errors.ieoDatesOrder');
  }
  for (const id of p.payCurrencyIds) {
    const coin = await findCurrency(ctx.db, id);
    if (!coin) return fail('errors.currencyUnavailable');
    await ctx.prices.indexPrice(coin.name); // errors.noIndexPrice for a coin without one
  }
}

/**
 * Writes the project and moves its whole issuance from the treasury to the IEO pool in
 * `tx` (journal `ieo_projects:<id>:issue`), so every later release is paid from a pool
 * that holds it and the pool never goes below zero.
 */
export async function insertProject(tx: Tx, p: NewProject, at: Date): Promise<ProjectRow> {
  const [row] = await tx
    .insert(ieoProjects)
    .values({ ...p, content: sanitizedTexts(p.content), createdAt: at })
    .returning();
  await postJournal(
    tx,
    journals.transfer({
      from: { owner: systemOwner('treasury'), account: IEO_ACCOUNT },
      to: { owner: systemOwner('ieoPool'), account: IEO_ACCOUNT },
      currency: row!.currencyId,
      amount: dec(row!.total),
      reason: JournalReason.ieoAllocate,
      idempotencyKey: `${IEO_PROJECTS_TABLE}:${row!.id}:issue`,
      ref: { table: IEO_PROJECTS_TABLE, id: row!.id },
      at,
      memo: 'issuance to the IEO pool',
    }),
  );
  return row!;
}

function sanitizedTexts(texts: LocalizedText): LocalizedText {
  return Object.fromEntries(
    Object.entries(texts).map(([lang, html]) => [lang, sanitizeHtml(html ?? '')]),
  );
}

const fromSeconds = (s: number) => new Date(s * 1000);

export async function createProject(
  ctx: Pick<AppContext, 'db' | 'clock' | 'prices'>,
  operatorId: number,
  body: Omit<IeoProjectCreateBody, 'lang'>,
): Promise<{ id: number }> {
  const p: NewProject = {
    currencyId: body.currency_id,
    title: { en: body.title },
    summary: { en: body.summary },
    content: { en: body.content },
    logo: body.logo,
    price: body.price,
    payCurrencyIds: [...new Set(body.pay_currencies.split(',').map(Number))],
    total: body.total,
    minAmount: body.min_amount,
    maxAmount: body.max_amount,
    warmupAt: fromSeconds(body.warmup_at),
    startAt: fromSeconds(body.start_at),
    endAt: fromSeconds(body.end_at),
    lockDays: body.lock_days,
    marketAt: fromSeconds(body.market_at),
    whitepaperUrl: body.whitepaper_url,
    websiteUrl: body.website_url,
  };
  await checkProject(ctx, p);
  const [taken] = await ctx.db
    .select({ id: ieoProjects.id })
    .from(ieoProjects)
    .where(eq(ieoProjects.currencyId, p.currencyId));
  if (taken) {
    return fail('errors.ieoTokenTaken', {
      currency: (await findCurrency(ctx.db, p.currencyId))!.name,
    });
  }
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await insertProject(tx, p, at);
    await recordAudit(tx, {
      operatorId,
      action: 'ieo.create',
      targetTable: IEO_PROJECTS_TABLE,
      targetId: row.id,
      reason: body.reason,
      detail: { after: stateOf(row) },
      at,
    });
    return { id: row.id };
  });
}

/** What an audit row keeps of a project, before and after a decision. */
function stateOf(row: ProjectRow) {
  return {
    paused: row.paused,
    warmup_at: row.warmupAt.toISOString(),
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    total: toPlain(row.total),
    price: toPlain(row.price),
  };
}

export type ProjectDecision = 'pause' | 'resume' | 'close';

/** Pause, resume or close one project, audited with its state before and after. */
export async function decideProject(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  operatorId: number,
  id: number,
  decision: ProjectDecision,
  reason: string,
): Promise<{ id: number; paused: boolean; end_at: number }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    // Waits for subscriptions in flight (they hold a share lock on the row).
    const [row] = await tx.select().from(ieoProjects).where(eq(ieoProjects.id, id)).for('update');
    if (!row) return fail('errors.ieoProjectUnknown');
    if (row.allocatedAt || ieoPhase(row, now) === IeoPhase.finished) fail('errors.ieoAlreadyEnded');
    let change: Partial<ProjectRow>;
    if (decision === 'pause') {
      if (row.paused) fail('errors.ieoAlreadyPaused');
      change = { paused: true };
    } else if (decision === 'resume') {
      if (!row.paused) fail('errors.ieoNotPaused');
      change = { paused: false };
    } else {
      const min = (d: Date) => (d < now ? d : now);
      change = {
        warmupAt: min(row.warmupAt),
        startAt: min(row.startAt),
        endAt: now,
        closedAt: now,
      };
    }
    const [after] = await tx
      .update(ieoProjects)
      .set(change)
      .where(eq(ieoProjects.id, id))
      .returning();
    await recordAudit(tx, {
      operatorId,
      action: `ieo.${decision}`,
      targetTable: IEO_PROJECTS_TABLE,
      targetId: id,
      reason,
      detail: { before: stateOf(row), after: stateOf(after!) },
      at: now,
    });
    return { id, paused: after!.paused, end_at: Math.floor(after!.endAt.getTime() / 1000) };
  });
}
