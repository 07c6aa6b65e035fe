/**
 * The caller's invitation programme (`GET /api/invite/*`): the summary, the people they
 * invited (accounts masked, as everywhere else: users' `maskAccount`) with what each one's
 * fees have paid them, and the rebate rows. Every query is scoped to the caller; amounts
 * are per coin, never added across coins.
 */
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  Exact,
  nextRebatePayAt,
  type InviteAmount,
  type InvitePageQuery,
  type InviteRebatePage,
  type InviteSummary,
  type InviteePage,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { findCurrency, toSeconds } from '../system/index.ts';
import { maskAccount, users } from '../users/index.ts';
import { rebatePercent } from './config.ts';
import { inviteRebates } from './tables.ts';

/** The registration route with the code prefilled (spec 2; the web app's `inviteLink`). */
export const registerPath = (code: string) =>
  `/h5/#/pages/common/register?code=${encodeURIComponent(code)}`;

/** A stored amount as a plain decimal, exactly (numeric(36,18) has more digits than `dec`). */
const plain = (v: string) => new Exact(v).toFixed();

async function amounts(
  db: DbOrTx,
  rows: { currencyId: number; amount: string }[],
): Promise<InviteAmount[]> {
  const out: InviteAmount[] = [];
  for (const r of rows) {
    const coin = await findCurrency(db, r.currencyId);
    out.push({ currency_id: r.currencyId, currency: coin?.name ?? '', amount: plain(r.amount) });
  }
  return out.sort((a, b) => a.currency_id - b.currency_id);
}

const paidTotal = sql<string>`sum(${inviteRebates.rebate})::text`;

export async function inviteSummary(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
): Promise<InviteSummary> {
  const [me] = await ctx.db
    .select({ code: users.inviteCode })
    .from(users)
    .where(eq(users.id, userId));
  if (!me) return fail('errors.loginFirst');
  const [invited] = await ctx.db
    .select({ n: count() })
    .from(users)
    .where(eq(users.referrerId, userId));
  const totals = await ctx.db
    .select({ currencyId: inviteRebates.currencyId, amount: paidTotal })
    .from(inviteRebates)
    .where(and(eq(inviteRebates.inviterId, userId), gt(inviteRebates.rebate, '0')))
    .groupBy(inviteRebates.currencyId);
  return {
    invite_code: me.code,
    link_path: registerPath(me.code),
    rebate_percent: await rebatePercent(ctx.db),
    next_pay_at: toSeconds(nextRebatePayAt(ctx.clock.now())),
    invitees: invited?.n ?? 0,
    rebates: await amounts(ctx.db, totals),
  };
}

/** The people the caller invited, newest first, with what each has earned the caller. */
export async function listInvitees(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  query: Omit<InvitePageQuery, 'lang'>,
): Promise<InviteePage> {
  const mine = eq(users.referrerId, userId);
  const people = await ctx.db
    .select({ id: users.id, account: users.account, createdAt: users.createdAt })
    .from(users)
    .where(mine)
    .orderBy(desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await ctx.db.select({ n: count() }).from(users).where(mine);
  const earned =
    people.length === 0
      ? []
      : await ctx.db
          .select({
            inviteeId: inviteRebates.inviteeId,
            currencyId: inviteRebates.currencyId,
            amount: paidTotal,
          })
          .from(inviteRebates)
          .where(
            and(
              eq(inviteRebates.inviterId, userId),
              inArray(
                inviteRebates.inviteeId,
                people.map((p) => p.id),
              ),
              gt(inviteRebates.rebate, '0'),
            ),
          )
          .groupBy(inviteRebates.inviteeId, inviteRebates.currencyId);
  const data = [];
  for (const p of people) {
    data.push({
      account: maskAccount(p.account),
      registered_at: toSeconds(p.createdAt),
      earned: await amounts(
        ctx.db,
        earned.filter((e) => e.inviteeId === p.id),
      ),
    });
  }
  return { data, total: total?.n ?? 0, page: query.page, limit: query.limit };
}

/** The rebates paid to the caller, newest first, each with what it was computed from. */
export async function listRebates(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  query: Omit<InvitePageQuery, 'lang'>,
): Promise<InviteRebatePage> {
  const mine = eq(inviteRebates.inviterId, userId);
  const rows = await ctx.db
    .select({ row: inviteRebates, account: users.account })
    .from(inviteRebates)
    .innerJoin(users, eq(users.id, inviteRebates.inviteeId))
    .where(mine)
    .orderBy(desc(inviteRebates.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await ctx.db.select({ n: count() }).from(inviteRebates).where(mine);
  const data = [];
  for (const { row, account } of rows) {
    const coin = await findCurrency(ctx.db, row.currencyId);
    data.push({
      id: row.id,
      day: row.day,
      invitee: maskAccount(account),
      source: row.source,
      currency_id: row.currencyId,
      currency: coin?.name ?? '',
      fee_total: plain(row.feeTotal),
      fee_count: row.feeCount,
      percent: plain(row.percent),
      amount: plain(row.rebate),
      paid_at: toSeconds(row.createdAt),
      journal_id: row.journalId,
    });
  }
  return { data, total: total?.n ?? 0, page: query.page, limit: query.limit };
}
