import { describe, expect, it } from 'vitest';
import { ReviewStatus, type RealState } from '@bourse/shared';
import { formToShow, nextStep } from './model.ts';

const level = (status: ReviewStatus) => ({
  status,
  reason: null,
  submitted_at: null,
  reviewed_at: null,
});
const state = (lv: 0 | 1 | 2, basic: ReviewStatus, advanced: ReviewStatus): RealState => ({
  level: lv,
  review_status: basic === ReviewStatus.failed ? 0 : basic,
  advanced_review_status: advanced === ReviewStatus.failed ? 0 : advanced,
  real_data: null,
  basic: level(basic),
  advanced: level(advanced),
  id_type: null,
  name: null,
  card_id: null,
  email_bound: true,
  mobile_bound: true,
});

describe('verification steps', () => {
  it('offers Lv1 first, again after a failure, then Lv2, then nothing', () => {
    const { notVerified, verifying, verified, failed } = ReviewStatus;
    expect(nextStep(state(0, notVerified, notVerified))).toBe('basic');
    expect(nextStep(state(0, failed, notVerified))).toBe('basic');
    expect(nextStep(state(0, verifying, notVerified))).toBe('waiting');
    expect(nextStep(state(1, verified, notVerified))).toBe('advanced');
    expect(nextStep(state(1, verified, failed))).toBe('advanced');
    expect(nextStep(state(1, verified, verifying))).toBe('waiting');
    expect(nextStep(state(2, verified, verified))).toBe('done');
  });
});

describe('the form shown', () => {
  it('asks to bind email and phone before it takes any document', () => {
    const { notVerified, verified, verifying } = ReviewStatus;
    const fresh = state(0, notVerified, notVerified);
    expect(formToShow(fresh)).toBe('basic');
    expect(formToShow({ ...fresh, mobile_bound: false })).toBeNull();
    expect(formToShow({ ...fresh, email_bound: false })).toBeNull();
    expect(formToShow(state(1, verified, notVerified))).toBe('advanced');
    expect(formToShow({ ...state(1, verified, notVerified), mobile_bound: false })).toBeNull();
    expect(formToShow(state(0, verifying, notVerified))).toBeNull();
  });
});
