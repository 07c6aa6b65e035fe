/**
 * Accounts, codes, security pages and identity verification (client contract 7.1, 7.2,
 * 12), replayed on the original client's wire: form bodies (absent values as the text
 * `undefined`), the raw token, `lang`, its own field names, and the reply read by its own
 * success test.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectNumeric, expectOk, expectRefused, legacyServer } from './harness.ts';
import { kycApplications } from '../../packages/server/src/modules/kyc/index.ts';
import { storeUpload } from '../../packages/server/src/modules/uploads/index.ts';
import { TEST_PASSWORD } from '../../packages/server/src/modules/users/testing.ts';

const s = legacyServer();
const MINUTE_MS = 60_000;

/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let n = 0;
const freshEmail = (what: string) => `${what}${++n}.${Date.now()}@example.com`;

/** The latest code mailed to an address (the dev outbox: set-up only, never the client). */
async function latestCode(to: string): Promise<string> {
  const r = await s.call<{ code: string }[]>('GET', '/dev/outbox', { to });
  const code = r.message[0]?.code;
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

/** `GET /user/info` as the client reads it. */
async function info(token: string) {
  return expectOk(await s.call('GET', '/user/info', {}, { token }), 'user/info') as Record<
    string,
    unknown
  >;
}

/** The password pages' first two calls: `sms_mail` with `type=forget`, then `check_email`. */
async function securityCode(token: string, opts: { email?: string } = {}) {
  s.t.clock.advance(MINUTE_MS); // past the resend countdown of the last send
  const me = await info(token);
  const sent = await s.call(
    'POST',
    '/sms_mail',
    { user_string: opts.email ?? (me.email as string | undefined), type: 'forget' },
    { token },
  );
  expect(expectOk(sent, 'sms_mail type=forget')).toBe('Verification code sent');
  const code = await latestCode(me.email as string);
  const checked = await s.call(
    'POST',
    '/user/check_email',
    { user_string: me.account_number as string, email_code: code },
    { token },
  );
  expect(typeof expectOk(checked, 'user/check_email')).toBe('string');
  return code;
}

describe('sign-in and the profile (7.1)', () => {
  it('POST /user/login answers the session token as message; GET /user/info has the fields pages read', async () => {
    const email = freshEmail('login');
    await s.newUser(email);
    const login = await s.call('POST', '/user/login', {
      user_string: email,
      password: TEST_PASSWORD,
    });
    const token = expectOk(login, 'user/login');
    expect(typeof token).toBe('string');
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,100}$/);
    const me = await info(token);
    expect(typeof me.id).toBe('number');
    expect(me.email).toBe(email);
    expect(me.account_number).toBe(email);
    expect(typeof me.nickname).toBe('string');
    expect(typeof me.head_portrait).toBe('string');
    expectNumeric(me.score, 'score');
    expectNumeric(me.level, 'level');
    expect(me.extension_code).toMatch(/^[A-Z2-9]{8}$/);
    // A wrong password is a short refusal in the caller's language.
    const wrong = await s.call(
      'POST',
      '/user/login',
      { user_string: email, password: 'nope-nope-1' },
      { lang: 'zh' },
    );
    expect(expectRefused(wrong, 'wrong password')).not.toBe('Wrong account or password');
  });

  it('edits the nickname (1-10) and takes only the bundled avatars or own uploads', async () => {
    const token = await s.newUser();
    expect(
      typeof expectOk(
        await s.call('POST', '/user/editNickname', { nickname: 'Z' }, { token }),
        'nickname',
      ),
    ).toBe('string');
    expect((await info(token)).nickname).toBe('Z');
    expectRefused(
      await s.call('POST', '/user/editNickname', { nickname: 'elevenchars' }, { token }),
      'nickname too long',
    );
    expectRefused(
      await s.call('POST', '/user/editNickname', { nickname: undefined }, { token }),
      'nickname undefined',
    );
    expectRefused(
      await s.call('POST', '/user/editNickname', { nickname: 'a\u0000b' }, { token }),
      'nickname NUL',
    );
    expect((await info(token)).nickname).toBe('Z');

    const avatar = (head_portrait: string) =>
      s.call('POST', '/user/uploadHeadPortrait', { head_portrait }, { token });
    expectOk(await avatar('/static/image/avatar/7.png'), 'bundled avatar');
    expect((await info(token)).head_portrait).toBe('/static/image/avatar/7.png');
    // The client's value when nothing was picked, and strangers' strings.
    for (const bad of [
      '/static/image/avatar/.png',
      '/static/image/avatar/31.png',
      'javascript:alert(1)',
    ]) {
      expect(expectRefused(await avatar(bad), bad)).toBe(
        'Please upload the image first, then set it as your avatar',
      );
    }
    const me = await info(token);
    const stored = await storeUpload(s.t.ctx, me.id as number, PNG);
    const path = stored.replace(/^https?:\/\/[^/]+/, '');
    expectOk(await avatar(`${s.origin}${path}`), 'own upload, absolute URL');
    expect((await info(token)).head_portrait).toBe(path);
  });

  it('GET /user/logout ends the session; the token then answers the string 999', async () => {
    const token = await s.newUser();
    expect(typeof expectOk(await s.call('GET', '/user/logout', {}, { token }), 'logout')).toBe(
      'string',
    );
    const after = await s.call('GET', '/user/info', {}, { token });
    expect(after.status).toBe(200);
    expect(after.body.type).toBe('999');
  });
});

