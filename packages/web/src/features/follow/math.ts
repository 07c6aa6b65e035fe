/**
 * The pure bits of the copy-trading screens: the follow and application forms checked with
 * the server's own schemas (`followBody`, `traderApplyBody`; their refusals are server
 * catalogue keys), the copy size a follow gives (shared `copyLots`, the job's own rounding),
 * a skipped copy's explanation from its recorded figures, a copy's net P/L, the days left
 * of a follow, and which agreement the UI language reads.
 */
import {
  COPY_MAX_DELAY_SECONDS,
  Exact,
  FollowType,
  copyLots,
  dec,
  followBody,
  formatNumber,
  isDecimalString,
  localizeIssue,
  traderApplyBody,
  type CopyItem,
  type Lang,
  type MessageParams,
} from '@bourse/shared';

/** A refusal to show under a field: a server catalogue key (`server:<key>`) and its params. */
export interface FieldProblem {
  key: string;
  params: MessageParams;
}

type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

/** The first problem of each field, in the server's words (`field` is the caller's label). */
function issuesOf<F extends string>(
  result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } },
  draft: Record<F, string>,
  fields: readonly F[],
): Problems<F> {
  const out: Problems<F> = {};
  if (result.success || !result.error) return out;
  for (const issue of result.error.issues as Parameters<typeof localizeIssue>[0][]) {
    const field = issue.path[0] as F;
    if (!fields.includes(field) || out[field]) continue;
    const { key, params } = localizeIssue(issue, draft[field]);
    out[field] = { key: `server:${key}`, params };
  }
  return out;
}

/** What the follow form holds (all strings, as typed). */
export interface FollowDraft {
  type: FollowType;
  number: string;
  /** The follow-amount cap, USDT; '' for none. */
  amount: string;
  /** The deadline, days; '' for none. */
  days: string;
}

export const FOLLOW_FIELDS = ['number', 'amount', 'days'] as const;
export type FollowField = (typeof FOLLOW_FIELDS)[number];

/** The form's refusals: the server's schema, then its "fixed lots at least 1" rule. */
export function followProblems(draft: FollowDraft): Problems<FollowField> {
  const problems = issuesOf(
    followBody.safeParse({ trader_user_id: 1, ...draft }),
    draft,
    FOLLOW_FIELDS,
  );
  if (
    !problems.number &&
    draft.type === FollowType.fixedLots &&
    isDecimalString(draft.number.trim()) &&
    dec(draft.number.trim()).lt(1)
  ) {
    problems.number = { key: 'server:errors.followLotsMin', params: {} };
  }
  return problems;
}

/** The trader's trade size the summary uses when the trader has no closed trade to show. */
export const EXAMPLE_TRADER_LOTS = '3';

export interface CopyExample {
  traderLots: string;
  yourLots: string;
  /** The multiple gave more than two decimals, so the job rounds (spec 9). */
  rounded: boolean;
}

/** What a `traderLots` trade of the trader opens for the follower, or undefined while invalid. */
export function copyExample(draft: FollowDraft, traderLots: string): CopyExample | undefined {
  const n = draft.number.trim();
  if (!isDecimalString(n) || dec(n).lte(0) || !isDecimalString(traderLots)) return undefined;
  const yours = copyLots(draft.type, n, traderLots);
  const raw = new Exact(traderLots).times(n);
  return {
    traderLots: new Exact(traderLots).toFixed(),
    yourLots: yours.toFixed(),
    rounded: draft.type === FollowType.multiple && !raw.eq(yours),
  };
}

const money = (v: string | undefined) => formatNumber(v, 'amount', { decimals: 4 });
const percent = (v: string | undefined) => formatNumber(v, 'percent');

/**
 * A skipped copy in words: the `follow` catalogue key `skip.<reason>` and its figures,
 * formatted (amounts in USDT, rates in percent, lots and seconds as recorded).
 */
export function skipExplanation(item: Pick<CopyItem, 'reason' | 'detail'>): {
  key: string;
  params: Record<string, string>;
} {
  const d = item.detail ?? {};
  switch (item.reason) {
    case 'margin':
      return {
        key: 'skip.margin',
        params: {
          need: money(d.need),
          margin: money(d.margin),
          fee: money(d.fee),
          available: money(d.available),
        },
      };
    case 'cap':
      return { key: 'skip.cap', params: { need: money(d.need), left: money(d.left) } };
    case 'risk':
      return {
        key: 'skip.risk',
        params: { rate: percent(d.rate), maintenance: percent(d.maintenance) },
      };
    case 'lots':
      return {
        key: 'skip.lots',
        params: { lots: d.lots ?? '—', min: d.min ?? '—', max: d.max ?? '—' },
      };
    case 'late':
      return {
        key: 'skip.late',
        params: { seconds: d.seconds ?? '—', limit: String(COPY_MAX_DELAY_SECONDS) },
      };
    case 'inactive':
      return { key: 'skip.inactive', params: {} };
    default:
      return { key: 'skip.other', params: {} };
  }
}

const DAY_MS = 86_400_000;

/** Whole days left before a follow's deadline (a part day counts), 0 once passed; null for none. */
export function daysLeft(deadline: number | null, nowMs: number): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline * 1000 - nowMs) / DAY_MS));
}

/** The deadline as days from now, to pre-fill an edit (the server counts from the save). */
export function daysFromNow(deadline: number | null, nowMs: number): string {
  const left = daysLeft(deadline, nowMs);
  return left === null || left === 0 ? '' : String(left);
}

/** Chinese readers (zh, hk) get the Chinese agreement; everyone else the English one. */
export function agreementPath(lang: Lang): string {
  return lang === 'zh' || lang === 'hk'
    ? '/pages/follow/agreement_zh'
    : '/pages/follow/agreement_en';
}

/** What the application form holds. */
export interface ApplyDraft {
  nickname: string;
  introduction: string;
  profit_share_percent: string;
}

export const APPLY_FIELDS = ['nickname', 'introduction', 'profit_share_percent'] as const;
export type ApplyField = (typeof APPLY_FIELDS)[number];

/** The application's refusals, by the server's schema. */
export function applyProblems(draft: ApplyDraft): Problems<ApplyField> {
  return issuesOf(traderApplyBody.safeParse(draft), draft, APPLY_FIELDS);
}

/** The slider's value for a typed share: whole percents inside the range, else its ends. */
export function sliderValue(typed: string, max: string): number {
  const v = typed.trim();
  if (!isDecimalString(v)) return 0;
  const clamped = Exact.min(Exact.max(new Exact(v), 0), new Exact(max));
  return clamped.toDecimalPlaces(0, Exact.ROUND_HALF_UP).toNumber();
}
