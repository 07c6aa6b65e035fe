/**
 * The account, code and security calls (spec 7), each a thin typed wrapper over the one
 * request function. Submit calls toast their refusal (spec 8); the caller only decides
 * what happens on success.
 */
import type { CodeScene, ContactKind, UserInfo } from '@bourse/shared';
import { api } from '../../api/client.ts';

export interface CodeTarget {
  kind: ContactKind;
  /** The email address or the mobile number (digits, without the dial code). */
  user_string: string;
  scene: CodeScene;
  area_code?: string | undefined;
  area_code_id?: number | undefined;
}

/** Email codes go through `/sms_mail`, SMS codes through `/sms_send`. */
export function sendCode(target: CodeTarget): Promise<unknown> {
  if (target.kind === 'email') {
    return api.post('/sms_mail', { user_string: target.user_string, scene: target.scene });
  }
  return api.post('/sms_send', {
    user_string: target.user_string,
    scene: target.scene,
    area_code: target.area_code,
    area_code_id: target.area_code_id,
  });
}

/** Replies with the session token. */
export const login = (user_string: string, password: string) =>
  api.post<string>('/user/login', { user_string, password });

export interface RegisterInput {
  user_string: string;
  code: string;
  password: string;
  re_password: string;
  extension_code: string;
  type: ContactKind;
  area_code?: string | undefined;
  area_code_id?: number | undefined;
}

/**
 * Creates the account, then signs in: the server's reply to register is only a message
 * (never a token, client contract 12). Resolves with the session token.
 */
export async function register(input: RegisterInput): Promise<string> {
  await api.post<string>('/user/register', { ...input });
  return login(input.user_string, input.password);
}

/** Recovery by a code to the address (the form's shape of `POST /user/forget`). */
export interface ForgetInput {
  user_string?: string | undefined;
  code: string;
  password: string;
  re_password?: string | undefined;
}

export const forget = (input: ForgetInput) => api.post<unknown>('/user/forget', { ...input });

/** Quiet and silent: signing out locally must not wait on, or complain about, the server. */
export const logout = () => api.get<unknown>('/user/logout', {}, { silent: true, quiet: true });

export const fetchUserInfo = () => api.get<UserInfo>('/user/info', {}, { quiet: true });

export const editNickname = (nickname: string) =>
  api.post<unknown>('/user/editNickname', { nickname });
export const editSignature = (signature: string) =>
  api.post<unknown>('/user/editSignature', { signature });
export const editHeadPortrait = (head_portrait: string) =>
  api.post<unknown>('/user/uploadHeadPortrait', { head_portrait });

/**
 * `POST /safe/update_password` with `old_password` changes the login password; without it
 * the same path sets the pay password (the original client's page), which this app does
 * through `/safe/pay_password` instead.
 */
export interface PasswordInput {
  old_password?: string | undefined;
  password: string;
  re_password: string;
  code: string;
}

export const updatePassword = (input: PasswordInput) =>
  api.post<unknown>('/safe/update_password', { ...input });

/** Sets the pay password (no old one yet) or changes it (old one required). */
export const updatePayPassword = (
  input: Omit<PasswordInput, 'old_password'> & { old_password?: string },
) => api.post<unknown>('/safe/pay_password', { ...input });

/**
 * Binds a mobile or email: `code` went to the new contact (scene bind); replacing a bound
 * one also needs `old_code`, a security code sent to a contact bound now.
 */
export const bindMobile = (input: {
  mobile: string;
  area_code?: string;
  code: string;
  old_code?: string;
}) => api.post<unknown>('/safe/mobile', { ...input });

export const bindEmail = (input: { email: string; code: string; old_code?: string }) =>
  api.post<unknown>('/safe/email', { ...input });
