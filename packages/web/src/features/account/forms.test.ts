/** The account forms refuse bad input on the client with the server's own words. */
import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { initI18n, loadLanguage } from '../../i18n/index.ts';
import {
  checkBindEmail,
  checkBindMobile,
  checkForget,
  checkLogin,
  checkNickname,
  checkPassword,
  checkPayPassword,
  checkRegister,
  checkSignature,
  contactError,
} from './forms.ts';
import { firstError } from './validation.ts';

const t = i18n.t.bind(i18n);
const en = (key: string) => i18n.getFixedT('en')(key);

const goodRegister = {
  type: 'email' as const,
  user_string: 'ada@example.com',
  code: '123456',
  password: 'correct-horse',
  re_password: 'correct-horse',
  extension_code: '',
};

beforeAll(async () => {
  await initI18n('en');
  await loadLanguage('zh');
});

describe('register', () => {
  it('accepts a complete form and passes the parsed data on', () => {
    const checked = checkRegister(goodRegister, t);
    expect(checked.ok).toBe(true);
    if (checked.ok)
      expect(checked.data).toMatchObject({
        user_string: 'ada@example.com',
        type: 'email',
        extension_code: '',
      });
  });

  it('says the two passwords are inconsistent, on the confirm field', () => {
    const checked = checkRegister({ ...goodRegister, re_password: 'correct-horsf' }, t);
    expect(checked).toEqual({
      ok: false,
      errors: { re_password: 'The two passwords are inconsistent' },
    });
  });

  it('wants a password longer than six characters (spec 5)', () => {
    const checked = checkRegister(
      { ...goodRegister, password: 'abcdef', re_password: 'abcdef' },
      t,
    );
    // The rule's upper bound is the security work's (issue 9); the words are the catalogue's.
    const rule = en('server:validation.passwordRule');
    expect(rule).toMatch(/^The password must be 7 to \d+ characters$/);
    expect(checked).toEqual({ ok: false, errors: { password: rule, re_password: rule } });
  });

  it('wants a six-digit code', () => {
    const checked = checkRegister({ ...goodRegister, code: '12345' }, t);
    expect(checked).toEqual({ ok: false, errors: { code: 'Verification code must be 6 digits' } });
  });

  it('checks the address against the chosen tab', () => {
    expect(checkRegister({ ...goodRegister, user_string: 'ada@example' }, t)).toEqual({
      ok: false,
      errors: { user_string: 'Please enter a valid email address' },
    });
    expect(
      checkRegister({ ...goodRegister, type: 'mobile', user_string: 'ada@example.com' }, t),
    ).toEqual({
      ok: false,
      errors: { user_string: 'Please enter a valid mobile number' },
    });
    expect(
      checkRegister(
        {
          ...goodRegister,
          type: 'mobile',
          user_string: '91234567',
          area_code: '65',
          area_code_id: '1',
        },
        t,
      ).ok,
    ).toBe(true);
  });

  it('names every empty field, in form order for the first', () => {
    const checked = checkRegister(
      {
        type: 'email',
        user_string: '',
        code: '',
        password: '',
        re_password: '',
        extension_code: '',
      },
      t,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.user_string).toBe('Email is required');
    expect(checked.errors.code).toBe('Verification code must be 6 digits');
    expect(firstError(checked.errors, ['user_string', 'code', 'password'])).toBe(
      'Email is required',
    );
  });

  it('speaks the current language', async () => {
    await i18n.changeLanguage('zh');
    try {
      const checked = checkRegister({ ...goodRegister, re_password: 'x-different' }, t);
      expect(checked.ok).toBe(false);
      if (!checked.ok)
        expect(checked.errors.re_password).toBe(i18n.t('server:errors.passwordsInconsistent'));
      expect(i18n.t('server:errors.passwordsInconsistent')).not.toBe(
        en('server:errors.passwordsInconsistent'),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('login and forget', () => {
  it('login needs both fields and nothing else', () => {
    expect(checkLogin({ user_string: '', password: '' }, t)).toEqual({
      ok: false,
      errors: {
        user_string: 'Email or mobile number is required',
        password: 'Password is required',
      },
    });
    expect(checkLogin({ user_string: 'ada', password: 'x' }, t).ok).toBe(true);
  });

  it('forget checks the code, the new password and the confirmation', () => {
    expect(
      checkForget(
        {
          type: 'email',
          user_string: 'ada@example.com',
          code: '654321',
          password: 'new-password',
          re_password: 'new-passw0rd',
        },
        t,
      ),
    ).toEqual({ ok: false, errors: { re_password: 'The two passwords are inconsistent' } });
  });

  it('contactError asks for the address before it judges it', () => {
    expect(contactError('email', '  ', t)).toBe('Email is required');
    expect(contactError('mobile', '', t)).toBe('Mobile number is required');
    expect(contactError('mobile', '12ab', t)).toBe('Please enter a valid mobile number');
    expect(contactError('email', 'ada@example.com', t)).toBeUndefined();
  });
});

describe('profile and security', () => {
  it('nickname: 1-10 letters or digits', () => {
    expect(checkNickname('A', t).ok).toBe(true);
    expect(checkNickname('', t)).toEqual({
      ok: false,
      errors: { nickname: 'The nickname must be 1 to 10 characters' },
    });
    expect(checkNickname('A'.repeat(11), t)).toEqual({
      ok: false,
      errors: { nickname: 'The nickname must be 1 to 10 characters' },
    });
    expect(checkNickname('Ada!', t)).toEqual({
      ok: false,
      errors: { nickname: 'Nickname may only contain letters, digits and Chinese characters' },
    });
    expect(checkNickname('交易员8', t).ok).toBe(true);
  });

  it('signature: 2-30 characters', () => {
    expect(checkSignature('x'.repeat(31), t)).toEqual({
      ok: false,
      errors: { signature: 'The signature must be 2 to 30 characters' },
    });
    expect(checkSignature('Long only, never short.', t).ok).toBe(true);
  });

  it('password change needs the current password and a code', () => {
    expect(
      checkPassword(
        { old_password: '', password: 'new-password', re_password: 'new-password', code: '123456' },
        t,
      ),
    ).toEqual({
      ok: false,
      errors: { old_password: 'Current password is required' },
    });
  });

  it('pay password: six digits; changing also needs the current one', () => {
    const v = { old_password: '', password: '12345', re_password: '12345', code: '123456' };
    expect(checkPayPassword(v, 'set', t)).toEqual({
      ok: false,
      errors: {
        password: 'The payment password must be 6 digits',
        re_password: 'The payment password must be 6 digits',
      },
    });
    const good = { ...v, password: '482916', re_password: '482916' };
    expect(checkPayPassword(good, 'set', t).ok).toBe(true);
    expect(checkPayPassword(good, 'change', t)).toEqual({
      ok: false,
      errors: { old_password: 'Current password is required' },
    });
    expect(checkPayPassword({ ...good, old_password: '111111' }, 'change', t).ok).toBe(true);
  });

  it('pay password: refuses one repeated digit and runs up or down, as the server does', () => {
    const weak =
      'This payment password is too easy to guess: avoid one repeated digit (111111) and runs such as 123456 or 654321';
    for (const pw of ['123456', '111111', '654321', '012345', '987654']) {
      const checked = checkPayPassword({ password: pw, re_password: pw, code: '123456' }, 'set', t);
      expect(checked, pw).toMatchObject({ ok: false, errors: { password: weak } });
    }
    for (const pw of ['135790', '482916', '123457', '112233']) {
      expect(checkPayPassword({ password: pw, re_password: pw, code: '123456' }, 'set', t).ok).toBe(
        true,
      );
    }
  });

  it('binding checks the new address and, when replacing, the old code', () => {
    expect(checkBindEmail({ email: 'nope', code: '123456' }, false, t)).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address' },
    });
    expect(
      checkBindMobile({ mobile: '91234567', code: '123456', area_code: '65' }, false, t).ok,
    ).toBe(true);
    expect(
      checkBindMobile({ mobile: '91234567', code: '123456', area_code: '65' }, true, t),
    ).toEqual({
      ok: false,
      errors: { old_code: 'Code sent to your current email or mobile is required' },
    });
    expect(
      checkBindMobile({ mobile: '91234567', code: '123456', old_code: '654321' }, true, t).ok,
    ).toBe(true);
  });
});
