/**
 * The demo traders' rule (development servers only; seed/follow.ts makes the accounts): a
 * demo trader without an open position opens one at most every half hour, long if its pair's
 * recorded index rose over the last ten minutes and short if it fell, and closes it after
 * twenty minutes. Orders go through the same services as a user's, so followers copy them
 * and the statistics count them like anyone's. Production never runs this job.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { LeverPriceType, LeverSide, LeverStatus, dec, type LeverSubmitBody } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { DomainError } from '../../http/errors.ts';
import { closePosition, leverPositions, submitOrder } from '../lever/index.ts';
import { instrumentBySymbol } from '../market/index.ts';
import { users } from '../users/index.ts';

/** A demo trader account (seed/follow.ts lists them). */
export interface DemoTrader {
  email: string;
  nickname: string;
  profitSharePercent: string;
  /** The pair it trades (against USDT) and how many lots. */
  symbol: 'BTC' | 'ETH';
  lots: number;
}

const HOLD_MS = 20 * 60_000;
const REST_MS = 30 * 60_000;
const LOOKBACK_MS = 10 * 60_000;

/** One pass over the demo traders; returns how many positions it opened and closed. */
export async function runDemoTraders(
  ctx: AppContext,
  demos: readonly DemoTrader[],
): Promise<{ opened: number; closed: number }> {
  const done = { opened: 0, closed: 0 };
  const now = ctx.clock.now();
  const accounts = await ctx.db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(
      inArray(
        users.account,
        demos.map((d) => d.email),
      ),
    );
  for (const demo of demos) {
    const user = accounts.find((a) => a.account === demo.email);
    if (!user) continue;
    const [last] = await ctx.db
      .select()
      .from(leverPositions)
      .where(and(eq(leverPositions.userId, user.id), isNull(leverPositions.copyOf)))
      .orderBy(desc(leverPositions.id))
      .limit(1);
    try {
      if (last?.status === LeverStatus.open) {
        if (now.getTime() - last.openedAt!.getTime() >= HOLD_MS) {
          await closePosition(ctx, user.id, last.id);
          done.closed++;
        }
        continue;
      }
      if (last && now.getTime() - last.createdAt.getTime() < REST_MS) continue;
      const instrument = await instrumentBySymbol(ctx.db, `${demo.symbol}/USDT`);
      if (!instrument) continue;
      const [then, current] = await Promise.all([
        ctx.prices.indexPrice(demo.symbol, new Date(now.getTime() - LOOKBACK_MS)),
        ctx.prices.indexPrice(demo.symbol, now),
      ]);
      const body: LeverSubmitBody = {
        share: String(demo.lots),
        multiple: 10,
        currency_id: instrument.baseCurrencyId,
        legal_id: instrument.quoteCurrencyId,
        type: dec(current.price).gte(then.price) ? LeverSide.long : LeverSide.short,
        status: LeverPriceType.market,
      };
      await submitOrder(ctx, user.id, body);
      done.opened++;
    } catch (error) {
      // A refusal (market closed, margin short after losses) waits for the next pass.
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return done;
}