describe('codes (7.1, 12)', () => {
  it('POST /sms_mail scene=register answers the same short string for a new and a registered address', async () => {
    const known = freshEmail('known');
    await s.newUser(known);
    s.t.clock.advance(MINUTE_MS);
    const fields = (user_string: string) => ({
      user_string,
      scene: 'register',
      area_code_id: 1,
      area_code: 86,
      email_code: '',
    });
    const fresh = await s.call('POST', '/sms_mail', fields(freshEmail('new')));
    const registered = await s.call('POST', '/sms_mail', fields(known));
    expect(registered.body).toEqual(fresh.body);
    expect(expectOk(registered, 'sms_mail register')).toBe('Verification code sent');
    // Never a code in the reply.
    expect(JSON.stringify(registered.body)).not.toContain(await latestCode(known));
  });

  it('POST /user/register (unreachable in the shipped client) answers a short string, never a token', async () => {
    const email = freshEmail('reg');
    s.t.clock.advance(MINUTE_MS);
    expectOk(await s.call('POST', '/sms_mail', { user_string: email, scene: 'register' }), 'code');
    const r = await s.call('POST', '/user/register', {
      user_string: email,
      code: await latestCode(email),
      password: TEST_PASSWORD,
      re_password: TEST_PASSWORD,
      extension_code: '',
      type: 'email',
    });
    expect(expectOk(r, 'user/register')).toBe('Registration success');
    // Its constant 8888 is refused as a wrong code.
    const constant = await s.call('POST', '/user/register', {
      user_string: freshEmail('reg'),
      code: 8888,
      password: TEST_PASSWORD,
      re_password: TEST_PASSWORD,
      extension_code: '',
      type: 'email',
    });
    expectRefused(constant, 'register 8888');
    expectOk(
      await s.call('POST', '/user/login', { user_string: email, password: TEST_PASSWORD }),
      'login',
    );
  });

  it('POST /user/check_email peeks: the same code then passes the action call, which spends it', async () => {
    const token = await s.newUser();
    const code = await securityCode(token);
    const again = await s.call(
      'POST',
      '/user/check_email',
      { user_string: 'undefined', email_code: code },
      { token },
    );
    expectOk(again, 'second peek');
    const set = await s.call(
      'POST',
      '/safe/update_password',
      { password: '135790', re_password: '135790', code },
      { token },
    );
    expectOk(set, 'pay password');
    expectRefused(
      await s.call(
        'POST',
        '/safe/update_password',
        { password: '246802', re_password: '246802', code },
        { token },
      ),
      'spent code',
    );
  });

  it('sms_mail type=forget with user_string=undefined goes to the signed-in user own email', async () => {
    const token = await s.newUser();
    const code = await securityCode(token, { email: 'undefined' });
    expect(code).toMatch(/^\d{6}$/);
  });

  it('a stranger cannot burn another user code through check_email', async () => {
    const owner = await s.newUser();
    const stranger = await s.newUser();
    const code = await securityCode(owner);
    const ownerInfo = await info(owner);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 6; i++) {
      expectRefused(
        await s.call(
          'POST',
          '/user/check_email',
          { user_string: ownerInfo.account_number as string, email_code: wrong },
          { token: stranger },
        ),
        'stranger guess',
      );
    }
    // The stranger's guesses never reached the owner's code.
    expectOk(
      await s.call(
        'POST',
        '/user/check_email',
        { user_string: ownerInfo.account_number as string, email_code: code },
        { token: owner },
      ),
      'owner check',
    );
  });
});

