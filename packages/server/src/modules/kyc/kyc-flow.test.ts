/**
 * Identity verification end to end: the state a user sees, and Lv1 then Lv2 through the
 * compliance desk's decisions and the audit rows they leave.
 */
import { describe, expect, it } from 'vitest';
import type { AuditEntry, Page } from '@bourse/shared';
import { VerificationRequiredError } from '../../http/errors.ts';
import { call } from '../../test/helper.ts';
import { requireKycLevel } from './index.ts';
import {
  SUBMITTED,
  t,
  complianceId,
  admin,
  now,
  person,
  state,
  reviewStatus,
  basic,
  advanced,
  pending,
  approve,
  reject,
  useKycApp,
} from './testFixture.ts';

useKycApp();

describe('GET /real/state', () => {
  it('shows a new user as not verified, with the contacts they have bound', async () => {
    const p = await person('fresh@example.com', { mobile: false });
    const none = { status: 0, reason: null, submitted_at: null, reviewed_at: null };
    expect(await state(p)).toEqual({
      level: 0,
      review_status: 0,
      advanced_review_status: 0,
      real_data: null,
      basic: none,
      advanced: none,
      id_type: null,
      name: null,
      card_id: null,
      email_bound: true,
      mobile_bound: false,
    });
  });

  it('answers 999 when signed out, before any field error', async () => {
    const expired = { type: '999', message: 'Your session has expired, please log in again' };
    expect(await call(t.app, 'GET', '/real/state')).toMatchObject(expired);
    expect(await call(t.app, 'POST', '/user/real', {})).toMatchObject(expired);
  });
});

