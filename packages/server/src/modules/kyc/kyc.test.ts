/**
 * Identity verification end to end: the user's applications, the compliance desk's
 * decisions, the audit rows they leave and the level gate other modules use.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, Page, RealState, UserInfo, VerificationView } from '@bourse/shared';
import { ok, registerEnvelope } from '../../http/envelope.ts';
import { VerificationRequiredError } from '../../http/errors.ts';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { createOperator } from '../admin/index.ts';
import { storeUpload } from '../uploads/index.ts';
import { requestCode, signUp } from '../users/testing.ts';
import { requireKycLevel, verifiedLevel } from './index.ts';

/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PASSWORD = 'operator-pass-123';
const SUBMITTED = { type: 'ok', message: 'Submitted. Please wait for the review' };

let t: TestApp;
let compliance: string;
let complianceId: number;
let finance: string;
let admin: string;
let nextMobile = 13900000000;

const now = () => Math.floor(t.clock.now().getTime() / 1000);

async function operatorToken(email: string): Promise<string> {
  const r = await call<string>(t.app, 'POST', '/admin/login', { email, password: PASSWORD });
  return r.message;
}

interface Person {
  token: string;
  id: number;
}

/** A user signed up by email, with a mobile number bound too unless told otherwise. */
async function person(email: string, opts: { mobile?: boolean } = {}): Promise<Person> {
  const token = await signUp(t.app, email);
  if (opts.mobile !== false) await bindMobile(token);
  const info = await call<UserInfo>(t.app, 'GET', '/user/info', {}, token);
  return { token, id: info.message.id };
}

async function bindMobile(token: string): Promise<void> {
  const mobile = String(nextMobile++);
  const code = await requestCode(t.app, mobile, 'bind', token);
  const r = await call(t.app, 'POST', '/safe/mobile', { mobile, code }, token);
  expect(r.type).toBe('ok');
}

const state = async (p: Person) =>
  (await call<RealState>(t.app, 'GET', '/real/state', {}, p.token)).message;
const reviewStatus = async (p: Person) =>
  (await call<UserInfo>(t.app, 'GET', '/user/info', {}, p.token)).message.review_status;

const basic = (p: Person, fields: Record<string, string> = {}) =>
  call(
    t.app,
    'POST',
    '/user/real',
    { real_type: 1, id_type: 'idCard', name: '王小明', card_id: '110101199003074514', ...fields },
    p.token,
  );

const advanced = async (p: Person, pics?: { front_pic: string; reverse_pic: string }) =>
  call(
    t.app,
    'POST',
    '/user/real',
    {
      real_type: 2,
      ...(pics ?? {
        front_pic: await storeUpload(t.ctx, p.id, PNG),
        reverse_pic: await storeUpload(t.ctx, p.id, PNG),
      }),
    },
    p.token,
  );

async function pending(userId: number): Promise<VerificationView> {
  const r = await call<Page<VerificationView>>(
    t.app,
    'GET',
    '/admin/verifications',
    { limit: 100 },
    compliance,
  );
  const mine = r.message.data.find((v) => v.user_id === userId);
  if (!mine) throw new Error(`no pending application of user ${userId}`);
  return mine;
}

const approve = (id: number, reason?: string, token = compliance) =>
  call<VerificationView>(t.app, 'POST', `/admin/verifications/${id}/approve`, { reason }, token);
const reject = (id: number, reason?: string, token = compliance) =>
  call<VerificationView>(t.app, 'POST', `/admin/verifications/${id}/reject`, { reason }, token);

/** A user whose Lv1 (this card, or these fields) has been approved. */
async function verifiedPerson(
  email: string,
  card: string | Record<string, string>,
): Promise<Person> {
  const p = await person(email);
  const fields = typeof card === 'string' ? { card_id: card } : card;
  expect(await basic(p, fields)).toMatchObject(SUBMITTED);
  expect((await approve((await pending(p.id)).id)).type).toBe('ok');
  return p;
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['compliance', 'finance', 'admin'] as const) {
    await createOperator(t.ctx.db, t.clock, {
      email: `${role}@desk.test`,
      name: `${role} officer`,
      role,
      password: PASSWORD,
    });
  }
  compliance = await operatorToken('compliance@desk.test');
  complianceId = (await call<{ id: number }>(t.app, 'GET', '/admin/me', {}, compliance)).message.id;
  finance = await operatorToken('finance@desk.test');
  admin = await operatorToken('admin@desk.test');
});
afterAll(() => t.close());

