/**
 * The identity verification tests' shared set-up: one app per test file with three
 * operators, and the calls a user and the compliance desk make. Bindings are live: read
 * `t`, `compliance`... after `useKycApp()`'s set-up has run.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Page, RealState, UserInfo, VerificationView } from '@bourse/shared';
import { buildTestApp, call, type TestApp } from '../../test/helper.ts';
import { createOperator } from '../admin/index.ts';
import { storeUpload } from '../uploads/index.ts';
import { requestCode, signUp } from '../users/testing.ts';
import { loginOperator } from '../admin/testing.ts';

/** The smallest valid PNG: one transparent pixel. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PASSWORD = 'operator-pass-123';
export const SUBMITTED = { type: 'ok', message: 'Submitted. Please wait for the review' };

export let t: TestApp;
export let compliance: string;
export let complianceId: number;
export let finance: string;
export let admin: string;
let nextMobile = 13900000000;

export const now = () => Math.floor(t.clock.now().getTime() / 1000);

export async function operatorToken(email: string): Promise<string> {
  const r = await loginOperator(t, { email, password: PASSWORD });
  return r.message;
}

export interface Person {
  token: string;
  id: number;
}

/** A user signed up by email, with a mobile number bound too unless told otherwise. */
export async function person(email: string, opts: { mobile?: boolean } = {}): Promise<Person> {
  const token = await signUp(t.app, email);
  if (opts.mobile !== false) await bindMobile(token);
  const info = await call<UserInfo>(t.app, 'GET', '/user/info', {}, token);
  return { token, id: info.message.id };
}

export async function bindMobile(token: string): Promise<void> {
  const mobile = String(nextMobile++);
  const code = await requestCode(t.app, mobile, 'bind', token);
  const r = await call(t.app, 'POST', '/safe/mobile', { mobile, code }, token);
  expect(r.type).toBe('ok');
}

export const state = async (p: Person) =>
  (await call<RealState>(t.app, 'GET', '/real/state', {}, p.token)).message;
export const reviewStatus = async (p: Person) =>
  (await call<UserInfo>(t.app, 'GET', '/user/info', {}, p.token)).message.review_status;

export const basic = (p: Person, fields: Record<string, string> = {}) =>
  call(
    t.app,
    'POST',
    '/user/real',
    { real_type: 1, id_type: 'idCard', name: '王小明', card_id: '110101199003074514', ...fields },
    p.token,
  );

export const advanced = async (p: Person, pics?: { front_pic: string; reverse_pic: string }) =>
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

export async function pending(userId: number): Promise<VerificationView> {
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

export const approve = (id: number, reason?: string, token = compliance) =>
  call<VerificationView>(t.app, 'POST', `/admin/verifications/${id}/approve`, { reason }, token);
export const reject = (id: number, reason?: string, token = compliance) =>
  call<VerificationView>(t.app, 'POST', `/admin/verifications/${id}/reject`, { reason }, token);

/** A user whose Lv1 (this card, or these fields) has been approved. */
export async function verifiedPerson(
  email: string,
  card: string | Record<string, string>,
): Promise<Person> {
  const p = await person(email);
  const fields = typeof card === 'string' ? { card_id: card } : card;
  expect(await basic(p, fields)).toMatchObject(SUBMITTED);
  expect((await approve((await pending(p.id)).id)).type).toBe('ok');
  return p;
}

/** Registers the file's app: one test app with a compliance, a finance and an admin operator. */
export function useKycApp(): void {
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
    complianceId = (await call<{ id: number }>(t.app, 'GET', '/admin/me', {}, compliance)).message
      .id;
    finance = await operatorToken('finance@desk.test');
    admin = await operatorToken('admin@desk.test');
  });
  afterAll(() => t.close());
}