describe('the security pages (7.1)', () => {
  it('Security > login password: user/forget {account, password, repassword, code} changes the session user only', async () => {
    const email = freshEmail('sec');
    const token = await s.newUser(email);
    const victimEmail = freshEmail('victim');
    await s.newUser(victimEmail);
    const elsewhere = expectOk(
      await s.call('POST', '/user/login', { user_string: email, password: TEST_PASSWORD }),
      'second session',
    );
    const code = await securityCode(token);
    const r = await s.call(
      'POST',
      '/user/forget',
      { account: victimEmail, password: 'Changed-pass-1', repassword: 'Changed-pass-1', code },
      { token },
    );
    expect(typeof expectOk(r, 'user/forget security page')).toBe('string');
    expectOk(
      await s.call('POST', '/user/login', { user_string: email, password: 'Changed-pass-1' }),
      'new password',
    );
    expectOk(
      await s.call('POST', '/user/login', { user_string: victimEmail, password: TEST_PASSWORD }),
      'victim untouched',
    );
    expect((await s.call('GET', '/user/info', {}, { token: elsewhere })).body.type).toBe('999');
    expectOk(await s.call('GET', '/user/info', {}, { token }), 'this session stays');
  });

  it('Security > pay password: safe/update_password {password, re_password, code} sets six digits, never a weak one', async () => {
    const token = await s.newUser();
    const code = await securityCode(token);
    for (const weak of ['123456', '111111', '654321', '012345']) {
      const r = await s.call(
        'POST',
        '/safe/update_password',
        { password: weak, re_password: weak, code },
        { token, lang: 'fra' },
      );
      expect(expectRefused(r, weak)).toContain('111111');
    }
    expectOk(
      await s.call(
        'POST',
        '/safe/update_password',
        { password: '135790', re_password: '135790', code },
        { token },
      ),
      'pay password',
    );
    // The login password is untouched.
    const me = await info(token);
    expectOk(
      await s.call('POST', '/user/login', {
        user_string: me.email as string,
        password: TEST_PASSWORD,
      }),
      'login password kept',
    );
  });

  it('the forget page: its constant 8888 is refused as a wrong code, registered or not, and nothing changes', async () => {
    const email = freshEmail('forgot');
    await s.newUser(email);
    s.t.clock.advance(MINUTE_MS);
    expectOk(
      await s.call('POST', '/sms_mail', {
        user_string: email,
        scene: 'register',
        area_code_id: 1,
        area_code: 86,
        email_code: '',
      }),
      'code',
    );
    const forget = (user_string: string) =>
      s.call('POST', '/user/forget', {
        user_string,
        code: 8888,
        password: 'Forgot-pass-1',
        re_password: 'Forgot-pass-1',
        extension_code: 'email',
        type: 'email',
      });
    const known = await forget(email);
    expect(expectRefused(known, 'forget 8888')).toBe('The verification code is wrong');
    expect((await forget(freshEmail('nobody'))).body).toEqual(known.body);
    expectOk(
      await s.call('POST', '/user/login', { user_string: email, password: TEST_PASSWORD }),
      'password unchanged',
    );
  });

  it('hostile: signed out, a stale token, NUL, undefined literals', async () => {
    const signedOut = await s.call('POST', '/safe/update_password', {
      password: '135790',
      re_password: '135790',
      code: '123456',
    });
    expect(signedOut.body.type).toBe('999');
    const stale = await s.call(
      'POST',
      '/user/forget',
      { account: 'x', password: 'Abcdefg-1', repassword: 'Abcdefg-1', code: '123456' },
      { token: 'f'.repeat(32) },
    );
    expect(stale.body.type).toBe('999');
    const token = await s.newUser();
    expectRefused(
      await s.call(
        'POST',
        '/safe/update_password',
        { password: undefined, re_password: undefined, code: undefined },
        { token },
      ),
      'undefined literals',
    );
    expectRefused(
      await s.call(
        'POST',
        '/user/check_email',
        { user_string: 'a\u0000b', email_code: '123456' },
        { token },
      ),
      'NUL',
    );
    expectRefused(
      await s.call('POST', '/sms_mail', { user_string: 'undefined', scene: 'register' }),
      'no address',
    );
    // A region id past int32 (the register page's picker sends area_code_id).
    for (const path of ['/sms_send', '/user/register']) {
      const r = await s.call('POST', path, {
        user_string: '13800000009',
        scene: 'register',
        area_code_id: 2147483648,
        area_code: 86,
        code: '123456',
        password: TEST_PASSWORD,
        re_password: TEST_PASSWORD,
        type: 'mobile',
      });
      expectRefused(r, `${path} area_code_id past int32`);
    }
  });
});

