/**
 * `POST /project/order` (client contract 7.11): `amount` tokens paid in `pay_currency`.
 * Every rule is checked before anything is written, so a refusal changes nothing; then, in
 * one transaction under the user's IEO lock and a share lock on the project (a pause or a
 * close waits for it, and the allocation skips the project until it commits), the pay
 * coin's index is recorded, the server's total computed (decision 75), the row written and
 * the total held in the spot account.
 */
import { eq } from 'drizzle-orm';
import {
  IeoPhase,
  IeoSubscriptionStatus,
  JournalReason,
  dec,
  ieoPayAmount,
  ieoPhase,
  ieoWithinTolerance,
  scaleOf,
  toPlain,
  translate,
  type IeoOrderBody,
  type Lang,
} from '@bourse/shared';
import type { AppContext, IndexQuote } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { BalanceShortfall, journals, postJournal, userOwner } from '../ledger/index.ts';
import { findCurrency, toDateTime, type Currency } from '../system/index.ts';
import { IEO_ACCOUNT, IEO_SUBSCRIPTIONS_TABLE, IEO_USDT, lockIeoUser } from './config.ts';
import { projectTitle, subscribedBy, visibleProject, type ProjectRow } from './projects.ts';
import { ieoProjects, ieoSubscriptions } from './tables.ts';

/** The refusals a subscription gets from the project's state, in the caller's words. */
function openForSubscriptions(row: ProjectRow, now: Date, lang: Lang): void {
  const title = projectTitle(row, lang);
  const phase = ieoPhase(row, now);
  if (phase === IeoPhase.warmUp || phase === IeoPhase.upcoming) {
    fail('errors.ieoNotStarted', { title, start: toDateTime(row.startAt) });
  }
  if (phase === IeoPhase.finished) fail('errors.ieoEnded', { title });
  if (row.paused) fail('errors.ieoPaused', { title });
}

/** The pay coin's index now: USDT is the peg; any other coin is recorded on the tape. */
async function payQuote(
  ctx: Pick<AppContext, 'prices'>,
  coin: Currency,
  tx: Tx,
): Promise<IndexQuote> {
  if (coin.id === IEO_USDT) return ctx.prices.indexPrice(coin.name);
  return ctx.prices.record(coin.name, tx);
}

export async function subscribe(
  ctx: AppContext,
  userId: number,
  body: Omit<IeoOrderBody, 'lang'>,
  lang: Lang,
): Promise<string> {
  const now = ctx.clock.now();
  const project = await visibleProject(ctx, body.project_id);
  const title = projectTitle(project, lang);
  const token = (await findCurrency(ctx.db, project.currencyId))!;
  const coin = project.payCurrencyIds.includes(body.pay_currency)
    ? await findCurrency(ctx.db, body.pay_currency)
    : undefined;
  if (!coin) {
    const allowed = await Promise.all(project.payCurrencyIds.map((id) => findCurrency(ctx.db, id)));
    const named = await findCurrency(ctx.db, body.pay_currency);
    return fail('errors.ieoPayCurrency', {
      title,
      currency: named?.name ?? String(body.pay_currency),
      allowed: allowed.flatMap((c) => (c ? [c.name] : [])).join(', '),
    });
  }
  openForSubscriptions(project, now, lang);
  const amount = dec(body.amount);
  if (scaleOf(body.amount) > token.decimals && !amount.eq(amount.toDecimalPlaces(token.decimals))) {
    return fail('errors.ieoAmountDecimals', { decimals: token.decimals, currency: token.name });
  }
  if (amount.lt(project.minAmount)) {
    return fail('errors.ieoBelowMin', { min: toPlain(project.minAmount), currency: token.name });
  }

  const row = await ctx.db.transaction(async (tx) => {
    await lockIeoUser(tx, userId);
    // A share lock: a pause, a close or the allocation waits for (or skips) this request.
    const [locked] = await tx
      .select()
      .from(ieoProjects)
      .where(eq(ieoProjects.id, project.id))
      .for('share');
    openForSubscriptions(locked!, now, lang);
    const already = await subscribedBy(tx, project.id, userId);
    const remaining = dec(locked!.maxAmount).minus(already);
    if (amount.gt(remaining)) {
      return fail('errors.ieoAboveMax', {
        max: toPlain(locked!.maxAmount),
        currency: token.name,
        subscribed: already,
        remaining: toPlain(remaining.isNegative() ? 0 : remaining),
      });
    }
    const quote = await payQuote(ctx, coin, tx);
    const total = ieoPayAmount(amount, locked!.price, quote.price, coin.decimals);
    if (body.price !== undefined && !ieoWithinTolerance(total, body.price)) {
      return fail('errors.ieoPriceChanged', {
        total: total.toFixed(),
        currency: coin.name,
        client: toPlain(body.price),
      });
    }
    const [inserted] = await tx
      .insert(ieoSubscriptions)
      .values({
        projectId: project.id,
        userId,
        amount: toPlain(amount),
        payCurrencyId: coin.id,
        payAmount: total.toFixed(),
        payPrice: quote.price,
        paySource: quote.source,
        payPriceAt: quote.at,
        clientPrice: body.price ?? null,
        status: IeoSubscriptionStatus.subscribed,
        createdAt: now,
      })
      .returning();
    try {
      await postJournal(
        tx,
        journals.freeze({
          side: { owner: userOwner(userId), account: IEO_ACCOUNT },
          currency: coin.id,
          amount: dec(total.toFixed()),
          reason: JournalReason.ieoSubscribe,
          idempotencyKey: `${IEO_SUBSCRIPTIONS_TABLE}:${inserted!.id}:subscribe`,
          ref: { table: IEO_SUBSCRIPTIONS_TABLE, id: inserted!.id },
          at: now,
        }),
      );
    } catch (error) {
      if (error instanceof BalanceShortfall)
        fail('errors.insufficientBalanceOf', { currency: coin.name });
      throw error;
    }
    return inserted!;
  });
  return translate(lang, 'ieo.subscribed', {
    amount: toPlain(row.amount),
    currency: token.name,
    pay: toPlain(row.payAmount),
    payCurrency: coin.name,
  });
}
