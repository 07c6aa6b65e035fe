/**
 * The NFT screens' figures, exact (STYLE.md "Money": never a JS number for an amount): the
 * bid sheet's increment and resulting bid (the shared `nftMinBid`), a sale's split (the
 * shared `nftSplit`, the server's own rounding), the resale form's checks, and the UTC
 * date strings the contract sends.
 */
import {
  Exact,
  NFT_MAX_PRICE,
  NftPayType,
  isDecimalString,
  nftMinBid,
  nftSplit,
  scaleOf,
  type NftBox,
} from '@bourse/shared';

/** What the user typed, trimmed, with thousands separators dropped ("1,000" -> "1000"). */
export const readDecimal = (typed: string) => typed.trim().replace(/,/g, '');

export type AmountProblem = 'format' | 'positive' | 'decimals' | 'tooLarge' | 'belowStep';

/**
 * The first thing wrong with a typed amount: not a number, not above zero, more decimals
 * than the coin has (when known), above the contract's ceiling, or (`min`) below a minimum.
 */
export function amountProblem(
  typed: string,
  opts: { decimals?: number | undefined; min?: string | undefined } = {},
): AmountProblem | undefined {
  const value = readDecimal(typed);
  if (!isDecimalString(value) || value.startsWith('-')) return 'format';
  const amount = new Exact(value);
  if (amount.lte(0)) return 'positive';
  if (opts.decimals !== undefined && scaleOf(value) > opts.decimals) return 'decimals';
  if (amount.gt(NFT_MAX_PRICE)) return 'tooLarge';
  if (opts.min !== undefined && amount.lt(opts.min)) return 'belowStep';
  return undefined;
}

/**
 * What a bid of `increment` over the auction's current price comes to (docs/nft.md: a bid
 * names the increment, at least one step). '' while the increment is not a number.
 */
export function bidAfter(current: string, typed: string): string {
  const value = readDecimal(typed);
  if (!isDecimalString(value)) return '';
  return nftMinBid(current, value).toFixed();
}

/** The quick chips: 1x, 2x, 5x the step. */
export const STEP_MULTIPLES = [1, 2, 5] as const;
export const stepTimes = (step: string, n: number) => new Exact(step).times(n).toFixed();

/**
 * Who gets what of a sale at `price`: the platform's fee, the creator's royalty and the
 * seller's proceeds, each as the server rounds them (`nftSplit`).
 */
export function splitAt(
  price: string,
  percents: { fee: string; royalty: string },
  decimals: number,
  sellerIsCreator: boolean,
) {
  const split = nftSplit(price, percents.fee, percents.royalty, decimals, sellerIsCreator);
  return {
    fee: split.fee.toFixed(),
    royalty: split.royalty.toFixed(),
    proceeds: split.proceeds.toFixed(),
    sellerIsCreator,
  };
}

/**
 * The split of a box's sale at its price. The creator selling (a first sale, or a series'
 * boxes: the series' artist) pays no royalty to themselves.
 */
export function saleSplit(
  box: Pick<NftBox, 'price' | 'fee_percent' | 'royalty_percent' | 'owner' | 'author' | 'remaining'>,
  decimals: number,
) {
  const sellerIsCreator = box.remaining !== null || box.owner === null || box.owner === box.author;
  return splitAt(
    box.price,
    { fee: box.fee_percent, royalty: box.royalty_percent },
    decimals,
    sellerIsCreator,
  );
}

/** Whether `available` covers `price` (both decimal strings). */
export const covers = (available: string | undefined, price: string) =>
  available !== undefined && new Exact(available || '0').gte(price);

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in UTC: the contract's date strings (`resellNFT`). */
export function utcText(at: Date): string {
  return (
    `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ` +
    `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`
  );
}

/** A `datetime-local` input's value (the phone's time zone, to the minute). */
export function localInputValue(at: Date): string {
  return (
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` +
    `T${pad(at.getHours())}:${pad(at.getMinutes())}`
  );
}

/** A `datetime-local` value back to an instant (read in the phone's time zone). */
export function fromLocalInput(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const at = new Date(y, mo - 1, d, h, mi);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** The resale form as typed. */
export interface ResellForm {
  mode: typeof NftPayType.fixed | typeof NftPayType.auction;
  price: string;
  step: string;
  start: string;
  end: string;
}

export type ResellProblem =
  | { field: 'price' | 'step'; problem: AmountProblem }
  | { field: 'start' | 'end'; problem: 'date' | 'endBeforeStart' | 'endPast' };

/** The form's first problem, in the order the fields are shown. */
export function resellProblem(
  form: ResellForm,
  decimals: number | undefined,
  nowMs: number,
): ResellProblem | undefined {
  const price = amountProblem(form.price, { decimals });
  if (price) return { field: 'price', problem: price };
  if (form.mode === NftPayType.auction) {
    const step = amountProblem(form.step, { decimals });
    if (step) return { field: 'step', problem: step };
  }
  const start = fromLocalInput(form.start);
  if (!start) return { field: 'start', problem: 'date' };
  const end = fromLocalInput(form.end);
  if (!end) return { field: 'end', problem: 'date' };
  if (end <= start) return { field: 'end', problem: 'endBeforeStart' };
  if (end.getTime() <= nowMs) return { field: 'end', problem: 'endPast' };
  return undefined;
}
