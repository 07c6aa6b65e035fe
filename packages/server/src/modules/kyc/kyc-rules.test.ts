/**
 * Identity verification rules: what a user may submit, what the compliance desk may do
 * and list, and the level gate other modules use.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, Page, VerificationView } from '@bourse/shared';
import { ok, registerEnvelope } from '../../http/envelope.ts';
import { call } from '../../test/helper.ts';
import { storeUpload } from '../uploads/index.ts';
import { IdType, KycStatus } from '@bourse/shared';
import { requireKycLevel, verifiedLevel } from './index.ts';
import { kycApplications } from './tables.ts';
import {
  PNG,
  SUBMITTED,
  t,
  compliance,
  finance,
  admin,
  person,
  bindMobile,
  state,
  basic,
  advanced,
  pending,
  approve,
  reject,
  verifiedPerson,
  useKycApp,
} from './testFixture.ts';

useKycApp();

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
    // Refused reads 0 to the original client, with no document, so its form opens again.
    expect(await state(p)).toMatchObject({
      level: 0,
      review_status: 0,
      real_data: null,
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

  it('takes the original client picker index and its absolute upload URLs (client contract 7.2)', async () => {
    const p = await person('picker@example.com');
    // 1 is the passport in the picker; 3 is no document at all.
    expect(await basic(p, { id_type: '3', name: 'Jane Doe', card_id: 'E1234567' })).toMatchObject({
      type: 'error',
    });
    expect(await basic(p, { id_type: '1', name: 'Jane Doe', card_id: 'E1234567' })).toMatchObject(
      SUBMITTED,
    );
    const lv1 = await pending(p.id);
    expect(lv1).toMatchObject({ id_type: 'passport', card_id: 'E1234567' });
    expect(await state(p)).toMatchObject({
      review_status: 1,
      real_data: { id_type: 1, name: 'J******e', card_id: 'E12*4567' },
    });
    expect((await approve(lv1.id)).type).toBe('ok');
    const front = await storeUpload(t.ctx, p.id, PNG);
    const back = await storeUpload(t.ctx, p.id, PNG);
    const path = (u: string) => u.replace(/^https?:\/\/[^/]+/, '');
    const absolute = (u: string) => `http://127.0.0.1:8080${path(u)}`;
    expect(
      await advanced(p, { front_pic: absolute(front), reverse_pic: absolute(back) }),
    ).toMatchObject(SUBMITTED);
    // Stored as the upload's own path, whatever host the client put in front; the desk
    // gets it back as a signed URL of that path.
    expect(await pending(p.id)).toMatchObject({
      front_pic: signed(path(front)),
      reverse_pic: signed(path(back)),
    });
    expect(await state(p)).toMatchObject({
      review_status: 2,
      advanced_review_status: 1,
      // Served to the owner's <img> as a short-lived signed URL: the files are private.
      real_data: { front_pic: signed(path(front)), reverse_pic: signed(path(back)) },
    });
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
    // A submission waits for both contacts (the page says so first)...
    expect(await basic(p)).toMatchObject({
      type: 'error',
      message:
        'Please bind both your email address and your mobile number before verifying your identity',
    });
    expect(await basic(p, { lang: 'kor' })).toMatchObject({
      message: '본인 인증 전에 이메일 주소와 휴대폰 번호를 모두 연결해 주세요',
    });
    expect(await state(p)).toMatchObject({ review_status: 0, basic: { status: 0 } });
    // ...and the desk still refuses one that got in without them (submitted before this
    // rule, or a contact removed since): written straight to the table here.
    await t.ctx.db.insert(kycApplications).values({
      userId: p.id,
      level: 1,
      idType: IdType.idCard,
      name: 'Half Bound',
      cardId: '11010519491231002X',
      status: KycStatus.verifying,
      createdAt: t.clock.now(),
    });
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
    expect(await approve(app.id, undefined, p.token)).toMatchObject({ type: '999' });
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
      type: '998',
      message: 'Please complete identity verification first',
    });
    expect(await hit(verified.id, 1)).toEqual({ type: 'ok', message: 'through' });
    expect(await hit(verified.id, 2)).toMatchObject({ type: '998' });
    await gated.close();
  });
});

/** The signed, absolute URL `/real/state` gives for a stored document path. */
function signed(stored: string) {
  return expect.stringMatching(
    new RegExp(`^http://localhost:8080${stored.replace('.', '\\.')}\\?e=\\d+&s=[\\w-]+$`),
  );
}
