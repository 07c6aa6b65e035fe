import { describe, expect, it } from 'vitest';
import {
  forgetBody,
  isBundledAvatar,
  isSecurityPageForget,
  isWeakPayPassword,
  sendMailBody,
  updatePasswordBody,
  uploadPathOf,
} from './account.ts';
import { ID_TYPE_PICKER, clientReviewStatus, realBody } from './kyc.ts';

describe('weak pay passwords (issue 9)', () => {
  it('are one repeated digit or a run of consecutive digits up or down', () => {
    for (const pw of [
      '000000',
      '111111',
      '999999',
      '012345',
      '123456',
      '456789',
      '987654',
      '654321',
      '543210',
    ]) {
      expect(isWeakPayPassword(pw), pw).toBe(true);
    }
    for (const pw of ['135790', '123457', '112233', '121212', '901234', '482916', '12345a']) {
      expect(isWeakPayPassword(pw), pw).toBe(false);
    }
  });
});

describe('avatars and upload values', () => {
  it('knows the 30 bundled avatars and nothing near them', () => {
    for (let n = 1; n <= 30; n++)
      expect(isBundledAvatar(`/static/image/avatar/${n}.png`)).toBe(true);
    for (const bad of [
      '/static/image/avatar/.png',
      '/static/image/avatar/0.png',
      '/static/image/avatar/31.png',
      '/static/image/avatar/01.png',
      '/static/image/avatar/1.png/../x',
      'http://h/static/image/avatar/1.png',
    ]) {
      expect(isBundledAvatar(bad), bad).toBe(false);
    }
  });

  it('reads an upload path out of an absolute upload URL, and leaves anything else alone', () => {
    expect(uploadPathOf('http://api.example.com/uploads/abc.png')).toBe('/uploads/abc.png');
    expect(uploadPathOf('https://127.0.0.1:8080/uploads/abc.png')).toBe('/uploads/abc.png');
    expect(uploadPathOf('/uploads/abc.png')).toBe('/uploads/abc.png');
    expect(uploadPathOf('http://h/uploads/a/b.png')).toBe('http://h/uploads/a/b.png');
    expect(uploadPathOf('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});

describe('the original client request shapes (client contract 7.1, 7.2)', () => {
  it('sms_mail takes type=forget without a scene or an address', () => {
    expect(sendMailBody.parse({ type: 'forget' })).toEqual({ type: 'forget' });
    expect(sendMailBody.safeParse({ user_string: 'not an email', type: 'forget' }).success).toBe(
      false,
    );
  });

  it('user/forget: the recovery shape and the Security page shape', () => {
    const recovery = forgetBody.parse({
      user_string: 'a@b.co',
      code: '8888',
      password: 'Secret-123',
      re_password: 'Secret-123',
      extension_code: 'email',
      type: 'email',
    });
    expect(isSecurityPageForget(recovery)).toBe(false);
    const page = forgetBody.parse({
      account: 'a@b.co',
      code: '123456',
      password: 'Secret-123',
      repassword: 'Secret-123',
    });
    expect(isSecurityPageForget(page)).toBe(true);
    const mismatch = forgetBody.safeParse({
      code: '123456',
      password: 'Secret-123',
      repassword: 'Secret-124',
    });
    expect(mismatch.error?.issues[0]).toMatchObject({
      message: 'errors.passwordsInconsistent',
      path: ['repassword'],
    });
    const noAddress = forgetBody.safeParse({
      code: '123456',
      password: 'Secret-123',
      re_password: 'Secret-123',
    });
    expect(noAddress.error?.issues[0]).toMatchObject({
      message: 'validation.required',
      path: ['user_string'],
    });
  });

  it('safe/update_password: the pay password without old_password, the login password with it', () => {
    expect(
      updatePasswordBody.safeParse({ password: '135790', re_password: '135790', code: '123456' })
        .success,
    ).toBe(true);
    expect(
      updatePasswordBody.safeParse({
        password: 'Secret-123',
        re_password: 'Secret-123',
        code: '123456',
      }).error?.issues[0],
    ).toMatchObject({ message: 'validation.payPasswordRule', path: ['password'] });
    expect(
      updatePasswordBody.safeParse({ password: '123456', re_password: '123456', code: '123456' })
        .error?.issues[0],
    ).toMatchObject({ message: 'validation.payPasswordWeak' });
    expect(
      updatePasswordBody.safeParse({
        old_password: 'Old-123',
        password: 'Secret-123',
        re_password: 'Secret-123',
        code: '123456',
      }).success,
    ).toBe(true);
  });

  it('user/real takes the picker index 0/1/2 as the document type', () => {
    for (const [index, type] of ID_TYPE_PICKER.entries()) {
      const parsed = realBody.safeParse({
        real_type: '1',
        id_type: String(index),
        name: 'Jane Doe',
        card_id: type === 'idCard' ? '110101199003074514' : 'E1234567',
      });
      expect(parsed.data?.id_type, String(index)).toBe(type);
    }
    expect(
      realBody.safeParse({ real_type: '1', id_type: '3', name: 'Jane Doe', card_id: 'E1234567' })
        .success,
    ).toBe(false);
    expect(
      realBody.safeParse({
        real_type: '1',
        id_type: '2147483648',
        name: 'Jane Doe',
        card_id: 'E1234567',
      }).success,
    ).toBe(false);
  });

  it('review states read 0 for none and for refused, 1 pending, 2 approved', () => {
    expect(
      [undefined, 'failed', 'verifying', 'verified'].map((s) => clientReviewStatus(s as never)),
    ).toEqual([0, 0, 1, 2]);
  });
});
