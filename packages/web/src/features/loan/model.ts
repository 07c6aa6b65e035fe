/**
 * The pure bits of the loan screens: how worried to look at a risk rate, where it sits on
 * the gauge, the application form checked with the server's own schema, and the wording
 * keys of each status.
 */
import { dec, isDecimalString, loanApplyBody, type LoanEnquiryStatus } from '@bourse/shared';

export type RiskTone = 'safe' | 'watch' | 'danger';

/**
 * Danger within 10% of the forced-close level (below 121% for 110%), watch below 150% (the
 * usual initial level), safe above.
 */
export function riskTone(risk: string | null, liquidationPercent: string): RiskTone {
  if (risk === null || !isDecimalString(risk)) return 'safe';
  const r = dec(risk);
  if (r.lt(dec(liquidationPercent).times('1.1'))) return 'danger';
  if (r.lt(150)) return 'watch';
  return 'safe';
}

/** The gauge runs from 100% (empty) to 300% (full); a display ratio, never money. */
export const GAUGE_MIN = 100;
export const GAUGE_MAX = 300;
export function gaugeFraction(percent: string | null): number {
  if (percent === null || !isDecimalString(percent)) return 0;
  const clamped = Math.min(Math.max(Number(percent), GAUGE_MIN), GAUGE_MAX);
  return (clamped - GAUGE_MIN) / (GAUGE_MAX - GAUGE_MIN);
}

/** Statuses an enquiry can still be acted on from. */
export const isOpen = (status: LoanEnquiryStatus) => status === 'pending' || status === 'offered';

export interface ApplyDraft {
  amount: string;
  collateral_currency: string;
  loan_currency: string;
  term_days: string;
  contact: string;
}

export const APPLY_FIELDS = [
  'amount',
  'collateral_currency',
  'loan_currency',
  'term_days',
  'contact',
] as const;

/** The server's own schema: a refusal reads the same here and in a reply. */
export const applySchema = loanApplyBody;
