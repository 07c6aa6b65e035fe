/**
 * The user's socket (only while a gateway listens): `lever_trade` with the account after a
 * change (and from the jobs once a run, at most once a second), `lever_closed` with the
 * ids of positions just closed.
 */
import { hazardRateOf, toPlain, type LeverTradeEvent } from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { accountState, type AccountState } from './account.ts';

export function tradeEventOf(state: AccountState): LeverTradeEvent {
  const { risk } = state;
  return {
    hazard_rate: hazardRateOf(risk.riskRate),
    profits_all: toPlain(risk.unrealised.toDecimalPlaces(6)),
    equity: toPlain(risk.equity.toDecimalPlaces(6)),
    used_margin: toPlain(risk.usedMargin),
    risk_rate: risk.riskRate ? toPlain(risk.riskRate.toDecimalPlaces(4)) : '',
    balance: toPlain(state.balance),
  };
}

/** Sends the account to the user (read now unless given); nothing when nobody listens. */
export async function announceAccount(
  ctx: AppContext,
  userId: number,
  state?: AccountState,
): Promise<void> {
  if (!ctx.realtime.active || !ctx.realtime.reaches(userId)) return;
  const now = state ?? (await accountState(ctx, ctx.db, userId));
  ctx.realtime.toUser(userId, 'lever_trade', tradeEventOf(now));
}

export function announceClosedIds(ctx: AppContext, userId: number, ids: number[]): void {
  if (ids.length > 0 && ctx.realtime.active)
    ctx.realtime.toUser(userId, 'lever_closed', { id: ids });
}