describe('the verification flow', () => {
  it('goes Lv1, approved; Lv2, refused with a reason; Lv2 again, approved', async () => {
    const p = await person('flow@example.com');
    const pushed: unknown[][] = [];
    t.ctx.realtime.attach({
      publish: () => {},
      toUser: (userId, event, payload) => pushed.push([userId, event, payload]),
    });

    // Lv1: submitted, pending.
    expect(await basic(p, { card_id: '11010519491231002x' })).toEqual({
      status: 200,
      ...SUBMITTED,
    });
    const submittedAt = now();
    expect(await state(p)).toMatchObject({
      level: 0,
      review_status: 1,
      basic: { status: 1, reason: null, submitted_at: submittedAt, reviewed_at: null },
      advanced: { status: 0 },
      id_type: 'idCard',
      name: '王*明',
      card_id: '110***********002X',
    });
    expect(await reviewStatus(p)).toBe(1);
    const waiting = {
      type: 'error',
      message: 'Your verification is under review. Please wait for the result',
    };
    expect(await basic(p)).toMatchObject(waiting);
    expect(await advanced(p)).toMatchObject(waiting);

    // The desk sees the whole document.
    const lv1 = await pending(p.id);
    expect(lv1).toEqual({
      id: expect.any(Number),
      user_id: p.id,
      user_account: 'flow@example.com',
      email_bound: true,
      mobile_bound: true,
      level: 1,
      id_type: 'idCard',
      name: '王小明',
      card_id: '11010519491231002X',
      front_pic: null,
      reverse_pic: null,
      status: 'verifying',
      reason: null,
      reviewed_by: null,
      reviewed_at: null,
      created_at: submittedAt,
      claim: null,
    });

    // Approved.
    t.clock.advance(60_000);
    const approved = await approve(lv1.id, 'Document checked');
    expect(approved).toMatchObject({
      type: 'ok',
      message: {
        id: lv1.id,
        status: 'verified',
        reason: 'Document checked',
        reviewed_by: complianceId,
        reviewed_at: now(),
      },
    });
    expect(await state(p)).toMatchObject({
      level: 1,
      review_status: 2,
      advanced_review_status: 0,
      real_data: {
        id_type: 0,
        name: '王*明',
        card_id: '110***********002X',
        front_pic: null,
        reverse_pic: null,
      },
      basic: { status: 2, reason: null, reviewed_at: now() },
    });
    expect(await reviewStatus(p)).toBe(2);
    expect(await basic(p)).toMatchObject({
      type: 'error',
      message: 'This verification level has already been passed',
    });
    const decided = { type: 'error', message: 'This application has already been decided' };
    expect(await approve(lv1.id)).toMatchObject(decided);
    expect(await reject(lv1.id, 'changed my mind')).toMatchObject(decided);

    // Lv2: the pictures, with Lv1's document copied for the reviewer.
    expect(await advanced(p)).toMatchObject(SUBMITTED);
    const lv2 = await pending(p.id);
    expect(lv2).toMatchObject({
      level: 2,
      id_type: 'idCard',
      name: '王小明',
      card_id: '11010519491231002X',
      // The desk's <img> gets a signed URL of the private upload.
      front_pic: expect.stringMatching(/^https?:\/\/[^/]+\/uploads\/[a-f0-9]{32}\.png\?e=\d+&s=/),
      reverse_pic: expect.stringMatching(/^https?:\/\/[^/]+\/uploads\/[a-f0-9]{32}\.png\?e=\d+&s=/),
      status: 'verifying',
    });
    // The original client's codes: basic approved (2), advanced pending (1).
    expect(await state(p)).toMatchObject({
      level: 1,
      review_status: 2,
      advanced_review_status: 1,
      real_data: {
        id_type: 0,
        // Served to the owner's <img> as a short-lived signed URL: the files are private.
        front_pic: expect.stringMatching(
          new RegExp(`^http://localhost:8080${new URL(lv2.front_pic!).pathname}\\?e=\\d+&s=`),
        ),
        reverse_pic: expect.stringMatching(
          new RegExp(`^http://localhost:8080${new URL(lv2.reverse_pic!).pathname}\\?e=\\d+&s=`),
        ),
      },
      advanced: { status: 1 },
    });

    // Refused: a reason is required, and the user reads it.
    expect(await reject(lv2.id)).toMatchObject({ type: 'error', message: 'Reason is required' });
    expect(await reject(lv2.id, 'The back picture is blurred')).toMatchObject({
      type: 'ok',
      message: { status: 'failed', reason: 'The back picture is blurred' },
    });
    // A refusal reads 0 in the original client's codes (and frees its picture form); Bourse's
    // own fields keep the reason.
    expect(await state(p)).toMatchObject({
      level: 1,
      review_status: 2,
      advanced_review_status: 0,
      real_data: { front_pic: null, reverse_pic: null },
      basic: { status: 2 },
      advanced: { status: 3, reason: 'The back picture is blurred', reviewed_at: now() },
    });
    expect(await reviewStatus(p)).toBe(3);
    await expect(requireKycLevel(t.ctx.db, p.id, 2)).rejects.toBeInstanceOf(
      VerificationRequiredError,
    );

    // Resubmitted and approved.
    expect(await advanced(p)).toMatchObject(SUBMITTED);
    expect(await state(p)).toMatchObject({
      advanced_review_status: 1,
      advanced: { status: 1, reason: null },
    });
    const again = await pending(p.id);
    expect(again.id).not.toBe(lv2.id);
    expect((await approve(again.id)).message).toMatchObject({ status: 'verified', reason: null });
    expect(await state(p)).toMatchObject({
      level: 2,
      review_status: 2,
      advanced_review_status: 2,
      advanced: { status: 2 },
    });
    expect(await reviewStatus(p)).toBe(2);
    expect(await advanced(p)).toMatchObject({
      type: 'error',
      message: 'This verification level has already been passed',
    });
    await expect(requireKycLevel(t.ctx.db, p.id, 2)).resolves.toBeUndefined();

    // Each decision was pushed to the user (the verification page refetches)...
    expect(pushed.filter(([, event]) => event === 'notice')).toEqual(
      [1, 2, 3].map(() => [p.id, 'notice', { about: 'verification', id: expect.any(Number) }]),
    );
    // ...and reached the user's Messages, the refusal with its reason.
    const mail = await call<{ list: { title: string; abstract: string }[] }>(
      t.app,
      'GET',
      '/mailMessage/getList',
      {},
      p.token,
    );
    const notices = mail.message.list.filter((m) => m.title.startsWith('Identity verif'));
    expect(notices.map((m) => m.abstract).reverse()).toEqual([
      'Your identity verification has been approved.',
      expect.stringContaining('declined: The back picture is blurred.'),
      'Your identity verification has been approved.',
    ]);

    // Each decision left one audit row: who, when, why.
    const audit = await call<Page<AuditEntry>>(
      t.app,
      'GET',
      '/admin/audit',
      { target_table: 'kyc_applications' },
      admin,
    );
    const rows = audit.message.data.filter((e) =>
      [lv1.id, lv2.id, again.id].map(String).includes(e.target_id),
    );
    expect(rows.map((e) => [e.action, e.target_id, e.reason, e.operator_id])).toEqual([
      ['kyc.approve', String(again.id), null, complianceId],
      ['kyc.reject', String(lv2.id), 'The back picture is blurred', complianceId],
      ['kyc.approve', String(lv1.id), 'Document checked', complianceId],
    ]);
    expect(rows[2]).toMatchObject({
      operator_name: 'compliance officer',
      detail: { user_id: p.id, level: 1 },
      created_at: approved.message.reviewed_at,
    });
  });
});
