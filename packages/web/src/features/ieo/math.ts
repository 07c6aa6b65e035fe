/**
 * The subscription form's figures, with the server's own shared formulas (decision 75): the
 * total is tokens x issue price / the pay coin's index, rounded up to the coin's decimals;
 * the per-user room is the maximum less what the user asked already.
 */
import {
  Exact,
  Rounding,
  dec,
  ieoPayAmount,
  isDecimalString,
  roundAmount,
  scaleOf,
  withoutThousandsSeparators,
  type IeoPayCurrency,
  type IeoProjectDetail,
} from '@bourse/shared';

export type AmountProblem = 'required' | 'invalid' | 'decimals' | 'min' | 'max' | 'balance';

/** The typed amount as a plain decimal, or undefined. */
export function readAmount(typed: string): string | undefined {
  const v = withoutThousandsSeparators(typed.trim());
  return isDecimalString(v) && dec(v).gt(0) ? v : undefined;
}

/** What `amount` tokens cost in `pay` at its index now ('' when there is no index). */
export function totalIn(amount: string, info: IeoProjectDetail, pay: IeoPayCurrency): string {
  if (!pay.index_price) return '';
  return ieoPayAmount(amount, info.price, pay.index_price, pay.decimals).toFixed();
}

/** The room left for this user: the maximum less what they asked, or the maximum. */
export function roomOf(info: IeoProjectDetail): string {
  return info.mine ? info.mine.remaining : info.max_amount;
}

/**
 * The "Max" button: the most tokens this balance pays for at the index now, within the
 * user's room, rounded down to the token's decimals. The balance is first cut to the pay
 * coin's decimals: the server's total is rounded up onto that grid, so any token count whose
 * exact cost fits under the cut balance also fits after the server's rounding. Undefined when
 * the coin has no index or the balance is unknown.
 */
export function maxAffordable(
  info: IeoProjectDetail,
  pay: IeoPayCurrency,
  balance: string | undefined,
): string | undefined {
  if (!pay.index_price || balance === undefined || !isDecimalString(balance)) return undefined;
  const spendable = roundAmount(balance, pay.decimals, Rounding.down);
  const tokens = roundAmount(
    spendable.mul(new Exact(pay.index_price)).div(new Exact(info.price)),
    info.token_decimals,
    Rounding.down,
  );
  const room = new Exact(roomOf(info));
  return (tokens.gt(room) ? room : tokens).toFixed();
}

/** The first problem with the typed amount, checked in the server's order. */
export function amountProblem(
  typed: string,
  info: IeoProjectDetail,
  total: string,
  balance: string | undefined,
): AmountProblem | undefined {
  if (typed.trim() === '') return 'required';
  const amount = readAmount(typed);
  if (!amount) return 'invalid';
  if (scaleOf(amount) > info.token_decimals) return 'decimals';
  if (dec(amount).lt(info.min_amount)) return 'min';
  if (dec(amount).gt(roomOf(info))) return 'max';
  if (balance !== undefined && total && dec(total).gt(balance)) return 'balance';
  return undefined;
}
