/**
 * Copy trading (issue 12): how a copy is sized, what a trader earns from a follower's
 * profitable copy, and every statistic a trader page shows. Pure, so the server computes
 * with it and the browser explains with it (spec 9: fractional lots above 1 rounded to two
 * decimals; trader data refreshes hourly).
 */
import { Exact, type DecimalInput } from './money.ts';
import { LEVER_DECIMALS, LeverSide } from './lever.ts';

type Num = DecimalInput | Exact;
const x = (v: Num): Exact => new Exact(typeof v === 'bigint' ? v.toString() : v);

/** How a follower copies (client contract 7.14 `type`): 1 a multiple of the trader's lots, 2 fixed lots. */
export const FollowType = { multiple: 1, fixedLots: 2 } as const;
export type FollowType = (typeof FollowType)[keyof typeof FollowType];
export const FOLLOW_TYPES = Object.values(FollowType) as [FollowType, ...FollowType[]];

/** A follow runs until cancelled or its deadline. */
export const FollowStatus = {
  active: 'active',
  cancelled: 'cancelled',
  expired: 'expired',
} as const;
export type FollowStatus = (typeof FollowStatus)[keyof typeof FollowStatus];
export const FOLLOW_STATUSES = Object.values(FollowStatus) as [FollowStatus, ...FollowStatus[]];

/** A trader application: an operator approves or rejects it. */
export const TraderStatus = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
} as const;
export type TraderStatus = (typeof TraderStatus)[keyof typeof TraderStatus];
export const TRADER_STATUSES = Object.values(TraderStatus) as [TraderStatus, ...TraderStatus[]];

/** What a trader's position did: it opened, or it closed. */
export const CopySignalKind = { open: 'open', close: 'close' } as const;
export type CopySignalKind = (typeof CopySignalKind)[keyof typeof CopySignalKind];
export const COPY_SIGNAL_KINDS = Object.values(CopySignalKind) as [
  CopySignalKind,
  ...CopySignalKind[],
];

/** What happened to one follower for one signal (the copy history). */
export const CopyOutcome = {
  opened: 'opened',
  skipped: 'skipped',
  closed: 'closed',
  /** The follower took the copied position over (self-holding). */
  detached: 'detached',
} as const;
export type CopyOutcome = (typeof CopyOutcome)[keyof typeof CopyOutcome];
export const COPY_OUTCOMES = Object.values(CopyOutcome) as [CopyOutcome, ...CopyOutcome[]];

/** Why a follower's copy was not opened; each has a translated explanation (`follow.skip.<reason>`). */
export const CopySkipReason = {
  /** The lever account could not pay the margin and the opening fee. */
  margin: 'margin',
  /** The open would have left the lever account at its maintenance level. */
  risk: 'risk',
  /** The copy's margin would have gone past the follow-amount cap. */
  cap: 'cap',
  /** The sized lots fall outside the pair's lot limits. */
  lots: 'lots',
  /** The signal reached the job too late to copy at the trader's price. */
  late: 'late',
  /** The pair no longer trades contracts. */
  inactive: 'inactive',
} as const;
export type CopySkipReason = (typeof CopySkipReason)[keyof typeof CopySkipReason];
export const COPY_SKIP_REASONS = Object.values(CopySkipReason) as [
  CopySkipReason,
  ...CopySkipReason[],
];

/** The largest `number` of a follow: a multiple up to 5x, or up to 5 fixed lots. */
export const FOLLOW_MAX_NUMBER = '5';
/** At most this many traders followed at once (as the origin). */
export const FOLLOW_MAX_TRADERS = 2;
/** The published range of a trader's profit share, percent. */
export const PROFIT_SHARE_MIN_PERCENT = '0';
export const PROFIT_SHARE_MAX_PERCENT = '15';
/** A signal older than this when the job reaches it is not copied (the trader's price is gone). */
export const COPY_MAX_DELAY_SECONDS = 30;