describe('GET /real/state', () => {
  it('shows a new user as not verified, with the contacts they have bound', async () => {
    const p = await person('fresh@example.com', { mobile: false });
    const none = { status: 0, reason: null, submitted_at: null, reviewed_at: null };
    expect(await state(p)).toEqual({
      level: 0,
      review_status: 0,
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
    const expired = { type: 999, message: 'Your session has expired, please log in again' };
    expect(await call(t.app, 'GET', '/real/state')).toMatchObject(expired);
    expect(await call(t.app, 'POST', '/user/real', {})).toMatchObject(expired);
  });
});

describe('the verification flow', () => {
  it('goes Lv1, approved; Lv2, refused with a reason; Lv2 again, approved', async () => {
    const p = await person('flow@example.com');

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
      front_pic: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/),
      reverse_pic: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/),
      status: 'verifying',
    });
    expect(await state(p)).toMatchObject({ level: 1, review_status: 1, advanced: { status: 1 } });

    // Refused: a reason is required, and the user reads it.
    expect(await reject(lv2.id)).toMatchObject({ type: 'error', message: 'Reason is required' });
    expect(await reject(lv2.id, 'The back picture is blurred')).toMatchObject({
      type: 'ok',
      message: { status: 'failed', reason: 'The back picture is blurred' },
    });
    expect(await state(p)).toMatchObject({
      level: 1,
      review_status: 3,
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
      review_status: 1,
      advanced: { status: 1, reason: null },
    });
    const again = await pending(p.id);
    expect(again.id).not.toBe(lv2.id);
    expect((await approve(again.id)).message).toMatchObject({ status: 'verified', reason: null });
    expect(await state(p)).toMatchObject({ level: 2, review_status: 2, advanced: { status: 2 } });
    expect(await reviewStatus(p)).toBe(2);
    expect(await advanced(p)).toMatchObject({
      type: 'error',
      message: 'This verification level has already been passed',
    });
    await expect(requireKycLevel(t.ctx.db, p.id, 2)).resolves.toBeUndefined();

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

describe('what a user may submit', () => {
  it('checks the number of each document type, in the caller language', async () => {
    const p = await person('formats@example.com');
    expect(await basic(p, { card_id: '110101199003074515' })).toMatchObject({
      type: 'error',
      message: 'The ID card number must be 18 characters with a valid check digit',
    });
    expect(await basic(p, { card_id: '110101199003074515', lang: 'zh' })).toMatchObject({
      type: 'error',
      message: '身份证号码须为 18 位且校验位正确',
    });
    expect(await basic(p, { id_type: 'passport', card_id: 'E12' })).toMatchObject({
      type: 'error',
      message: 'The passport number must be 6 to 9 letters or digits',
    });
    expect(await basic(p, { id_type: 'driverLicence', card_id: 'D-12345' })).toMatchObject({
      type: 'error',
      message: 'The driver licence number must be 5 to 20 letters or digits',
    });
    expect(await basic(p, { name: '' })).toMatchObject({
      type: 'error',
      message: 'Name is required',
    });
    expect(await basic(p, { name: 'R2-D2' })).toMatchObject({
      type: 'error',
      message: 'The name must be 2 to 50 letters, as on your document',
    });
    expect(await basic(p, { real_type: '3' })).toMatchObject({
      type: 'error',
      message: 'The verification level must be 1 (basic) or 2 (advanced)',
    });
    expect(await state(p)).toMatchObject({ review_status: 0, basic: { status: 0 } });
    // A passport in lower case is stored in capitals.
    expect(
      await basic(p, { id_type: 'passport', name: 'Jane Doe', card_id: 'e1234567' }),
    ).toMatchObject(SUBMITTED);
    expect(await pending(p.id)).toMatchObject({ id_type: 'passport', card_id: 'E1234567' });
  });

  it('needs Lv1 verified before Lv2, also after a refused Lv1', async () => {
    const p = await person('hasty@example.com');
    const lv1First = { type: 'error', message: 'Please pass basic verification (Lv1) first' };
    expect(await advanced(p)).toMatchObject(lv1First);
    expect(await basic(p)).toMatchObject(SUBMITTED);
    expect((await reject((await pending(p.id)).id, 'Name does not match the card')).type).toBe(
      'ok',
    );
    expect(await advanced(p)).toMatchObject(lv1First);
    expect(await state(p)).toMatchObject({
      level: 0,
      review_status: 3,
      basic: { status: 3, reason: 'Name does not match the card' },
    });
    // A refused Lv1 may be sent again.
    expect(await basic(p, { name: '王小红' })).toMatchObject(SUBMITTED);
  });

  it('takes only the user own uploads, two different ones', async () => {
    const p = await verifiedPerson('pics@example.com', '310115198511111239');
    const other = await person('other-pics@example.com');
    const mine = await storeUpload(t.ctx, p.id, PNG);
    const theirs = await storeUpload(t.ctx, other.id, PNG);
    const invalid = { type: 'error', message: 'Please upload the pictures of your document first' };
    expect(await advanced(p, { front_pic: mine, reverse_pic: theirs })).toMatchObject(invalid);
    expect(
      await advanced(p, {
        front_pic: '/uploads/0123456789abcdef0123456789abcdef.png',
        reverse_pic: mine,
      }),
    ).toMatchObject(invalid);
    expect(
      await advanced(p, { front_pic: 'https://evil.example/a.png', reverse_pic: mine }),
    ).toMatchObject(invalid);
    expect(await advanced(p, { front_pic: mine, reverse_pic: mine })).toMatchObject({
      type: 'error',
      message: 'The front and back pictures must be different images',
    });
    expect(await advanced(p, { front_pic: mine, reverse_pic: '' })).toMatchObject({
      type: 'error',
      message: 'Back picture is required',
    });
    expect(await state(p)).toMatchObject({ level: 1, advanced: { status: 0 } });
  });

  it('verifies one document on one account only', async () => {
    await verifiedPerson('owner@example.com', '650102199912318880');
    const copycat = await person('copycat@example.com');
    expect(await basic(copycat, { card_id: '650102199912318880' })).toMatchObject({
      type: 'error',
      message: 'This ID number is already verified on another account',
    });

    // Two pending applications with one document: the second approval is refused.
    const first = await person('twin-a@example.com');
    const second = await person('twin-b@example.com');
    expect(await basic(first, { card_id: '510107200002290010' })).toMatchObject(SUBMITTED);
    expect(await basic(second, { card_id: '510107200002290010' })).toMatchObject(SUBMITTED);
    expect((await approve((await pending(first.id)).id)).type).toBe('ok');
    const secondApp = await pending(second.id);
    expect(await approve(secondApp.id)).toMatchObject({
      type: 'error',
      message: 'This ID number is already verified on another account',
    });
    // Nothing changed, nothing was audited.
    expect(await pending(second.id)).toMatchObject({ id: secondApp.id, status: 'verifying' });
    const audit = await call<Page<AuditEntry>>(
      t.app,
      'GET',
      '/admin/audit',
      { target_table: 'kyc_applications', target_id: String(secondApp.id) },
      admin,
    );
    expect(audit.message.total).toBe(0);
  });
});

describe('the compliance desk', () => {
  it('approves only once both email and mobile are bound (spec 5)', async () => {
    const p = await person('half@example.com', { mobile: false });
    expect(await basic(p)).toMatchObject(SUBMITTED);
    const app = await pending(p.id);
    expect(app).toMatchObject({ email_bound: true, mobile_bound: false });
    expect(await approve(app.id)).toMatchObject({
      type: 'error',
      message:
        'The user must bind both an email address and a mobile number before verification can pass',
    });
    expect(
      await call(t.app, 'POST', `/admin/verifications/${app.id}/approve`, { lang: 'zh' }, admin),
    ).toMatchObject({ type: 'error', message: '用户须同时绑定邮箱和手机号后，认证才能通过' });
    expect(await state(p)).toMatchObject({ level: 0, review_status: 1, mobile_bound: false });
    const audit = await call<Page<AuditEntry>>(
      t.app,
      'GET',
      '/admin/audit',
      { target_table: 'kyc_applications', target_id: String(app.id) },
      admin,
    );
    expect(audit.message.total).toBe(0);

    await bindMobile(p.token);
    expect((await approve(app.id)).message).toMatchObject({ status: 'verified' });
    expect(await state(p)).toMatchObject({ level: 1, mobile_bound: true });
  });

  it('is for compliance and admin only', async () => {
    const p = await person('guarded@example.com');
    expect(await basic(p, { card_id: '110101202312310001' })).toMatchObject(SUBMITTED);
    const app = await pending(p.id);
    const forbidden = { type: 'error', message: 'You do not have permission to do this' };
    expect(await approve(app.id, undefined, finance)).toMatchObject(forbidden);
    expect(await reject(app.id, 'no', finance)).toMatchObject(forbidden);
    expect(await call(t.app, 'GET', '/admin/verifications', {}, finance)).toMatchObject(forbidden);
    expect(await approve(app.id, undefined, p.token)).toMatchObject({ type: 999 });
    expect(await approve(999_999)).toMatchObject({
      type: 'error',
      message: 'This application does not exist',
    });
    expect((await approve(app.id, 'Checked by admin', admin)).message).toMatchObject({
      status: 'verified',
      reason: 'Checked by admin',
    });
  });

  it('lists by state: the pending queue oldest first, decided ones newest first', async () => {
    const queue = await call<Page<VerificationView>>(
      t.app,
      'GET',
      '/admin/verifications',
      { limit: 100 },
      compliance,
    );
    const ids = queue.message.data.map((v) => v.id);
    expect(queue.message.data.every((v) => v.status === 'verifying')).toBe(true);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(queue.message.total).toBe(ids.length);

    const verified = await call<Page<VerificationView>>(
      t.app,
      'GET',
      '/admin/verifications',
      { status: 'verified', limit: 2 },
      compliance,
    );
    expect(verified.message.data).toHaveLength(2);
    expect(verified.message.data.every((v) => v.status === 'verified')).toBe(true);
    expect(verified.message.data[0]!.id).toBeGreaterThan(verified.message.data[1]!.id);
    expect(verified.message.total).toBeGreaterThan(2);

    expect(
      await call(t.app, 'GET', '/admin/verifications', { status: 'maybe' }, compliance),
    ).toMatchObject({ type: 'error', message: expect.stringContaining('Status') });
  });
});

describe('requireKycLevel', () => {
  it('refuses below the level with reply type 998 and passes at it', async () => {
    const unverified = await person('gate-no@example.com');
    const verified = await verifiedPerson('gate-yes@example.com', {
      id_type: 'passport',
      name: 'Gate Keeper',
      card_id: 'G7654321',
    });
    expect(await verifiedLevel(t.ctx.db, unverified.id)).toBe(0);
    expect(await verifiedLevel(t.ctx.db, verified.id)).toBe(1);

    // A stand-in for a withdrawal route: the real envelope, the real gate.
    const gated = Fastify();
    registerEnvelope(gated);
    gated.get<{ Querystring: { user: string; level: string } }>('/gated', async (request) => {
      const level = Number(request.query.level) as 1 | 2;
      await requireKycLevel(t.ctx.db, Number(request.query.user), level);
      return ok('through');
    });
    const hit = async (user: number, level: number, lang = 'en') =>
      (
        await gated.inject({
          method: 'GET',
          url: `/gated?user=${user}&level=${level}&lang=${lang}`,
        })
      ).json();
    expect(await hit(unverified.id, 1)).toEqual({
      type: 998,
      message: 'Please complete identity verification first',
    });
    expect(await hit(verified.id, 1)).toEqual({ type: 'ok', message: 'through' });
    expect(await hit(verified.id, 2)).toMatchObject({ type: 998 });
    await gated.close();
  });
});
