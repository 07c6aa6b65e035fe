/**
 * `POST /microtrade/submit` (client contract 7.10): a bet that `match_id`'s index rises
 * (type 1) or falls (type 2) within `seconds`. Every rule is checked before anything is
 * written, so a refusal changes nothing; then, in one transaction under the user's
 * `option_accounts` lock, the open price is recorded from the index tape, the order row is
 * written and its stake frozen in the options (micro) account.
 */
import { eq } from 'drizzle-orm';
import {
  JournalReason,
  OPTION_COOLDOWN_MS,
  OptionStatus,
  dec,
  optionRemainingMs,
  scaleOf,
  toPlain,
  type OptionSubmitBody,
  type OptionSubmitted,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import {
  BalanceShortfall,
  availableOf,
  journals,
  postJournal,
  userOwner,
} from '../ledger/index.ts';
import { instrumentById, sessionRefusal, type Instrument } from '../market/index.ts';
import { findCurrency, toSeconds } from '../system/index.ts';
import { lockAccount, requireWithinLossLimit } from './account.ts';
import { OPTION_ACCOUNT, OPTION_STAKE_CURRENCY, activeDuration, regionAllowed } from './config.ts';
import { optionAccounts, optionOrders } from './tables.ts';

/** The journal and row names: `option_orders:<id>:stake` / `:settle`. */
export const OPTION_ORDERS_TABLE = 'option_orders';

/** The pair must exist, trade, and (a stock) be in its session. */
async function tradablePair(
  ctx: Pick<AppContext, 'db'>,
  id: number,
  at: Date,
): Promise<Instrument> {
  const pair = await instrumentById(ctx.db, id);
  if (!pair) return fail('errors.pairUnknown');
  if (!pair.isActive) return fail('errors.pairSuspended', { symbol: pair.symbol });
  const closed = sessionRefusal(pair, at);
  if (closed) return fail('errors.marketClosed', { symbol: pair.symbol, ...closed });
  return pair;
}

export async function submitOption(
  ctx: AppContext,
  userId: number,
  body: Omit<OptionSubmitBody, 'lang'>,
): Promise<OptionSubmitted> {
  const now = ctx.clock.now();
  const duration = await activeDuration(ctx.db, body.seconds);
  const pair = await tradablePair(ctx, body.match_id, now);
  // The stake coin is the pair's quote (`legal_id`), and only USDT is payable.
  const coin = await findCurrency(ctx.db, body.currency_id);
  if (body.currency_id !== pair.quoteCurrencyId || body.currency_id !== OPTION_STAKE_CURRENCY) {
    return fail('errors.optionCurrencyNotPayable', {
      currency: coin?.name ?? String(body.currency_id),
    });
  }
  const currency = coin!.name;
  const stake = dec(body.number);
  if (scaleOf(body.number) > coin!.decimals && !stake.eq(stake.toDecimalPlaces(coin!.decimals))) {
    return fail('errors.optionStakeDecimals', { decimals: coin!.decimals, currency });
  }
  if (stake.lt(duration.minStake) || stake.gt(duration.maxStake)) {
    return fail('errors.optionStakeRange', {
      min: toPlain(duration.minStake),
      max: toPlain(duration.maxStake),
      currency,
    });
  }
  if (!(await regionAllowed(ctx.db, userId))) return fail('errors.regionNotSupported');

  const order = await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account.disclosureAcceptedAt) return fail('errors.optionDisclosureRequired');
    if (account.lastSubmitAt) {
      const waitMs = account.lastSubmitAt.getTime() + OPTION_COOLDOWN_MS - now.getTime();
      if (waitMs > 0) return fail('errors.optionCooldown', { seconds: Math.ceil(waitMs / 1000) });
    }
    await requireWithinLossLimit(tx, account, stake, currency, now);
    const owner = userOwner(userId);
    if ((await availableOf(tx, owner, OPTION_ACCOUNT, coin!.id)).lt(stake)) {
      return fail('errors.insufficientBalanceOf', { currency });
    }
    // The open price: the recorded index of this second (the same for every caller in it).
    const open = await ctx.prices.record(pair.base.name, tx);
    const expiresAt = new Date(open.at.getTime() + duration.seconds * 1000);
    const [row] = await tx
      .insert(optionOrders)
      .values({
        userId,
        instrumentId: pair.id,
        currencyId: coin!.id,
        direction: body.type,
        seconds: duration.seconds,
        stake: toPlain(stake),
        payoutPercent: duration.payoutPercent,
        openPrice: open.price,
        openSource: open.source,
        openAt: open.at,
        expiresAt,
        status: OptionStatus.open,
        createdAt: now,
      })
      .returning();
    await tx
      .update(optionAccounts)
      .set({ lastSubmitAt: now })
      .where(eq(optionAccounts.userId, userId));
    try {
      await postJournal(
        tx,
        journals.freeze({
          side: { owner, account: OPTION_ACCOUNT },
          currency: coin!.id,
          amount: stake,
          reason: JournalReason.optionStake,
          idempotencyKey: `${OPTION_ORDERS_TABLE}:${row!.id}:stake`,
          ref: { table: OPTION_ORDERS_TABLE, id: row!.id },
          at: now,
        }),
      );
    } catch (error) {
      // Spent by another request since the check above: the same refusal, naming the coin.
      if (error instanceof BalanceShortfall) fail('errors.insufficientBalanceOf', { currency });
      throw error;
    }
    return row!;
  });
  return {
    id: order.id,
    seconds: order.seconds,
    open_price: toPlain(order.openPrice),
    type: order.direction,
    number: toPlain(order.stake),
    profit_ratio: toPlain(order.payoutPercent),
    open_at: toSeconds(order.openAt),
    open_source: order.openSource,
    expires_at: toSeconds(order.expiresAt),
    remain_milli_seconds: optionRemainingMs(order.expiresAt, now),
    symbol: pair.symbol,
  };
}
