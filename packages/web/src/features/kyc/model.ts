/** What the verification screen shows for a state, pure. */
import { KycLevel, ReviewStatus, type RealState } from '@bourse/shared';

export type KycStep = 'basic' | 'advanced' | 'waiting' | 'done';

/** Which form (if any) the user can fill now. */
export function nextStep(state: RealState): KycStep {
  if (
    state.basic.status === ReviewStatus.verifying ||
    state.advanced.status === ReviewStatus.verifying
  )
    return 'waiting';
  if (state.level < KycLevel.basic) return 'basic';
  if (state.level < KycLevel.advanced) return 'advanced';
  return 'done';
}

/**
 * The form to show now, or none: a level can pass only with both email and phone bound
 * (spec 5), so until then the page asks to bind them instead of taking documents.
 */
export function formToShow(state: RealState): 'basic' | 'advanced' | null {
  const step = nextStep(state);
  if (step !== 'basic' && step !== 'advanced') return null;
  return state.email_bound && state.mobile_bound ? step : null;
}

export const STATUS_KEYS: Record<number, string> = {
  [ReviewStatus.notVerified]: 'notVerified',
  [ReviewStatus.verifying]: 'verifying',
  [ReviewStatus.verified]: 'verified',
  [ReviewStatus.failed]: 'failed',
};

export const STATUS_TONES: Record<number, 'muted' | 'warn' | 'ok' | 'bad'> = {
  [ReviewStatus.notVerified]: 'muted',
  [ReviewStatus.verifying]: 'warn',
  [ReviewStatus.verified]: 'ok',
  [ReviewStatus.failed]: 'bad',
};
