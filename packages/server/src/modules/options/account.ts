/**
 * A user's options settings (`option_accounts`, created on first use): the risk disclosure
 * accepted once, the self-set daily loss limit, and the row every submission locks (the
 * 5 s cooldown is checked under that lock, so two submissions at once never both pass).
 *
 * Loss limit (issue 10: "a self-set daily loss limit stops new orders for the rest of the
 * day"): a lower limit applies at once; a higher one, or removing it, from the next UTC day,
 * so a user cannot lift the limit in the heat of a losing day.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import {
  OptionStatus,
  dec,
  toPlain,
  type Decimal,
  type OptionAccountView,
  OPTION_COOLDOWN_MS,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { quizBets } from '../../db/schema.ts';
import { fail } from '../../http/errors.ts';
import { toSeconds } from '../system/index.ts';
import { regionAllowed } from './config.ts';
import { optionAccounts, optionOrders } from './tables.ts';

export type OptionAccount = typeof optionAccounts.$inferSelect;

const DAY_MS = 86_400_000;
export const utcDayStart = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const nextUtcDay = (at: Date) => new Date(utcDayStart(at).getTime() + DAY_MS);

/** The limit in force at `now` (a pending raise counts once its day has come); null: none. */
export function limitInForce(account: OptionAccount | undefined, now: Date): string | null {
  if (!account) return null;
  if (account.pendingFrom && account.pendingFrom.getTime() <= now.getTime()) {
    return account.pendingLossLimit;
  }
  return account.dailyLossLimit;
}

/** The user's row, locked for the rest of `tx` (created first if missing). */
export async function lockAccount(tx: Tx, userId: number): Promise<OptionAccount> {
  await tx.insert(optionAccounts).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(optionAccounts)
    .where(eq(optionAccounts.userId, userId))
    .for('update');
  return row!;
}

async function accountOf(db: DbOrTx, userId: number): Promise<OptionAccount | undefined> {
  const [row] = await db.select().from(optionAccounts).where(eq(optionAccounts.userId, userId));
  return row;
}

/**
 * What counts against the limit: today's (UTC) net realised loss (minus the sum of the
 * results settled today, floored at zero) and the stakes still running. The quiz game
 * (issue 14) shares the limit: its bets settled today count with their result (payout -
 * stake) and its bets in unsettled rounds as open stakes, so one limit covers both games.
 * Its tables are read through db/schema.ts: the quiz module imports this one.
 */
export async function exposureOf(
  db: DbOrTx,
  userId: number,
  now: Date,
): Promise<{ todayLoss: Decimal; openStakes: Decimal }> {
  const [today] = await db
    .select({ net: sql<string | null>`sum(${optionOrders.factProfits})` })
    .from(optionOrders)
    .where(
      and(
        eq(optionOrders.userId, userId),
        eq(optionOrders.status, OptionStatus.settled),
        gte(optionOrders.settledAt, utcDayStart(now)),
      ),
    );
  const [open] = await db
    .select({ stakes: sql<string | null>`sum(${optionOrders.stake})` })
    .from(optionOrders)
    .where(and(eq(optionOrders.userId, userId), eq(optionOrders.status, OptionStatus.open)));
  type Sum = string | null;
  const today0 = utcDayStart(now);
  const [quiz] = await db
    .select({
      net: sql<Sum>`sum(${quizBets.payout} - ${quizBets.stake}) filter (where ${quizBets.settledAt} >= ${today0})`,
      open: sql<Sum>`sum(${quizBets.stake}) filter (where ${quizBets.settledAt} is null)`,
    })
    .from(quizBets)
    .where(eq(quizBets.userId, userId));
  const net = dec(today?.net ?? '0').add(quiz?.net ?? '0');
  return {
    todayLoss: net.isNegative() ? net.negated() : dec(0),
    openStakes: dec(open?.stakes ?? '0').add(quiz?.open ?? '0'),
  };
}

/**
 * Refuses a new stake that would take today's loss plus the open stakes of both games past
 * the limit in force (errors.optionLossLimit). Call it under `lockAccount`, so two stakes at
 * once never both pass.
 */
export async function requireWithinLossLimit(
  tx: Tx,
  account: OptionAccount,
  stake: Decimal,
  currency: string,
  now: Date,
): Promise<void> {
  const limit = limitInForce(account, now);
  if (limit === null) return;
  const { todayLoss, openStakes } = await exposureOf(tx, account.userId, now);
  if (todayLoss.add(openStakes).add(stake).gt(limit)) {
    fail('errors.optionLossLimit', {
      limit: toPlain(limit),
      loss: toPlain(todayLoss),
      open: toPlain(openStakes),
      stake: toPlain(stake),
      currency,
    });
  }
}

/** `GET /microtrade/account`. */
export async function optionAccountView(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
): Promise<OptionAccountView> {
  const now = ctx.clock.now();
  const account = await accountOf(ctx.db, userId);
  const { todayLoss, openStakes } = await exposureOf(ctx.db, userId, now);
  const limit = limitInForce(account, now);
  const pending = account?.pendingFrom && account.pendingFrom > now;
  return {
    disclosure_accepted: Boolean(account?.disclosureAcceptedAt),
    disclosure_accepted_at: account?.disclosureAcceptedAt
      ? toSeconds(account.disclosureAcceptedAt)
      : null,
    daily_loss_limit: limit === null ? null : toPlain(limit),
    pending_loss_limit:
      pending && account.pendingLossLimit !== null ? toPlain(account.pendingLossLimit) : null,
    pending_from: pending ? toSeconds(account.pendingFrom!) : null,
    today_loss: toPlain(todayLoss),
    open_stakes: toPlain(openStakes),
    region_allowed: await regionAllowed(ctx.db, userId),
    cooldown_ms: OPTION_COOLDOWN_MS,
  };
}

/** `POST /microtrade/disclosure {accept: 1}`: recorded once; accepting again keeps the first. */
export async function acceptDisclosure(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
): Promise<OptionAccountView> {
  await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (account.disclosureAcceptedAt) return;
    await tx
      .update(optionAccounts)
      .set({ disclosureAcceptedAt: ctx.clock.now() })
      .where(eq(optionAccounts.userId, userId));
  });
  return optionAccountView(ctx, userId);
}

/**
 * `POST /microtrade/loss_limit {amount}` (`0` removes the limit). Lower than the limit in
 * force: at once. Higher (or none): from the next UTC midnight; until then the old one holds.
 */
export async function setLossLimit(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  amount: string,
): Promise<OptionAccountView> {
  const now = ctx.clock.now();
  const wanted = dec(amount).isZero() ? null : toPlain(amount);
  await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    const current = limitInForce(account, now);
    const lower = wanted !== null && (current === null || dec(wanted).lt(current));
    const same =
      wanted === current || (wanted !== null && current !== null && dec(wanted).eq(current));
    const set =
      lower || same
        ? { dailyLossLimit: wanted, pendingLossLimit: null, pendingFrom: null }
        : { dailyLossLimit: current, pendingLossLimit: wanted, pendingFrom: nextUtcDay(now) };
    await tx.update(optionAccounts).set(set).where(eq(optionAccounts.userId, userId));
  });
  return optionAccountView(ctx, userId);
}