/**
 * The follower's lots for a trader's `traderLots`: `number` times them (rounded half-up to
 * two decimals, spec 9) by multiple, or `number` itself for fixed lots.
 */
export function copyLots(type: FollowType, number: Num, traderLots: Num): Exact {
  if (type === FollowType.fixedLots) return x(number);
  return x(traderLots).times(number).toDecimalPlaces(2, Exact.ROUND_HALF_UP);
}

/** What a closed position made after every fee it paid: P/L - opening fee - closing fee - overnight fees. */
export function netProfit(p: {
  profit: Num;
  openFee: Num;
  closeFee: Num;
  overnightPaid: Num;
}): Exact {
  return x(p.profit).minus(p.openFee).minus(p.closeFee).minus(p.overnightPaid);
}

/** The trader's share of a copy's net profit (nothing on a loss), rounded down to USDT's decimals. */
export function profitShareOf(net: Num, sharePercent: Num): Exact {
  const n = x(net);
  if (n.lte(0)) return new Exact(0);
  return n.times(sharePercent).div(100).toDecimalPlaces(LEVER_DECIMALS, Exact.ROUND_DOWN);
}

/** One of the trader's own positions, as the statistics read it. */
export interface StatsPosition {
  side: LeverSide;
  /** Open (still running) or closed. */
  closed: boolean;
  openMargin: Num;
  /** Net P/L of a closed position (`netProfit`); ignored while open. */
  net: Num;
  closedAt: Date | null;
}

/** Every figure of a trader page (client contract 7.14 `traderDetail.data`), as decimal strings. */
export interface TraderFigures {
  /** Sum of the closed positions' net P/L, USDT. */
  totalProfits: Exact;
  /** totalProfits / the closed positions' opening margins x 100 (0 with nothing closed). */
  totalReturnPercent: Exact;
  /** Profitable closed / closed x 100 (0 with nothing closed). */
  accuracyPercent: Exact;
  closedCount: number;
  profitableCount: number;
  /** Profitable closed longs. */
  longWins: number;
  /** Profitable closed shorts. */
  shortWins: number;
  /** Net P/L of the positions closed during the previous UTC day. */
  yesterdayProfits: Exact;
  openCount: number;
  /** Every position that filled: open and closed. */
  totalCount: number;
}

const utcDayStart = (at: Date): number =>
  Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());

/** A trader's figures from their own positions at `now`. */
export function traderFigures(positions: StatsPosition[], now: Date): TraderFigures {
  const today = utcDayStart(now);
  const yesterday = today - 86_400_000;
  let totalProfits = new Exact(0);
  let margins = new Exact(0);
  let yesterdayProfits = new Exact(0);
  let closedCount = 0;
  let profitableCount = 0;
  let longWins = 0;
  let shortWins = 0;
  let openCount = 0;
  for (const p of positions) {
    if (!p.closed) {
      openCount++;
      continue;
    }
    const net = x(p.net);
    closedCount++;
    totalProfits = totalProfits.plus(net);
    margins = margins.plus(p.openMargin);
    if (net.gt(0)) {
      profitableCount++;
      if (p.side === LeverSide.long) longWins++;
      else shortWins++;
    }
    const closedAt = p.closedAt?.getTime();
    if (closedAt !== undefined && closedAt >= yesterday && closedAt < today) {
      yesterdayProfits = yesterdayProfits.plus(net);
    }
  }
  const percent = (part: Exact, whole: Exact) =>
    whole.isZero()
      ? new Exact(0)
      : part.div(whole).times(100).toDecimalPlaces(2, Exact.ROUND_HALF_UP);
  return {
    totalProfits,
    totalReturnPercent: percent(totalProfits, margins),
    accuracyPercent: percent(new Exact(profitableCount), new Exact(closedCount)),
    closedCount,
    profitableCount,
    longWins,
    shortWins,
    yesterdayProfits,
    openCount,
    totalCount: openCount + closedCount,
  };
}