describe('identity verification (7.2)', () => {
  it('refuses a submission without a bound phone, with a message the client toasts', async () => {
    const token = await s.newUser();
    const r = await s.call(
      'POST',
      '/user/real',
      { id_type: 1, name: 'Jane Doe', card_id: 'E7654321', real_type: 1 },
      { token, lang: 'zh' },
    );
    expect(expectRefused(r, 'no phone')).toBe('请先绑定邮箱和手机号，再进行身份认证');
    expect(expectOk(await s.call('GET', '/real/state', {}, { token }), 'state')).toMatchObject({
      review_status: 0,
      real_data: null,
    });
  });

  it('GET /real/state and POST /user/real basic then advanced, with the picker index and upload URLs', async () => {
    const token = await s.newUser();
    const me = await info(token);
    await s.bindPhone(me.id as number);
    const fresh = expectOk(await s.call('GET', '/real/state', {}, { token }), 'real/state');
    expect(fresh).toMatchObject({ review_status: 0, advanced_review_status: 0, real_data: null });

    const basic = await s.call(
      'POST',
      '/user/real',
      { id_type: 1, name: 'Jane Doe', card_id: 'E7654321', real_type: 1 },
      { token },
    );
    expect(typeof expectOk(basic, 'user/real basic')).toBe('string');
    const pending = expectOk(
      await s.call('GET', '/real/state', {}, { token }),
      'real/state pending',
    );
    expect(pending.review_status).toBe(1);
    expect(pending.advanced_review_status).toBe(0);
    expect(pending.real_data).toMatchObject({ id_type: 1 });
    expect(typeof pending.real_data.name).toBe('string');
    expect(pending.real_data.card_id.length).toBeGreaterThanOrEqual(6);

    // The operator approves (set-up; the client has no part in it).
    await s.t.ctx.db
      .update(kycApplications)
      .set({ status: 'verified', reviewedAt: s.t.clock.now() })
      .where(eq(kycApplications.userId, me.id as number));
    const front = await storeUpload(s.t.ctx, me.id as number, PNG);
    const back = await storeUpload(s.t.ctx, me.id as number, PNG);
    const abs = (u: string) => `${s.origin}${u.replace(/^https?:\/\/[^/]+/, '')}`;
    const advanced = await s.call(
      'POST',
      '/user/real',
      { front_pic: abs(front), reverse_pic: abs(back), real_type: 2 },
      { token },
    );
    expectOk(advanced, 'user/real advanced');
    const both = expectOk(await s.call('GET', '/real/state', {}, { token }), 'real/state advanced');
    expect(both).toMatchObject({ review_status: 2, advanced_review_status: 1 });
    expect(typeof both.real_data.front_pic).toBe('string');
    expect(typeof both.real_data.reverse_pic).toBe('string');
  });

  it('a refusal reads 0 so the form opens again; hostile values are refused and change nothing', async () => {
    const token = await s.newUser();
    const me = await info(token);
    await s.bindPhone(me.id as number);
    for (const [fields, what] of [
      [
        { id_type: 2147483648, name: 'Jane Doe', card_id: 'E7654321', real_type: 1 },
        'id_type past int32',
      ],
      [
        { id_type: 'undefined', name: 'undefined', card_id: 'undefined', real_type: 1 },
        'undefined literals',
      ],
      [{ id_type: 1, name: 'Jane\u0000Doe', card_id: 'E7654321', real_type: 1 }, 'NUL in name'],
      [{ id_type: 1, name: 'Jane Doe', card_id: 'E76', real_type: 1 }, 'card_id too short'],
      [
        { front_pic: 'http://evil.example/x.png', reverse_pic: 'undefined', real_type: 2 },
        'foreign pictures',
      ],
    ] as const) {
      expectRefused(await s.call('POST', '/user/real', fields, { token, lang: 'spa' }), what);
    }
    expect(expectOk(await s.call('GET', '/real/state', {}, { token }), 'state')).toMatchObject({
      review_status: 0,
      real_data: null,
    });
    expectOk(
      await s.call(
        'POST',
        '/user/real',
        { id_type: 0, name: '王小明', card_id: '110101199003074514', real_type: 1 },
        { token },
      ),
      'basic',
    );
    await s.t.ctx.db
      .update(kycApplications)
      .set({ status: 'failed', reason: 'Blurred', reviewedAt: s.t.clock.now() })
      .where(eq(kycApplications.userId, me.id as number));
    const refused = expectOk(await s.call('GET', '/real/state', {}, { token }), 'refused');
    expect(refused).toMatchObject({
      review_status: 0,
      real_data: null,
      basic: { reason: 'Blurred' },
    });
    expectOk(
      await s.call(
        'POST',
        '/user/real',
        { id_type: 0, name: '王小明', card_id: '110101199003074514', real_type: 1 },
        { token },
      ),
      'again',
    );
    // Another user's token sees only its own state.
    const other = await s.newUser();
    expect(
      expectOk(await s.call('GET', '/real/state', {}, { token: other }), 'other'),
    ).toMatchObject({
      review_status: 0,
      real_data: null,
    });
  });
});
